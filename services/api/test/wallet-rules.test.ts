import { StakeEditDto, WALLET_MESSAGES as M } from '@khel/shared/validation';
import { parseBody } from '../src/http/validate';
import { findLedgerViolations } from '../src/ledger';
import { TestClock } from './auth-helpers';
import { dbKinds } from './test-db';
import {
  addBankAccount, balances, call, fund, masterAccountId, newPlayer, payoutMethodId, startWalletApp, uploadImage, WITHDRAW_PASSWORD, type WalletApp,
} from './wallet-helpers';

describe.each(dbKinds())('wallet rules under concurrency and replay on %s', (kind) => {
  let w: WalletApp;
  const clock = new TestClock(Date.now());
  beforeAll(async () => {
    w = await startWalletApp(kind, { now: clock.now });
  }, 60_000);
  afterAll(async () => {
    if (w) {
      expect(await findLedgerViolations(w.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
      await w.close();
    }
  });

  test('five simultaneous claims of one UTR: one deposit, four refusals, four attempts for the operator', async () => {
    const a = await newPlayer(w);
    const b = await newPlayer(w);
    const slips = { [a.userId]: await uploadImage(w, a), [b.userId]: await uploadImage(w, b) };
    const bank = await masterAccountId(w, 'bank');
    const utr = '998877665544';
    const results = await Promise.all(
      [a, b, a, b, a].map((p) =>
        call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, { amount: 150, transaction_id: utr, transaction_image_url: slips[p.userId], account_index: bank, type: 'client_deposit' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().errors)).toEqual(Array(4).fill(M.utrUsed));
    expect((await w.testDb.db.query('SELECT 1 FROM wallet_transactions WHERE utr = $1', [utr])).rowCount).toBe(1);
    expect((await w.testDb.db.query('SELECT 1 FROM utr_attempts WHERE utr = $1', [utr])).rowCount).toBe(4);
  });

  test('ten simultaneous withdrawals of the whole balance: exactly one succeeds', async () => {
    const p = await newPlayer(w, { rupees: 800, withdrawPassword: true });
    const account = await addBankAccount(w, p, '101010101010');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount: 800, client_account_index: account, type: 'client_withdrawal' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().errors)).toEqual(Array(9).fill(M.insufficientBalance));
    expect(await balances(w, p)).toMatchObject({ cash: 0n, withdrawal_hold: 80000n });
  });

  test('replayed create, delete and cancel calls return the first answer and change nothing', async () => {
    const p = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const body = { payment_method: 'upi', method_id: await payoutMethodId(w, 'upi'), upi_id: 'replayme@okicici', account_holder_name: 'Replay Person', transaction_password: WITHDRAW_PASSWORD };
    const h = { 'idempotency-key': 'create-1' };
    const first = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, body, h);
    const again = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, body, h);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await w.testDb.db.query('SELECT 1 FROM client_accounts WHERE user_id = $1', [p.userId])).rowCount).toBe(1);
    const id = first.json().data.client_account_id;
    const del = await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${id}`, p.token, undefined, { 'idempotency-key': 'del-1' });
    const delAgain = await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${id}`, p.token, undefined, { 'idempotency-key': 'del-1' });
    expect([del.statusCode, delAgain.statusCode]).toEqual([200, 200]);
    // The same key used by another player is another player's key.
    const q = await newPlayer(w);
    expect((await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${id}`, q.token, undefined, { 'idempotency-key': 'del-1' })).statusCode).toBe(404);

    const account = await addBankAccount(w, p, '202020202020');
    const wd = await call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount: 300, client_account_index: account, type: 'client_withdrawal' });
    const cancel = (key: string) => call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${wd.json().data.c_a_tid}`, p.token, undefined, { 'idempotency-key': key });
    const c1 = await cancel('cancel-1');
    const c2 = await cancel('cancel-1');
    expect(c2.json()).toEqual(c1.json());
    expect(await balances(w, p)).toMatchObject({ cash: 50000n, withdrawal_hold: 0n });
    expect((await call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, {}, { 'idempotency-key': 'bad key!' })).statusCode).toBe(422);
  });

  test('a refused withdrawal does not pin its key: after a deposit the same call is answered afresh, once', async () => {
    const p = await newPlayer(w, { rupees: 100, withdrawPassword: true });
    const account = await addBankAccount(w, p, '303030303030');
    const body = { amount: 500, client_account_index: account, type: 'client_withdrawal' };
    const withdraw = (b: object = body) => call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, b, { 'idempotency-key': 'wd-refused-1' });
    const first = await withdraw();
    expect([first.statusCode, first.json().errors]).toEqual([400, M.insufficientBalance]);
    await fund(w, p, 1000);
    const retried = await withdraw();
    expect(retried.statusCode).toBe(200);
    const replay = await withdraw();
    expect(replay.json()).toEqual(retried.json());
    expect(await balances(w, p)).toMatchObject({ cash: 60000n, withdrawal_hold: 50000n });
    expect((await w.testDb.db.query('SELECT 1 FROM wallet_transactions WHERE user_id = $1', [p.userId])).rowCount).toBe(1);
  });

  test('a key is bound to its request: the same key with another body is refused with 422 and changes nothing', async () => {
    const p = await newPlayer(w, { rupees: 2000, withdrawPassword: true });
    const account = await addBankAccount(w, p, '313131313131');
    const send = (amount: number, order: 'amount-first' | 'type-first' = 'amount-first') =>
      call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token,
        order === 'amount-first' ? { amount, client_account_index: account, type: 'client_withdrawal' } : { type: 'client_withdrawal', client_account_index: account, amount },
        { 'idempotency-key': 'wd-bound-1' });
    expect((await send(300)).statusCode).toBe(200);
    const other = await send(1500);
    expect([other.statusCode, other.json().errors]).toEqual([422, 'This Idempotency-Key was used for another request']);
    // The same request with its keys in another order is the same request: the first answer again.
    expect((await send(300, 'type-first')).statusCode).toBe(200);
    expect(await balances(w, p)).toMatchObject({ cash: 170000n, withdrawal_hold: 30000n });
    // The key of a withdrawal is not a key for a cancel either.
    const id = (await w.testDb.db.query<{ id: string }>('SELECT id::text FROM wallet_transactions WHERE user_id = $1', [p.userId])).rows[0]!.id;
    const cancel = await call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${id}`, p.token, undefined, { 'idempotency-key': 'wd-bound-1' });
    expect([cancel.statusCode, cancel.json().errors]).toEqual([422, 'This Idempotency-Key was used for another request']);
    expect(await balances(w, p)).toMatchObject({ cash: 170000n, withdrawal_hold: 30000n });
  });

  test('a corrected new-account form sent with the key of its refused first try is saved', async () => {
    const p = await newPlayer(w, { withdrawPassword: true });
    const form = { payment_method: 'bank', method_id: await payoutMethodId(w, 'bank'), bank_id: 2, account_number: '323232323232', account_holder_name: 'Ravi Kumar', transaction_password: WITHDRAW_PASSWORD };
    const save = (ifsc: string) => call(w.app, 'POST', '/wallet/client/create-client-account', p.token, { ...form, ifsc_code: ifsc }, { 'idempotency-key': 'acct-form-1' });
    const refused = await save('HDFC00');
    expect([refused.statusCode, refused.json().errors]).toEqual([422, M.ifscFormat]);
    const saved = await save('HDFC0001234');
    expect(saved.statusCode).toBe(200);
    expect((await w.testDb.db.query('SELECT ifsc_code FROM client_accounts WHERE user_id = $1', [p.userId])).rows).toEqual([{ ifsc_code: 'HDFC0001234' }]);
  });

  test('ten copies of one withdrawal with one key at once: one hold, ten identical answers', async () => {
    const p = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
    const account = await addBankAccount(w, p, '333333333333');
    const body = { amount: 400, client_account_index: account, type: 'client_withdrawal' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, body, { 'idempotency-key': 'wd-burst-1' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    expect(await balances(w, p)).toMatchObject({ cash: 60000n, withdrawal_hold: 40000n });
  });

  test('an upload URL expires after 10 minutes', async () => {
    const p = await newPlayer(w);
    const signed = await call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', p.token, { file_type: 'image/webp', file_size: 1, file_name: 'q.webp', type: 'qr-code' });
    const url = new URL(signed.json().data.url);
    clock.advance(601);
    const put = await w.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: Buffer.from('RIFF\0\0\0\0WEBPVP8 '), headers: { 'content-type': 'image/webp' } });
    expect([put.statusCode, put.json().errors]).toEqual([403, 'Invalid or expired upload URL']);
  });

  test('is_bank_only: only bank payout accounts can be added', async () => {
    const p = await newPlayer(w, { withdrawPassword: true });
    await w.testDb.db.query('UPDATE wallet_config SET is_bank_only = true WHERE site_id = $1', [w.siteId]);
    try {
      const res = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, {
        payment_method: 'upi', method_id: await payoutMethodId(w, 'upi'), upi_id: 'bankonly@okhdfc', account_holder_name: 'Bank Only', transaction_password: WITHDRAW_PASSWORD,
      });
      expect([res.statusCode, res.json().errors]).toEqual([400, 'Only bank accounts can be added']);
      expect((await call(w.app, 'GET', '/wallet/client/client-account', p.token)).json().data.is_bank_only).toBe(true);
      await addBankAccount(w, p, '303030303030');
    } finally {
      await w.testDb.db.query('UPDATE wallet_config SET is_bank_only = false WHERE site_id = $1', [w.siteId]);
    }
  });
});

describe.each(dbKinds())('withdraw on a host serving only the user service (%s)', (kind) => {
  test('POST /user/api/get-id/wallet-withdraw answers without the wallet plugin', async () => {
    const w = await startWalletApp(kind, { services: ['user'] });
    try {
      const p = await newPlayer(w, { rupees: 300 });
      const { rows } = await w.testDb.db.query<{ id: string }>(
        `INSERT INTO client_accounts (user_id, method_id, payment_method, bank_id, bank_name, account_number, ifsc_code, account_holder_name, normalized_key)
         VALUES ($1, $2, 'bank', 1, 'State Bank of India', '404040404040', 'SBIN0000404', 'Solo Host', 'bank:SBIN0000404:404040404040') RETURNING id::text`,
        [p.userId, await payoutMethodId(w, 'bank')],
      );
      const res = await call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount: 300, client_account_index: Number(rows[0]!.id), type: 'client_withdrawal' });
      expect([res.statusCode, res.json().message]).toEqual([200, 'Withdrawal request submitted successfully']);
      expect((await call(w.app, 'GET', '/wallet/client/config', p.token)).statusCode).toBe(404);
    } finally {
      await w.close();
    }
  }, 60_000);
});

describe('stake edit DTO (SPEC §5)', () => {
  test.each([
    [[100, 200, 500, 1000], undefined],
    [['100', '99999', '10000000', '250'], undefined],
    [[100, 200, 500], M.stakeRange],
    [[100, 200, 500, 99], M.stakeRange],
    [[100, 200, 500, ''], M.stakeRange],
    [[100, 200, 500, 10_000_001], M.stakeRange],
    [[100, 200, 500, '123456789'], M.stakeRange],
  ])('%j -> %s', async (stakes, message) => {
    if (message === undefined) await expect(parseBody(StakeEditDto, { stakes })).resolves.toMatchObject({ stakes });
    else await expect(parseBody(StakeEditDto, { stakes })).rejects.toMatchObject({ statusCode: 422, message });
  });
});
