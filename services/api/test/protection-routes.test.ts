import { PROTECTION_MESSAGES as M } from '@khel/shared/validation';
import { MemoryOtpSender } from '../src/otp/sender';
import { PROTECTION_TEXT as T } from '../src/protection/messages';
import { startTestApp, type TestApp } from './app-harness';
import { bearer, post, registerPlayer, STRONG_PASSWORD, TestClock } from './auth-helpers';
import { dbKinds } from './test-db';

/** /user/api/protection* and sign-up's date of birth: answers, refusals and bad input (issue 15 part 5). */
describe.each(dbKinds())('protection routes (%s)', (kind) => {
  let t: TestApp;
  const otp = new MemoryOtpSender();
  const clock = new TestClock(Date.parse('2026-01-01T10:00:00Z'));
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: otp, now: clock.now } });
  }, 120_000);
  afterAll(() => t.close());

  const mobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  const player = async () => (await registerPlayer(t.app, otp, mobile())).token;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/user/api/protection${url}`, payload: payload as object, headers: token ? bearer(token) : {} });
  const q = (sql: string, params: unknown[]) => t.testDb.db.query<Record<string, unknown>>(sql, params);

  it('sign-up asks the date of birth, keeps it, and refuses under 18 on the form and on the server clock', async () => {
    const body = async (m: string, extra: Record<string, unknown>) => {
      await post(t.app, '/user/auth/send-otp', { mobile: m, type: 'register' });
      return { mobile: m, otp: otp.last(m), password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, ...extra };
    };
    const m1 = mobile();
    const missing = await post(t.app, '/user/auth/register', await body(m1, {}));
    expect([missing.statusCode, missing.json().details]).toEqual([422, [M.dobRequired]]);
    const unreal = await post(t.app, '/user/auth/register', await body(m1, { date_of_birth: '1990-02-30' }));
    expect([unreal.statusCode, unreal.json().details]).toEqual([422, [M.dobFormat]]);
    const child = await post(t.app, '/user/auth/register', await body(m1, { date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` }));
    expect([child.statusCode, child.json().details]).toEqual([422, [M.underAge]]);
    // 18 by the device's (real) date but not on the server's clock (1 January 2026): the server refuses.
    const serverSide = await post(t.app, '/user/auth/register', await body(m1, { date_of_birth: '2008-06-01' }));
    expect([serverSide.statusCode, serverSide.json().message]).toEqual([400, 'You must be 18 or older to sign up']);
    const made = await post(t.app, '/user/auth/register', await body(m1, { date_of_birth: '2008-01-01' }));
    expect(made.statusCode).toBe(200);
    const row = await q("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM users WHERE mobile = $1", [m1]);
    expect(row.rows[0]!.dob).toBe('2008-01-01');
  });

  it('every route needs a login', async () => {
    for (const [method, url] of [['GET', ''], ['POST', '/limit'], ['POST', '/limit/remove'], ['POST', '/limit/confirm'], ['POST', '/limit/cancel'], ['POST', '/time-out'], ['POST', '/self-exclusion'], ['PUT', '/reality-check'], ['GET', '/reality-check']] as const) {
      expect([url, (await send(method, url, undefined, {})).statusCode]).toEqual([url, 401]);
    }
  });

  it('refuses bad input with 422 and the shared messages', async () => {
    const token = await player();
    const cases: [string, 'POST' | 'PUT', unknown, string][] = [
      ['/limit', 'POST', { kind: 'bet', period: '24h', amount: 100 }, M.limitKind],
      ['/limit', 'POST', { kind: 'deposit', period: '1d', amount: 100 }, M.limitPeriod],
      ['/limit', 'POST', { kind: 'deposit', period: '24h', amount: 0 }, M.limitAmount],
      ['/limit', 'POST', { kind: 'deposit', period: '24h', amount: 12.5 }, M.limitAmount],
      ['/limit', 'POST', { kind: 'deposit', period: '24h', amount: -5 }, M.limitAmount],
      ['/limit', 'POST', { kind: 'deposit', period: '24h', amount: [100] }, 'amount must be text or a number'],
      ['/limit/confirm', 'POST', {}, M.limitKind],
      ['/limit/cancel', 'POST', { kind: 'loss' }, M.limitPeriod],
      ['/limit/remove', 'POST', { kind: 'loss', period: 7 }, M.limitPeriod],
      ['/time-out', 'POST', { days: 0 }, M.timeOutDays],
      ['/time-out', 'POST', { days: 43 }, M.timeOutDays],
      ['/time-out', 'POST', { days: '3' }, M.timeOutDays],
      ['/self-exclusion', 'POST', { months: 5 }, M.selfExclusionMonths],
      ['/self-exclusion', 'POST', { months: 61 }, M.selfExclusionMonths],
      ['/reality-check', 'PUT', { minutes: 7 }, M.realityCheckMinutes],
    ];
    for (const [url, method, payload, message] of cases) {
      const res = await send(method, url, token, payload);
      expect([url, payload, res.statusCode, res.json().message]).toEqual([url, payload, 422, message]);
    }
  });

  it('limits: a first or lower limit applies at once, a higher one waits 24 hours and a confirmation; each applied change notifies', async () => {
    const token = await player();
    const set = await send('POST', '/limit', token, { kind: 'deposit', period: '24h', amount: 5000 });
    expect([set.statusCode, set.json().data]).toEqual([200, { message: T.limitApplied, confirmable_at: null }]);
    expect((await send('POST', '/limit', token, { kind: 'deposit', period: '24h', amount: 5000 })).json().message).toBe(T.limitUnchanged);
    const up = await send('POST', '/limit', token, { kind: 'deposit', period: '24h', amount: 8000 });
    const at = new Date(clock.ms + 86_400_000);
    expect(up.json().data).toEqual({ message: T.limitIncreaseWaits(at), confirmable_at: at.toISOString() });
    const view = (await send('GET', '', token)).json().data;
    expect(view.limits).toEqual([{ kind: 'deposit', period: '24h', amount: 5000, pending_amount: 8000, pending_removal: false, confirmable_at: at.toISOString(), used: 0 }]);
    expect(view).toMatchObject({ time_out_until: null, self_excluded_until: null, reality_check_minutes: 60, can_bet: true, can_receive_offers: true });
    const early = await send('POST', '/limit/confirm', token, { kind: 'deposit', period: '24h' });
    expect([early.statusCode, early.json().message]).toEqual([400, T.confirmTooEarly(at)]);
    clock.advance(86_400);
    const confirmed = await send('POST', '/limit/confirm', token, { kind: 'deposit', period: '24h' });
    expect([confirmed.statusCode, confirmed.json().message]).toEqual([200, T.limitApplied]);
    expect((await send('GET', '', token)).json().data.limits[0]).toMatchObject({ amount: 8000, pending_amount: null, confirmable_at: null });
    const again = await send('POST', '/limit/confirm', token, { kind: 'deposit', period: '24h' });
    expect([again.statusCode, again.json().message]).toEqual([409, T.nothingPending]);

    // A removal waits too, and can be cancelled; a decrease applies at once.
    expect((await send('POST', '/limit/remove', token, { kind: 'deposit', period: '24h' })).json().data.confirmable_at).not.toBeNull();
    expect((await send('POST', '/limit/cancel', token, { kind: 'deposit', period: '24h' })).json().message).toBe(T.pendingCancelled);
    expect((await send('POST', '/limit/cancel', token, { kind: 'deposit', period: '24h' })).statusCode).toBe(409);
    expect((await send('POST', '/limit', token, { kind: 'loss', period: '7d', amount: 300 })).json().data.confirmable_at).toBeNull();
    expect((await send('POST', '/limit', token, { kind: 'loss', period: '7d', amount: 200 })).json().data.confirmable_at).toBeNull();
    expect((await send('POST', '/limit/remove', token, { kind: 'loss', period: '30d' })).json().message).toBe(T.noLimit);

    const user = (await send('GET', '', token)).json();
    expect(user.data.limits.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([['deposit', 8000], ['loss', 200]]);
    const userId = (await q('SELECT user_id::text AS id FROM player_limits WHERE amount = 20000', [])).rows.at(-1)!.id;
    const notes = await q("SELECT title, body, data FROM notifications WHERE user_id = $1 AND kind = 'limit' ORDER BY id", [userId]);
    // the player's screens show it in their language from data.t
    expect(notes.rows[2].data).toMatchObject({ kind: 'loss', period: '7d', t: { title: 'Limit in force', body: 'Your 7-day loss limit is now {{amount}}.', params: { amount: '₹300.00' } } });
    expect(notes.rows.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Limit in force', body: 'Your 24-hour deposit limit is now ₹5,000.00.' },
      { title: 'Limit in force', body: 'Your 24-hour deposit limit is now ₹8,000.00.' },
      { title: 'Limit in force', body: 'Your 7-day loss limit is now ₹300.00.' },
      { title: 'Limit in force', body: 'Your 7-day loss limit is now ₹200.00.' },
    ]);
    const history = await q('SELECT action FROM protection_events WHERE user_id = $1 ORDER BY id', [userId]);
    expect(history.rows.map((r) => r.action)).toEqual([
      'limit_set', 'limit_increase_requested', 'limit_increased', 'limit_removal_requested', 'limit_change_cancelled', 'limit_set', 'limit_decreased',
    ]);
  });

  it('time-out and self-exclusion start, can be lengthened, and can never be shortened', async () => {
    const token = await player();
    const out = await send('POST', '/time-out', token, { days: 7 });
    const until = new Date(clock.ms + 7 * 86_400_000);
    expect([out.statusCode, out.json().data]).toEqual([200, { message: T.timeOutSet(until), until: until.toISOString() }]);
    const shorter = await send('POST', '/time-out', token, { days: 1 });
    expect([shorter.statusCode, shorter.json().message]).toEqual([400, T.cannotShorten('time-out', until)]);
    expect((await send('POST', '/time-out', token, { days: 42 })).statusCode).toBe(200);
    const se = await send('POST', '/self-exclusion', token, { months: 12 });
    expect(se.statusCode).toBe(200);
    const seUntil = new Date(se.json().data.until);
    expect(seUntil.toISOString()).toBe(new Date(Date.UTC(2027, 0, 2, 10, 0, 0)).toISOString());
    const less = await send('POST', '/self-exclusion', token, { months: 6 });
    expect([less.statusCode, less.json().message]).toEqual([400, T.cannotShorten('self-exclusion', seUntil)]);
    expect((await send('GET', '', token)).json().data).toMatchObject({ self_excluded_until: seUntil.toISOString(), can_bet: false, can_receive_offers: false });
  });

  it('reality check: the chosen interval, time since login and the net result of bets settled since', async () => {
    const token = await player();
    const start = clock.ms;
    expect((await send('GET', '/reality-check', token)).json().data).toEqual({ interval_minutes: 60, session_started_at: new Date(start).toISOString(), played_seconds: 0, net_result: 0 });
    const saved = await send('PUT', '/reality-check', token, { minutes: 15 });
    expect([saved.statusCode, saved.json().data, saved.json().message]).toEqual([200, { minutes: 15 }, T.realityCheckSaved]);
    const userId = (await q('SELECT user_id::text AS id FROM player_protection WHERE reality_check_minutes = 15 ORDER BY updated_at DESC LIMIT 1', [])).rows[0]!.id;
    clock.advance(1800);
    const settle = (pnl: number, at: Date) =>
      q(`INSERT INTO bets (user_id, product, market_id, side, stake, liability, status, pnl, placed_at, settled_at) VALUES ($1, 'casino', 1, 'bet', 10000, 10000, 'settled', $2, $3, $3)`, [userId, pnl, at]);
    await settle(-7550, new Date(clock.ms));
    await settle(2500, new Date(clock.ms));
    await settle(-100000, new Date(start - 1000)); // before this login: not counted
    expect((await send('GET', '/reality-check', token)).json().data).toEqual({ interval_minutes: 15, session_started_at: new Date(start).toISOString(), played_seconds: 1800, net_result: -50.5 });
    expect((await send('PUT', '/reality-check', token, { minutes: 0 })).statusCode).toBe(200);
    expect((await send('GET', '/reality-check', token)).json().data.interval_minutes).toBe(0);
  });
});
