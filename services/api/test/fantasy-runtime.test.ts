import { ensureDemoMatch } from '../src/fantasy/demo';
import { planOf, SimulatedScorecard } from '../src/fantasy/feed/simulated';
import { getMatch, squadOf } from '../src/fantasy/matches';
import { startTestApp, type TestApp } from './app-harness';
import { makeMatch } from './fantasy-fixtures';

/** The fantasy runtime on the simulator's process: demo matches coming up, due matches played from their start. */
describe('fantasy runtime with the simulator (PGlite)', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      config: { services: ['site', 'user', 'sports', 'fantasy'], sportsSimulator: false },
      overrides: { now: () => new Date(clock), fantasy: { simulate: true, tickMs: 5, sweepMs: 0 } },
    });
  });
  afterAll(() => t.close());

  it('keeps one demo match coming up within 30 minutes, simulator-fed with its exchange event and both squads', async () => {
    const first = await ensureDemoMatch(t.testDb.db, new Date(clock));
    expect(first).not.toBeNull();
    const m = await getMatch(t.testDb.db, first!);
    expect(m).toMatchObject({ feed: 'simulator', status: 'upcoming', startTime: new Date(clock + 10 * 60_000) });
    expect(m.sportsEventId).not.toBeNull();
    expect((await squadOf(t.testDb.db, m.id)).length).toBe(22);
    expect(await ensureDemoMatch(t.testDb.db, new Date(clock + 60_000))).toBeNull();
  });

  it('plays a due simulator-fed match from its start on the sweep, to its result and settlement', async () => {
    const m = await makeMatch(t.testDb.db, { feed: 'simulator', start: new Date(clock + 1000), now: new Date(clock) });
    clock += 2000;
    await t.app.fantasy.sweep();
    expect(t.app.fantasy.simulated!.active.map((s) => s.matchId)).toContain(m.id);
    // A whole T20 at 5 ms a ball, each ball written to PGlite: about 2 s idle, far longer on a loaded 2-core machine.
    const deadline = Date.now() + 100_000;
    while ((await getMatch(t.testDb.db, m.id)).status !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await t.app.fantasy.applier.idle();
    const done = await getMatch(t.testDb.db, m.id);
    expect(done.status).toBe('completed');
    const runs = await t.testDb.db.query<{ status: string }>(`SELECT status FROM bet_settlement_runs WHERE product = 'fantasy' AND market_id = $1`, [m.id]);
    expect(runs.rows).toEqual([{ status: 'done' }]);
    await t.app.fantasy.sweep();
    expect(t.app.fantasy.simulated!.active.map((s) => s.matchId)).not.toContain(m.id);
  }, 120_000);

  it('a restarted process replays the match silently to the tick it had reached and carries on from the same ball', async () => {
    const m = await makeMatch(t.testDb.db, { feed: 'simulator' });
    const plan = (await planOf(t.testDb.db, await getMatch(t.testDb.db, m.id)))!;
    const straight = new SimulatedScorecard(m.id, plan, 77, 1000);
    const seen: string[] = [];
    straight.subscribe((u) => void seen.push(JSON.stringify(u.lines)));
    for (let i = 0; i < 60; i++) straight.tick();
    const resumed = new SimulatedScorecard(m.id, plan, 77, 1000, 40);
    const after: string[] = [];
    resumed.subscribe((u) => void after.push(JSON.stringify(u.lines)));
    for (let i = 0; i < 20; i++) resumed.tick();
    expect(after).toEqual(seen.slice(40, 60));
    straight.stop();
    resumed.stop();
  });
});
