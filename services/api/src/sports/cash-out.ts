import { betOutcomes } from './exposure';
import type { PositionBet } from './types';

/**
 * Cash-out on a win market (match odds, bookmaker, racing win): the hedge bets at the current prices that make
 * the player's P&L the same whatever wins. A back on runner j of stake s at odds o adds s x o to outcome j
 * relative to the others; a lay takes it away. Choosing a target K, each runner gets a_j = K - pnl_j: a back of
 * a_j / o_j when positive, a lay of -a_j / l_j when negative. The guaranteed profit, K minus the net stake, is a
 * piecewise linear function of K whose best value is at one of the pnl_j, so each is tried and the best kept.
 * Stakes are whole paise (rounded to the nearest), so outcomes may differ by a few paise; `profit` is the least.
 * A hedge below the market's minimum stake is left out (the profit is then what the other hedges make): once cashed
 * out, a position differs by a few paise between outcomes, and quoting 1-paisa hedges for it (issue 26 finding 12)
 * offered nothing a player could want; with no hedge left there is nothing to cash out.
 */

export interface CashOutPrice {
  runnerId: string;
  /** best back odds x 100 (what a hedge back takes) */
  back?: number;
  /** best lay odds x 100 (what a hedge lay takes) */
  lay?: number;
}

export interface Hedge {
  runnerId: string;
  side: 'back' | 'lay';
  oddsX100: number;
  stake: bigint;
}

export interface CashOutQuote {
  hedges: Hedge[];
  /** the P&L the player is sure of after the hedges (the least over the outcomes) */
  profit: bigint;
  /** the P&L per runner after the hedges */
  pnlAfter: Map<string, bigint>;
}

/** Stake to move an outcome by `amount` at `odds` (x 100), to the nearest paisa. */
function stakeFor(amount: bigint, odds: number): bigint {
  const o = BigInt(odds);
  return (amount * 200n + o) / (2n * o);
}

/** The P&L per runner after adding bets, the same arithmetic exposure uses. */
export function applyBets(pnl: Map<string, bigint>, bets: PositionBet[]): Map<string, bigint> {
  const out = new Map(pnl);
  for (const bet of bets) {
    const o = betOutcomes(bet);
    for (const [id, v] of out) out.set(id, v + (id === bet.runnerId ? o.happens : o.not));
  }
  return out;
}

/** The best cash-out at these prices, or null when a price it needs is missing (or there is nothing to hedge). */
export function cashOutQuote(pnl: Map<string, bigint>, prices: CashOutPrice[], minStake = 1n): CashOutQuote | null {
  const byRunner = new Map(prices.map((p) => [p.runnerId, p]));
  const values = [...pnl.values()];
  if (!values.length || values.every((v) => v === values[0])) return null;
  let best: CashOutQuote | null = null;
  for (const target of new Set(values)) {
    const hedges: Hedge[] = [];
    let possible = true;
    for (const [runnerId, v] of pnl) {
      const a = target - v;
      if (a === 0n) continue;
      const price = byRunner.get(runnerId);
      const odds = a > 0n ? price?.back : price?.lay;
      if (!odds || odds <= 100) {
        possible = false;
        break;
      }
      const stake = stakeFor(a > 0n ? a : -a, odds);
      if (stake > 0n && stake >= minStake) hedges.push({ runnerId, side: a > 0n ? 'back' : 'lay', oddsX100: odds, stake });
    }
    if (!possible || !hedges.length) continue;
    const pnlAfter = applyBets(pnl, hedges.map((h) => ({ ...h })));
    const profit = [...pnlAfter.values()].reduce((m, v) => (v < m ? v : m));
    if (!best || profit > best.profit) best = { hedges, profit, pnlAfter };
  }
  return best;
}
