import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import { addDays, istDate, runsOn } from './clock';
import { PANAS } from './panas';
import { DAYS, DEFAULT_RATES, type Day } from './types';

/**
 * Demo matka markets (called from src/seed/seed.ts, so only where demo data is allowed: never in production) and
 * four weeks of past results so the charts have something to show. Idempotent: a market is found again by its
 * name and left as it is; a past result already there is kept. "Khel Din" takes open-session bets until 23:00 IST,
 * so the demo can bet at any hour.
 */
const WEEKDAYS: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MARKETS: Array<{ name: string; open: string; close: string; days: Day[]; rates?: Partial<typeof DEFAULT_RATES> }> = [
  { name: 'Khel Din', open: '23:00', close: '23:55', days: [...DAYS] },
  { name: 'Kalyan', open: '15:45', close: '17:45', days: WEEKDAYS },
  { name: 'Milan Day', open: '15:00', close: '17:00', days: WEEKDAYS, rates: { single: 950, jodi: 9_500 } },
  { name: 'Rajdhani Night', open: '21:30', close: '23:40', days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
];
const HISTORY_DAYS = 28;

/** A fixed pana for a market and date (the demo's past results), the same on every run. */
function demoPana(name: string, date: string, session: string): string {
  const h = createHash('sha256').update(`${name}|${date}|${session}`).digest();
  return PANAS[h.readUInt16BE(0) % PANAS.length]!;
}

export async function seedMatka(q: Queryable, now: Date = new Date()): Promise<void> {
  const today = istDate(now);
  for (const [i, m] of MARKETS.entries()) {
    await q.query(
      `INSERT INTO matka_markets (name, open_time, close_time, days, rates, sort_order) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (name) DO NOTHING`,
      [m.name, m.open, m.close, m.days, JSON.stringify({ ...DEFAULT_RATES, ...m.rates }), i],
    );
    const { rows } = await q.query<{ id: string }>('SELECT id::text FROM matka_markets WHERE name = $1', [m.name]);
    const id = rows[0]!.id;
    const dates = Array.from({ length: HISTORY_DAYS }, (_, k) => addDays(today, -(k + 1))).filter((d) => runsOn({ days: m.days }, d));
    await q.query(
      `INSERT INTO matka_sessions (market_id, draw_date, session, status, pana, declared_at)
       SELECT $1, d::date, s, 'declared', p, d::date + time '18:00' FROM unnest($2::text[], $3::text[], $4::text[]) AS t(d, s, p)
       ON CONFLICT (market_id, draw_date, session) DO NOTHING`,
      [
        id,
        dates.flatMap((d) => [d, d]),
        dates.flatMap(() => ['open', 'close']),
        dates.flatMap((d) => [demoPana(m.name, d, 'open'), demoPana(m.name, d, 'close')]),
      ],
    );
  }
}
