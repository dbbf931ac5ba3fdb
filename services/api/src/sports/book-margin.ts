import { unprocessable } from '../http/errors';
import type { MarketKind, RunnerPrices } from './types';

/**
 * A hand-set book must not pay a player who bets every runner (issue 27 L4: a cash-out profited from one). Backing
 * each runner i with a stake proportional to 1/back_i pays the same whatever wins; it is a sure profit when the back
 * prices' implied chances (100/odds) add up to less than the winners' count: 100 % on a win market, `places` × 100 %
 * on a place market. Laying every runner is the mirror: a sure profit when the lay prices' chances add up to more.
 * Such a book is refused at entry, with the figure, never stored: prices reach bets the moment they are written.
 * Checked on the whole book after the change (the runners not given keep their prices); a book missing a price on
 * some runner cannot be bet on every runner from that side, so that side is not checked. Fancy markets have one
 * line each, nothing to add up.
 */

/**
 * The sum of the implied chances 100/odds of these prices (odds x 100), compared with `winners` exactly: as
 * fractions over the product of the odds (bigint), since a book at exactly 100 % (three runners at 3.00) must not
 * round below it. Returns the comparison (-1, 0, 1) and the sum in percent for the message.
 */
function impliedSum(odds: number[], winners: number): { cmp: number; percent: string } {
  const product = odds.reduce((p, o) => p * BigInt(o), 1n);
  const sum = odds.reduce((s, o) => s + (10_000n * product) / BigInt(o), 0n); // x100 per price, x100 for percent
  const need = BigInt(winners) * 100n * product;
  const tenths = (sum * 10n + product / 2n) / product; // the sum in tenths of a percent, to the nearest
  return { cmp: sum < need ? -1 : sum > need ? 1 : 0, percent: `${tenths / 10n}.${tenths % 10n} %` };
}

export const BOOK_MESSAGES = {
  backBelow: (sum: string, need: string) =>
    `The back prices add up to ${sum}, below ${need}: a player backing every runner would win whatever the result. Lower a back price.`,
  layAbove: (sum: string, need: string) =>
    `The lay prices add up to ${sum}, above ${need}: a player laying every runner would win whatever the result. Raise a lay price.`,
} as const;

export function checkBookMargin(
  kind: MarketKind,
  places: number,
  runnerIds: string[],
  standing: Map<string, RunnerPrices>,
  changes: Array<{ runnerId: string } & RunnerPrices>,
): void {
  if (kind === 'fancy') return;
  const book = new Map(standing);
  for (const c of changes) book.set(c.runnerId, { back: c.back, lay: c.lay });
  const winners = kind === 'racing_place' ? places : 1;
  const need = `${winners * 100}.0 %`;
  const side = (pick: (r: RunnerPrices) => number | undefined) => {
    const odds = runnerIds.map((id) => pick(book.get(id) ?? { back: [], lay: [] }));
    return odds.every((o): o is number => typeof o === 'number' && o > 100) ? impliedSum(odds, winners) : null;
  };
  const back = side((r) => r.back[0]?.odds);
  if (back && back.cmp < 0) throw unprocessable([BOOK_MESSAGES.backBelow(back.percent, need)]);
  const lay = side((r) => r.lay[0]?.odds);
  if (lay && lay.cmp > 0) throw unprocessable([BOOK_MESSAGES.layAbove(lay.percent, need)]);
}
