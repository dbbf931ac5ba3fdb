import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { PAYOUT_LINK_MESSAGES } from '../src/wallet/payout-links';
import { findLedgerViolations } from '../src/ledger';
import { dbKinds } from './test-db';
import { readSealedSecret } from '../src/lib/secrets';
import {
  addBankAccount, balances, call, demoToken, fund, masterAccountId, newPlayer, payoutMethodId, PNG_BYTES, startWalletApp, uploadImage,
  WITHDRAW_PASSWORD, type Player, type WalletApp,
} from './wallet-helpers';

describe.each(dbKinds())('wallet calls on %s', (kind) => {
  let w: WalletApp;
  let alice: Player;
  let bob: Player;

  beforeAll(async () => {
    w = await startWalletApp(kind);
    alice = await newPlayer(w, { rupees: 5000, withdrawPassword: true });
    bob = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
  }, 60_000);
  afterAll(async () => {
    if (w) {
      expect(await findLedgerViolations(w.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
      await w.close();
    }
  });

  const deposit = async (p: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, body, headers);
  const withdraw = async (p: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, body, headers);
  let utrSeq = 100000000000;
  const nextUtr = () => String(++utrSeq);

  test('every wallet call refuses a demo user with 403 and the spec text; no token is a 401', async () => {
    const demo = await demoToken(w);
    const calls: [('GET' | 'POST' | 'PATCH' | 'DELETE'), string][] = [
      ['GET', '/wallet/client/config'], ['GET', '/wallet/client/accounts-master-list?amount=500'], ['POST', '/wallet/dir/settings/getSignedUrl'],
      ['POST', '/wallet/client/client-account-transaction'], ['GET', '/wallet/client/client-account-transaction'], ['GET', '/wallet/client/client-account-transaction/1'],
      ['PATCH', '/wallet/client/cancel-transaction-request/1'], ['GET', '/wallet/client/payment-url?amount=500&master_account_id=1'],
      ['GET', '/wallet/client/client-account'], ['POST', '/wallet/client/create-client-account'], ['DELETE', '/wallet/client/delete-client-account/1'],
      ['POST', '/user/api/get-id/wallet-withdraw'], ['POST', '/wallet/client/transaction-password/send-otp'], ['POST', '/wallet/client/transaction-password/verify-otp'],
      ['POST', '/wallet/client/update-txn-password'], ['POST', '/wallet/client/auto-utr'],
    ];
    for (const [method, url] of calls) {
      const res = await call(w.app, method, url, demo, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([url, res.statusCode, res.json().errors]).toEqual([url, 403, M.demoRefused]);
      const anon = await call(w.app, method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([url, anon.statusCode]).toEqual([url, 401]);
    }
  });

  test('client/config: ranges, stake buttons, announcement, rules, videos, payout methods and at least 40 banks', async () => {
    const res = await call(w.app, 'GET', '/wallet/client/config', alice.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.deposit_range).toEqual({ min: 100, max: 99999999 });
    expect(d.withdrawal_range).toEqual({ min: 100, max: 99999999 });
    expect(d.stake_button).toEqual([100, 200, 500, 1000]);
    expect(typeof d.announcement.value).toBe('string');
    expect(d.rules).toEqual({ deposit: {}, withdrawal: {} });
    expect(d.deposit_video).toEqual({});
    expect(d.payment_method.map((m: { method_type: string }) => m.method_type).sort()).toEqual(['bank', 'upi', 'wallet']);
    expect(d.bank_list.length).toBeGreaterThanOrEqual(40);
    expect(d.bank_list[0]).toEqual({ id: 1, bank_name: 'State Bank of India', icon: expect.any(String) });
  });

  test('accounts-master-list: grouped by method, social first, every method type, crypto with multiplier and currency, filtered by amount', async () => {
    const res = await call(w.app, 'GET', '/wallet/client/accounts-master-list?amount=500', alice.token);
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { method_name: string; method_type: string; bonus_percentage: number; currency?: string; accounts: Record<string, unknown>[] }[];
    expect(groups[0]!.method_type).toBe('social');
    expect(groups[1]!.method_type).toBe('social');
    expect(new Set(groups.map((g) => g.method_type))).toEqual(new Set(['social', 'bank', 'upi', 'wallet', 'crypto', 'payment_gateway']));
    const crypto = groups.find((g) => g.method_type === 'crypto')!;
    expect(crypto.currency).toBe('USDT');
    expect(crypto.accounts[0]!.multiplier_value).toBe(88.5);
    const social = groups.filter((g) => g.method_type === 'social').flatMap((g) => g.accounts);
    expect(social.some((a) => a.social_payment_number) && social.some((a) => a.social_payment_link)).toBe(true);
    const bank = groups.find((g) => g.method_type === 'bank')!;
    expect(bank.bonus_percentage).toBe(3);
    expect(bank.accounts).toHaveLength(1); // the second bank account starts at 5000
    const big = (await call(w.app, 'GET', '/wallet/client/accounts-master-list?amount=6000', alice.token)).json().data;
    expect(big.find((g: { method_type: string }) => g.method_type === 'bank').accounts).toHaveLength(2);
    expect(Object.keys(bank.accounts[0]!).sort()).toEqual(['account_holder_name', 'account_number', 'bank_name', 'created_at', 'crypto_wallet_id', 'ifsc_code', 'master_account_id',
      'method', 'method_id', 'method_name', 'multiplier_value', 'phone_number', 'qr_code', 'social_payment_link', 'social_payment_number', 'upi_id'].sort());
    const bad = await call(w.app, 'GET', '/wallet/client/accounts-master-list?amount=abc', alice.token);
    expect(bad.statusCode).toBe(422);
  });

  test('upload: signed URL, PUT with type checked by magic bytes, single use, served without the query; bad type and signature refused', async () => {
    const bad = await call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', alice.token, { file_type: 'application/pdf', file_size: 10, file_name: 'x.pdf', type: 'payment-slip' });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, M.invalidFileType]);
    const big = await call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', alice.token, { file_type: 'image/png', file_size: 6000, file_name: 'x.png', type: 'payment-slip' });
    expect([big.statusCode, big.json().errors]).toEqual([422, M.invalidFileType]);

    const signed = await call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', alice.token, { file_type: 'image/png', file_size: 1, file_name: 'slip.png', type: 'payment-slip' });
    expect(signed.statusCode).toBe(200);
    const url = new URL(signed.json().data.url);
    expect(url.pathname).toMatch(/^\/wallet\/uploads\/payment-slip\/[A-Za-z0-9_-]{32}\.png$/);
    const put = (bytes: Buffer, type = 'image/png', search = url.search) =>
      w.app.inject({ method: 'PUT', url: url.pathname + search, payload: bytes, headers: { 'content-type': type, 'x-amz-acl': 'public-read' } });
    // A JPEG declared as PNG, and a text file, are refused and the slot stays usable.
    const mismatch = await put(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect([mismatch.statusCode, mismatch.json().errors]).toEqual([415, 'Invalid file type']);
    const text = await put(Buffer.from('hello, not an image'));
    expect([text.statusCode, text.json().errors]).toEqual([415, 'File seems corrupted and cannot be uploaded']);
    expect((await put(PNG_BYTES, 'image/jpeg')).statusCode).toBe(403); // the signature covers the content type
    expect((await put(PNG_BYTES, 'image/png', url.search.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`))).statusCode).toBe(403);
    expect((await put(PNG_BYTES)).statusCode).toBe(200);
    const again = await put(PNG_BYTES);
    expect([again.statusCode, again.json().errors]).toEqual([403, 'This upload URL has already been used']);
    const served = await w.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG_BYTES)).toBe(0);
    expect((await w.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: Buffer.alloc(5_242_881, 1), headers: { 'content-type': 'image/png' } })).statusCode).toBe(413);
  });

  test('deposit request: every SPEC §5 message, range, own slip, one claim per UTR with the attempt recorded', async () => {
    const bank = await masterAccountId(w, 'bank');
    const slip = await uploadImage(w, alice);
    const base = { amount: 500, transaction_id: nextUtr(), transaction_image_url: slip, account_index: bank, client_created_date: '2026-01-01', type: 'client_deposit', has_edited_utr: false };
    const expect422 = async (body: Record<string, unknown>, message: string) => {
      const res = await deposit(alice, body);
      expect([res.statusCode, res.json().errors]).toEqual([422, message]);
    };
    await expect422({ ...base, amount: undefined }, M.depositAmountRequired);
    await expect422({ ...base, transaction_id: '' }, M.utrRequired);
    await expect422({ ...base, transaction_id: '12345' }, M.utrFormat);
    await expect422({ ...base, transaction_id: '12345abc901' }, M.utrFormat);
    await expect422({ ...base, transaction_image_url: '' }, M.slipRequired);
    const low = await deposit(alice, { ...base, amount: 50 });
    expect([low.statusCode, low.json().errors]).toEqual([400, 'Deposit amount must be between 100 and 99999999']);
    const unknown = await deposit(alice, { ...base, account_index: 999999 });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([404, 'Payment account not found']);
    const social = await deposit(alice, { ...base, account_index: await masterAccountId(w, 'social') });
    expect(social.json().errors).toBe('Please use the chat link for this payment method');
    const foreign = await deposit(alice, { ...base, transaction_image_url: 'https://evil.example/x.png' });
    expect([foreign.statusCode, foreign.json().errors]).toEqual([400, M.slipNotOurs]);
    const bobSlip = await uploadImage(w, bob);
    expect((await deposit(alice, { ...base, transaction_image_url: bobSlip })).json().errors).toBe(M.slipNotOurs);

    const before = await balances(w, alice);
    const ok = await deposit(alice, base);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: 1, message: 'Deposit request submitted successfully', data: { status: 'pending' } });
    expect(await balances(w, alice)).toEqual(before); // nothing posted until approved
    const row = (await w.testDb.db.query<{ status: string; amount: string; utr: string; image_urls: string }>('SELECT status, amount::text, utr, image_urls FROM wallet_transactions WHERE id = $1', [ok.json().data.c_a_tid])).rows[0]!;
    expect(row).toEqual({ status: 'pending', amount: '50000', utr: base.transaction_id, image_urls: slip });

    const second = await deposit(bob, { ...base, transaction_image_url: bobSlip });
    expect([second.statusCode, second.json().errors]).toEqual([400, M.utrUsed]);
    const attempts = await w.testDb.db.query<{ user_id: string; claimed_transaction_id: string }>('SELECT user_id::text, claimed_transaction_id::text FROM utr_attempts WHERE utr = $1', [base.transaction_id]);
    expect(attempts.rows).toEqual([{ user_id: bob.userId, claimed_transaction_id: String(ok.json().data.c_a_tid) }]);
    expect((await w.testDb.db.query('SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND type = $2', [bob.userId, 'client_deposit'])).rowCount).toBe(0);
  });

  test('wallet-type methods take a UTR of up to 128 characters, or none', async () => {
    const wallet = await masterAccountId(w, 'wallet');
    const body = { amount: 300, account_index: wallet, type: 'client_deposit' };
    // Each deposit sends a slip of its own: an upload is used once (issue 11 point 11).
    const slip = await uploadImage(w, alice);
    expect((await deposit(alice, { ...body, transaction_image_url: slip, transaction_id: 'x'.repeat(129) })).json().errors).toBe(M.walletUtrFormat);
    expect((await deposit(alice, { ...body, transaction_image_url: slip, transaction_id: 'T-xyz-0001-ABC' })).statusCode).toBe(200);
    expect((await deposit(alice, { ...body, transaction_image_url: await uploadImage(w, alice), transaction_id: '' })).statusCode).toBe(200);
  });

  test('an Idempotency-Key replay of a deposit returns the first answer and records nothing more', async () => {
    const slip = await uploadImage(w, alice);
    const body = { amount: 700, transaction_id: nextUtr(), transaction_image_url: slip, account_index: await masterAccountId(w, 'upi'), type: 'client_deposit' };
    const headers = { 'idempotency-key': 'dep-replay-1' };
    const first = await deposit(alice, body, headers);
    const replay = await deposit(alice, body, headers);
    expect(first.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const n = await w.testDb.db.query('SELECT 1 FROM wallet_transactions WHERE utr = $1', [body.transaction_id]);
    expect(n.rowCount).toBe(1);
  });

  test('history (from, to exclusive), details and cancel: own records only, 404 for anybody else', async () => {
    const slip = await uploadImage(w, bob);
    const made = await deposit(bob, { amount: 200, transaction_id: nextUtr(), transaction_image_url: slip, account_index: await masterAccountId(w, 'bank'), type: 'client_deposit' });
    const id = made.json().data.c_a_tid as number;
    const list = await call(w.app, 'GET', '/wallet/client/client-account-transaction', bob.token);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data as { c_a_tid: number }[];
    expect(mine[0]).toMatchObject({ c_a_tid: id, type: 'client_deposit', status: 'pending', amount: 200, approved_amount: null, transaction_image_url: slip, method_name: 'Bank Transfer' });
    expect(Object.keys(mine[0]!).sort()).toEqual(['action_at', 'amount', 'approved_amount', 'c_a_tid', 'created_at', 'hold_at', 'method_name', 'remark', 'status', 'transaction_id', 'transaction_image_url', 'type', 'user_name'].sort());
    const empty = await call(w.app, 'GET', '/wallet/client/client-account-transaction?from=2020-01-01&to=2020-01-02', bob.token);
    expect(empty.json().data).toEqual([]);
    expect((await call(w.app, 'GET', '/wallet/client/client-account-transaction?from=01-01-2020', bob.token)).statusCode).toBe(422);

    expect((await call(w.app, 'GET', `/wallet/client/client-account-transaction/${id}`, bob.token)).json().data.c_a_tid).toBe(id);
    expect((await call(w.app, 'GET', `/wallet/client/client-account-transaction/${id}`, alice.token)).statusCode).toBe(404);
    expect((await call(w.app, 'GET', '/wallet/client/client-account-transaction/abc', bob.token)).statusCode).toBe(404);
    expect((await call(w.app, 'GET', '/wallet/client/client-account-transaction', alice.token)).json().data.some((t: { c_a_tid: number }) => t.c_a_tid === id)).toBe(false);

    expect((await call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${id}`, alice.token)).statusCode).toBe(404);
    const cancelled = await call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${id}`, bob.token);
    expect([cancelled.statusCode, cancelled.json().data.status]).toEqual([200, 'cancelled']);
    const events = await w.testDb.db.query('SELECT from_status, to_status, actor FROM wallet_transaction_events WHERE transaction_id = $1', [id]);
    expect(events.rows).toEqual([{ from_status: 'pending', to_status: 'cancelled', actor: 'player' }]);
    const twice = await call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${id}`, bob.token);
    expect([twice.statusCode, twice.json().errors]).toEqual([400, 'Only a pending request can be cancelled']);
  });

  test('payout accounts: every SPEC §5 message, withdrawal password required and checked, newest first, delete own only', async () => {
    const carol = await newPlayer(w);
    const bankMethod = await payoutMethodId(w, 'bank');
    const upiMethod = await payoutMethodId(w, 'upi');
    const walletMethod = await payoutMethodId(w, 'wallet');
    const bank = { payment_method: 'bank', method_id: bankMethod, bank_id: 1, ifsc_code: 'SBIN0001234', account_number: '1234567890', account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD };
    const create = (p: Player, body: Record<string, unknown>) => call(w.app, 'POST', '/wallet/client/create-client-account', p.token, body);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...bank, bank_id: undefined }, M.bankRequired],
      [{ ...bank, ifsc_code: '' }, M.ifscRequired],
      [{ ...bank, ifsc_code: 'SBIN00012' }, M.ifscFormat],
      [{ ...bank, account_number: '' }, M.accountNumberRequired],
      [{ ...bank, account_number: '12345678' }, M.accountNumberFormat],
      [{ ...bank, account_holder_name: '' }, M.holderRequired],
      [{ ...bank, account_holder_name: 'Al' }, M.holderLength],
      [{ ...bank, account_holder_name: 'Asha R4o' }, M.holderFormat],
      [{ ...bank, transaction_password: '' }, M.withdrawPasswordRequired],
      [{ ...bank, transaction_password: '   ' }, M.withdrawPasswordRequired],
      [{ ...bank, transaction_password: 'A'.repeat(21) }, M.withdrawPasswordMax],
      [{ ...bank, payment_method: 'cash' }, M.paymentMethod],
      [{ payment_method: 'upi', method_id: upiMethod, account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD }, M.upiOrQr],
      [{ payment_method: 'upi', method_id: upiMethod, upi_id: 'a@b', account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD }, M.upiLength],
      [{ payment_method: 'upi', method_id: upiMethod, upi_id: 'asha.rao', account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD }, M.upiFormat],
      [{ payment_method: 'wallet', method_id: walletMethod, account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD }, M.walletIdRequired],
      [{ payment_method: 'wallet', method_id: walletMethod, crypto_wallet_id: 'short', account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD }, M.walletIdFormat],
    ];
    for (const [body, message] of cases) {
      const res = await create(alice, body);
      expect([message, res.statusCode, res.json().errors]).toEqual([message, 422, message]);
    }
    const unset = await create(carol, bank);
    expect([unset.statusCode, unset.json().errors]).toEqual([400, M.withdrawPasswordNotSet]);
    const wrong = await create(alice, { ...bank, transaction_password: 'Wrong@1234' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, M.withdrawPasswordWrong]);

    const spaced = await create(alice, { ...bank, transaction_password: ` ${WITHDRAW_PASSWORD.slice(0, 4)} ${WITHDRAW_PASSWORD.slice(4)}` });
    expect([spaced.statusCode, spaced.json().message]).toEqual([200, 'Account added successfully']);
    const qr = await uploadImage(w, alice, 'qr-code');
    const upi = await create(alice, { payment_method: 'upi', method_id: upiMethod, upi_id: 'asharao@okaxis', qr_code: qr, account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD });
    expect(upi.statusCode).toBe(200);
    const qrOnly = await create(alice, { payment_method: 'upi', method_id: upiMethod, qr_code: await uploadImage(w, alice, 'qr-code'), account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD });
    expect(qrOnly.statusCode).toBe(200);
    const foreignQr = await create(alice, { payment_method: 'upi', method_id: upiMethod, qr_code: 'https://evil.example/qr.png', account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD });
    expect([foreignQr.statusCode, foreignQr.json().errors]).toEqual([400, 'Please upload the QR code through this site']);
    await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${qrOnly.json().data.client_account_id}`, alice.token);
    const wallet = await create(alice, { payment_method: 'wallet', method_id: walletMethod, crypto_wallet_id: 'TRX_wallet-01', crypto_type: 'USDT', account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD });
    expect(wallet.statusCode).toBe(200);
    expect((await create(alice, bank)).json().errors).toBe('This account is already saved');

    const list = await call(w.app, 'GET', '/wallet/client/client-account', alice.token);
    const accounts = list.json().data.account_list as Record<string, unknown>[];
    expect(list.json().data.is_bank_only).toBe(false);
    expect(accounts.map((a) => a.payment_method)).toEqual(['wallet', 'upi', 'bank']);
    expect(accounts[2]).toMatchObject({ bank_id: 1, bank_name: 'State Bank of India', ifsc_code: 'SBIN0001234', account_number: '1234567890', account_holder_name: 'Asha Rao', payment_type_name: 'Bank', method_name: 'Bank Account' });
    expect(accounts[1]).toMatchObject({ upi_id: 'asharao@okaxis', qr_code: qr });
    expect(accounts[0]).toMatchObject({ crypto_wallet_id: 'TRX_wallet-01' });

    const id = accounts[0]!.client_account_id;
    expect((await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${id}`, bob.token)).statusCode).toBe(404);
    const del = await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${id}`, alice.token);
    expect([del.statusCode, del.json().message]).toEqual([200, 'Account deleted successfully']);
    expect((await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${id}`, alice.token)).statusCode).toBe(404);
    expect((await call(w.app, 'GET', '/wallet/client/client-account', alice.token)).json().data.account_list).toHaveLength(2);
  });

  test('withdraw: min, available balance, own account, cash moves to the hold at once, cancel returns it, replay changes nothing', async () => {
    const dave = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
    const account = await addBankAccount(w, dave, '555566667777');
    const expectError = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await withdraw(dave, body);
      expect([res.statusCode, res.json().errors]).toEqual([status, message]);
    };
    await expectError({ client_account_index: account, type: 'client_withdrawal' }, 422, M.withdrawAmountRequired);
    await expectError({ amount: '12.5', client_account_index: account, type: 'client_withdrawal' }, 422, M.withdrawAmountFormat);
    await expectError({ amount: 99, client_account_index: account, type: 'client_withdrawal' }, 400, 'Please enter amount greater than equal to 100');
    await expectError({ amount: 1001, client_account_index: account, type: 'client_withdrawal' }, 400, M.insufficientBalance);
    const bobAccount = await addBankAccount(w, bob, '888899990000');
    await expectError({ amount: 100, client_account_index: bobAccount, type: 'client_withdrawal' }, 404, 'Withdrawal account not found');

    const headers = { 'idempotency-key': 'wd-1' };
    const ok = await withdraw(dave, { amount: 600, client_account_index: account, type: 'client_withdrawal' }, headers);
    expect([ok.statusCode, ok.json().message]).toEqual([200, 'Withdrawal request submitted successfully']);
    expect(await balances(w, dave)).toMatchObject({ cash: 40000n, withdrawal_hold: 60000n });
    const replay = await withdraw(dave, { amount: 600, client_account_index: account, type: 'client_withdrawal' }, headers);
    expect(replay.json()).toEqual(ok.json());
    expect(await balances(w, dave)).toMatchObject({ cash: 40000n, withdrawal_hold: 60000n });
    await expectError({ amount: 500, client_account_index: account, type: 'client_withdrawal' }, 400, M.insufficientBalance);

    const id = ok.json().data.c_a_tid;
    const row = (await w.testDb.db.query<{ withdrawal_before_wagering: boolean }>('SELECT withdrawal_before_wagering FROM wallet_transactions WHERE id = $1', [id])).rows[0]!;
    expect(row.withdrawal_before_wagering).toBe(false); // no deposit yet: nothing to wager
    expect((await call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${id}`, bob.token)).statusCode).toBe(404);
    expect((await call(w.app, 'PATCH', `/wallet/client/cancel-transaction-request/${id}`, dave.token)).statusCode).toBe(200);
    expect(await balances(w, dave)).toMatchObject({ cash: 100000n, withdrawal_hold: 0n });
  });

  test('available balance is the free cash: a bet\'s exposure already left it, and is not taken off twice (issue 26 finding 1)', async () => {
    const erin = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
    const account = await addBankAccount(w, erin, '121212121212');
    // A bet moves its liability from cash to exposure: ₹400 held leaves ₹600 of cash, all of it withdrawable.
    await w.testDb.db.tx(async (q) => {
      const { playerAccounts, post } = await import('../src/ledger');
      const acc = await playerAccounts(q, erin.userId);
      await post(q, { kind: 'bet_exposure', lines: [{ accountId: acc.cash, amount: -40000n }, { accountId: acc.exposure, amount: 40000n }] });
    });
    expect((await withdraw(erin, { amount: 601, client_account_index: account, type: 'client_withdrawal' })).json().errors).toBe(M.insufficientBalance);
    expect((await withdraw(erin, { amount: 600, client_account_index: account, type: 'client_withdrawal' })).statusCode).toBe(200);
  });

  test('the same payout account saved by two players flags both; only the second copy waits for review (issue 11 point 9)', async () => {
    const f = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const g = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const fa = await addBankAccount(w, f, '000987654321', 'icic0000999');
    const ga = await addBankAccount(w, g, '987654321', 'ICIC0000999'); // same account: case and leading zeros differ
    expect((await withdraw(f, { amount: 100, client_account_index: fa, type: 'client_withdrawal' })).statusCode).toBe(200);
    const res = await withdraw(g, { amount: 100, client_account_index: ga, type: 'client_withdrawal' });
    expect([res.statusCode, res.json().errors]).toEqual([400, PAYOUT_LINK_MESSAGES.underReview]);
    // Deleting the shared account does not undo the link; the player's other accounts are not blocked.
    await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${ga}`, g.token);
    expect((await w.testDb.db.query(`SELECT 1 FROM payout_account_links WHERE second_account_id = $1 AND status = 'flagged'`, [ga])).rowCount).toBe(1);
    const other = await addBankAccount(w, g, '444455556666');
    expect((await withdraw(g, { amount: 100, client_account_index: other, type: 'client_withdrawal' })).statusCode).toBe(200);
  });

  test('a withdrawal before the deposits are wagered is flagged, not refused', async () => {
    const h = await newPlayer(w, { withdrawPassword: true });
    const slip = await uploadImage(w, h);
    const dep = await deposit(h, { amount: 1000, transaction_id: nextUtr(), transaction_image_url: slip, account_index: await masterAccountId(w, 'bank'), type: 'client_deposit' });
    const { creditDeposit } = await import('../src/wallet/postings');
    await w.testDb.db.tx(async (q) => {
      await creditDeposit(q, { userId: h.userId, requestId: String(dep.json().data.c_a_tid), amountPaise: 100000n });
      await q.query(`UPDATE wallet_transactions SET status = 'approve_completed', approved_amount = amount WHERE id = $1`, [dep.json().data.c_a_tid]);
    });
    const account = await addBankAccount(w, h, '343434343434');
    const res = await withdraw(h, { amount: 500, client_account_index: account, type: 'client_withdrawal' });
    expect(res.statusCode).toBe(200);
    const row = (await w.testDb.db.query<{ f: boolean }>('SELECT withdrawal_before_wagering AS f FROM wallet_transactions WHERE id = $1', [res.json().data.c_a_tid])).rows[0]!;
    expect(row.f).toBe(true);
  });

  test('withdrawal password: send-otp masks the phone, verify-otp messages, update-txn-password', async () => {
    const p = await newPlayer(w);
    const sent = await call(w.app, 'POST', '/wallet/client/transaction-password/send-otp', p.token);
    expect(sent.json().data.phone).toBe(`******${p.mobile.slice(-4)}`);
    const verify = (body: Record<string, unknown>) => call(w.app, 'POST', '/wallet/client/transaction-password/verify-otp', p.token, body);
    const code = w.otp.last(p.mobile)!;
    const cases: [Record<string, unknown>, string][] = [
      [{ password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD }, M.otpRequired],
      [{ otp: '12345', password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD }, M.otpFormat],
      [{ otp: code, confirm_password: WITHDRAW_PASSWORD }, M.withdrawPasswordRequired],
      [{ otp: code, password: 'weakpass', confirm_password: 'weakpass' }, M.withdrawPasswordStrength],
      [{ otp: code, password: WITHDRAW_PASSWORD, confirm_password: 'Other@1234' }, M.passwordMismatch],
    ];
    for (const [body, message] of cases) expect((await verify(body)).json().errors).toBe(message);
    const wrongCode = await verify({ otp: code === '000000' ? '111111' : '000000', password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD });
    expect([wrongCode.statusCode, wrongCode.json().errors]).toEqual([400, 'Invalid OTP']);
    expect((await verify({ otp: code, password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD })).statusCode).toBe(200);

    const update = (body: Record<string, unknown>) => call(w.app, 'POST', '/wallet/client/update-txn-password', p.token, body);
    expect((await update({ current_password: WITHDRAW_PASSWORD, confirm_password: 'x' })).json().errors).toBe(M.newWithdrawPasswordRequired);
    expect((await update({ current_password: WITHDRAW_PASSWORD, new_password: 'New@12345', confirm_password: 'New@12346' })).json().errors).toBe(M.newWithdrawPasswordMismatch);
    expect((await update({ current_password: 'Wrong@1234', new_password: 'New@12345', confirm_password: 'New@12345' })).json().errors).toBe('Current withdraw password is incorrect');
    expect((await update({ current_password: WITHDRAW_PASSWORD, new_password: 'New@12345', confirm_password: 'New@12345' })).statusCode).toBe(200);
    await fund(w, p, 10);
    const created = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, {
      payment_method: 'bank', method_id: await payoutMethodId(w, 'bank'), bank_id: 3, ifsc_code: 'ICIC0001111', account_number: '676767676767', account_holder_name: 'New Person', transaction_password: 'New@12345',
    });
    expect(created.statusCode).toBe(200);
  });

  test('payment gateway: hosted page, signed callback credits once, replay and forgery change nothing', async () => {
    const p = await newPlayer(w);
    const gw = await masterAccountId(w, 'payment_gateway');
    expect((await call(w.app, 'GET', `/wallet/client/payment-url?amount=250&master_account_id=${await masterAccountId(w, 'bank')}`, p.token)).statusCode).toBe(400);
    const res = await call(w.app, 'GET', `/wallet/client/payment-url?amount=250&master_account_id=${gw}`, p.token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    expect(url.pathname).toMatch(/^\/wallet\/gateway\/sandbox\/[A-Za-z0-9_-]{32}$/);
    const page = await w.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve payment');
    const sessionId = url.pathname.split('/').pop()!;

    const forged = await call(w.app, 'POST', '/wallet/gateway/callback', undefined, { session_id: sessionId, status: 'approved', amount: '25000', signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    expect((await balances(w, p)).cash).toBe(0n);

    const approve = await w.app.inject({ method: 'POST', url: `${url.pathname}/approved`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(approve.statusCode).toBe(200);
    expect(approve.body).toContain('Payment approved');
    expect((await balances(w, p)).cash).toBe(25000n);
    const history = (await call(w.app, 'GET', '/wallet/client/client-account-transaction', p.token)).json().data;
    expect(history[0]).toMatchObject({ status: 'approve_completed', amount: 250, approved_amount: 250, method_name: 'Pay Online' });
    const events = await w.testDb.db.query('SELECT from_status, to_status, actor FROM wallet_transaction_events WHERE transaction_id = $1', [history[0].c_a_tid]);
    expect(events.rows).toEqual([{ from_status: 'pending', to_status: 'approve_completed', actor: 'gateway' }]);
    // The gateway's approval is told like an operator's (account events): the player's inbox hears it once.
    const inbox = await w.testDb.db.query<{ kind: string; dedupe_key: string }>("SELECT kind, dedupe_key FROM notifications WHERE user_id = $1 AND kind = 'deposit'", [p.userId]);
    expect(inbox.rows).toEqual([{ kind: 'deposit', dedupe_key: `deposit:${history[0].c_a_tid}:approved` }]);

    const { SandboxGateway } = await import('../src/wallet/gateway/sandbox');
    // The secret is sealed at rest (issue 11 point 14): opened with the app's secrets key.
    const secret = (await readSealedSecret(w.testDb.db, w.app.deps.secretBox, 'gateway_sandbox'))!;
    const signed = new SandboxGateway(secret).callbackBody(sessionId, 'approved', 25000n);
    const replay = await call(w.app, 'POST', '/wallet/gateway/callback', undefined, signed);
    expect([replay.statusCode, replay.json().data.changed]).toEqual([200, false]);
    const replayDecline = await w.app.inject({ method: 'POST', url: `${url.pathname}/declined` });
    expect(replayDecline.body).toContain('Payment already processed');
    expect((await balances(w, p)).cash).toBe(25000n);
    expect((await w.testDb.db.query("SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'deposit'", [p.userId])).rows).toHaveLength(1);
  });
});
