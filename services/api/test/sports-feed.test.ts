import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { runnerPrices } from '../src/sports/catalog';
import { FeedApplier } from '../src/sports/feed/apply';
import { PriceHub } from '../src/sports/feed/hub';
import { startSports } from '../src/sports/feed/runtime';
import { ManualFeed } from '../src/sports/feed/manual';
import { SimulatorFeed } from '../src/sports/feed/simulator';
import type { FeedUpdate, MarketUpdate } from '../src/sports/feed/types';
import { isOnLadder } from '../src/sports/odds';
import { placeBet } from '../src/sports/place-bet';
import { seedSports } from '../src/sports/seed';
import { balances, makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, type TestDb } from './test-db';
import { REDIS_TEST_URL } from './throttle-support';

function record(feed: SimulatorFeed, ticks: number): FeedUpdate[] {
  const out: FeedUpdate[] = [];
  const stop = feed.subscribe((u) => out.push(u));
  for (let i = 0; i < ticks; i++) feed.tick();
  stop();
  return out;
}

const plans = {
  cricket: [{ eventId: 'e1', matchOdds: { marketId: 'mo', runnerIds: ['a', 'b'] as [string, string] }, bookmaker: { marketId: 'bm', runnerIds: ['c', 'd'] as [string, string] }, fancy: [{ marketId: 'f6', runnerId: 'x', overs: 6 }] }],
  football: [{ eventId: 'e2', matchOdds: { marketId: 'fb', runnerIds: ['h', 'aw', 'dr'] as [string, string, string] } }],
  races: [{ eventId: 'e3', win: { marketId: 'w', runnerIds: ['r1', 'r2', 'r3', 'r4'] }, place: { marketId: 'p', runnerIds: ['r1', 'r2', 'r3', 'r4'], places: 2 } }],
};

describe('sports feed: the seeded simulator', () => {
  it('replays the same matches from the same seed, and other matches from another', () => {
    expect(record(new SimulatorFeed(plans, 42), 300)).toEqual(record(new SimulatorFeed(plans, 42), 300));
    expect(record(new SimulatorFeed(plans, 43), 300)).not.toEqual(record(new SimulatorFeed(plans, 42), 300));
  });

  it('plays every match to a result, with ladder prices, suspensions and fancy lines on the way', () => {
    const feed = new SimulatorFeed(plans, 7);
    const all = record(feed, 400);
    expect(feed.finished).toBe(true);
    const results = new Map(all.filter((u) => u.type === 'result').map((u) => [(u as { marketId: string }).marketId, (u as { result: unknown }).result]));
    expect([...results.keys()].sort()).toEqual(['bm', 'f6', 'fb', 'mo', 'p', 'w']);
    expect(['a', 'b', undefined]).toContain((results.get('mo') as { winner?: string }).winner);
    expect(['h', 'aw', 'dr']).toContain((results.get('fb') as { winner: string }).winner);
    expect((results.get('p') as { placed: string[] }).placed).toHaveLength(2);
    expect((results.get('f6') as { value: number }).value).toBeGreaterThanOrEqual(0);
    const prices = all.filter((u): u is Extract<FeedUpdate, { type: 'prices' }> => u.type === 'prices');
    for (const p of prices) for (const r of p.runners) for (const l of [...r.back, ...r.lay]) expect(l.odds > 100 && (p.marketId === 'bm' || isOnLadder(l.odds))).toBe(true);
    // the match odds moved, the fancy line moved, a suspension came and went
    expect(new Set(prices.filter((p) => p.marketId === 'mo').map((p) => p.runners[0]!.back[0]!.odds)).size).toBeGreaterThan(5);
    expect(new Set(prices.filter((p) => p.marketId === 'f6').map((p) => p.runners[0]!.lay[0]!.line)).size).toBeGreaterThan(2);
    expect(all.some((u) => u.type === 'suspend' && u.marketId === 'mo' && u.suspended)).toBe(true);
    expect(all.some((u) => u.type === 'suspend' && u.marketId === 'mo' && !u.suspended)).toBe(true);
  });

  it('suspends every market of a match before it says the match is finished (issue 27 M6)', () => {
    const all = record(new SimulatorFeed(plans, 7), 400);
    const markets = { e1: ['mo', 'bm'], e2: ['fb'], e3: ['w', 'p'] } as Record<string, string[]>;
    for (const [eventId, ids] of Object.entries(markets)) {
      const finished = all.findIndex((u) => u.type === 'status' && u.eventId === eventId && u.status === 'finished');
      expect(finished).toBeGreaterThan(0);
      for (const marketId of ids) {
        // the last suspension of the market before the finish, and nothing reopens it after
        const before = all.slice(0, finished).filter((u) => u.type === 'suspend' && u.marketId === marketId);
        expect(before.at(-1)).toEqual({ type: 'suspend', marketId, suspended: true });
        expect(all.slice(finished).some((u) => u.type === 'suspend' && u.marketId === marketId && !u.suspended)).toBe(false);
      }
    }
  });
});

describe('sports feed: the price hub', () => {
  it('coalesces a market\'s updates between flushes and fans out in process', async () => {
    const hub = new PriceHub({ flushMs: 10_000 });
    const got: MarketUpdate[][] = [];
    hub.subscribe((u) => got.push(u));
    for (let v = 1; v <= 10; v++) hub.publish({ marketId: '1', version: v });
    hub.publish({ marketId: '2', version: 1 });
    hub.publish({ marketId: '1', status: 'suspended' });
    await hub.flush();
    expect(got).toEqual([[{ marketId: '1', version: 10, status: 'suspended' }, { marketId: '2', version: 1 }]]);
    hub.publish({ eventId: '5', inPlay: true, eventState: { score: '1/0' } });
    hub.publish({ eventId: '5', inPlay: undefined, eventState: { score: '5/0' } });
    await hub.flush();
    expect(got[1]).toEqual([{ eventId: '5', inPlay: true, eventState: { score: '5/0' } }]);
    await hub.close();
  });

  it('through Redis, two hubs see every update of both exactly once', async () => {
    const channel = `khel:test:prices:${randomBytes(4).toString('hex')}`;
    const hubs = [new PriceHub({ redisUrl: REDIS_TEST_URL, channel, flushMs: 5 }), new PriceHub({ redisUrl: REDIS_TEST_URL, channel, flushMs: 5 })];
    await Promise.all(hubs.map((h) => h.start()));
    const seen = hubs.map(() => [] as string[]);
    hubs.forEach((h, i) => h.subscribe((batch) => seen[i]!.push(...batch.map((u) => `${u.marketId}:${u.version}`))));
    const expected: string[] = [];
    for (let round = 1; round <= 20; round++) {
      const from = hubs[round % 2]!;
      from.publish({ marketId: `m${round % 3}`, version: round });
      expected.push(`m${round % 3}:${round}`);
      await from.flush();
    }
    const deadline = Date.now() + 5_000;
    while (seen.some((s) => s.length < expected.length) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    for (const s of seen) expect([...s].sort()).toEqual([...expected].sort());
    await Promise.all(hubs.map((h) => h.close()));
  });
});

describe('sports feed: applied to the database (PGlite)', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb('pglite');
    db = t.db;
  });
  afterAll(() => t.drop());

  it('the manual feed sets prices, suspends, and settles a result; a closed market is not reopened', async () => {
    const hub = new PriceHub({ flushMs: 10_000 });
    const told: MarketUpdate[] = [];
    hub.subscribe((b) => told.push(...b));
    const feed = new ManualFeed();
    const applier = new FeedApplier(db, hub, (e) => { throw e; });
    applier.attach(feed);
    const m = await makeMarket(db, { kind: 'bookmaker', runners: ['Home', 'Away'] });
    const p = await makePlayer(db, 50_000n);
    feed.setPrices(m.marketId, [{ runnerId: m.runnerIds[0]!, back: [{ odds: 145 }], lay: [{ odds: 148 }] }]);
    await applier.idle();
    expect((await runnerPrices(db, m.runnerIds[0]!))?.back).toEqual([{ odds: 145 }]);
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 145 });
    feed.suspend(m.marketId, true);
    await applier.idle();
    await expect(placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 145 })).rejects.toThrow('Market is suspended');
    feed.declareResult(m.marketId, { winner: m.runnerIds[0]! });
    feed.suspend(m.marketId, false);
    await applier.idle();
    await hub.flush();
    expect(await balances(db, p)).toEqual({ cash: 54_500n, exposure: 0n, betsCount: 0 });
    const status = await db.query<{ status: string }>('SELECT status FROM sports_markets WHERE id = $1', [m.marketId]);
    expect(status.rows[0]!.status).toBe('settled');
    expect(told.find((u) => u.marketId === m.marketId)).toMatchObject({ status: 'settled', version: 2 });
  });

  it('a feed that ends an event before suspending its markets: the applier suspends them in the same step', async () => {
    const hub = new PriceHub({ flushMs: 10_000 });
    const told: MarketUpdate[] = [];
    hub.subscribe((b) => told.push(...b));
    const feed = new ManualFeed();
    const applier = new FeedApplier(db, hub, (e) => { throw e; });
    applier.attach(feed);
    const m = await makeMarket(db, { kind: 'match_odds', inPlay: true });
    const other = await makeMarket(db, { kind: 'match_odds' });
    const p = await makePlayer(db, 50_000n);
    feed.setStatus(m.eventId, { inPlay: false, status: 'abandoned' });
    await applier.idle();
    await hub.flush();
    const status = await db.query<{ status: string }>('SELECT status FROM sports_markets WHERE id = ANY($1::bigint[]) ORDER BY id', [[m.marketId, other.marketId]]);
    expect(status.rows.map((r) => r.status)).toEqual(['suspended', 'open']);
    expect(told).toEqual(expect.arrayContaining([expect.objectContaining({ marketId: m.marketId, status: 'suspended' }), expect.objectContaining({ eventId: m.eventId, eventStatus: 'abandoned' })]));
    // reopening the market by hand does not let a bet through: the event is over
    feed.suspend(m.marketId, false);
    await applier.idle();
    await expect(placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 })).rejects.toThrow(
      'The event is abandoned: no more bets are taken',
    );
    expect(await balances(db, p)).toEqual({ cash: 50_000n, exposure: 0n, betsCount: 0 });
  });

  it('seeds the demo sports once and the simulator plays them to settlement, paying a bet placed before', async () => {
    const plansA = await db.tx((q) => seedSports(q));
    const plansB = await db.tx((q) => seedSports(q));
    expect(plansB).toEqual(plansA);
    const events = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sports_events WHERE code LIKE 'demo-%'`);
    expect(events.rows[0]!.n).toBe(5);
    const race = plansA.races![0]!;
    const p = await makePlayer(db, 50_000n);
    const price = (await runnerPrices(db, race.win.runnerIds[0]!))!.back[0]!.odds;
    await placeBet(db, { userId: p, marketId: race.win.marketId, runnerId: race.win.runnerIds[0]!, side: 'win', stake: 10_000n, oddsX100: price });
    const hub = new PriceHub({ flushMs: 10_000 });
    const applier = new FeedApplier(db, hub, (e) => { throw e; });
    const sim = new SimulatorFeed(plansA, 3);
    const results: Extract<FeedUpdate, { type: 'result' }>[] = [];
    sim.subscribe((u) => u.type === 'result' && results.push(u));
    applier.attach(sim);
    for (let i = 0; i < 300 && !sim.finished; i++) {
      sim.tick();
      await applier.idle();
    }
    expect(sim.finished).toBe(true);
    const open = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sports_markets m JOIN sports_events e ON e.id = m.event_id WHERE e.code IN ('demo-cricket-1', 'demo-football-1', 'demo-race-1') AND m.status NOT IN ('settled', 'void')`,
    );
    expect(open.rows[0]!.n).toBe(0);
    const won = (results.find((r) => r.marketId === race.win.marketId)!.result as { winner: string }).winner === race.win.runnerIds[0];
    expect((await balances(db, p)).cash).toBe(won ? 50_000n + (10_000n * BigInt(price - 100)) / 100n : 40_000n);
    expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
    await hub.close();
  });
});

describe('sports feed: the runtime of an API process (PGlite)', () => {
  it('simulates the demo on a timer to the hub and sweeps the in-play bets nobody waited for', async () => {
    const t = await createTestDb('pglite');
    const db = t.db;
    const errors: unknown[] = [];
    const m = await makeMarket(db, { kind: 'match_odds', inPlay: true, betDelaySeconds: 1, priceMaxAgeSeconds: 3600 });
    const p = await makePlayer(db, 50_000n);
    const pending = await placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 });
    expect(pending.status).toBe('pending');
    const rt = await startSports(db, { simulate: true, tickMs: 50, sweepMs: 50, onError: (e) => errors.push(e) });
    const seen: string[] = [];
    rt.hub.subscribe((b) => seen.push(...b.map((u) => u.marketId ?? `event:${u.eventId}`)));
    const cricket = (await db.query<{ id: string }>(`SELECT id::text FROM sports_events WHERE code = 'demo-cricket-1'`)).rows[0]!.id;
    const deadline = Date.now() + 25_000;
    const done = async () => seen.includes(`event:${cricket}`) && (await balances(db, p)).exposure === 10_000n;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await rt.stop();
    expect(seen).toContain(`event:${cricket}`);
    expect(await balances(db, p)).toEqual({ cash: 40_000n, exposure: 10_000n, betsCount: 1 });
    expect(errors).toEqual([]);
    await t.drop();
  });

  it('plays the demo again under new events once its live match is over', async () => {
    const t = await createTestDb('pglite');
    const db = t.db;
    const first = await db.tx((q) => seedSports(q));
    await db.query(`UPDATE sports_events SET status = 'finished', in_play = false WHERE id = $1`, [first.cricket![0]!.eventId]);
    const rt = await startSports(db, { simulate: true, tickMs: 60_000, sweepMs: 60_000 });
    const codes = await db.query<{ code: string }>(`SELECT code FROM sports_events WHERE code LIKE 'demo-%' ORDER BY id`);
    expect(codes.rows.map((r) => r.code)).toEqual(['demo-cricket-1', 'demo-cricket-2', 'demo-football-1', 'demo-tennis-1', 'demo-race-1', 'demo-cricket-1-r1', 'demo-football-1-r1', 'demo-race-1-r1']);
    const again = await db.query<{ id: string }>(`SELECT id::text FROM sports_events WHERE code = 'demo-cricket-1-r1'`);
    rt.simulator!.tick();
    await rt.applier.idle();
    const live = await db.query<{ status: string; in_play: boolean }>('SELECT status, in_play FROM sports_events WHERE id = $1', [again.rows[0]!.id]);
    expect(live.rows[0]).toEqual({ status: 'live', in_play: true });
    await rt.stop();
    await t.drop();
  });
});
