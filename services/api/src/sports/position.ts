import { BetRefused, REFUSALS } from './bet-price';
import type { MarketRow } from './catalog';
import { pnlRange } from './exposure';
import { ENDED_EVENT_STATUSES, sidesFor, type PositionBet, type Side } from './types';

/** The checks of a bet against its market and the player's position, shared by both ways of placing it. */

/** The event's and the market's status, the side, the runner and the stake. */
export function checkBet(m: MarketRow, input: { runnerId: string; side: Side; stake: bigint }): void {
  checkOpen(m);
  if (!sidesFor(m.kind).includes(input.side)) throw new BetRefused(REFUSALS.side);
  if (!m.runnerIds.includes(input.runnerId)) throw new BetRefused(REFUSALS.runner);
  if (input.stake < m.minStake || input.stake > m.maxStake) throw new BetRefused(REFUSALS.stake(m.minStake, m.maxStake));
}

/**
 * Whether the market takes bets now: its event not finished, cancelled or abandoned (a feed may end an event before
 * it suspends the markets, issue 27 M6), and the market itself open.
 */
export function checkOpen(m: MarketRow): void {
  if (ENDED_EVENT_STATUSES.includes(m.eventStatus)) throw new BetRefused(REFUSALS.eventOver(m.eventStatus));
  if (m.status !== 'open') throw new BetRefused(REFUSALS.notOpen(m.status));
}

export interface PositionChange {
  before: { worst: bigint; best: bigint };
  after: { worst: bigint; best: bigint };
  /** the player's exposure on the market with the bet */
  exposure: bigint;
  /** what the bet changes the held exposure by: the one posting's amount */
  delta: bigint;
}

/** The player's P&L range on the market before and after `bet`, the exposure after it and the change from what is held now. */
export function positionChange(m: MarketRow, bets: PositionBet[], heldNow: bigint, bet: PositionBet): PositionChange {
  const shape = { kind: m.kind, runnerIds: m.runnerIds, places: m.places };
  const before = pnlRange(shape, bets);
  const after = pnlRange(shape, [...bets, bet]);
  const exposure = after.worst < 0n ? -after.worst : 0n;
  return { before, after, exposure, delta: exposure - heldNow };
}

/** A bet may not take the player's best case above the market's max profit, unless it lowers it. */
export function checkMaxProfit(m: MarketRow, change: PositionChange): void {
  if (m.maxProfit !== null && change.after.best > m.maxProfit && change.after.best > change.before.best) {
    throw new BetRefused(REFUSALS.maxProfit(m.maxProfit));
  }
}
