// With online payment off (KHEL_PAYMENT_GATEWAY=none, the production default) no one can approve their own
// payment: the gateway method is not offered, no payment session starts, and the sandbox's routes do not exist.
import { loadConfig } from '../src/config';
import { GATEWAY_MESSAGES } from '../src/wallet/gateway/sessions';
import { dbKinds } from './test-db';
import { balances, call, masterAccountId, newPlayer, startWalletApp, type WalletApp } from './wallet-helpers';

describe('payment gateway setting', () => {
  it('is the sandbox in development, off in production unless asked for, and refuses unknown names', () => {
    expect(loadConfig({}).paymentGateway).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).paymentGateway).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', KHEL_PAYMENT_GATEWAY: 'sandbox' }).paymentGateway).toBe('sandbox');
    expect(() => loadConfig({ KHEL_PAYMENT_GATEWAY: 'paypal' })).toThrow('KHEL_PAYMENT_GATEWAY: must be equal to one of the allowed values (one of sandbox, none); got "paypal"');
  });
});

describe.each(dbKinds())('online payment off on %s', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind, { paymentGateway: 'none' });
  });
  afterAll(() => w.close());

  it('offers no gateway method, starts no payment, and has no callback or hosted page', async () => {
    const p = await newPlayer(w);
    const methods = (await call(w.app, 'GET', '/wallet/client/accounts-master-list', p.token)).json().data as { method_type: string }[];
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.map((m) => m.method_type)).not.toContain('payment_gateway');

    const res = await call(w.app, 'GET', `/wallet/client/payment-url?amount=250&master_account_id=${await masterAccountId(w, 'payment_gateway')}`, p.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GATEWAY_MESSAGES.unavailable);
    expect((await w.testDb.db.query('SELECT 1 FROM wallet_transactions')).rowCount).toBe(0);

    const callback = await call(w.app, 'POST', '/wallet/gateway/callback', undefined, { session_id: 'x', status: 'approved', amount: '25000', signature: 'f'.repeat(64) });
    expect(callback.statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: '/wallet/gateway/sandbox/abc' })).statusCode).toBe(404);
    expect((await balances(w, p)).cash).toBe(0n);
  });
});
