/**
 * The slip's stepper on the exchange's price ladder (odds x 100), the one the API checks (shared/src/sports/odds.ts,
 * in @khel/shared/contracts): match odds and racing move one tick of the ladder; bookmaker odds a whole Indian
 * point (1.45 -> 1.46); fancy prices are not stepped (the line and rate are the book's).
 */
import { isOnLadder, MAX_ODDS, MIN_ODDS, tickDown, tickUp } from '@khel/shared/contracts';
import type { MarketKind } from '../api/model';

export { isOnLadder, tickDown, tickUp };

/** One step of the slip's stepper for a market kind, or null where the price cannot move that way. */
export function stepOdds(kind: MarketKind, odds: number, direction: 1 | -1): number | null {
  if (kind === 'fancy') return null;
  if (kind === 'bookmaker') {
    const next = odds + direction;
    return next < MIN_ODDS || next > MAX_ODDS ? null : next;
  }
  return direction === 1 ? tickUp(odds) : tickDown(odds);
}

/** Whether the slip may take this price for the kind (on the ladder, or a whole Indian point for bookmaker). */
export function validOdds(kind: MarketKind, odds: number): boolean {
  if (kind === 'bookmaker' || kind === 'fancy') return Number.isInteger(odds) && odds >= MIN_ODDS && odds <= MAX_ODDS;
  return isOnLadder(odds);
}
