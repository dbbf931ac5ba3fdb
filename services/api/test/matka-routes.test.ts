import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { creditPlayer, findLedgerViolations, getPlayerBalances } from '../src/ledger';
import { MemoryOtpSender } from '../src/otp/sender';
import { startTestApp, type TestApp } from './app-harness';
import { registerPlayer, TestClock } from './auth-helpers';
import { DAY, ist } from './matka-fixtures';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';

/**
 * The matka routes over HTTP: an admin sets a market up, a player bets a slip, a trader declares and a second
 * operator confirms (issue 27), the player is paid.
 */
describe('matka routes (PGlite)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const clock = new TestClock(ist('10:00').getTime());
  const otp = new MemoryOtpSender();
  let admin: string;
  let agent: string;
  let trader: string;
  let risk: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { services: ['site', 'user', 'sports', 'ops'] }, overrides: { otpSender: otp, now: clock.now, sports: { sweepMs: 60_000 } } });
    app = t.app;
    await seedAll(t.testDb.db);
    [admin, agent, trader, risk] = [await opsLogin(app, 'admin'), await opsLogin(app, 'agent'), await opsLogin(app, 'trader'), await opsLogin(app, 'risk')];
  });
  afterAll(() => t.close());

  const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown, key?: string): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, payload: payload as object, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) } });
  const player = async (rupees: number) => {
    const mobile = `7${String(process.pid % 1000).padStart(3, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const r = await registerPlayer(app, otp, mobile);
    const userId = (await t.testDb.db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile])).rows[0]!.id;
    await creditPlayer(t.testDb.db, { userId, amountPaise: BigInt(rupees * 100), kind: 'test_credit', idempotencyKey: `matka-test:${userId}` });
    return { token: r.token as string, userId };
  };

  it('an admin creates a market, a player bets a jodi slip, the operator declares 123-68-459 and the winnings arrive', async () => {
    const market = { name: 'Route Bazar', open_time: '11:00', close_time: '13:00', rates: { jodi: 95 } };
    expect((await opsCall(app, agent, 'POST', '/ops/matka/markets', market)).statusCode).toBe(403);
    const created = await opsCall(app, admin, 'POST', '/ops/matka/markets', market);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    expect(created.json().data.rates).toContainEqual({ type: 'jodi', rate: 95 });

    const list = (await as(null, 'GET', '/sports/matka/market/list')).json().data.markets;
    const row = list.find((m: { id: string }) => m.id === id);
    expect(row).toMatchObject({ status: 'open', draw_date: DAY, open_session_open: true, result: '***-**-***', open_closes_at: ist('11:00').toISOString() });
    expect(row.playable).toContainEqual({ type: 'jodi', session: null });

    const { token, userId } = await player(1000);
    const slip = { market_id: id, bets: [{ type: 'jodi', number: '68', amount: 100 }, { type: 'single', session: 'open', number: '6', amount: 50 }] };
    const placed = await as(token, 'POST', '/sports/matka/slips', slip, 'slip-a');
    expect(placed.json()).toMatchObject({ success: true, message: 'Bets placed', data: { total: 150, bets: [{ type: 'jodi', session: 'close', rate: 95 }, { type: 'single', rate: 9 }] } });
    expect((await as(token, 'POST', '/sports/matka/slips', slip, 'slip-a')).json().data.slip_id).toBe(placed.json().data.slip_id);
    expect((await as(token, 'GET', '/sports/matka/my/bets?status=open')).json().data).toMatchObject({ total: 2, items: [{ status: 'open' }, { status: 'open' }] });

    clock.ms = ist('11:05').getTime();
    expect((await as(token, 'POST', '/sports/matka/slips', slip, 'slip-b')).json()).toMatchObject({ statusCode: 400, message: 'Open session is closed for bets' });
    const propose = async (session: 'open' | 'close', pana: string) => {
      const proposed = await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/result`, { date: DAY, session, pana });
      expect([proposed.statusCode, proposed.json().message]).toEqual([202, "A manual matka result needs a second operator: it waits for a second operator's approval"]);
      return proposed.json().data.id as string;
    };
    // The open result: risk approves it on the approvals page; the close result: the admin makes the same call.
    const approval = await propose('open', '123');
    const approved = await opsCall(app, risk, 'POST', `/ops/approvals/${approval}/approve`, {});
    expect(approved.json()).toMatchObject({ message: 'Open 123 declared: 1 bets of 1 players settled', data: { status: 'approved', decided_by: 'risk', proposed_by: 'trader' } });
    expect((await opsCall(app, agent, 'GET', `/ops/matka/markets/${id}/draws/${DAY}`)).json().data).toMatchObject({ result: '123-6*-***', open: { status: 'declared', pana: '123' } });
    clock.ms = ist('13:05').getTime();
    await propose('close', '459');
    const close = await opsCall(app, admin, 'POST', `/ops/matka/markets/${id}/result`, { date: DAY, session: 'close', pana: '459' });
    expect(close.json()).toMatchObject({ data: { bets: 1, already_settled: false, draw: { result: '123-68-459' } } });
    const again = await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/result`, { date: DAY, session: 'close', pana: '459' });
    expect(again.json()).toMatchObject({ data: { bets: 0, already_settled: true } });

    const bets = (await as(token, 'GET', '/sports/matka/my/bets?status=settled')).json().data.items;
    expect(bets.map((b: { type: string; status: string; win_amount: number | null }) => [b.type, b.status, b.win_amount])).toEqual([['single', 'won', 450], ['jodi', 'won', 9500]]);
    expect(await getPlayerBalances(t.testDb.db, userId)).toMatchObject({ cash: 1_080_000n, exposure: 0n }); // 1000 - 150 + 9500 + 450

    const results = (await as(null, 'GET', `/sports/matka/market/${id}/results`)).json().data;
    expect(results.items[0]).toEqual({ draw_date: DAY, open_pana: '123', close_pana: '459', jodi: '68', result: '123-68-459' });
    const jodi = (await as(null, 'GET', `/sports/matka/market/${id}/jodi-chart?weeks=2`)).json().data;
    expect(jodi.weeks).toHaveLength(2);
    expect(jodi.weeks[1].days[0]).toEqual({ date: DAY, open_pana: '123', jodi: '68', close_pana: '459' });
    expect((await as(null, 'GET', `/sports/matka/market/${id}`)).json().data).toMatchObject({ status: 'result', result: '123-68-459' });

    const runId = close.json().data.run_id as string;
    expect((await opsCall(app, agent, 'POST', `/ops/matka/markets/${id}/rollback`, { date: DAY, session: 'close', run_id: runId })).statusCode).toBe(403);
    const back = await opsCall(app, admin, 'POST', `/ops/matka/markets/${id}/rollback`, { date: DAY, session: 'close', run_id: runId });
    expect(back.json()).toMatchObject({ data: { postings: 1, already_rolled_back: false, draw: { close: { status: 'open', open_bets: 1 } } } });
    const audit = await t.testDb.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE action LIKE 'matka.%' ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['matka.market.create', 'matka.result', 'matka.result', 'matka.rollback']);
    expect(await findLedgerViolations(t.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });

  it('answers bad input with 4xx: numbers, ids, queries, demo players, unknown markets', async () => {
    clock.ms = ist('10:00').getTime();
    const id = (await opsCall(app, admin, 'POST', '/ops/matka/markets', { name: 'Checks Bazar', open_time: '11:00', close_time: '13:00' })).json().data.id;
    const { token } = await player(100);
    const bad = await as(token, 'POST', '/sports/matka/slips', { market_id: id, bets: [{ type: 'single_patti', session: 'open', number: '321', amount: 10 }] });
    expect(bad.json()).toMatchObject({ statusCode: 422, message: expect.stringContaining('bets[0].number must be a single patti') });
    expect((await as(token, 'POST', '/sports/matka/slips', { market_id: '99999', bets: [{ type: 'jodi', number: '11', amount: 10 }] })).statusCode).toBe(404);
    const demo = (await app.inject({ method: 'POST', url: '/user/auth/demo-login' })).json().data.token as string;
    expect((await as(demo, 'POST', '/sports/matka/slips', { market_id: id, bets: [] })).json()).toMatchObject({ statusCode: 403 });
    expect((await as(null, 'POST', '/sports/matka/slips', {})).statusCode).toBe(401);
    expect((await as(null, 'GET', '/sports/matka/market/abc')).statusCode).toBe(404);
    expect((await as(null, 'GET', `/sports/matka/market/${id}/jodi-chart?weeks=99`)).json()).toMatchObject({ statusCode: 422, message: 'weeks must be a whole number from 1 to 52' });
    expect((await as(token, 'GET', '/sports/matka/my/bets?status=x')).statusCode).toBe(422);
    expect((await opsCall(app, admin, 'POST', '/ops/matka/markets', { name: 'Bad', open_time: '13:00', close_time: '11:00' })).json()).toMatchObject({ statusCode: 422, message: 'close_time must be after open_time' });
    expect((await opsCall(app, admin, 'POST', '/ops/matka/markets', { name: 'Checks Bazar', open_time: '10:00', close_time: '11:00' })).statusCode).toBe(409);
    expect((await opsCall(app, admin, 'POST', `/ops/matka/markets/${id}`, { rates: { single: 1 } })).json()).toMatchObject({ statusCode: 422, message: expect.stringContaining('rates.single') });
    clock.ms = ist('13:05').getTime();
    expect((await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/result`, { date: DAY, session: 'close', pana: '123' })).json()).toMatchObject({ statusCode: 409, message: 'Declare the open result first' });
    clock.ms = ist('10:00').getTime();
    expect((await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/result`, { date: 'x', session: 'open', pana: '123' })).statusCode).toBe(422);
    expect((await opsCall(app, agent, 'POST', `/ops/matka/markets/${id}/result`, { date: DAY, session: 'open', pana: '123' })).statusCode).toBe(403);
    expect((await opsCall(app, agent, 'GET', `/ops/matka/markets/${id}/draws/${DAY}`)).json().data).toMatchObject({ result: '***-**-***', open: { status: 'open', bets: 0 } });
    expect((await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/settle`, { date: DAY, session: 'open' })).json()).toMatchObject({ statusCode: 409, message: 'This session has no result to settle' });
    // A draw that will not happen may be voided ahead of its time; a second operator confirms it.
    expect((await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/void`, { date: DAY, session: 'open' })).statusCode).toBe(202);
    const voided = await opsCall(app, admin, 'POST', `/ops/matka/markets/${id}/void`, { date: DAY, session: 'open' });
    expect(voided.json()).toMatchObject({ message: 'Session void: 0 bets refunded', data: { draw: { open: { status: 'void', run_status: 'done' } } } });
    expect((await opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/settle`, { date: DAY, session: 'open' })).json()).toMatchObject({ data: { already_settled: true } });
    expect((await as(token, 'POST', '/sports/matka/slips', { market_id: id, bets: [{ type: 'jodi', number: '11', amount: 10 }] })).json()).toMatchObject({ statusCode: 400, message: 'Open session is closed for bets' });
    expect((await opsCall(app, agent, 'GET', '/ops/matka/markets')).json().data.markets.length).toBeGreaterThanOrEqual(2);
  });

  // Issue 27 H1: an open result was accepted at 01:18 IST for a night market, and a result for 2030-01-01.
  it("a result is checked against the draw's own clock: not before the session closes for bets, not for a future date", async () => {
    clock.ms = ist('10:00').getTime();
    const id = (await opsCall(app, admin, 'POST', '/ops/matka/markets', { name: 'Night Bazar', open_time: '22:00', close_time: '23:00' })).json().data.id as string;
    const declare = (date: string, session: 'open' | 'close') => opsCall(app, trader, 'POST', `/ops/matka/markets/${id}/result`, { date, session, pana: '123' });
    const approvals = async () => (await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ops_approvals WHERE target LIKE $1`, [`matka:${id}:%`])).rows[0]!.n;

    clock.ms = ist('01:18').getTime();
    const early = await declare(DAY, 'open');
    expect([early.statusCode, early.json().message]).toEqual([409, `The open session of ${DAY} takes bets until 22:00 IST: its result cannot be declared before then`]);
    const future = await declare('2030-01-01', 'open');
    expect([future.statusCode, future.json().message]).toEqual([409, `2030-01-01 is after today (${DAY} IST): a result cannot be declared for a future draw`]);
    clock.ms = ist('22:30').getTime();
    trader = await opsLogin(app, 'trader'); // the morning's session has ended (12 hours)
    const close = await declare(DAY, 'close');
    expect([close.statusCode, close.json().message]).toEqual([409, `The close session of ${DAY} takes bets until 23:00 IST: its result cannot be declared before then`]);
    expect(await approvals()).toBe(0);
    expect((await opsCall(app, trader, 'GET', `/ops/matka/markets/${id}/draws/${DAY}`)).json().data).toMatchObject({ open: { status: 'open' }, close: { status: 'open' } });

    // On time, the result is proposed (and a day already past is fine too).
    expect((await declare(DAY, 'open')).statusCode).toBe(202);
    expect((await declare('2026-11-20', 'open')).statusCode).toBe(202);
    expect(await approvals()).toBe(2);
  });
});
