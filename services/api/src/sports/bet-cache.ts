import type { Db } from '../db/db';
import type { MarketRow, RunnerPriceRow } from './catalog';
import type { PositionBet } from './types';

/**
 * What the last bets read, kept per process so the next bet on the same market is computed without reading
 * again (take-bet.ts). Only a guess: sports_take_bet() checks every part against the database (row versions, the
 * price taken) and a stale guess costs one fresh read. Kept per database, so two databases in one process (tests)
 * never see each other's rows.
 */

export interface CachedPosition {
  bets: PositionBet[];
  exposure: bigint;
  /** xmin of the player's exposure row; null: no row */
  version: string | null;
}

export interface BetCache {
  markets: Bounded<MarketRow & { version: string }>;
  runners: Bounded<{ name: string; prices: RunnerPriceRow | null }>;
  /** by `${userId}:${marketId}` */
  positions: Bounded<CachedPosition>;
}

/** A Map that forgets its oldest entries beyond `max`. */
export class Bounded<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    return this.map.get(key);
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}

const caches = new WeakMap<Db, BetCache>();

export function betCache(db: Db): BetCache {
  let c = caches.get(db);
  if (!c) {
    c = { markets: new Bounded(5_000), runners: new Bounded(20_000), positions: new Bounded(50_000) };
    caches.set(db, c);
  }
  return c;
}
