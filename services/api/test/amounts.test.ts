import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { dbKinds } from './test-db';
import { addBankAccount, balances, call, masterAccountId, newPlayer, startWalletApp, uploadImage, type Player, type WalletApp } from './wallet-helpers';

/**
 * Issue 11 point 13 against the real server: an amount is read exactly as sent or refused with the flow's message;
 * nothing is stripped, rounded, trimmed or clamped, and a refusal records nothing.
 */
/** The shape rule's message (issue 17): an array, object or boolean where one amount belongs. */
const NOT_A_VALUE = 'amount must be text or a number';

describe.each(dbKinds())('amounts on %s', (kind) => {
  let w: WalletApp;
  let p: Player;
  let utr = 880000000000;
  beforeAll(async () => {
    w = await startWalletApp(kind);
    p = await newPlayer(w, { rupees: 5000, withdrawPassword: true });
  }, 60_000);
  afterAll(() => w?.close());

  const rows = async (type: string) =>
    (await w.testDb.db.query<{ amount: string }>('SELECT amount::text FROM wallet_transactions WHERE user_id = $1 AND type = $2 ORDER BY id', [p.userId, type])).rows.map((r) => r.amount);

  test('a deposit of 100.50 is 10050 paise; every other spelling of an amount is refused and records nothing', async () => {
    let slip = await uploadImage(w, p);
    const account = await masterAccountId(w, 'bank');
    const deposit = (amount: unknown) =>
      call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, { amount, transaction_id: String(++utr), transaction_image_url: slip, account_index: account, type: 'client_deposit' });
    for (const amount of ['1,000', ' 100 ', '100.505', 100.505, '1e3', 1e21, '-100', -100, '+100', '0x64', '１００', '100.', '.5', '00100', 'NaN', 'Infinity', [100], { amount: 100 }, true]) {
      const res = await deposit(amount);
      const message = typeof amount === 'object' || typeof amount === 'boolean' ? NOT_A_VALUE : M.amountFormat;
      expect([amount, res.statusCode, res.json().errors]).toEqual([amount, 422, message]);
    }
    expect(await rows('client_deposit')).toEqual([]);
    expect((await deposit('100.50')).statusCode).toBe(200);
    slip = await uploadImage(w, p); // an upload is used once (issue 11 point 11)
    expect((await deposit(250.75)).statusCode).toBe(200);
    expect(await rows('client_deposit')).toEqual(['10050', '25075']);
  });

  test('a withdrawal takes whole rupees: 12.5 and "12.5" are refused, never filed as 125, and nothing is held', async () => {
    const account = await addBankAccount(w, p, '414141414141');
    const before = await balances(w, p);
    const withdraw = (amount: unknown) => call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount, client_account_index: account, type: 'client_withdrawal' });
    for (const amount of [12.5, '12.5', '1250.5', '1,250', ' 1250', '01250', 1e3 + 0.1, '12345678901', [1250]]) {
      const res = await withdraw(amount);
      const message = Array.isArray(amount) ? NOT_A_VALUE : M.withdrawAmountFormat;
      expect([amount, res.statusCode, res.json().errors]).toEqual([amount, 422, message]);
    }
    expect(await rows('client_withdrawal')).toEqual([]);
    expect(await balances(w, p)).toEqual(before);
    expect((await withdraw('1250')).statusCode).toBe(200);
    expect(await rows('client_withdrawal')).toEqual(['125000']);
    expect(await balances(w, p)).toMatchObject({ cash: before.cash! - 125000n, withdrawal_hold: 125000n });
  });
});
