import type { Db } from '../src/db/db';
import { createMarket } from '../src/matka/markets';
import { DAYS, DEFAULT_RATES, type MatkaMarket } from '../src/matka/types';

/** Fixtures for the matka suites: a market open 11:00-13:00 IST every day, and instants on 2026-11-23 (IST). */

export const OPERATOR = { operatorId: null, name: 'matka-test' };
export const DAY = '2026-11-23';
/** An IST wall-clock time on DAY as an instant (IST is UTC+5:30). */
export const ist = (hhmm: string, date = DAY) => new Date(`${date}T${hhmm}:00+05:30`);

let seq = 0;
export async function makeMatkaMarket(db: Db, over: Partial<Omit<MatkaMarket, 'id'>> = {}): Promise<string> {
  return createMarket(
    db,
    {
      name: `Test Bazar ${process.pid}-${Date.now().toString(36)}-${++seq}`,
      openTime: '11:00',
      closeTime: '13:00',
      days: [...DAYS],
      rates: { ...DEFAULT_RATES },
      minStake: 1000n,
      maxStake: 10_000_000n,
      active: true,
      sortOrder: 0,
      ...over,
    },
    OPERATOR,
    new Date(),
  );
}
