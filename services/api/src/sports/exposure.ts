import { amountAtOdds } from './odds';
import { isBackSide, type MarketKind, type MarketResult, type PositionBet } from './types';

/**
 * A player's profit and loss over a market's outcomes, from their bets. Money in bigint paise.
 *
 * Every bet is on a proposition that happens or not: its runner wins (match odds, bookmaker, racing win), its
 * runner is placed (racing place), or the fancy result reaches its line (yes = back, no = lay on that). A back
 * wins amountAtOdds when it happens and loses its stake when not; a lay the opposite. So a back and a lay on the
 * same runner at the same odds and stake cancel in every outcome.
 *
 * The exposure of a market is the player's worst case over its outcomes (zero when every outcome wins): the
 * amount held cash -> exposure on the ledger.
 */

export interface MarketShape {
  kind: MarketKind;
  runnerIds: string[];
  /** racing_place: how many runners are placed */
  places?: number;
}

/** The P&L of one bet when its proposition happens, and when it does not. */
export function betOutcomes(bet: PositionBet): { happens: bigint; not: bigint } {
  const atOdds = amountAtOdds(bet.stake, bet.oddsX100);
  return isBackSide(bet.side) ? { happens: atOdds, not: -bet.stake } : { happens: -atOdds, not: bet.stake };
}

/** A bet's own worst case: its liability (stake for a back, the amount at odds for a lay). */
export function betLiability(bet: PositionBet): bigint {
  const o = betOutcomes(bet);
  const worst = o.happens < o.not ? o.happens : o.not;
  return worst < 0n ? -worst : 0n;
}

/** Whether a bet's proposition happened in this result (void results settle nothing). */
export function happened(kind: MarketKind, bet: PositionBet, result: MarketResult): boolean {
  if ('winner' in result) return bet.runnerId === result.winner;
  if ('placed' in result) return result.placed.includes(bet.runnerId);
  if ('value' in result) return kind === 'fancy' && bet.line !== undefined && result.value >= bet.line;
  return false;
}

/** The P&L of one bet for a declared result (0 when void). */
export function settledPnl(kind: MarketKind, bet: PositionBet, result: MarketResult): bigint {
  if ('void' in result) return 0n;
  const o = betOutcomes(bet);
  return happened(kind, bet, result) ? o.happens : o.not;
}

/** The P&L if each runner wins (match odds, bookmaker, racing win), or is placed (racing place: that runner's own change). */
export function runnerPnl(shape: MarketShape, bets: PositionBet[]): Map<string, bigint> {
  const { base, delta } = baseAndDeltas(shape, bets);
  const out = new Map<string, bigint>();
  for (const id of shape.runnerIds) out.set(id, base + (delta.get(id) ?? 0n));
  return out;
}

function baseAndDeltas(shape: MarketShape, bets: PositionBet[]): { base: bigint; delta: Map<string, bigint> } {
  let base = 0n;
  const delta = new Map<string, bigint>(shape.runnerIds.map((id) => [id, 0n]));
  for (const bet of bets) {
    const o = betOutcomes(bet);
    base += o.not;
    delta.set(bet.runnerId, (delta.get(bet.runnerId) ?? 0n) + o.happens - o.not);
  }
  return { base, delta };
}

/** The lowest and highest P&L over every outcome of the market. */
export function pnlRange(shape: MarketShape, bets: PositionBet[]): { worst: bigint; best: bigint } {
  if (!bets.length) return { worst: 0n, best: 0n };
  if (shape.kind === 'fancy') return fancyRange(bets);
  const { base, delta } = baseAndDeltas(shape, bets);
  const ds = [...delta.values()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (shape.kind === 'racing_place') {
    // P&L(placed set) = base + sum of the placed runners' deltas: worst takes the smallest, best the largest.
    const k = Math.min(shape.places ?? 1, ds.length);
    const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
    return { worst: base + sum(ds.slice(0, k)), best: base + sum(ds.slice(ds.length - k)) };
  }
  return { worst: base + ds[0]!, best: base + ds[ds.length - 1]! };
}

/** Fancy: the P&L is a step function of the result (a whole number >= 0), changing only at the lines. */
function fancyRange(bets: PositionBet[]): { worst: bigint; best: bigint } {
  const lines = [...new Set(bets.map((b) => b.line ?? 0))].sort((a, b) => a - b);
  // Results are whole numbers from 0 up (runs, wickets): one value below the lowest line, if there is one, and each line.
  const candidates = [lines[0]! - 1, ...lines].filter((v) => v >= 0);
  let worst: bigint | undefined;
  let best: bigint | undefined;
  for (const value of candidates) {
    const pnl = bets.reduce((sum, b) => sum + settledPnl('fancy', b, { value }), 0n);
    if (worst === undefined || pnl < worst) worst = pnl;
    if (best === undefined || pnl > best) best = pnl;
  }
  return { worst: worst!, best: best! };
}

/** The market's exposure: minus the worst case, never below zero. */
export function marketExposure(shape: MarketShape, bets: PositionBet[]): bigint {
  const { worst } = pnlRange(shape, bets);
  return worst < 0n ? -worst : 0n;
}

/** The fancy P&L at a result value (the slip's "if the score ends at ..." table). */
export function fancyPnlAt(bets: PositionBet[], value: number): bigint {
  return bets.reduce((sum, b) => sum + settledPnl('fancy', b, { value }), 0n);
}
