/**
 * The independent model of the whole wallet (issue 26, "One model of the whole wallet"): integer paise, written
 * from the rules (ARCHITECTURE.md "Ledger", "Bets and sports", "Bonus"; SPEC §9), never from the server's code.
 *
 * - A player's money: cash, bonus, exposure, withdrawal hold. Every bet moves its worst-case liability on its
 *   market from cash to exposure (the change of the worst case, so offsetting bets release it).
 * - Withdrawable = free cash (issue 26 finding 1: exposure is NOT subtracted a second time).
 * - Settlement pays per outcome: exposure −E, cash +(E + P&L). A rollback restores the state before it; a void
 *   returns the exposure.
 */

export type Side = 'back' | 'lay';

export interface BetM {
  player: number;
  market: number;
  runner: number;
  side: Side;
  /** paise */
  stake: bigint;
  /** decimal odds × 100 */
  odds: number;
  /** placed while the player's bonus number `bonus` (index in history) was locked: it counts toward its wagering */
  bonus?: number;
}

export interface MarketM {
  /** open: takes bets; closed: a settlement was rolled back (no bets, can be settled or voided); settled; void. */
  status: 'open' | 'closed' | 'settled' | 'void';
  runners: number;
  winner?: number;
  /** back and lay odds ×100 per runner */
  prices: { back: number; lay: number }[];
  /** where on the test's price grid the market is */
  grid: number;
}

export interface ReqM {
  id: string;
  owner: number;
  kind: 'deposit' | 'withdrawal';
  amount: bigint;
  status: 'pending' | 'approved' | 'rejected';
}

export interface BonusM {
  status: 'locked' | 'released' | 'forfeited';
  amount: bigint;
  required: bigint;
  wagered: bigint;
  /** the market whose settlement released it */
  market?: number;
  /** what each settled sports market counted (a rollback takes it off again) */
  byMarket: Record<number, bigint>;
}

export interface PlayerM {
  cash: bigint;
  hold: bigint;
  bonus: bigint;
  /** the one bonus wagering now (operator grants, started at once) */
  active?: BonusM;
  history: BonusM[];
  /** matka slips held (not settled in this model): cash → exposure by the slip's total */
  matka: bigint;
}

export interface Model {
  players: PlayerM[];
  markets: MarketM[];
  bets: BetM[];
  reqs: ReqM[];
  /** house rounds and matka slips the model has seen, by idempotency key: a replay never pays twice */
  paidKeys: Set<string>;
}

export const clone = (m: Model): Model => ({
  players: m.players.map((p) => ({ ...p, active: p.active && { ...p.active, byMarket: { ...p.active.byMarket } }, history: p.history.map((b) => ({ ...b, byMarket: { ...b.byMarket } })) })),
  markets: m.markets.map((k) => ({ ...k, prices: k.prices.map((x) => ({ ...x })) })),
  bets: m.bets.map((b) => ({ ...b })),
  reqs: m.reqs.map((r) => ({ ...r })),
  paidKeys: new Set(m.paidKeys),
});

/** Profit of a bet when `winner` wins (negative: the loss), paise. */
export function betPnl(b: BetM, winner: number): bigint {
  const profit = (b.stake * BigInt(b.odds - 100)) / 100n;
  if (b.side === 'back') return b.runner === winner ? profit : -b.stake;
  return b.runner === winner ? -profit : b.stake;
}

/** The player's P&L on a market per outcome. */
export function outcomes(m: Model, player: number, market: number, extra: BetM[] = []): bigint[] {
  const mk = m.markets[market]!;
  const bets = [...m.bets.filter((b) => b.player === player && b.market === market), ...extra];
  return Array.from({ length: mk.runners }, (_, w) => bets.reduce((s, b) => s + betPnl(b, w), 0n));
}

/** What a player can lose on a market at worst (≥ 0). */
export function worstCase(m: Model, player: number, market: number, extra: BetM[] = []): bigint {
  const min = outcomes(m, player, market, extra).reduce((a, b) => (b < a ? b : a), 0n);
  return -min;
}

/** Exposure held: the worst case of every market not yet settled or voided. */
export function exposureOf(m: Model, player: number): bigint {
  let e = m.players[player]!.matka;
  for (const [i, mk] of m.markets.entries()) if (mk.status === 'open' || mk.status === 'closed') e += worstCase(m, player, i);
  return e;
}

/**
 * What a settled stake counts toward a locked bonus (finding 6: risk, not turnover): the player's worst case on the
 * settled market of the bets placed while that bonus was locked, net of their own offsetting bets, times the
 * product's weight (the site's contribution %, sports 100, casino 50).
 */
export function countWagering(m: Model, player: number, counted: bigint, pct: bigint, market?: number): void {
  const p = m.players[player]!;
  if (!p.active || p.active.status !== 'locked' || counted <= 0n) return;
  const add = (counted * pct) / 100n;
  p.active.wagered += add;
  if (market !== undefined) p.active.byMarket[market] = (p.active.byMarket[market] ?? 0n) + add;
}

/** A bonus whose wagering is met is released to cash (once). */
export function releaseIfMet(m: Model, player: number, market?: number): void {
  const p = m.players[player]!;
  if (!p.active || p.active.wagered < p.active.required) return;
  p.cash += p.active.amount;
  p.bonus -= p.active.amount;
  p.history.push({ ...p.active, status: 'released', market });
  p.active = undefined;
}

/** Finding 1's rule: withdrawable is the free cash. */
export const withdrawable = (m: Model, player: number): bigint => m.players[player]!.cash;

export const sum = (xs: bigint[]): bigint => xs.reduce((a, b) => a + b, 0n);
