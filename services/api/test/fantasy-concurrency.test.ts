import type { Db } from '../src/db/db';
import { ScorecardApplier } from '../src/fantasy/feed/applier';
import { cancelFight, pairMe, postFight, takeFight } from '../src/fantasy/fights';
import { lockDueMatches } from '../src/fantasy/start-lock';
import { findLedgerViolations } from '../src/ledger';
import { at, BEFORE, ids, makeMatch, START } from './fantasy-fixtures';
import { balances, makePlayer } from './sports-fixtures';
import { createTestDb, type TestDb } from './test-db';

/** PostgreSQL only, like matka-concurrency.test.ts: row and advisory locks only contend there (PGlite is one connection). */
describe('fantasy fights under concurrency on PostgreSQL', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb('postgres', { poolSize: 24 });
    db = t.db;
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  it('ten players take the same open fight at once: exactly one succeeds, the others are refused and keep their money', async () => {
    const m = await makeMatch(db, { start: new Date(START.getTime() + 86_400_000) });
    const poster = await makePlayer(db, 100_000n);
    const fight = await postFight(db, poster, { matchId: m.id, kind: 'max_run', stake: 20_000n, players: ids(m.a.slice(0, 4)) }, { now: BEFORE });
    const takers = await Promise.all(Array.from({ length: 10 }, () => makePlayer(db, 100_000n)));
    const results = await Promise.allSettled(takers.map((p) => takeFight(db, p, fight.fightId, ids(m.b.slice(0, 4)), { now: BEFORE })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('This fight has already been taken');
    const after = await Promise.all(takers.map((p) => balances(db, p)));
    expect(after.filter((b) => b.exposure === 20_000n)).toHaveLength(1);
    expect(after.filter((b) => b.cash === 100_000n && b.exposure === 0n && b.betsCount === 0)).toHaveLength(9);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE product = 'fantasy' AND selection_id = $1`, [fight.fightId]);
    expect(rows[0]!.n).toBe(2);
  });

  it('a take racing the poster\'s cancel: the fight is either taken or cancelled, never both', async () => {
    const m = await makeMatch(db, { start: new Date(START.getTime() + 86_400_000) });
    for (let round = 0; round < 5; round++) {
      const [poster, taker] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
      const fight = await postFight(db, poster, { matchId: m.id, kind: 'max_ball', stake: 10_000n, players: ids(m.a.slice(0, 1)) }, { now: BEFORE });
      const [take, cancel] = await Promise.allSettled([takeFight(db, taker, fight.fightId, ids(m.b.slice(0, 1)), { now: BEFORE }), cancelFight(db, poster, fight.fightId, { now: BEFORE })]);
      expect([take.status, cancel.status].sort()).toEqual(['fulfilled', 'rejected']);
      const posterNow = await balances(db, poster);
      if (take.status === 'fulfilled') expect(posterNow).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
      else expect(posterNow).toEqual({ cash: 100_000n, exposure: 0n, betsCount: 0 });
    }
  });

  it('pairing 30 players at once: nobody is paired with themself, no fight is taken twice, every stake is accounted for', async () => {
    const m = await makeMatch(db, { start: new Date(START.getTime() + 86_400_000) });
    const players = await Promise.all(Array.from({ length: 30 }, () => makePlayer(db, 100_000n)));
    // two stakes, so requests of different terms never pair; each player asks twice (their second may meet their first)
    const asks = players.flatMap((p, i) => [0, 1].map((k) => ({ p, stake: i % 2 === 0 ? 10_000n : 20_000n, team: ids(m.a.slice(k, k + 2)) })));
    const results = await Promise.allSettled(asks.map((a) => pairMe(db, a.p, { matchId: m.id, kind: 'max_run', stake: a.stake, players: a.team }, { now: BEFORE })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await db.query<{ id: string; poster_id: string; taker_id: string | null; stake: string; status: string }>(
      `SELECT id::text, poster_id::text, taker_id::text, stake::text, status FROM fantasy_fights WHERE match_id = $1`, [m.id]);
    const matched = rows.filter((r) => r.status === 'matched');
    const open = rows.filter((r) => r.status === 'open');
    expect(matched.every((r) => r.taker_id !== r.poster_id)).toBe(true);
    // every request either posted a fight or took one: 60 requests = fights + takes
    expect(rows.length + matched.length).toBe(60);
    // pair requests of equal terms were served in turn: at most one player's requests of a stake are left waiting
    for (const stake of ['10000', '20000']) expect(new Set(open.filter((r) => r.stake === stake).map((r) => r.poster_id)).size).toBeLessThanOrEqual(1);
    const takes = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE product = 'fantasy' AND market_id = $1`, [m.id]);
    expect(takes.rows[0]!.n).toBe(60);
    const held = await Promise.all(players.map((p) => balances(db, p)));
    expect(held.every((b, i) => b.exposure === (i % 2 === 0 ? 20_000n : 40_000n) && b.cash + b.exposure === 100_000n)).toBe(true);
  });

  it('takes racing the start-time lock: each fight is taken before it or refunded by it, and the settlement pays each once', async () => {
    const start = new Date(START.getTime() + 2 * 86_400_000);
    const m = await makeMatch(db, { start });
    const posters = await Promise.all(Array.from({ length: 8 }, () => makePlayer(db, 100_000n)));
    const takers = await Promise.all(Array.from({ length: 8 }, () => makePlayer(db, 100_000n)));
    const fights = await Promise.all(posters.map((p) => postFight(db, p, { matchId: m.id, kind: 'max_run', stake: 10_000n, players: ids(m.a.slice(0, 1)) }, { now: BEFORE })));
    const justBefore = new Date(start.getTime() - 1);
    const [takes] = await Promise.all([
      Promise.allSettled(fights.map((f, i) => takeFight(db, takers[i]!, f.fightId, ids(m.b.slice(0, 1)), { now: justBefore }))),
      lockDueMatches(db, start),
    ]);
    const { rows } = await db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM fantasy_fights WHERE match_id = $1 GROUP BY status`, [m.id]);
    const n = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect((n.matched ?? 0) + (n.refunded ?? 0)).toBe(8);
    expect(takes.filter((x) => x.status === 'fulfilled')).toHaveLength(n.matched ?? 0);
    const applier = new ScorecardApplier(db, () => undefined, () => at(86_400 * 2 + 3600));
    await applier.enqueue({ matchId: m.id, status: 'completed', lines: [{ playerId: m.a[0]!.id, runs: 10, balls: 5 }] });
    for (const p of [...posters, ...takers]) expect((await balances(db, p)).exposure).toBe(0n);
    const settled = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT bet_id FROM bet_settlements GROUP BY bet_id HAVING count(*) > 1) d`);
    expect(settled.rows[0]!.n).toBe(0);
  });
});
