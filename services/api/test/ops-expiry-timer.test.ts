import { startTestApp, type TestApp } from './app-harness';
import { balances, depositRequest, makePlayer, seedAll, statusOf, withdrawalRequest } from './ops-fixtures';
import { dbKinds } from './test-db';

/** The ops plugin's own timer expires old pending requests without anyone calling anything. */
describe.each(dbKinds())('expiry timer on %s', (kind) => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { config: { expirySweepMs: 100 } });
    ({ siteId } = await seedAll(t.testDb.db));
  }, 60_000);
  afterAll(() => t.close());

  test('a withdrawal pending longer than the configured minutes expires and its hold returns to cash', async () => {
    const db = t.testDb.db;
    await db.query('UPDATE wallet_config SET request_expiry_minutes = 30 WHERE site_id = $1', [siteId]);
    const p = await makePlayer(db, 500);
    const old = new Date(Date.now() - 31 * 60_000);
    const wd = await withdrawalRequest(db, siteId, p.id, 500, { createdAt: old });
    const young = await depositRequest(db, siteId, p.id, 100, { createdAt: new Date(Date.now() - 29 * 60_000) });
    const deadline = Date.now() + 10_000;
    while ((await statusOf(db, wd)) === 'pending' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await statusOf(db, wd)).toBe('expired');
    expect(await statusOf(db, young)).toBe('pending');
    expect(await balances(db, p.id)).toMatchObject({ cash: 500, withdrawal_hold: 0 });
  });
});
