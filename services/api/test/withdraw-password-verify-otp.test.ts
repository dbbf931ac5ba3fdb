// Issue 16: verify-otp takes the body SPEC §7 sends (otp, password); a confirmation that is sent must still match.
// A new player sets a first withdrawal password this way, and adding a payout account then accepts it.
jest.setTimeout(60_000);

import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { TXN_PASSWORD_MESSAGES } from '../src/wallet/txn-password';
import { dbKinds } from './test-db';
import { call, fund, newPlayer, payoutMethodId, startWalletApp, type WalletApp } from './wallet-helpers';

const PASSWORD = 'Withdraw@123';

describe.each(dbKinds())('withdrawal password by OTP on %s', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind);
  }, 60_000);
  afterAll(() => w?.close());

  test("a new player sets a withdrawal password with the spec's body (otp, password) and can then add an account", async () => {
    const p = await newPlayer(w);
    const method_id = await payoutMethodId(w, 'bank');
    const addAccount = (transaction_password: string) =>
      call(w.app, 'POST', '/wallet/client/create-client-account', p.token, {
        payment_method: 'bank', method_id, bank_id: 3, ifsc_code: 'ICIC0001111', account_number: '989898989898', account_holder_name: 'New Person', transaction_password,
      });
    await fund(w, p, 10);
    const before = await addAccount(PASSWORD);
    expect([before.statusCode, before.json().errors]).toEqual([400, M.withdrawPasswordNotSet]);

    expect((await call(w.app, 'POST', '/wallet/client/transaction-password/send-otp', p.token)).statusCode).toBe(200);
    const res = await call(w.app, 'POST', '/wallet/client/transaction-password/verify-otp', p.token, { otp: w.otp.last(p.mobile), password: PASSWORD });
    expect([res.statusCode, res.json().message]).toEqual([200, TXN_PASSWORD_MESSAGES.reset]);
    expect((await addAccount(PASSWORD)).statusCode).toBe(200);
  });

  test('a confirmation that is sent must match; the other rules still apply', async () => {
    const p = await newPlayer(w);
    await call(w.app, 'POST', '/wallet/client/transaction-password/send-otp', p.token);
    const code = w.otp.last(p.mobile)!;
    const verify = (body: Record<string, unknown>) => call(w.app, 'POST', '/wallet/client/transaction-password/verify-otp', p.token, body);
    const mismatch = await verify({ otp: code, password: PASSWORD, confirm_password: 'Other@1234' });
    expect([mismatch.statusCode, mismatch.json().errors]).toEqual([422, M.passwordMismatch]);
    expect((await verify({ password: PASSWORD })).json().errors).toBe(M.otpRequired);
    expect((await verify({ otp: code, password: 'weakpass' })).json().errors).toBe(M.withdrawPasswordStrength);
    expect((await verify({ otp: code, password: PASSWORD, confirm_password: PASSWORD })).statusCode).toBe(200);
  });
});
