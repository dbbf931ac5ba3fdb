import type { Db, Queryable } from '../db/db';
import { runIdempotent } from '../http/idempotency';
import { BetRefused, formatPaise, REFUSALS } from './bet-price';
import { loadMarket, runnerPrices, type MarketRow } from './catalog';
import { cashOutQuote, type CashOutQuote } from './cash-out';
import { runnerPnl } from './exposure';
import { matchBet, matchedBets, type BetView } from './place-bet';

/**
 * Cash-out on a player's position in a win market (match odds, bookmaker, racing win): `cashOutOffer` quotes the
 * hedge at the current prices (the amount the player sees); `cashOut` re-quotes and places the hedge bets in one
 * transaction, each bet with its own exposure posting as any bet, refusing if the amount fell below what the
 * player accepted. Hedge stakes are not held to the market's min stake (they close a position). In play, the
 * route waits the market's bet delay before calling `cashOut`, so the amount is that of the moment it is taken.
 */

export const CASH_OUT_MESSAGES = {
  unavailable: 'Cash out is not available on this market',
  changed: (profit: bigint) => `Cash out amount changed to ${profit < 0n ? '-' : ''}${formatPaise(profit < 0n ? -profit : profit)}`,
} as const;

const CASH_OUT_KINDS = ['match_odds', 'bookmaker', 'racing_win'];

async function quote(q: Queryable, m: MarketRow, userId: string): Promise<CashOutQuote | null> {
  if (!CASH_OUT_KINDS.includes(m.kind) || m.status !== 'open') return null;
  const bets = await matchedBets(q, m.id, userId);
  if (!bets.length) return null;
  const pnl = runnerPnl({ kind: m.kind, runnerIds: m.runnerIds }, bets);
  const prices = await Promise.all(
    m.runnerIds.map(async (runnerId) => {
      const p = await runnerPrices(q, runnerId);
      const fresh = p && (m.priceMaxAgeSeconds === null || Date.now() - p.updatedAt.getTime() <= m.priceMaxAgeSeconds * 1000);
      return { runnerId, back: fresh ? p.back[0]?.odds : undefined, lay: fresh ? p.lay[0]?.odds : undefined };
    }),
  );
  return cashOutQuote(pnl, prices);
}

/** What cashing out would pay now (paise, as a decimal string), with the hedge bets; null when it cannot. */
export async function cashOutOffer(q: Queryable, userId: string, marketId: string): Promise<{ profit: string; hedges: Array<{ runnerId: string; side: 'back' | 'lay'; oddsX100: number; stake: string }> } | null> {
  const m = await loadMarket(q, marketId);
  const qt = await quote(q, m, userId);
  return qt && { profit: qt.profit.toString(), hedges: qt.hedges.map((h) => ({ ...h, stake: h.stake.toString() })) };
}

/** Places the hedge if it pays at least `minProfit`; idempotent on the client key like a bet. */
export async function cashOut(db: Db, input: { userId: string; marketId: string; minProfit: bigint; clientKey?: string }, now: () => Date = () => new Date()): Promise<{ profit: string; bets: BetView[] }> {
  const call = { db, caller: `player:${input.userId}`, scope: 'sports:cash-out', key: input.clientKey, body: { marketId: input.marketId, minProfit: input.minProfit.toString() } };
  const { body } = await runIdempotent(call, async (q) => {
    const m = await loadMarket(q, input.marketId, 'share');
    if (m.status !== 'open') throw new BetRefused(REFUSALS.notOpen(m.status));
    const qt = await quote(q, m, input.userId);
    if (!qt || !qt.hedges.length) throw new BetRefused(CASH_OUT_MESSAGES.unavailable);
    if (qt.profit < input.minProfit) throw new BetRefused(CASH_OUT_MESSAGES.changed(qt.profit));
    const names = await q.query<{ id: string; name: string }>('SELECT id::text, name FROM sports_runners WHERE market_id = $1', [m.id]);
    const bets: BetView[] = [];
    for (const h of qt.hedges) {
      const selection = names.rows.find((r) => r.id === h.runnerId)?.name;
      const description = { event: m.eventName, market: m.name, selection, cashOut: true };
      bets.push(
        await matchBet(q, m, input.userId, { side: h.side, runnerId: h.runnerId, oddsX100: h.oddsX100, stake: h.stake }, now(), {
          insert: { requested: h.oddsX100, requestedLine: null, accept: 'exact', clientKey: null, description },
        }),
      );
    }
    return { profit: qt.profit.toString(), bets };
  });
  return body;
}
