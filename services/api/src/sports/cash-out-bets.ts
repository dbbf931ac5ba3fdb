import type { Db, Queryable } from '../db/db';
import { runIdempotent } from '../http/idempotency';
import { BetRefused, formatPaise } from './bet-price';
import { loadMarket, runnerPrices, type MarketRow } from './catalog';
import { cashOutQuote, type CashOutQuote } from './cash-out';
import { runnerPnl } from './exposure';
import { clientKeyOf, lockPosition, matchedBets, writeBets, type BetView } from './place-bet';
import { checkOpen, positionChange } from './position';
import type { PositionBet } from './types';

/**
 * Cash-out on a player's position in a win market (match odds, bookmaker, racing win): `cashOutOffer` quotes the
 * hedge at the current prices (the amount the player sees); `cashOut` takes it as ONE operation on the player's
 * locked position: the exposure row locked first, the matched bets read after the lock, the hedge computed from
 * them and the prices of that moment, and every hedge bet written with ONE posting of the whole change of exposure
 * (place-bet.ts writeBets). Two cash-outs at once queue on the row: the second finds the position already flat
 * (issue 26 finding 2). A cash-out that does not raise the player's worst case never needs balance (finding 3).
 *
 * The amount may move between the quote and the taking (in play the route waits the market's delay first): the
 * player's tolerance says how far. `minProfit` is the least amount they accept; null accepts any amount. Refused
 * otherwise with the amount of that moment, which the page offers again in one tap. Hedge stakes are not held to
 * the market's max stake nor its size limit (they close a position); a hedge below the min stake is not quoted.
 */

export const CASH_OUT_MESSAGES = {
  unavailable: 'Cash out is not available on this market',
  changed: (profit: bigint) => `Cash out amount changed to ${profit < 0n ? '-' : ''}${formatPaise(profit < 0n ? -profit : profit)}`,
  suspended: 'The market was suspended, so nothing was cashed out. Try again when it reopens.',
} as const;

const CASH_OUT_KINDS = ['match_odds', 'bookmaker', 'racing_win'];

async function quoteFor(q: Queryable, m: MarketRow, bets: PositionBet[], now: Date): Promise<CashOutQuote | null> {
  if (!CASH_OUT_KINDS.includes(m.kind) || !bets.length) return null;
  const pnl = runnerPnl({ kind: m.kind, runnerIds: m.runnerIds }, bets);
  const prices = await Promise.all(
    m.runnerIds.map(async (runnerId) => {
      const p = await runnerPrices(q, runnerId);
      const fresh = p && now.getTime() - p.updatedAt.getTime() <= m.priceMaxAgeSeconds * 1000;
      return { runnerId, back: fresh ? p.back[0]?.odds : undefined, lay: fresh ? p.lay[0]?.odds : undefined };
    }),
  );
  return cashOutQuote(pnl, prices, m.minStake);
}

export interface CashOutOffer {
  profit: string;
  hedges: Array<{ runnerId: string; side: 'back' | 'lay'; oddsX100: number; stake: string }>;
}

/** What cashing out would pay now (paise, as a decimal string), with the hedge bets; null when it cannot. */
export async function cashOutOffer(q: Queryable, userId: string, marketId: string, now: Date = new Date()): Promise<CashOutOffer | null> {
  const m = await loadMarket(q, marketId);
  if (m.status !== 'open') return null;
  const qt = await quoteFor(q, m, await matchedBets(q, m.id, userId), now);
  return qt && { profit: qt.profit.toString(), hedges: qt.hedges.map((h) => ({ ...h, stake: h.stake.toString() })) };
}

export interface CashOutInput {
  userId: string;
  marketId: string;
  /** the least amount the player accepts (paise); null: any amount */
  minProfit: bigint | null;
  clientKey?: string;
}

/** Cashes the position out if it pays at least `minProfit`; idempotent on the client key like a bet. */
export async function cashOut(db: Db, input: CashOutInput, now: () => Date = () => new Date()): Promise<{ profit: string; bets: BetView[] }> {
  const body = { marketId: input.marketId, minProfit: input.minProfit === null ? null : input.minProfit.toString() };
  const call = { db, caller: `player:${input.userId}`, scope: 'sports:cash-out', key: input.clientKey, body };
  const done = await runIdempotent(call, async (q) => {
    const m = await loadMarket(q, input.marketId, 'share');
    if (m.status === 'suspended') throw new BetRefused(CASH_OUT_MESSAGES.suspended);
    checkOpen(m);
    const at = now();
    const { held, bets } = await lockPosition(q, m.id, input.userId);
    const qt = await quoteFor(q, m, bets, at);
    if (!qt) throw new BetRefused(CASH_OUT_MESSAGES.unavailable);
    if (input.minProfit !== null && qt.profit < input.minProfit) throw new BetRefused(CASH_OUT_MESSAGES.changed(qt.profit));
    const names = await q.query<{ id: string; name: string }>('SELECT id::text, name FROM sports_runners WHERE market_id = $1', [m.id]);
    // Each hedge's own delta (what it changes the exposure by after the ones before it); one posting moves their sum.
    let position = bets;
    let exposure = held;
    const writes = qt.hedges.map((h, i) => {
      const bet: PositionBet = { side: h.side, runnerId: h.runnerId, oddsX100: h.oddsX100, stake: h.stake };
      const step = positionChange(m, position, exposure, bet);
      position = [...position, bet];
      exposure = step.exposure;
      const selection = names.rows.find((r) => r.id === h.runnerId)?.name;
      return {
        bet,
        delta: step.delta,
        insert: {
          requested: h.oddsX100, requestedLine: null, accept: 'exact' as const, clientKey: clientKeyOf('cash-out', input.clientKey, i + 1),
          description: { event: m.eventName, market: m.name, selection, cashOut: true },
        },
      };
    });
    return { profit: qt.profit.toString(), bets: await writeBets(q, m, input.userId, writes, { exposure, delta: exposure - held }, at) };
  });
  return done.body;
}
