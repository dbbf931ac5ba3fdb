// Issue 11 point 8: the withdrawal password takes at most 5 tries in 15 minutes, then is locked with a clear
// message; it is never the login password. On each store the throttles can use (PGlite, PostgreSQL, Redis).
jest.setTimeout(60_000);

import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { TXN_PASSWORD_MESSAGES, WITHDRAW_PASSWORD_MAX_TRIES } from '../src/wallet/txn-password';
import { bearer, TestClock } from './auth-helpers';
import { startThrottleApp, storeKinds, type ThrottleApp } from './throttle-support';

const LOGIN_PASSWORD = 'Secret@123';
const WITHDRAW_PASSWORD = 'Withdraw@123';

describe.each(storeKinds())('withdrawal password on %s', (kind) => {
  let t: ThrottleApp;
  const clock = new TestClock();
  let seq = 0;
  beforeAll(async () => {
    t = await startThrottleApp(kind, { now: clock.now });
  });
  afterAll(() => t?.close());

  const call = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/wallet/client/${url}`, payload, headers: bearer(token), remoteAddress: '203.0.113.60' });

  /** A player signed up through OTP; with `withdraw`, a withdrawal password set through its OTP. */
  async function player(withdraw: boolean): Promise<{ token: string; id: string }> {
    const mobile = `93333${String(++seq).padStart(5, '0')}`;
    await t.app.inject({ method: 'POST', url: '/user/auth/send-otp', payload: { mobile, type: 'register' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/auth/register',
      payload: { mobile, otp: t.otp.last(mobile), password: LOGIN_PASSWORD, confirm_password: LOGIN_PASSWORD, date_of_birth: '1990-01-01' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    const id = String(res.json().data.user.id ?? (await t.testDb.db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile])).rows[0]!.id);
    if (withdraw) {
      expect((await call(token, 'transaction-password/send-otp')).statusCode).toBe(200);
      const set = await call(token, 'transaction-password/verify-otp', { otp: t.otp.last(mobile), password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD });
      expect(set.statusCode).toBe(200);
    }
    return { token, id };
  }

  const bankAccount = async (transactionPassword: string) => {
    const { rows } = await t.testDb.db.query<{ id: string }>(`SELECT id::text FROM payment_methods WHERE method_type = 'bank' AND for_withdrawal LIMIT 1`);
    return {
      payment_method: 'bank', method_id: Number(rows[0]!.id), bank_id: 2, ifsc_code: 'HDFC0001234', account_number: `5050${String(seq).padStart(8, '0')}`,
      account_holder_name: 'Ravi Kumar', transaction_password: transactionPassword,
    };
  };
  const payoutAccounts = async (userId: string) =>
    Number((await t.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM client_accounts WHERE user_id = $1', [userId])).rows[0]!.n);
  const withdrawHash = async (userId: string) =>
    (await t.testDb.db.query<{ h: string | null }>('SELECT withdraw_password_hash AS h FROM users WHERE id = $1', [userId])).rows[0]!.h;

  it('never takes the login password: not to add a payout account, not to set or change the withdrawal password', async () => {
    const none = await player(false);
    const setWithLogin = await call(none.token, 'update-txn-password', { current_password: LOGIN_PASSWORD, new_password: 'New@123456', confirm_password: 'New@123456' });
    expect([setWithLogin.statusCode, setWithLogin.json().message]).toEqual([400, M.withdrawPasswordNotSet]);
    expect(await withdrawHash(none.id)).toBeNull();
    const addWithLogin = await call(none.token, 'create-client-account', await bankAccount(LOGIN_PASSWORD));
    expect([addWithLogin.statusCode, addWithLogin.json().message]).toEqual([400, M.withdrawPasswordNotSet]);

    const set = await player(true);
    const hash = await withdrawHash(set.id);
    const add = await call(set.token, 'create-client-account', await bankAccount(LOGIN_PASSWORD));
    expect([add.statusCode, add.json().message]).toEqual([400, M.withdrawPasswordWrong]);
    const change = await call(set.token, 'update-txn-password', { current_password: LOGIN_PASSWORD, new_password: 'New@123456', confirm_password: 'New@123456' });
    expect([change.statusCode, change.json().message]).toEqual([400, TXN_PASSWORD_MESSAGES.wrongCurrent]);
    expect(await payoutAccounts(set.id)).toBe(0);
    expect(await withdrawHash(set.id)).toBe(hash);
    // The withdrawal password itself works.
    expect((await call(set.token, 'create-client-account', await bankAccount(WITHDRAW_PASSWORD))).statusCode).toBe(200);
  });

  it('5 wrong tries in 15 minutes lock it, even for the right password, with a clear message; nothing is added', async () => {
    const p = await player(true);
    for (let i = 0; i < WITHDRAW_PASSWORD_MAX_TRIES; i++) {
      const wrong = await call(p.token, 'create-client-account', await bankAccount('Wrong@12345'));
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, M.withdrawPasswordWrong]);
    }
    const locked = await call(p.token, 'create-client-account', await bankAccount(WITHDRAW_PASSWORD));
    expect([locked.statusCode, locked.json().message]).toEqual([400, 'Too many wrong withdrawal passwords. Try again in 15 minutes.']);
    // Changing the password counts against the same tries.
    const change = await call(p.token, 'update-txn-password', { current_password: WITHDRAW_PASSWORD, new_password: 'New@123456', confirm_password: 'New@123456' });
    expect([change.statusCode, change.json().message]).toEqual([400, TXN_PASSWORD_MESSAGES.locked]);
    expect(await payoutAccounts(p.id)).toBe(0);
    if (kind !== 'redis') {
      // The database store runs on the API's clock (Redis keeps its own time): the window passes, the lock ends.
      clock.advance(15 * 60 + 1);
      expect((await call(p.token, 'create-client-account', await bankAccount(WITHDRAW_PASSWORD))).statusCode).toBe(200);
    }
  });

  it('20 wrong tries at once: exactly 5 are checked, the password is not changed', async () => {
    const p = await player(true);
    const hash = await withdrawHash(p.id);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => call(p.token, 'update-txn-password', { current_password: 'Wrong@12345', new_password: 'New@123456', confirm_password: 'New@123456' })),
    );
    const messages = burst.map((r) => `${r.statusCode} ${r.json().message}`);
    expect(messages.filter((m) => m === `400 ${TXN_PASSWORD_MESSAGES.wrongCurrent}`)).toHaveLength(WITHDRAW_PASSWORD_MAX_TRIES);
    expect(messages.filter((m) => m === `400 ${TXN_PASSWORD_MESSAGES.locked}`)).toHaveLength(20 - WITHDRAW_PASSWORD_MAX_TRIES);
    expect(await withdrawHash(p.id)).toBe(hash);
  });
});
