import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/auth/passwords';
import { creditPlayer, getPlayerBalances } from '../src/ledger';
import { MemoryOtpSender } from '../src/otp/sender';
import { startTestApp, type TestApp } from './app-harness';
import { registerPlayer, TestClock } from './auth-helpers';
import { opsLogin, seedAll } from './ops-fixtures';

/** The /fantasy and /ops/fantasy routes as the app and the console call them (PGlite; concurrency has its own suite). */
describe('fantasy routes', () => {
  let t: TestApp;
  const otp = new MemoryOtpSender();
  const clock = new TestClock(Date.parse('2026-11-23T08:00:00Z'));
  const start = new Date(Date.parse('2026-11-23T10:00:00Z'));
  let admin: string;
  let agent: string;
  let trader: string;
  let matchId: string;
  let squad: Array<{ id: string; team: string; name: string }>;
  let mobiles = 0;

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, key?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) } });
  const player = async (rupees: number) => {
    const mobile = `7${String(process.pid % 1000).padStart(3, '0')}${String(++mobiles).padStart(6, '0')}`;
    const r = await registerPlayer(t.app, otp, mobile);
    const userId = (await t.testDb.db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile])).rows[0]!.id;
    await t.testDb.db.tx((q) => creditPlayer(q, { userId, amountPaise: BigInt(rupees * 100), kind: 'test_credit', idempotencyKey: `fantasy-test:${userId}` }));
    return { token: r.token as string, userId };
  };
  const team = (t: 'a' | 'b', n: number, from = 0) => squad.filter((p) => p.team === t).slice(from, from + n).map((p) => p.id);

  beforeAll(async () => {
    t = await startTestApp('pglite', { overrides: { otpSender: otp, now: clock.now, fantasy: { sweepMs: 0 } } });
    await seedAll(t.testDb.db);
    [admin, agent, trader] = [await opsLogin(t.app, 'admin'), await opsLogin(t.app, 'agent'), await opsLogin(t.app, 'trader')];
  });
  afterAll(() => t.close());

  it('lets an admin create a match with its squads (an agent may not), audited; a simulator-fed one gets its exchange event', async () => {
    const players = [
      ...['Keeper A', 'Opener A', 'Bat A', 'Round A', 'Spin A', 'Pace A'].map((name, i) => ({ team: 'a', name, role: ['keeper', 'batter', 'batter', 'all_rounder', 'bowler', 'bowler'][i] })),
      ...['Keeper B', 'Opener B', 'Bat B', 'Round B', 'Spin B', 'Pace B'].map((name, i) => ({ team: 'b', name, role: ['keeper', 'batter', 'batter', 'all_rounder', 'bowler', 'bowler'][i] })),
    ];
    const body = { team_a: 'Pune Panthers', team_b: 'Goa Gulls', competition: 'Route Cup', start_time: start.toISOString(), feed: 'operator', players,
      contest_types: [{ kind: 'max_run', min_stake: 10, max_stake: 5000, commission_percent: 10, active: true }] };
    expect((await call('POST', '/ops/fantasy/matches', agent, body)).json().message).toMatch(/^Your role \(agent\) cannot do this: it needs the permission config\.manage .*held by admin$/);
    const bad = await call('POST', '/ops/fantasy/matches', admin, { ...body, start_time: '2026-11-23 10:00' });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'start_time must be in the future'.replace('in the future', 'an ISO instant such as 2026-11-23T14:00:00+05:30')]);
    const made = await call('POST', '/ops/fantasy/matches', admin, body);
    expect(made.statusCode).toBe(200);
    const m = made.json().data;
    expect(m).toMatchObject({ team_a: 'Pune Panthers', feed: 'operator', sports_event_id: null, status: 'upcoming', locked: false });
    expect(m.contest_types).toEqual([
      { kind: 'max_run', min_stake: 10, max_stake: 5000, commission_percent: 10, active: true },
      { kind: 'max_ball', min_stake: 10, max_stake: 10000000, commission_percent: 5, active: true },
    ]);
    matchId = m.id;
    squad = m.players;
    const audit = await t.testDb.db.query<{ action: string; operator_name: string }>(`SELECT action, operator_name FROM audit_log WHERE target = $1`, [`fantasy:${matchId}`]);
    expect(audit.rows).toEqual([{ action: 'fantasy.match.create', operator_name: 'admin' }]);
    const sim = await call('POST', '/ops/fantasy/matches', admin, { ...body, team_a: 'Sim One', team_b: 'Sim Two', feed: 'simulator' });
    const ev = sim.json().data.sports_event_id as string;
    const markets = await t.testDb.db.query<{ kind: string; name: string }>('SELECT kind, name FROM sports_markets WHERE event_id = $1 ORDER BY id', [ev]);
    expect(markets.rows).toEqual([{ kind: 'match_odds', name: 'Match Odds' }, { kind: 'fancy', name: '6 over runs SO' }, { kind: 'fancy', name: '10 over runs SO' }]);
  });

  it('lists the match for players, with its squads, contest types and a countdown from the server time', async () => {
    const res = await call('GET', '/fantasy/matches');
    if (res.statusCode !== 200) throw new Error(res.body);
    const list = res.json().data;
    expect(list.now).toBe(clock.now().toISOString());
    expect(list.matches.find((m: { id: string }) => m.id === matchId)).toMatchObject({ team_a: 'Pune Panthers', status: 'upcoming', locked: false, open_fights: 0 });
    const one = await call('GET', `/fantasy/matches/${matchId}`);
    expect(one.json().data.players).toHaveLength(12);
    expect((await call('GET', '/fantasy/matches/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/fantasy/matches/abc')).json().message).toBe('Match not found');
  });

  it('posts and takes a fight over HTTP: answers carry the fight and the new wallet figures; refusals say why', async () => {
    const [p, q] = [await player(1000), await player(1000)];
    const body = { match_id: matchId, kind: 'max_run', stake: 100, players: team('a', 2) };
    expect((await call('POST', '/fantasy/fights', undefined, body)).statusCode).toBe(401);
    const wrong = await call('POST', '/fantasy/fights', p.token, { ...body, stake: 10.005 });
    expect([wrong.statusCode, wrong.json().message]).toEqual([422, 'stake must be an amount in rupees with at most 2 decimals']);
    const over = await call('POST', '/fantasy/fights', p.token, { ...body, stake: 6000 });
    expect([over.statusCode, over.json().message]).toEqual([400, 'Stake must be between ₹10.00 and ₹5,000.00']);
    const seven = await call('POST', '/fantasy/fights', p.token, { ...body, players: [...team('a', 6), ...team('b', 1)] });
    expect([seven.statusCode, seven.json().message]).toEqual([400, 'Pick 1 to 6 players']);
    const posted = await call('POST', '/fantasy/fights', p.token, body, 'post-1');
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ message: 'Fight posted', data: { paired: false, balance: { bl: 900, ex: -100, bc: 1, eb: 0 }, fight: { status: 'open', side: 'poster', stake: 100, prize: 180, size: 2 } } });
    const fightId = posted.json().data.fight.id as string;
    expect((await call('POST', '/fantasy/fights', p.token, body, 'post-1')).json().data.fight.id).toBe(fightId);
    const open = (token?: string) => call('GET', `/fantasy/matches/${matchId}/fights`, token).then((r) => r.json().data.fights);
    expect(await open()).toEqual([expect.objectContaining({ id: fightId, mine: false, stake: 100, size: 2, prize: 180 })]);
    expect(await open(p.token)).toEqual([expect.objectContaining({ id: fightId, mine: true })]);
    const took = await call('POST', `/fantasy/fights/${fightId}/take`, q.token, { players: team('b', 2) });
    expect(took.json()).toMatchObject({ message: 'Fight taken', data: { paired: true, balance: { bl: 900, ex: -100 }, fight: { status: 'matched', side: 'taker', opponent_team: [] } } });
    const again = await call('POST', `/fantasy/fights/${fightId}/take`, q.token, { players: team('b', 2) });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This fight has already been taken']);
    const upcoming = (await call('GET', '/fantasy/my/contests?tab=upcoming', p.token)).json().data;
    expect(upcoming.items.map((c: { id: string }) => c.id)).toEqual([fightId]);
    expect((await call('GET', '/fantasy/my/contests?tab=later', p.token)).json().message).toBe('tab must be one of upcoming, live, completed');
  });

  it('refuses stakes from demo players (403)', async () => {
    const demo = (await call('POST', '/user/auth/demo-login', undefined, {})).json().data.token as string;
    const r = await call('POST', '/fantasy/fights', demo, { match_id: matchId, kind: 'max_run', stake: 100, players: team('a', 1) });
    expect([r.statusCode, r.json().message]).toEqual([403, 'Demo players cannot place bets']);
  });

  it('after the start shows the opponent and running totals; the console enters scores, completes and settles; corrections are an admin\'s', async () => {
    const [p, q] = [await player(1000), await player(1000)];
    const posted = (await call('POST', '/fantasy/fights', p.token, { match_id: matchId, kind: 'max_ball', stake: 50, players: team('a', 1, 1) })).json().data.fight.id as string;
    await call('POST', `/fantasy/fights/${posted}/take`, q.token, { players: team('b', 1, 1) });
    clock.ms = start.getTime() + 1000;
    await t.app.fantasy.sweep();
    const locked = await call('POST', `/fantasy/fights/${posted}/team`, p.token, { players: team('a', 1, 2) });
    expect([locked.statusCode, locked.json().message]).toEqual([400, 'Teams are locked: the match has started']);
    const scores = { scores: [{ player_id: team('a', 1, 1)[0], runs: 20, balls: 15 }, { player_id: team('b', 1, 1)[0], runs: 40, balls: 12 }] };
    expect((await call('POST', `/ops/fantasy/matches/${matchId}/scores`, trader, scores)).json().message).toBe('Scores saved');
    const live = (await call('GET', `/fantasy/my/contests/${posted}`, p.token)).json().data;
    expect(live).toMatchObject({ match_status: 'live', my_total: 15, opponent_total: 12, opponent_team: [expect.objectContaining({ runs: 40, balls: 12 })], result: null });
    const done = await call('POST', `/ops/fantasy/matches/${matchId}/status`, trader, { status: 'completed' });
    expect(done.json().message).toBe('Match completed: 4 bets of 4 players settled');
    const won = (await call('GET', `/fantasy/my/contests/${posted}`, p.token)).json().data;
    expect(won).toMatchObject({ status: 'settled', result: 'won', pnl: 45, commission: 5 });
    const res = await call('GET', '/fantasy/my/contests?tab=completed', q.token);
    if (res.statusCode !== 200) throw new Error(res.body);
    const completed = res.json().data.items;
    expect(completed.find((c: { id: string }) => c.id === posted)).toMatchObject({ result: 'lost', pnl: -50 });

    const fix = { scores: [{ player_id: team('a', 1, 1)[0], runs: 20, balls: 10 }], reason: 'balls miscounted' };
    expect((await call('POST', `/ops/fantasy/matches/${matchId}/corrections`, agent, fix)).statusCode).toBe(403);
    const corrected = await call('POST', `/ops/fantasy/matches/${matchId}/corrections`, admin, fix);
    expect(corrected.json()).toMatchObject({ message: '1 players corrected: 4 bets of 4 players settled again', data: { resettled: true } });
    expect((await call('GET', `/fantasy/my/contests/${posted}`, q.token)).json().data).toMatchObject({ result: 'won', pnl: 45 });
    expect((await call('POST', `/ops/fantasy/matches/${matchId}/corrections`, admin, fix)).json().message).toBe('Nothing changed: those are the scores already');
    const detail = (await call('GET', `/ops/fantasy/matches/${matchId}`, agent)).json().data;
    expect(detail).toMatchObject({ status: 'completed', stale_settlement: false, settlement: { status: 'done', scores_version: detail.scores_version } });
    const rb = await call('POST', `/ops/fantasy/matches/${matchId}/rollback`, admin, { run_id: detail.settlement.run_id });
    expect(rb.json()).toMatchObject({ message: 'Settlement rolled back: the match can be settled again', data: { already_rolled_back: false } });
    expect((await call('GET', `/fantasy/my/contests/${posted}`, q.token)).json().data).toMatchObject({ status: 'matched', result: null, pnl: null });
    const actions = await t.testDb.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target = $1 ORDER BY id`, [`fantasy:${matchId}`]);
    expect(actions.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['fantasy.scores.enter', 'fantasy.match.status', 'fantasy.settle', 'fantasy.scores.correct', 'fantasy.resettle', 'fantasy.rollback']));
  });

  it('a correction moving more than ₹1,00,000 waits for a second admin; the proposer cannot confirm it; another admin applies it', async () => {
    const big = await call('POST', '/ops/fantasy/matches', admin, {
      team_a: 'Big One', team_b: 'Big Two', start_time: new Date(clock.ms + 3_600_000).toISOString(), feed: 'operator',
      players: [{ team: 'a', name: 'Big A1', role: 'batter' }, { team: 'a', name: 'Big A2', role: 'bowler' }, { team: 'b', name: 'Big B1', role: 'batter' }, { team: 'b', name: 'Big B2', role: 'bowler' }],
    });
    const m = big.json().data;
    const [a1, b1] = [m.players[0].id, m.players[2].id];
    const [p, q] = [await player(100_000), await player(100_000)];
    const fight = (await call('POST', '/fantasy/fights', p.token, { match_id: m.id, kind: 'max_run', stake: 60_000, players: [a1] })).json().data.fight.id as string;
    await call('POST', `/fantasy/fights/${fight}/take`, q.token, { players: [b1] });
    clock.ms += 3_600_000 + 1000;
    await t.app.fantasy.sweep();
    await call('POST', `/ops/fantasy/matches/${m.id}/scores`, trader, { scores: [{ player_id: a1, runs: 50, balls: 30 }, { player_id: b1, runs: 20, balls: 25 }] });
    await call('POST', `/ops/fantasy/matches/${m.id}/status`, trader, { status: 'completed' });
    const cash = async (id: string) => (await getPlayerBalances(t.testDb.db, id)).cash;
    expect([await cash(p.userId), await cash(q.userId)]).toEqual([100_000_00n + 54_000_00n, 40_000_00n]);

    // the taker's player really made 70: the result flips, moving 1,14,000 + 1,14,000 rupees
    const fix = { scores: [{ player_id: b1, runs: 70, balls: 40 }], reason: 'runs missed by the scorer' };
    const proposed = await call('POST', `/ops/fantasy/matches/${m.id}/corrections`, admin, fix);
    expect(proposed.json()).toMatchObject({ message: 'This correction moves ₹2,28,000.00: it waits for a second admin to send the same correction', data: { awaiting_second_admin: true, moves: 228000 } });
    expect(proposed.json().data.match.pending_correction).toMatchObject({ proposed_by: 'admin', reason: 'runs missed by the scorer', moves: 228000, scores: [{ player_id: b1, runs: 70, balls: 40 }] });
    expect([await cash(p.userId), await cash(q.userId)]).toEqual([100_000_00n + 54_000_00n, 40_000_00n]);
    const own = await call('POST', `/ops/fantasy/matches/${m.id}/corrections`, admin, fix);
    expect([own.statusCode, own.json().message]).toEqual([409, 'You proposed this correction: a second admin must confirm it']);

    await t.testDb.db.query(`INSERT INTO operators (username, password_hash, role) VALUES ('admin2', $1, 'admin')`, [await hashPassword('Admin2@1234')]);
    const second = (await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'admin2', password: 'Admin2@1234' } })).json().data.token as string;
    const applied = await call('POST', `/ops/fantasy/matches/${m.id}/corrections`, second, fix);
    expect(applied.json()).toMatchObject({ message: '1 players corrected: 2 bets of 2 players settled again', data: { awaiting_second_admin: false, resettled: true } });
    expect(applied.json().data.match.pending_correction).toBeNull();
    expect([await cash(p.userId), await cash(q.userId)]).toEqual([40_000_00n, 100_000_00n + 54_000_00n]);
    const actions = await t.testDb.db.query<{ action: string; operator_name: string }>(`SELECT action, operator_name FROM audit_log WHERE target = $1 AND action LIKE 'fantasy.scores.correct%' ORDER BY id`, [`fantasy:${m.id}`]);
    expect(actions.rows).toEqual([
      { action: 'fantasy.scores.correct.propose', operator_name: 'admin' },
      { action: 'fantasy.scores.correct.confirm', operator_name: 'admin2' },
      { action: 'fantasy.scores.correct', operator_name: 'admin2' },
    ]);
  });
});
