// Issue 27 M2: the withdrawal password is changed only with itself or an OTP, never with the login password through
// change-password; change-password's current-password check is throttled like login; a change (of either password)
// ends the player's other sessions.
jest.setTimeout(60_000);

import { randomUUID } from 'node:crypto';
import { signToken } from '../src/auth/jwt';
import { AUTH_MESSAGES } from '../src/services/user/messages';
import { LOGIN_MAX_FAILURES, LOGIN_THROTTLED_MESSAGE } from '../src/services/user/login-throttle';
import { bearer } from './auth-helpers';
import { startThrottleApp, type ThrottleApp } from './throttle-support';

const LOGIN_PASSWORD = 'Secret@123';
const WITHDRAW_PASSWORD = 'Withdraw@123';

describe('withdrawal password and password changes', () => {
  let t: ThrottleApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startThrottleApp('pglite');
  });
  afterAll(() => t?.close());

  const wallet = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/wallet/client/${url}`, payload, headers: bearer(token), remoteAddress: '203.0.113.70' });
  const change = (token: string, payload: object, address = '203.0.113.71') =>
    t.app.inject({ method: 'POST', url: '/user/auth/change-password', payload, headers: bearer(token), remoteAddress: address });
  const info = (token: string) => t.app.inject({ method: 'GET', url: '/user/api/get-user-info', headers: bearer(token) });

  async function player(withdraw: boolean): Promise<{ token: string; id: string; mobile: string }> {
    const mobile = `94444${String(++seq).padStart(5, '0')}`;
    await t.app.inject({ method: 'POST', url: '/user/auth/send-otp', payload: { mobile, type: 'register' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/auth/register',
      payload: { mobile, otp: t.otp.last(mobile), password: LOGIN_PASSWORD, confirm_password: LOGIN_PASSWORD, date_of_birth: '1990-01-01' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    const id = (await t.testDb.db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile])).rows[0]!.id;
    if (withdraw) {
      expect((await wallet(token, 'transaction-password/send-otp')).statusCode).toBe(200);
      expect((await wallet(token, 'transaction-password/verify-otp', { otp: t.otp.last(mobile), password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD })).statusCode).toBe(200);
    }
    return { token, id, mobile };
  }

  /** Another live session of the player (another device), and its token. */
  async function otherSession(userId: string): Promise<string> {
    const sid = randomUUID();
    const iat = Math.floor(Date.now() / 1000);
    await t.testDb.db.query(`INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 hour')`, [sid, userId]);
    return signToken({ sid, sub: userId, aud: 'player', iat, exp: iat + 3600 }, t.app.deps.secrets.jwt);
  }

  const withdrawHash = async (userId: string) =>
    (await t.testDb.db.query<{ h: string | null }>('SELECT withdraw_password_hash AS h FROM users WHERE id = $1', [userId])).rows[0]!.h;

  it('change-password with the login password cannot replace a set withdrawal password', async () => {
    const p = await player(true);
    const before = await withdrawHash(p.id);
    const res = await change(p.token, { current_password: LOGIN_PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1', withdraw_password: 'Taken@9876', confirm_withdraw_password: 'Taken@9876' });
    expect([res.statusCode, res.json().message]).toEqual([400, AUTH_MESSAGES.withdrawPasswordAlreadySet]);
    expect(await withdrawHash(p.id)).toBe(before);
    // and the new one does not open the payout accounts' door: the old one still does
    const check = await wallet(p.token, 'update-txn-password', { current_password: 'Taken@9876', new_password: 'New@123456', confirm_password: 'New@123456' });
    expect(check.statusCode).toBe(400);
  });

  it('change-password still sets a first withdrawal password (SPEC: the optional pair) while none is set', async () => {
    const p = await player(false);
    const res = await change(p.token, { current_password: LOGIN_PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1', withdraw_password: 'First@1234', confirm_withdraw_password: 'First@1234' });
    expect(res.statusCode).toBe(200);
    expect(await withdrawHash(p.id)).toMatch(/^\$argon2id\$/);
  });

  it('wrong current passwords are throttled like login: after the limit even the right one is refused', async () => {
    const p = await player(false);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const wrong = await change(p.token, { current_password: `Wrong@${1000 + i}`, new_password: 'Changed@1', confirm_password: 'Changed@1' }, '203.0.113.72');
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, AUTH_MESSAGES.badCurrentPassword]);
    }
    const right = await change(p.token, { current_password: LOGIN_PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1' }, '203.0.113.72');
    expect([right.statusCode, right.json().message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
    // the login from that address is throttled too (one count), and the password did not change
    const login = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: p.mobile, password: LOGIN_PASSWORD }, remoteAddress: '203.0.113.72' });
    expect([login.statusCode, login.json().message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: p.mobile, password: LOGIN_PASSWORD }, remoteAddress: '203.0.113.73' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("a password change ends the player's other sessions, not the one that made it", async () => {
    const p = await player(false);
    const other = await otherSession(p.id);
    expect((await info(other)).statusCode).toBe(200);
    expect((await change(p.token, { current_password: LOGIN_PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1' })).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(p.token)).statusCode).toBe(200);
  });

  it("a withdrawal password change (with itself or by OTP) ends the player's other sessions", async () => {
    const p = await player(true);
    const other = await otherSession(p.id);
    const res = await wallet(p.token, 'update-txn-password', { current_password: WITHDRAW_PASSWORD, new_password: 'New@123456', confirm_password: 'New@123456' });
    expect(res.statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(p.token)).statusCode).toBe(200);

    const another = await otherSession(p.id);
    expect((await wallet(p.token, 'transaction-password/send-otp')).statusCode).toBe(200);
    expect((await wallet(p.token, 'transaction-password/verify-otp', { otp: t.otp.last(p.mobile), password: 'Again@123456', confirm_password: 'Again@123456' })).statusCode).toBe(200);
    expect((await info(another)).statusCode).toBe(401);
    expect((await info(p.token)).statusCode).toBe(200);
  });
});
