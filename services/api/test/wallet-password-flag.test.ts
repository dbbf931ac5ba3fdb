// Start-up (PGlite WASM, migrations) can pass 5 s on a busy machine.
jest.setTimeout(60_000);

import { STRONG_PASSWORD } from './auth-helpers';
import { call, newPlayer, setWithdrawPassword, startWalletApp, type WalletApp } from './wallet-helpers';
import { dbKinds } from './test-db';

describe.each(dbKinds())('the account list tells whether a withdrawal password is set, on %s (issue 16 point 3)', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind);
  });
  afterAll(() => w.close());

  it('false for a new player, true once set with the OTP', async () => {
    const p = await newPlayer(w);
    const before = await call(w.app, 'GET', '/wallet/client/client-account', p.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ account_list: [], is_bank_only: false, has_withdraw_password: false });
    await setWithdrawPassword(w, p);
    const after = await call(w.app, 'GET', '/wallet/client/client-account', p.token);
    expect(after.json().data).toMatchObject({ has_withdraw_password: true });
  });

  it('true once set with the change-password pair', async () => {
    const p = await newPlayer(w);
    const changed = await call(w.app, 'POST', '/user/auth/change-password', p.token, {
      current_password: STRONG_PASSWORD,
      new_password: 'Player@124',
      confirm_password: 'Player@124',
      withdraw_password: 'Withdraw@123',
      confirm_withdraw_password: 'Withdraw@123',
    });
    expect(changed.statusCode).toBe(200);
    const after = await call(w.app, 'GET', '/wallet/client/client-account', p.token);
    expect(after.json().data).toMatchObject({ has_withdraw_password: true });
  });
});
