import { createTestDb } from './test-db';

describe('052_refer_settings', () => {
  it('adds the settings columns with their defaults and one reward rule', async () => {
    const t = await createTestDb('pglite');
    try {
      const { rows } = await t.db.query<{ column_name: string; column_default: string }>(
        "SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('notifications_enabled', 'time_zone', 'language') ORDER BY column_name",
      );
      expect(rows.map((r) => [r.column_name, r.column_default])).toEqual([['language', null], ['notifications_enabled', 'true'], ['time_zone', "'ist'::text"]]);
      const config = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refer_config');
      expect(config.rows[0]!.n).toBe(1);
    } finally {
      await t.drop();
    }
  });
});
