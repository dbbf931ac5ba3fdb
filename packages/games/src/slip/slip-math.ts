/**
 * The slip's arithmetic, the same as the API's (services/api/src/sports/exposure.ts), in whole paise so the figures
 * match what the server holds: a back wins stake x (odds - 1) when its proposition happens and loses the stake
 * when not; a lay the opposite. Fancy yes/no are back/lay on "result >= line" at odds 1 + rate/100; win/place on
 * racing are backs.
 */
import type { MarketKind, Position, Side } from '../api/model';

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

export function isBackSide(side: Side): boolean {
  return side === 'back' || side === 'yes' || side === 'win' || side === 'place';
}

/** The amount at odds in paise, fractions of a paisa dropped (as the server does). */
export function amountAtOdds(stakePaise: number, oddsX100: number): number {
  return Math.floor((stakePaise * (oddsX100 - 100)) / 100);
}

/** A bet's P&L in paise when its proposition happens and when it does not. */
export function betOutcomes(side: Side, stakePaise: number, oddsX100: number): { happens: number; not: number } {
  const atOdds = amountAtOdds(stakePaise, oddsX100);
  return isBackSide(side) ? { happens: atOdds, not: -stakePaise } : { happens: -atOdds, not: stakePaise };
}

/** What the player can win and what they risk on the slip, in rupees. */
export function slipFigures(side: Side, stake: number, oddsX100: number): { profit: number; liability: number } {
  if (!(stake > 0) || !(oddsX100 > 100)) return { profit: 0, liability: 0 };
  const o = betOutcomes(side, toPaise(stake), oddsX100);
  const best = Math.max(o.happens, o.not);
  const worst = Math.min(o.happens, o.not);
  return { profit: toRupees(Math.max(0, best)), liability: toRupees(Math.max(0, -worst)) };
}

/** The runner's P&L from the position (0 when the player has no bet on the market). */
export function runnerPnl(position: Position | null | undefined, runnerId: string): number {
  return position?.outcomes.find((o) => o.runnerId === runnerId)?.pnl ?? 0;
}

export interface SlipBet {
  marketId: string;
  runnerId: string;
  side: Side;
  stake: number;
  oddsX100: number;
}

/**
 * The P&L (rupees) if each runner wins, after the slip's bet is added to the player's position: the runner bet on
 * moves by the bet's "happens" figure, every other runner by its "not" figure. For win/place markets.
 */
export function pnlAfter(runnerIds: string[], position: Position | null | undefined, bet: SlipBet | null): Map<string, number> {
  const out = new Map<string, number>();
  const valid = bet && bet.stake > 0 && bet.oddsX100 > 100;
  const o = valid ? betOutcomes(bet.side, toPaise(bet.stake), bet.oddsX100) : null;
  for (const id of runnerIds) {
    const before = toPaise(runnerPnl(position, id));
    const change = o ? (id === bet!.runnerId ? o.happens : o.not) : 0;
    out.set(id, toRupees(before + change));
  }
  return out;
}

/** Whether the market shows a P&L per runner (win/place markets; fancy shows the slip's figures instead). */
export const hasRunnerPnl = (kind: MarketKind): boolean => kind !== 'fancy';

/** A stake the market refuses, as the message the slip shows (null when it is within min and max). */
export function stakeProblem(stake: number, min: number, max: number): { key: string; values: Record<string, string> } | null {
  if (!(stake > 0)) return { key: 'Enter a stake', values: {} };
  if (stake < min || stake > max) return { key: 'Stake must be between {{min}} and {{max}}', values: { min: String(min), max: String(max) } };
  return null;
}

/** The worst case over the market after the bet, minus today's: how much more exposure the bet would hold. */
export function exposureAfter(runnerIds: string[], position: Position | null | undefined, bet: SlipBet | null): number {
  if (!runnerIds.length) return 0;
  const worst = Math.min(...pnlAfter(runnerIds, position, bet).values());
  return worst < 0 ? -worst : 0;
}
