// Start-up (PGlite WASM, migrations, argon2 hashing in the seed) can pass 5 s on a busy machine.
jest.setTimeout(30_000);

import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';
import { MemoryOtpSender } from '../src/otp/sender';
import { signToken } from '../src/auth/jwt';
import { REFRESH_MESSAGES, startPlayerSession } from '../src/auth/sessions';
import { seed } from '../src/seed/seed';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { DEMO_MAX_PER_WINDOW, DEMO_THROTTLED_MESSAGE, DEMO_WINDOW_SECONDS } from '../src/services/user/demo-throttle';
import { AUTH_MESSAGES } from '../src/services/user/messages';
import { LOGIN_THROTTLED_MESSAGE } from '../src/services/user/login-throttle';
import { get, post, registerPlayer, STRONG_PASSWORD, TestClock } from './auth-helpers';

const P = DEMO_CREDENTIALS.player;
const INFO = '/user/api/get-user-info';

describe.each(dbKinds())('auth on %s', (kind) => {
  let t: TestApp;
  const otp = new MemoryOtpSender();
  const clock = new TestClock();
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: otp, now: clock.now } });
    await seed(t.testDb.db);
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => post(t.app, '/user/auth/login', payload);
  const liveSessions = async (userName: string) =>
    Number((await t.testDb.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.user_name = $1 AND s.ended_at IS NULL', [userName],
    )).rows[0]!.n);

  it('logs in by mobile (type 1) and by user ID (type 2)', async () => {
    for (const payload of [{ type: 1, mobile: P.mobile, password: P.password }, { type: 2, user_id: P.user_name, password: P.password }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(data.exp).toBe(Math.floor(clock.ms / 1000) + t.app.deps.config.sessionTtlSeconds);
      expect(data.user).toMatchObject({ user_name: P.user_name, phone: P.mobile, balance: 10000, isDemo: false });
      expect((await get(t.app, INFO, data.token)).statusCode).toBe(200);
    }
  });

  it('answers a wrong password or unknown account with 401 and a message', async () => {
    const cases: [unknown, string][] = [
      [{ type: 1, mobile: P.mobile, password: 'Wrong@1234' }, AUTH_MESSAGES.badMobileLogin],
      [{ type: 1, mobile: '9123456789', password: P.password }, AUTH_MESSAGES.badMobileLogin],
      [{ type: 2, user_id: P.user_name, password: 'Wrong@1234' }, AUTH_MESSAGES.badUserIdLogin],
      [{ type: 2, user_id: 'nobody99', password: P.password }, AUTH_MESSAGES.badUserIdLogin],
    ];
    for (const [payload, message] of cases) {
      const res = await login(payload);
      expect([res.statusCode, res.json().message]).toEqual([401, message]);
    }
  });

  it('stops password guessing: 10 wrong tries from one address bar that address for 15 minutes', async () => {
    const mobile = '9000000060';
    await registerPlayer(t.app, otp, mobile);
    const from = (ip: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile, password }, remoteAddress: ip, headers: {} });
    for (let i = 0; i < 10; i++) expect((await from('10.0.0.1', 'Wrong@1234')).statusCode).toBe(401);
    const barred = await from('10.0.0.1', STRONG_PASSWORD);
    expect([barred.statusCode, barred.json().message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
    // The player elsewhere is not locked out.
    expect((await from('10.0.0.2', STRONG_PASSWORD)).statusCode).toBe(200);
    clock.advance(15 * 60 + 1);
    expect((await from('10.0.0.1', STRONG_PASSWORD)).statusCode).toBe(200);
    // A success clears that address's count.
    expect(Number((await t.testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM throttle_counts WHERE key LIKE '%"10.0.0.1"]'`)).rows[0]!.n)).toBe(0);
  });

  it('refuses a blocked player', async () => {
    const player = await registerPlayer(t.app, otp, '9000000020');
    await t.testDb.db.query(`UPDATE users SET blocked = true WHERE mobile = '9000000020'`);
    const res = await login({ type: 1, mobile: '9000000020', password: STRONG_PASSWORD });
    expect([res.statusCode, res.json().message]).toEqual([401, AUTH_MESSAGES.blocked]);
    expect((await get(t.app, INFO, player.token)).statusCode).toBe(401);
  });

  it('validates the login body with the shared messages', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['Login type must be 1 (mobile) or 2 (user ID)', 'Please Enter Password']],
      [{ type: 1 }, ['Please Enter Mobile Number', 'Please Enter Password']],
      [{ type: 1, mobile: '98765', password: 'x' }, ['Mobile number must be 10 digits']],
      [{ type: 2, password: 'x' }, ['Please Enter User ID']],
      [{ type: 2, user_id: 'abc', password: 'x' }, ['User ID must be 6 to 25 characters']],
      [{ type: 2, user_id: 'a'.repeat(26), password: 'x' }, ['User ID must be 6 to 25 characters']],
      [{ type: 3, mobile: P.mobile, password: 'x' }, ['Login type must be 1 (mobile) or 2 (user ID)']],
    ];
    for (const [payload, details] of cases) {
      const res = await login(payload);
      expect([res.statusCode, res.json().details, res.json().message]).toEqual([422, details, details[0]]);
    }
  });

  it('validates sign-up and forgot-password bodies with the shared messages', async () => {
    const ok = { mobile: '9000000030', otp: '123456', password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, date_of_birth: '1990-01-01' };
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['Please Enter Mobile Number', 'Please Enter OTP', 'Please Enter Password', 'Please Enter Confirm Password']],
      [{ ...ok, otp: '12345' }, ['Please Enter 6 Digit OTP']],
      [{ ...ok, otp: '12345a' }, ['Please Enter 6 Digit OTP']],
      [{ ...ok, password: 'Ab1', confirm_password: 'Ab1' }, ['Password must be 8 to 20 characters']],
      [{ ...ok, password: 'Abcdefgh1'.repeat(3), confirm_password: 'Abcdefgh1'.repeat(3) }, ['Password must be 8 to 20 characters']],
      [{ ...ok, password: 'abcdefgh1', confirm_password: 'abcdefgh1' }, ['Password must contain at least 1 uppercase letter, 1 lowercase letter and 1 digit']],
      [{ ...ok, password: 'ABCDEFGH1', confirm_password: 'ABCDEFGH1' }, ['Password must contain at least 1 uppercase letter, 1 lowercase letter and 1 digit']],
      [{ ...ok, password: 'Abcdefghi', confirm_password: 'Abcdefghi' }, ['Password must contain at least 1 uppercase letter, 1 lowercase letter and 1 digit']],
      [{ ...ok, confirm_password: 'Other@123' }, ['Password Mismatched.']],
      [{ ...ok, mobile: '+919000000030' }, ['Mobile number must be 10 digits']],
    ];
    for (const url of ['/user/auth/register', '/user/auth/forgot-password']) {
      for (const [payload, details] of cases) {
        const res = await post(t.app, url, payload);
        // Sign-up also asks the date of birth (issue 15 part 5); forgot-password does not.
        const expected = url === '/user/auth/register' && !('date_of_birth' in payload) ? [...details, 'Please Enter Date of Birth'] : details;
        expect([url, res.statusCode, res.json().details]).toEqual([url, 422, expected]);
      }
    }
    const refer = await post(t.app, '/user/auth/register', { ...ok, refer_code: 'AB-12' });
    expect(refer.json().details).toEqual(['Refer code must contain only letters and digits']);
  });

  it('signs up with a refer code and refuses an unknown one', async () => {
    const referrer = (await t.testDb.db.query<{ refer_code: string; id: string }>(`SELECT refer_code, id::text AS id FROM users WHERE user_name = $1`, [P.user_name])).rows[0]!;
    await post(t.app, '/user/auth/send-otp', { mobile: '9000000031', type: 'register' });
    const body = { mobile: '9000000031', otp: otp.last('9000000031'), password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, date_of_birth: '1990-01-01' };
    const bad = await post(t.app, '/user/auth/register', { ...body, refer_code: 'NOSUCH99' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, AUTH_MESSAGES.badReferCode]);
    const good = await post(t.app, '/user/auth/register', { ...body, refer_code: referrer.refer_code.toLowerCase() });
    expect(good.statusCode).toBe(200);
    const row = (await t.testDb.db.query<{ referred_by: string; last_login_at: Date | null }>(`SELECT referred_by::text AS referred_by, last_login_at FROM users WHERE mobile = '9000000031'`)).rows[0]!;
    expect(row.referred_by).toBe(referrer.id);
    expect(row.last_login_at).not.toBeNull();
  });

  it('ends the older session on a new login: the old token answers 401', async () => {
    const first = (await login({ type: 1, mobile: P.mobile, password: P.password })).json().data.token;
    const second = (await login({ type: 2, user_id: P.user_name, password: P.password })).json().data.token;
    const old = await get(t.app, INFO, first);
    expect([old.statusCode, old.json().message]).toEqual([401, 'Your session has ended. Please log in again.']);
    expect((await get(t.app, INFO, second)).statusCode).toBe(200);
    expect(await liveSessions(P.user_name)).toBe(1);
  });

  it('two logins at the same moment leave exactly one live session', async () => {
    const both = await Promise.all([0, 1].map(() => login({ type: 1, mobile: P.mobile, password: P.password })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await liveSessions(P.user_name)).toBe(1);
    const answers = await Promise.all(both.map((r) => get(t.app, INFO, r.json().data.token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers a missing, tampered, forged or expired token with 401', async () => {
    const { token, exp } = (await login({ type: 1, mobile: P.mobile, password: P.password })).json().data;
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: '1' + claims.sub })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const bad = [
      undefined,
      'garbage',
      `${h}.${otherUser}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`,
      `${noneHeader}.${p}.`,
      signToken({ ...claims }, 'not-the-server-secret'),
      signToken({ ...claims, sid: 'not-a-uuid' }, t.app.deps.secrets.jwt),
    ];
    for (const candidate of bad) {
      const res = await get(t.app, INFO, candidate);
      expect([String(candidate).slice(0, 20), res.statusCode]).toEqual([String(candidate).slice(0, 20), 401]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await get(t.app, INFO, token)).statusCode).toBe(200);
    clock.advance(exp - Math.floor(clock.ms / 1000));
    const expired = await get(t.app, INFO, token);
    expect([expired.statusCode, expired.json().message]).toEqual([401, 'Invalid or expired token']);
    const balance = await post(t.app, '/user/api/wallet-balance', {}, token);
    expect(balance.statusCode).toBe(401);
  });

  it('refreshes a token: new token and exp, a rotated session; logout ends it', async () => {
    const { token, exp } = (await login({ type: 1, mobile: P.mobile, password: P.password })).json().data;
    clock.advance(60);
    const res = await post(t.app, '/user/auth/refresh', {}, token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data;
    expect(fresh.exp).toBe(exp + 60);
    expect(fresh.token).not.toBe(token);
    expect((await get(t.app, INFO, fresh.token)).statusCode).toBe(200);
    // issue 27 M4: the refresh made a new session; the old one lives only for its grace (REFRESH_GRACE_SECONDS)
    expect(await liveSessions(P.user_name)).toBe(2);
    const out = await post(t.app, '/user/auth/logout', {}, fresh.token);
    expect(out.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.loggedOut });
    expect((await get(t.app, INFO, fresh.token)).statusCode).toBe(401);
    expect((await post(t.app, '/user/auth/refresh', {}, fresh.token)).statusCode).toBe(401);
    expect(await liveSessions(P.user_name)).toBe(0);
  });

  // Issue 11 point 14: a login lasts KHEL_REFRESH_MAX_AGE (30 days by default) however often it is refreshed.
  it('refreshing cannot carry a login past its absolute lifetime: the last token ends with it, then a clear 401', async () => {
    const MAX = t.app.deps.config.refreshMaxAgeSeconds;
    expect(MAX).toBe(30 * 24 * 3600);
    let { token } = (await login({ type: 1, mobile: P.mobile, password: P.password })).json().data;
    const loginAt = Math.floor(clock.ms / 1000);
    for (let day = 6; day <= 24; day += 6) {
      clock.advance(6 * 24 * 3600);
      const res = await post(t.app, '/user/auth/refresh', {}, token);
      expect(res.statusCode).toBe(200);
      token = res.json().data.token;
    }
    clock.advance(5 * 24 * 3600); // day 29: the 7-day token would reach day 36; it stops at day 30
    const last = await post(t.app, '/user/auth/refresh', {}, token);
    expect(last.json().data.exp).toBe(loginAt + MAX);
    token = last.json().data.token;
    const sessionRow = async () =>
      (await t.testDb.db.query<{ expires_at: Date; ended_at: Date | null }>(
        'SELECT s.expires_at, s.ended_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.user_name = $1 ORDER BY s.expires_at DESC LIMIT 1', [P.user_name],
      )).rows[0]!;
    expect(new Date((await sessionRow()).expires_at).getTime()).toBe((loginAt + MAX) * 1000);
    clock.advance(24 * 3600 + 1);
    const before = await sessionRow();
    const refused = await post(t.app, '/user/auth/refresh', {}, token);
    expect([refused.statusCode, refused.json().message]).toEqual([401, REFRESH_MESSAGES.maxAge]);
    expect((await get(t.app, INFO, token)).json().message).toBe(REFRESH_MESSAGES.maxAge);
    expect(await sessionRow()).toEqual(before);
    // The player logs in again and carries on.
    const again = await login({ type: 1, mobile: P.mobile, password: P.password });
    expect((await get(t.app, INFO, again.json().data.token)).statusCode).toBe(200);
  });

  it('a live session older than the limit (the limit lowered, a token from before it) is refused at refresh and ended', async () => {
    const user = (await t.testDb.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_name = $1', [P.user_name])).rows[0]!;
    const issued = await t.testDb.db.tx((q) =>
      startPlayerSession(q, user.id, { secret: t.app.deps.secrets.jwt, ttlSeconds: 60 * 24 * 3600, maxAgeSeconds: 90 * 24 * 3600, now: clock.now() }),
    );
    clock.advance(31 * 24 * 3600);
    const refused = await post(t.app, '/user/auth/refresh', {}, issued.token);
    expect([refused.statusCode, refused.json().message]).toEqual([401, REFRESH_MESSAGES.maxAge]);
    const row = (await t.testDb.db.query<{ ended_reason: string | null }>('SELECT ended_reason FROM sessions WHERE id = $1', [issued.sessionId])).rows[0]!;
    expect(row.ended_reason).toBe('max_age');
    expect((await get(t.app, INFO, issued.token)).statusCode).toBe(401);
  });

  it('demo login creates a fresh demo player each time', async () => {
    const a = await post(t.app, '/user/auth/demo-login', {});
    const b = await post(t.app, '/user/auth/demo-login', undefined);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [da, db] = [a.json().data, b.json().data];
    expect(da.user).toMatchObject({ isDemo: true, phone: null, balance: 15000 });
    expect(da.user.user_name).toMatch(/^DEMO[0-9]{8}$/);
    expect(da.user.user_name).not.toBe(db.user.user_name);
    expect(da.user.last_login_at).not.toBeNull();
    const info = await get(t.app, INFO, da.token);
    expect(info.json().data).toMatchObject({ isDemo: true, user_name: da.user.user_name });
    // A demo player has no password: no guess logs in as one.
    for (const password of ['', '!no-password', 'Demo@12345']) {
      expect((await login({ type: 2, user_id: da.user.user_name, password })).statusCode).not.toBe(200);
    }
  });

  it('demo login is limited per client address, counted exactly even when requests arrive at once', async () => {
    const demo = (ip: string) => t.app.inject({ method: 'POST', url: '/user/auth/demo-login', remoteAddress: ip });
    const demoUsers = async () => Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE is_demo')).rows[0]!.n);
    const before = await demoUsers();
    const burst = await Promise.all(Array.from({ length: DEMO_MAX_PER_WINDOW + 5 }, () => demo('198.51.100.7')));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(DEMO_MAX_PER_WINDOW);
    const refused = burst.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toMatchObject({ success: false, statusCode: 400, message: DEMO_THROTTLED_MESSAGE });
    expect(await demoUsers()).toBe(before + DEMO_MAX_PER_WINDOW);

    expect((await demo('198.51.100.8')).statusCode).toBe(200);
    clock.advance(DEMO_WINDOW_SECONDS + 1);
    expect((await demo('198.51.100.7')).statusCode).toBe(200);
  });

  it('the seeded demo user logs in by user ID and is flagged isDemo', async () => {
    const res = await login({ type: 2, user_id: DEMO_CREDENTIALS.demoUser.user_name, password: DEMO_CREDENTIALS.demoUser.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.isDemo).toBe(true);
  });

  it('resets a forgotten password by OTP and ends every session', async () => {
    const mobile = '9000000040';
    const { token } = await registerPlayer(t.app, otp, mobile);
    await post(t.app, '/user/auth/send-otp', { mobile, type: 'forgot' });
    const res = await post(t.app, '/user/auth/forgot-password', { mobile, otp: otp.last(mobile), password: 'Newpass@1', confirm_password: 'Newpass@1' });
    expect(res.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.passwordChanged });
    expect((await get(t.app, INFO, token)).statusCode).toBe(401);
    expect((await login({ type: 1, mobile, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await login({ type: 1, mobile, password: 'Newpass@1' })).statusCode).toBe(200);
    const unknown = await post(t.app, '/user/auth/forgot-password', { mobile: '9111111112', otp: '123456', password: 'Newpass@1', confirm_password: 'Newpass@1' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, AUTH_MESSAGES.mobileUnknown]);
  });

  describe('change password', () => {
    const mobile = '9000000050';
    let token: string;
    beforeAll(async () => {
      token = (await registerPlayer(t.app, otp, mobile)).token;
      // A player an operator created has no last login yet: the client forces this screen.
      await t.testDb.db.query('UPDATE users SET last_login_at = NULL WHERE mobile = $1', [mobile]);
    });
    const change = (payload: unknown, tok = token) => post(t.app, '/user/auth/change-password', payload, tok);

    it('needs a live session', async () => {
      expect((await change({}, 'nope')).statusCode).toBe(401);
    });

    it('validates with the shared messages', async () => {
      const base = { current_password: STRONG_PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1' };
      const cases: [Record<string, unknown>, string[]][] = [
        [{}, ['Please Enter Current Password', 'Please Enter New Password', 'Please Enter Confirm Password']],
        [{ ...base, new_password: 'short', confirm_password: 'short' }, ['Password must be 8 to 20 characters']],
        [{ ...base, confirm_password: 'Changed@2' }, ['Password Mismatched.']],
        [{ ...base, confirm_withdraw_password: 'Wd@123456' }, ['New WithDraw Password Required!', 'Confirm WithDraw Password Does Not Match With New WithDraw Password.']],
        [{ ...base, withdraw_password: 'weakpass', confirm_withdraw_password: 'weakpass' }, ['Withdraw password must be 8 to 20 characters with an uppercase letter, a lowercase letter, a digit and a special character']],
        [{ ...base, withdraw_password: 'Wd@123456', confirm_withdraw_password: 'Wd@123457' }, ['Confirm WithDraw Password Does Not Match With New WithDraw Password.']],
      ];
      for (const [payload, details] of cases) {
        const res = await change(payload);
        expect([res.statusCode, res.json().details]).toEqual([422, details]);
      }
    });

    it('refuses a wrong current password with 400 (not a logout)', async () => {
      const res = await change({ current_password: 'Wrong@1234', new_password: 'Changed@1', confirm_password: 'Changed@1' });
      expect([res.statusCode, res.json().message]).toEqual([400, AUTH_MESSAGES.badCurrentPassword]);
    });

    it('changes the password, stores the withdraw password and sets last_login_at', async () => {
      const res = await change({ current_password: STRONG_PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1', withdraw_password: 'Wd@123456', confirm_withdraw_password: 'Wd@123456' });
      expect(res.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.passwordChanged });
      const row = (await t.testDb.db.query<{ last_login_at: Date; withdraw_password_hash: string }>('SELECT last_login_at, withdraw_password_hash FROM users WHERE mobile = $1', [mobile])).rows[0]!;
      expect(new Date(row.last_login_at).getTime()).toBe(clock.ms);
      expect(row.withdraw_password_hash).toMatch(/^\$argon2id\$/);
      expect((await get(t.app, INFO, token)).json().data.last_login_at).toBe(new Date(clock.ms).toISOString());
      expect((await login({ type: 1, mobile, password: STRONG_PASSWORD })).statusCode).toBe(401);
      expect((await login({ type: 1, mobile, password: 'Changed@1' })).statusCode).toBe(200);
    });
  });
});
