import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/postgres';
import { makeMarket } from './sports-fixtures';
import { LiveTestClient } from './sports-live-support';
import { REDIS_TEST_URL, connectRedis } from './throttle-support';
import { createTestDb, type TestDb } from './test-db';

/**
 * Two API processes on one database with Redis: prices the manual feed of one process sets reach a subscriber on
 * each process exactly once (the hub's one Redis subscription per process and its per-origin sequence numbers).
 * Redis must be there (connectRedis fails the suite otherwise); like every Redis suite it runs under CI.
 */

jest.setTimeout(60_000);

/** The first runner's best back odds of every market item the client received, in order. */
function backOdds(c: LiveTestClient, topic: string): number[] {
  return c.marketItems(topic).map((item) => (item.runners as Array<{ back: Array<{ odds: number }> }>)[0]!.back[0]!.odds);
}

describe('live prices across two API processes through Redis (PostgreSQL)', () => {
  let t: TestDb;
  let second: ReturnType<typeof openPostgres>;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    (await connectRedis()).disconnect();
    t = await createTestDb('postgres');
    second = openPostgres(t.url!, { max: 4 });
    // A channel of this run's own, so other suites' hubs on the same Redis are not heard.
    const channel = `khel:prices:test:${randomUUID()}`;
    for (const db of [t.db, second]) {
      const config = { ...loadConfig({}), logLevel: 'silent', webDir: undefined, redisUrl: REDIS_TEST_URL, services: ['sports' as const] };
      const app = await buildApp({ config, db, overrides: { sports: { channel, flushMs: 5, sweepMs: 60_000 } } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const app of apps) await app.close();
    await second?.close();
    await t?.drop();
  });

  it('each price update reaches a subscriber on each process exactly once, in order', async () => {
    const m = await makeMarket(t.db, { kind: 'match_odds', runners: ['A', 'B'] });
    const topic = `market:${m.marketId}`;
    for (const app of apps) {
      for (let i = 0; i < 2; i++) {
        const c = await LiveTestClient.connect(app);
        c.send({ op: 'sub', topics: [topic] });
        await c.next((f) => f.t === 'snap');
        clients.push(c);
      }
    }
    const odds = [210, 220, 230, 240, 250, 260, 270, 280, 290, 300];
    for (const [i, o] of odds.entries()) {
      // each change waits for the one before to be heard everywhere, so none is coalesced away
      apps[i % 2]!.sports.manual.setPrices(m.marketId, [{ runnerId: m.runnerIds[0]!, back: [{ odds: o }], lay: [{ odds: o + 10 }] }]);
      for (const c of clients) await c.next(() => backOdds(c, topic).includes(o / 100));
    }
    await new Promise((r) => setTimeout(r, 200));
    for (const c of clients) {
      expect(backOdds(c, topic)).toEqual(odds.map((o) => o / 100));
    }
  });
});
