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

/** Implied chances in basis points of a percent (100 % = 1,000,000), so the sum needs no floating point. */
function chance(oddsX100: number): number {
  return Math.round(100_000_000 / oddsX100);
}

function percent(units: number): string {
  return `${(units / 10_000).toFixed(1)} %`;
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
  const need = winners * 1_000_000;
  const side = (pick: (r: RunnerPrices) => number | undefined) => {
    let sum = 0;
    for (const id of runnerIds) {
      const odds = pick(book.get(id) ?? { back: [], lay: [] });
      if (!odds || odds <= 100) return null;
      sum += chance(odds);
    }
    return sum;
  };
  const back = side((r) => r.back[0]?.odds);
  if (back !== null && back < need) throw unprocessable([BOOK_MESSAGES.backBelow(percent(back), percent(need))]);
  const lay = side((r) => r.lay[0]?.odds);
  if (lay !== null && lay > need) throw unprocessable([BOOK_MESSAGES.layAbove(percent(lay), percent(need))]);
}
