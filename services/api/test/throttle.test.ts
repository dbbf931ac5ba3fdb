// Issue 11 point 5: every throttle counts and checks in one atomic step. Bursts of simultaneous requests, on each
// store the throttles can use (PGlite, PostgreSQL, Redis): exactly the limit gets through, never all of them.
jest.setTimeout(60_000);

import type { LightMyRequestResponse } from 'fastify';
import { LOGIN_LOCKED_MESSAGE } from '../src/ops/operator-auth';
import { OTP_MESSAGES } from '../src/otp/otp';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { DEMO_MAX_PER_WINDOW, DEMO_THROTTLED_MESSAGE } from '../src/services/user/demo-throttle';
import { AUTH_MESSAGES } from '../src/services/user/messages';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_ANY_ADDRESS, LOGIN_THROTTLED_MESSAGE } from '../src/services/user/login-throttle';
import { startThrottleApp, storeKinds, type ThrottleApp } from './throttle-support';

const P = DEMO_CREDENTIALS.player;

/** How many answers had each status and message, e.g. { '401 Invalid ...': 10, '400 Too many ...': 40 }. */
function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of responses) {
    const key = `${r.statusCode} ${r.json().message}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe.each(storeKinds())('throttles on %s', (kind) => {
  let t: ThrottleApp;
  beforeAll(async () => {
    t = await startThrottleApp(kind);
  });
  afterAll(() => t?.close());

  const login = (payload: object, remoteAddress = '203.0.113.10') => t.app.inject({ method: 'POST', url: '/user/auth/login', payload, remoteAddress });
  const sessionsOf = async (userName: string) =>
    Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.user_name = $1', [userName])).rows[0]!.n);

  it('player login: 50 simultaneous wrong passwords from one address, exactly 10 are checked, 40 refused; the right one is refused after', async () => {
    const before = await sessionsOf(P.user_name);
    const burst = await Promise.all(Array.from({ length: 50 }, () => login({ type: 1, mobile: P.mobile, password: 'Wrong@1234' })));
    expect(tally(burst)).toEqual({ [`401 ${AUTH_MESSAGES.badMobileLogin}`]: LOGIN_MAX_FAILURES, [`400 ${LOGIN_THROTTLED_MESSAGE}`]: 50 - LOGIN_MAX_FAILURES });
    const right = await login({ type: 1, mobile: P.mobile, password: P.password });
    expect([right.statusCode, right.json().message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
    expect(await sessionsOf(P.user_name)).toBe(before);
    // The counts are where the store says: Redis keys, or rows of the database.
    if (kind === 'redis') {
      expect(await t.redisCounts()).toBeGreaterThan(0);
      expect(await t.dbCounts()).toBe(0);
    } else {
      expect(await t.dbCounts()).toBeGreaterThan(0);
    }
  });

  it('player login: from many addresses at once, the account stops at 50 tries in all', async () => {
    const name = DEMO_CREDENTIALS.demoUser.user_name;
    const burst = await Promise.all(
      Array.from({ length: 70 }, (_, i) => login({ type: 2, user_id: name, password: 'Wrong@1234' }, `198.51.100.${i + 1}`)),
    );
    expect(tally(burst)).toEqual({ [`401 ${AUTH_MESSAGES.badUserIdLogin}`]: LOGIN_MAX_FAILURES_ANY_ADDRESS, [`400 ${LOGIN_THROTTLED_MESSAGE}`]: 70 - LOGIN_MAX_FAILURES_ANY_ADDRESS });
    const fresh = await login({ type: 2, user_id: name, password: DEMO_CREDENTIALS.demoUser.password }, '192.0.2.200');
    expect([fresh.statusCode, fresh.json().message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
  });

  it('player login: a right password forgets its address count, so a typo now and then never adds up', async () => {
    const address = '192.0.2.77';
    // A player of its own, so the bursts above do not weigh on it.
    const reg = '9111100001';
    await t.app.inject({ method: 'POST', url: '/user/auth/send-otp', payload: { mobile: reg, type: 'register' }, remoteAddress: address });
    const code = t.otp.last(reg)!;
    const made = await t.app.inject({ method: 'POST', url: '/user/auth/register', payload: { mobile: reg, otp: code, password: 'Secret@123', confirm_password: 'Secret@123', date_of_birth: '1990-01-01' }, remoteAddress: address });
    expect(made.statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await login({ type: 1, mobile: reg, password: 'Wrong@1234' }, address)).statusCode).toBe(401);
      expect((await login({ type: 1, mobile: reg, password: 'Secret@123' }, address)).statusCode).toBe(200);
    }
  });

  it('operator sign-in: 50 simultaneous wrong passwords, exactly 5 checked, 45 refused with 429', async () => {
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: DEMO_CREDENTIALS.agent.username, password }, remoteAddress: '203.0.113.20' });
    const burst = await Promise.all(Array.from({ length: 50 }, () => signIn('guess')));
    expect(tally(burst)).toEqual({ '401 Invalid username or password': 5, [`429 ${LOGIN_LOCKED_MESSAGE}`]: 45 });
    const right = await signIn(DEMO_CREDENTIALS.agent.password);
    expect([right.statusCode, right.json().message]).toEqual([429, LOGIN_LOCKED_MESSAGE]);
    const sessions = await t.testDb.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE o.username = $1`,
      [DEMO_CREDENTIALS.agent.username],
    );
    expect(Number(sessions.rows[0]!.n)).toBe(0);
  });

  it('demo login: 30 at once from one address make exactly 20 players', async () => {
    const demoUsers = async () => Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE is_demo')).rows[0]!.n);
    const before = await demoUsers();
    const burst = await Promise.all(Array.from({ length: 30 }, () => t.app.inject({ method: 'POST', url: '/user/auth/demo-login', remoteAddress: '203.0.113.30' })));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(DEMO_MAX_PER_WINDOW);
    expect(tally(burst.filter((r) => r.statusCode !== 200))).toEqual({ [`400 ${DEMO_THROTTLED_MESSAGE}`]: 30 - DEMO_MAX_PER_WINDOW });
    expect(await demoUsers()).toBe(before + DEMO_MAX_PER_WINDOW);
  });

  const otpRows = async (mobile: string) => Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM otps WHERE mobile = $1', [mobile])).rows[0]!.n);
  const sendOtp = (mobile: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/user/auth/send-otp', payload: { mobile, type: 'register' }, remoteAddress });

  it('send-otp: 20 at once to one number send exactly 3 codes', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => sendOtp('9111100002', '203.0.113.40')));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(tally(burst.filter((r) => r.statusCode !== 200))).toEqual({ [`400 ${OTP_MESSAGES.tooManySends}`]: 17 });
    expect(await otpRows('9111100002')).toBe(3);
  });

  it('send-otp: one address asking for 60 numbers at once gets exactly 50 codes sent', async () => {
    const numbers = Array.from({ length: 60 }, (_, i) => `92222${String(i).padStart(5, '0')}`);
    const burst = await Promise.all(numbers.map((mobile) => sendOtp(mobile, '203.0.113.41')));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(50);
    expect(tally(burst.filter((r) => r.statusCode !== 200))).toEqual({ [`400 ${OTP_MESSAGES.tooManySendsHour}`]: 10 });
    const sent = await Promise.all(numbers.map(otpRows));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('OTP tries: 40 wrong codes at once for one number, exactly 15 are checked', async () => {
    const mobile = '9111100003';
    expect((await sendOtp(mobile, '203.0.113.50')).statusCode).toBe(200);
    const code = t.otp.last(mobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/user/auth/register', payload: { mobile, otp: wrong, password: 'Secret@123', confirm_password: 'Secret@123', date_of_birth: '1990-01-01' }, remoteAddress: `198.18.0.${i + 1}` }),
      ),
    );
    const counts = tally(burst);
    expect(counts[`400 ${OTP_MESSAGES.tooManyTriesHour}`]).toBe(25);
    // The 15 checked: the code's own count kills it after 5 wrong tries.
    expect((counts[`400 ${OTP_MESSAGES.invalid}`] ?? 0) + (counts[`400 ${OTP_MESSAGES.tooManyTries}`] ?? 0)).toBe(15);
    expect(Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE mobile = $1', [mobile])).rows[0]!.n)).toBe(0);
  });
});
