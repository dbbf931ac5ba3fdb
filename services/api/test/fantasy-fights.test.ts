import type { Db } from '../src/db/db';
import { cancelFight, editTeam, pairMe, postFight, takeFight, type FightInput } from '../src/fantasy/fights';
import { lockDueMatches } from '../src/fantasy/start-lock';
import { findLedgerViolations } from '../src/ledger';
import { startTimeOut } from '../src/protection/breaks';
import { setLimit } from '../src/protection/limits';
import { at, BEFORE, ids, makeMatch, START, type TestMatch } from './fantasy-fixtures';
import { balances, makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const refusal = async (p: Promise<unknown>) => p.then(() => 'taken', (e: { message: string; statusCode?: number }) => `${e.statusCode} ${e.message}`);

describe.each(dbKinds())('fantasy fights (%s)', (kind) => {
  let t: TestDb;
  let db: Db;
  let m: TestMatch;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
    // far after the other matches' starts: the start-time lock of those never touches it
    m = await makeMatch(db, { start: new Date(START.getTime() + 30 * 86_400_000) });
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  const input = (players: string[], over: Partial<FightInput> = {}): FightInput => ({ matchId: m.id, kind: 'max_run', stake: 10_000n, players, ...over });
  const fight = async (id: string) =>
    (await db.query(
      `SELECT status, size, commission_bp, pairing, outcome, poster_id::text, taker_id::text, poster_team::text[] FROM fantasy_fights WHERE id = $1`, [id],
    )).rows[0] as Record<string, unknown>;

  it('posts a fight: the stake held as exposure by one posting, a bets row of product fantasy on the match', async () => {
    const p = await makePlayer(db, 100_000n);
    const done = await postFight(db, p, input(ids(m.a.slice(0, 3))), { now: BEFORE });
    expect(done.paired).toBe(false);
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
    const { rows } = await db.query<{ product: string; market_id: string; selection_id: string; side: string; stake: string; liability: string; status: string; description: Record<string, unknown> }>(
      'SELECT product, market_id::text, selection_id::text, side, stake::text, liability::text, status, description FROM bets WHERE user_id = $1', [p]);
    expect(rows).toEqual([{
      product: 'fantasy', market_id: m.id, selection_id: done.fightId, side: 'max_run', stake: '10000', liability: '10000', status: 'matched',
      description: { event: expect.stringMatching(/^Alpha \d+ v Beta \d+$/), market: 'Max Run', selection: `Fight #${done.fightId}`, team: m.a.slice(0, 3).map((x) => x.name), matchId: m.id },
    }]);
    expect(await fight(done.fightId)).toMatchObject({ status: 'open', size: 3, commission_bp: 500, taker_id: null });
  });

  it('refuses a team of 0 or 7, a player twice, or a player from outside the squads, and says which rule', async () => {
    const p = await makePlayer(db, 100_000n);
    const other = await makeMatch(db);
    expect(await refusal(postFight(db, p, input([]), { now: BEFORE }))).toBe('400 Pick 1 to 6 players');
    expect(await refusal(postFight(db, p, input(ids(m.a.slice(0, 7))), { now: BEFORE }))).toBe('400 Pick 1 to 6 players');
    expect(await refusal(postFight(db, p, input([m.a[0]!.id, m.a[0]!.id]), { now: BEFORE }))).toBe('400 Each player can be picked only once');
    expect(await refusal(postFight(db, p, input([m.a[0]!.id, other.a[0]!.id]), { now: BEFORE }))).toBe("400 Pick players from this match's squads");
    expect(await refusal(postFight(db, p, input(ids(m.a.slice(0, 6)).concat(ids(m.b.slice(0, 0)))), { now: BEFORE }))).toBe('taken');
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
  });

  it("keeps the stake within the contest type's limits and refuses a closed contest type", async () => {
    const p = await makePlayer(db, 1_000_000_000_00n);
    const narrow = await makeMatch(db, { contestTypes: [{ kind: 'max_run', minStake: 5000n, maxStake: 20_000n, commissionBp: 1000, active: true }, { kind: 'max_ball', minStake: 1000n, maxStake: 1_000_000_000n, commissionBp: 500, active: false }] });
    const team = ids(narrow.a.slice(0, 2));
    const on = (over: Partial<FightInput>) => refusal(postFight(db, p, { matchId: narrow.id, kind: 'max_run', stake: 10_000n, players: team, ...over }, { now: BEFORE }));
    expect(await on({ stake: 4999n })).toBe('400 Stake must be between ₹50.00 and ₹200.00');
    expect(await on({ stake: 20_001n })).toBe('400 Stake must be between ₹50.00 and ₹200.00');
    expect(await on({ kind: 'max_ball' })).toBe('400 This contest type is not open on this match');
    expect(await on({ stake: 20_000n })).toBe('taken');
  });

  it('locks teams at the start time: a post, a take or a team change one second after the start is refused', async () => {
    const lockM = await makeMatch(db);
    const [p, q] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const mine = { matchId: lockM.id, kind: 'max_ball' as const, stake: 10_000n, players: ids(lockM.a.slice(0, 2)) };
    const posted = await postFight(db, p, mine, { now: at(-1) });
    // a team change before the start is taken...
    await editTeam(db, p, posted.fightId, ids(lockM.b.slice(0, 2)), { now: at(-0.001) });
    expect((await fight(posted.fightId)).poster_team).toEqual(ids(lockM.b.slice(0, 2)));
    // ...and one second after it is not, nor anything else
    expect(await refusal(editTeam(db, p, posted.fightId, ids(lockM.a.slice(2, 4)), { now: at(1) }))).toBe('400 Teams are locked: the match has started');
    expect(await refusal(postFight(db, q, mine, { now: at(0) }))).toBe('400 Teams are locked: the match has started');
    expect(await refusal(takeFight(db, q, posted.fightId, ids(lockM.a.slice(0, 2)), { now: at(1) }))).toBe('400 Teams are locked: the match has started');
    expect((await fight(posted.fightId)).poster_team).toEqual(ids(lockM.b.slice(0, 2)));
    expect(await balances(db, q)).toEqual({ cash: 100_000n, exposure: 0n, betsCount: 0 });
  });

  it('takes a fight once, with a team of its size; its poster cannot take it; a second taker is refused', async () => {
    const [p, q, r] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const posted = await postFight(db, p, input(ids(m.a.slice(0, 3)), { stake: 25_000n }), { now: BEFORE });
    expect(await refusal(takeFight(db, p, posted.fightId, ids(m.b.slice(0, 3)), { now: BEFORE }))).toBe('400 You cannot take your own fight');
    expect(await refusal(takeFight(db, q, posted.fightId, ids(m.b.slice(0, 2)), { now: BEFORE }))).toBe('400 Pick 3 players: the fight is 3 a side');
    // the taker may pick the same players as the poster: each team is the player's own
    const taken = await takeFight(db, q, posted.fightId, ids(m.a.slice(0, 3)), { now: BEFORE });
    expect(taken).toEqual({ fightId: posted.fightId, paired: true });
    expect(await refusal(takeFight(db, r, posted.fightId, ids(m.b.slice(0, 3)), { now: BEFORE }))).toBe('409 This fight has already been taken');
    expect(await balances(db, q)).toEqual({ cash: 75_000n, exposure: 25_000n, betsCount: 1 });
    expect(await balances(db, r)).toEqual({ cash: 100_000n, exposure: 0n, betsCount: 0 });
    expect(await fight(posted.fightId)).toMatchObject({ status: 'matched', taker_id: q });
  });

  it('refuses a taker without the balance, keeping the fight open', async () => {
    const [p, poor] = [await makePlayer(db, 100_000n), await makePlayer(db, 5_000n)];
    const posted = await postFight(db, p, input(ids(m.a.slice(0, 1))), { now: BEFORE });
    expect(await refusal(takeFight(db, poor, posted.fightId, ids(m.b.slice(0, 1)), { now: BEFORE }))).toBe('400 Insufficient Balance');
    expect(await fight(posted.fightId)).toMatchObject({ status: 'open', taker_id: null });
    expect(await balances(db, poor)).toEqual({ cash: 5_000n, exposure: 0n, betsCount: 0 });
  });

  it('pairs equal requests (match, type, stake, size), never a player with themself, and posts when nothing equal waits', async () => {
    const pm = await makeMatch(db);
    const [p, q, r] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const req = (players: string[], stake = 10_000n) => ({ matchId: pm.id, kind: 'max_ball' as const, stake, players });
    const first = await pairMe(db, p, req(ids(pm.a.slice(0, 2))), { now: BEFORE });
    expect(first.paired).toBe(false);
    expect(await fight(first.fightId)).toMatchObject({ status: 'open', pairing: true });
    // the same player asking again is not paired with their own request
    const again = await pairMe(db, p, req(ids(pm.b.slice(0, 2))), { now: BEFORE });
    expect(again.paired).toBe(false);
    // another stake or size waits apart
    expect((await pairMe(db, q, req(ids(pm.a.slice(0, 2)), 20_000n), { now: BEFORE })).paired).toBe(false);
    expect((await pairMe(db, q, req(ids(pm.a.slice(0, 3))), { now: BEFORE })).paired).toBe(false);
    // an equal request takes the oldest equal fight
    const paired = await pairMe(db, r, req(ids(pm.b.slice(0, 2))), { now: BEFORE });
    expect(paired).toEqual({ fightId: first.fightId, paired: true });
    expect(await fight(first.fightId)).toMatchObject({ status: 'matched', poster_id: p, taker_id: r });
  });

  it('cancels an untaken fight (the stake comes back), not a taken one nor another player\'s', async () => {
    const [p, q] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const a = await postFight(db, p, input(ids(m.a.slice(0, 2))), { now: BEFORE });
    const b = await postFight(db, p, input(ids(m.a.slice(0, 2))), { now: BEFORE });
    await takeFight(db, q, b.fightId, ids(m.b.slice(0, 2)), { now: BEFORE });
    expect(await refusal(cancelFight(db, q, a.fightId, { now: BEFORE }))).toBe('403 This is not your fight');
    expect(await refusal(cancelFight(db, p, b.fightId, { now: BEFORE }))).toBe('409 Only a fight nobody has taken yet can be cancelled');
    await cancelFight(db, p, a.fightId, { now: BEFORE });
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
    expect(await fight(a.fightId)).toMatchObject({ status: 'cancelled', outcome: 'void' });
    const bet = await db.query<{ status: string; pnl: string }>('SELECT status, pnl::text FROM bets WHERE selection_id = $1 AND product = $2', [a.fightId, 'fantasy']);
    expect(bet.rows).toEqual([{ status: 'void', pnl: '0' }]);
  });

  it('at the start, refunds every untaken fight in full and leaves taken ones; the lock runs once', async () => {
    const lm = await makeMatch(db, { start: new Date(START.getTime() + 3_600_000) });
    const [p, q] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const req = (players: string[]) => ({ matchId: lm.id, kind: 'max_run' as const, stake: 10_000n, players });
    await postFight(db, p, req(ids(lm.a.slice(0, 2))), { now: BEFORE });
    await postFight(db, p, req(ids(lm.a.slice(0, 3))), { now: BEFORE });
    const taken = await postFight(db, p, req(ids(lm.a.slice(0, 1))), { now: BEFORE });
    await takeFight(db, q, taken.fightId, ids(lm.b.slice(0, 1)), { now: BEFORE });
    expect(await balances(db, p)).toEqual({ cash: 70_000n, exposure: 30_000n, betsCount: 3 });
    const startsAt = new Date(START.getTime() + 3_600_000);
    expect((await lockDueMatches(db, new Date(startsAt.getTime() - 1))).filter((x) => x.matchId === lm.id)).toEqual([]);
    expect((await lockDueMatches(db, startsAt)).filter((x) => x.matchId === lm.id)).toEqual([{ matchId: lm.id, refunded: 2 }]);
    expect((await lockDueMatches(db, new Date(startsAt.getTime() + 5000))).filter((x) => x.matchId === lm.id)).toEqual([]);
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
    const { rows } = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM fantasy_fights WHERE match_id = $1 GROUP BY status ORDER BY status', [lm.id]);
    expect(rows).toEqual([{ status: 'matched', n: 1 }, { status: 'refunded', n: 2 }]);
    expect((await db.query<{ status: string }>('SELECT status FROM fantasy_matches WHERE id = $1', [lm.id])).rows[0]!.status).toBe('live');
  });

  it('holds timed-out players and loss limits to the same rules as every product', async () => {
    const [p, q] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    await db.tx((x) => startTimeOut(x, p, 1, BEFORE));
    expect(await refusal(postFight(db, p, input(ids(m.a.slice(0, 1))), { now: BEFORE }))).toMatch(/^400 .*(time-out|break)/i);
    await db.tx((x) => setLimit(x, q, { kind: 'loss', period: '24h', amount: 15_000n }, BEFORE));
    await postFight(db, q, input(ids(m.a.slice(0, 1))), { now: BEFORE });
    expect(await refusal(postFight(db, q, input(ids(m.a.slice(0, 1))), { now: BEFORE }))).toMatch(/^400 .*loss limit/i);
    expect(await balances(db, q)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
    expect(await balances(db, p)).toEqual({ cash: 100_000n, exposure: 0n, betsCount: 0 });
  });

  it('posts once for a repeated Idempotency-Key (a double click)', async () => {
    const p = await makePlayer(db, 100_000n);
    const one = await postFight(db, p, input(ids(m.a.slice(0, 2))), { now: BEFORE, clientKey: 'dbl-1' });
    const two = await postFight(db, p, input(ids(m.a.slice(0, 2))), { now: BEFORE, clientKey: 'dbl-1' });
    expect(two).toEqual(one);
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
  });
});
