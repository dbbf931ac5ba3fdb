// Generated input to every /ops/sports route, on each database kind: never a 5xx, and a refusal moves no money.
jest.setTimeout(300_000);

import fc from 'fast-check';
import { fieldValue, nastyNumber, wrongShape } from './fuzz/values';
import { startFuzzWorld, type FuzzWorld } from './fuzz/world';
import { sportsRuntimeFor } from './ops-sports-support';
import { makePlayer } from './sports-fixtures';
import { placeBet } from '../src/sports/place-bet';
import { dbKinds } from './test-db';

interface Ids {
  event: string;
  market: string;
  fancy: string;
  runners: string[];
  competition: string;
}

/** A near-valid body per route (real ids), so a changed field reaches the rule behind it. */
const BASES: Record<string, (i: Ids) => Record<string, unknown>> = {
  'POST /ops/sports/sports': () => ({ code: 'fuzzball', name: 'Fuzzball', is_racing: false }),
  'POST /ops/sports/competitions': () => ({ sport_id: '1', name: 'Fuzz Cup' }),
  'POST /ops/sports/events': (i) => ({ competition_id: i.competition, name: 'A v B', venue: 'Here', start_time: '2026-11-24T14:00:00Z', in_play: false }),
  'POST /ops/sports/events/:id/status': () => ({ in_play: true, status: 'live' }),
  'POST /ops/sports/events/:id/markets': () => ({ kind: 'racing_place', name: 'Place', runners: ['A', 'B', 'C'], min_stake: 100, max_stake: 1000, bet_delay_seconds: 3, max_profit: 5000, places: 2, price_max_age_seconds: 5 }),
  'POST /ops/sports/markets/:id/prices': (i) => ({ runners: [{ runner_id: i.runners[0], back: [{ odds: 1.9, size: 100 }, { odds: 1.89 }], lay: [{ odds: 1.92, size: 50 }] }] }),
  'POST /ops/sports/markets/:id/status': () => ({ status: 'suspended' }),
  'POST /ops/sports/markets/:id/settle': (i) => ({ winner: i.runners[0] }),
  'POST /ops/sports/markets/:id/void': () => ({}),
  'POST /ops/sports/markets/:id/rollback': () => ({ run_id: '1' }),
};

/** Values bent inside the nested price levels too: the prices body is the deepest the console sends. */
const levelValue = fc.oneof(fieldValue, nastyNumber, wrongShape);

function bodies(route: string, ids: Ids): fc.Arbitrary<string> {
  const base = BASES[route]?.(ids) ?? {};
  const fields = Object.keys(base).length ? Object.keys(base) : ['winner', 'value', 'placed'];
  const changed = fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 3 }).map((c) => JSON.stringify({ ...base, ...c }));
  const nested = fc
    .record({ path: fc.constantFrom('runner_id', 'back', 'lay', 'odds', 'size', 'line'), value: levelValue })
    .map(({ path, value }) => {
      const r = { runner_id: ids.runners[0], back: [{ odds: 1.9, size: 100 }], lay: [{ odds: 1.92 }] } as Record<string, unknown>;
      if (path === 'runner_id' || path === 'back' || path === 'lay') r[path] = value;
      else (r.back as Record<string, unknown>[])[0]![path] = value;
      return JSON.stringify({ runners: [r] });
    });
  const notObject = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
  return fc.oneof({ weight: 6, arbitrary: changed }, { weight: route.endsWith('/prices') ? 6 : 0, arbitrary: nested }, { weight: 1, arbitrary: notObject });
}

describe.each(dbKinds())('generated requests to /ops/sports on %s', (kind) => {
  let world: FuzzWorld;
  let live: Awaited<ReturnType<typeof sportsRuntimeFor>>;
  let ids: Ids;
  beforeAll(async () => {
    world = await startFuzzWorld(kind);
    const db = world.t.testDb.db;
    live = await sportsRuntimeFor(world.app, db);
    const { rows } = await db.query<{ event: string; market: string; competition: string }>(
      `SELECT e.id::text AS event, m.id::text AS market, e.competition_id::text AS competition FROM sports_markets m JOIN sports_events e ON e.id = m.event_id
        WHERE m.kind = 'match_odds' ORDER BY m.id LIMIT 1`,
    );
    const fancy = await db.query<{ id: string }>(`SELECT id::text FROM sports_markets WHERE kind = 'fancy' ORDER BY id LIMIT 1`);
    const runners = await db.query<{ id: string }>('SELECT id::text FROM sports_runners WHERE market_id = $1 ORDER BY sort_order, id', [rows[0]!.market]);
    ids = { ...rows[0]!, fancy: fancy.rows[0]!.id, runners: runners.rows.map((r) => r.id) };
    // Money on the market, so a settle, void or roll-back the generator gets right really posts.
    const player = await makePlayer(db, 100_000n);
    await placeBet(db, { userId: player, marketId: ids.market, runnerId: ids.runners[0]!, side: 'back', stake: 10_000n, oddsX100: 101, acceptPrice: 'any' }).catch(() => undefined);
  }, 120_000);
  afterAll(async () => {
    await live.stop();
    await world.t.close();
  });

  test('no 5xx, every 4xx carries a message, a refusal changes no money row', async () => {
    const routes = world.routes.filter((r) => r.url.startsWith('/ops/sports'));
    expect(routes.length).toBe(16);
    const failures: string[] = [];
    let digest = await world.snapshot();
    let sent = 0;
    const okRoutes = new Set<string>();
    for (const [n, route] of routes.entries()) {
      const key = `${route.method} ${route.url}`;
      const real = route.url.includes('/events/') ? fc.constant(ids.event) : fc.constantFrom(ids.market, ids.market, ids.fancy);
      const path = fc.oneof({ weight: 4, arbitrary: real }, fc.constantFrom('0', '-1', 'x', '99999999999999999999', '1.5', '%E2%80%AE'));
      const query = fc.oneof(fc.constant(''), fc.constantFrom('sport=cricket', 'status=live', 'in_play=maybe', 'page=0', 'page_size=1000', 'competition_id=abc', 'q=%00', 'q=%E2%80%AE', `competition_id=${ids.competition}&in_play=true`));
      const body = route.method === 'POST' ? bodies(key, ids) : fc.constant(undefined);
      for (const [id, q, payload] of fc.sample(fc.tuple(path, query, body), { numRuns: 40, seed: 1300 + n })) {
        const url = `${route.url.replace(':id', id)}${q ? `?${q}` : ''}`;
        const res = await world.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${world.tokens.operator}`, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload,
        });
        sent++;
        if (res.statusCode < 300) okRoutes.add(key);
        const label = `${route.method} ${url} ${payload ?? ''}`.slice(0, 300);
        if (res.statusCode >= 500) failures.push(`5xx: ${label} -> ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && !res.json().message) failures.push(`no message: ${label}`);
        const after = await world.snapshot();
        if (res.statusCode >= 400 && after !== digest) failures.push(`refusal changed money: ${label}`);
        digest = after;
      }
    }
    expect(sent).toBe(routes.length * 40);
    expect(failures).toEqual([]);
    // The generator reaches the handlers: most routes answered a generated request with a success.
    expect(okRoutes.size).toBeGreaterThanOrEqual(10);
  });
});
