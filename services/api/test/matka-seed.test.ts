import { seedMatka } from '../src/matka/seed';
import { chart, resultHistory } from '../src/matka/results';
import { isPana } from '../src/matka/panas';
import { DAY, ist } from './matka-fixtures';
import { createTestDb, type TestDb } from './test-db';

describe('matka demo seed', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite');
  });
  afterAll(() => t.drop());

  it('makes four markets with four weeks of valid past results, the same on a second run', async () => {
    await seedMatka(t.db, ist('10:00'));
    const count = async () => (await t.db.query<{ m: number; s: number }>('SELECT (SELECT count(*)::int FROM matka_markets) AS m, (SELECT count(*)::int FROM matka_sessions) AS s')).rows[0]!;
    const first = await count();
    expect(first.m).toBe(4);
    await seedMatka(t.db, ist('10:00'));
    expect(await count()).toEqual(first);
    const { rows } = await t.db.query<{ id: string; name: string }>(`SELECT id::text, name FROM matka_markets ORDER BY sort_order`);
    const kalyan = rows.find((r) => r.name === 'Kalyan')!;
    const history = await resultHistory(t.db, kalyan.id, 1, 100);
    expect(history.total).toBe(24); // 28 days back, Sundays off
    expect(history.items.every((r) => isPana(r.open_pana!) && isPana(r.close_pana!) && /^\d\d$/.test(r.jodi!))).toBe(true);
    expect(history.items[0]!.draw_date).toBe('2026-11-21'); // Saturday: the 22nd is a Sunday and today has no result yet
    const weeks = (await chart(t.db, kalyan.id, DAY, 2)).weeks;
    expect(weeks[0]!.days.filter((d) => d.jodi !== null)).toHaveLength(6);
    expect(weeks[1]!.days.every((d) => d.jodi === null)).toBe(true);
  });
});
