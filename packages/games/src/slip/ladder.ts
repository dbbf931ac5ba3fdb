/**
 * The exchange's price ladder (odds x 100): steps of 0.01 to 2, 0.02 to 3, 0.05 to 4, 0.1 to 6, 0.2 to 10, 0.5 to
 * 20, 1 to 30, 2 to 50, 5 to 100, 10 to 1000, as the API checks it (services/api/src/sports/odds.ts). Bookmaker
 * odds move a whole Indian point (1.45 -> 1.46); fancy prices are not stepped (the line and rate are the book's).
 */
import type { MarketKind } from '../api/model';

const BANDS: Array<[upTo: number, step: number]> = [
  [200, 1], [300, 2], [400, 5], [600, 10], [1000, 20], [2000, 50], [3000, 100], [5000, 200], [10000, 500], [100000, 1000],
];
export const MIN_ODDS = 101;
export const MAX_ODDS = 100000;

/** The ladder step at a price going up from it (the band the next price falls in). */
function stepUp(odds: number): number {
  return BANDS.find(([upTo]) => odds < upTo)?.[1] ?? 0;
}

/** The ladder step going down from a price. */
function stepDown(odds: number): number {
  return BANDS.find(([upTo]) => odds <= upTo)?.[1] ?? 0;
}

/** The lowest price of the band `odds` is in: prices of a band are its start plus whole steps. */
function bandStart(odds: number): number {
  let from = 100;
  for (const [upTo] of BANDS) {
    if (odds <= upTo) return from;
    from = upTo;
  }
  return from;
}

export function isOnLadder(odds: number): boolean {
  if (!Number.isInteger(odds) || odds < MIN_ODDS || odds > MAX_ODDS) return false;
  return (odds - bandStart(odds)) % stepDown(odds) === 0;
}

/** The nearest ladder price at or below `odds` (within the ladder). */
export function snapDown(odds: number): number {
  const o = Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(odds)));
  const start = bandStart(o);
  return Math.max(MIN_ODDS, start + Math.floor((o - start) / stepDown(o)) * stepDown(o));
}

/** The next price up (null at the top); a price off the ladder goes to the next one on it. */
export function tickUp(odds: number): number | null {
  if (odds >= MAX_ODDS) return null;
  if (odds < MIN_ODDS) return MIN_ODDS;
  const base = snapDown(odds);
  const next = base + stepUp(base);
  return next > MAX_ODDS ? null : next;
}

/** The next price down (null at the bottom). */
export function tickDown(odds: number): number | null {
  if (odds <= MIN_ODDS) return null;
  if (odds > MAX_ODDS) return MAX_ODDS;
  const base = snapDown(odds);
  if (base < odds) return base;
  return Math.max(MIN_ODDS, odds - stepDown(odds));
}

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
