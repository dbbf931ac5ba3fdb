// Start-up (PGlite WASM, migrations) can pass 5 s on a busy machine.
jest.setTimeout(60_000);

import { call, newPlayer, payoutMethodId, startWalletApp, WITHDRAW_PASSWORD, type WalletApp } from './wallet-helpers';
import { dbKinds } from './test-db';

const FORMAT = 'Must be in the format of name@bank.';

describe.each(dbKinds())('the UPI rule is the spec\'s on %s: letters or digits @ letters or digits (issue 16 point 5)', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind);
  });
  afterAll(() => w.close());

  it('a payout account with a dot, hyphen or underscore in the UPI id is refused with the spec\'s message; letters and digits pass', async () => {
    const p = await newPlayer(w, { withdrawPassword: true });
    const body = (upi_id: string) => ({ payment_method: 'upi', method_id: 0, upi_id, account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD });
    const method_id = await payoutMethodId(w, 'upi');
    for (const upi of ['asha.rao@okaxis', 'asha-rao@okaxis', 'asha_rao@okaxis', 'asha@ok.axis', 'asha@@okaxis']) {
      const res = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, { ...body(upi), method_id });
      expect([upi, res.statusCode, res.json().message]).toEqual([upi, 422, FORMAT]);
    }
    const good = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, { ...body('asharao99@okaxis'), method_id });
    expect(good.statusCode).toBe(200);
  });
});
