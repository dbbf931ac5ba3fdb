// Issue 17's findings one by one, each sent as the attacker sent it, on each database kind.
jest.setTimeout(120_000);

import { dbKinds } from './test-db';
import { startFuzzWorld, type FuzzWorld } from './fuzz/world';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(dbKinds())('input rules on %s', (kind) => {
  let w: FuzzWorld;
  beforeAll(async () => {
    w = await startFuzzWorld(kind);
  }, 90_000);
  afterAll(() => w.t.close());

  /** Sends as the right user (/ops as the admin, the rest as the player); asserts a 4xx with `message` and no money row changed. */
  async function refused(method: Method, url: string, payload: unknown, status: number, message: string | RegExp, raw = false) {
    const before = await w.snapshot();
    const token = url.startsWith('/ops') ? w.tokens.operator : w.tokens.player;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await w.app.inject({ method, url, headers, payload: payload === undefined ? undefined : raw ? (payload as string) : JSON.stringify(payload) });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message: expect.stringMatching(message) });
    expect(await w.snapshot()).toBe(before);
    return res;
  }
  const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

  test('a NUL byte in any text the server stores is a 422 naming the field (it was a 500 on PostgreSQL)', async () => {
    const NUL = '\u0000';
    await refused('POST', '/wallet/client/client-account-transaction', { amount: 500, transaction_id: '123456789012', transaction_image_url: '/x.png', account_index: 1, type: 'client_deposit', client_created_date: `2026-01-01${NUL}` }, 422, exact('client_created_date must not contain a NUL character'));
    await refused('POST', '/ops/auth/login', { username: `admin${NUL}`, password: 'x' }, 422, exact('username must not contain a NUL character'));
    await refused('POST', '/ops/config/payment-methods', { method_name: `m${NUL}`, name: 'M', method_type: 'bank' }, 422, exact('method_name must not contain a NUL character'));
    await refused('PATCH', `/ops/config/payment-methods/${w.ids.method}`, { name: `UPI${NUL}` }, 422, exact('name must not contain a NUL character'));
    await refused('POST', '/ops/config/master-accounts', { method_id: Number(w.ids.method), account_holder_name: `Ravi${NUL}`, upi_id: 'ravi@upi' }, 422, exact('account_holder_name must not contain a NUL character'));
    await refused('POST', '/ops/config/master-accounts', { method_id: Number(w.ids.method), account_holder_name: 'Ravi Kumar', upi_id: `ravi@upi${NUL}` }, 422, exact('upi_id must not contain a NUL character'));
    await refused('PUT', '/ops/config/site', { announcement: `Hello${NUL}` }, 422, exact('announcement must not contain a NUL character'));
    await refused('PUT', '/ops/config/wallet', { rules: { deposit: { en: [{ description: `<p>x${NUL}</p>` }] } } }, 422, exact('rules.deposit.en[0].description must not contain a NUL character'));
    await refused('POST', '/notification/subscribe', { deviceData: { endpoint: `https://push.example.com/${NUL}`, keys: { p256dh: 'a', auth: 'b' } }, domainName: 'localhost' }, 422, exact('deviceData.endpoint must not contain a NUL character'));
  });

  test('path and query parameters: NUL and lone surrogates are a 422 naming the parameter', async () => {
    await refused('GET', '/ops/players/100%00', undefined, 422, exact('id must not contain a NUL character'));
    await refused('POST', `/ops/players/${w.ids.player}%00/block`, undefined, 422, exact('id must not contain a NUL character'));
    await refused('GET', '/ops/requests?status=%00', undefined, 422, exact('status must not contain a NUL character'));
    await refused('GET', '/site/settings?domain=local%00host', undefined, 422, exact('domain must not contain a NUL character'));
    await refused('GET', '/ops/audit?action=%00', undefined, 422, exact('action must not contain a NUL character'));
    // A key given twice parses as a list: no route reads one, so it is refused before any route converts it.
    await refused('GET', '/wallet/client/accounts-master-list?amount=100&amount=200', undefined, 422, exact('amount must be given once'));
    await refused('GET', '/ops/requests?status=pending&status=hold', undefined, 422, exact('status must be given once'));
    // A key can carry it too.
    await refused('GET', '/ops/requests?sta%00tus=1', undefined, 422, exact('A field name in The query must not contain a NUL character'));
  });

  test('a lone surrogate (text that is not well-formed UTF-16) is a 422 naming the field', async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
    await refused('PUT', '/ops/config/site', { announcement: 'Hi \ud800 there' }, 422, exact('announcement contains a broken character (an unpaired surrogate)'));
    await refused('POST', '/user/auth/login', { type: 2, user_id: 'abcdef\udc00', password: 'x' }, 422, exact('user_id contains a broken character (an unpaired surrogate)'));
  });

  test('bidirectional controls are refused in names and payment ids, by the same rule for player and operator', async () => {
    // The operator's master account: the player's UPI and holder-name rules.
    await refused('POST', '/ops/config/master-accounts', { method_id: Number(w.ids.method), account_holder_name: 'Ravi Kumar', upi_id: 'ravi\u202e@upi' }, 422, exact('Must be in the format of name@bank.'));
    await refused('POST', '/ops/config/master-accounts', { method_id: Number(w.ids.method), account_holder_name: 'Ravi\u2066 Kumar', upi_id: 'ravi@upi' }, 422, exact('Must contain only alphabets, spaces, dots, or hyphens.'));
    await refused('POST', '/ops/config/payment-methods', { method_name: 'm1', name: 'Pay \u202eIPU', method_type: 'bank' }, 422, exact('name must not contain text-direction control characters'));
    await refused('POST', '/ops/config/master-accounts', { method_id: Number(w.ids.method), account_holder_name: 'Ravi Kumar', upi_id: 'ravi@upi', crypto_wallet_id: 'T\u200fX1' }, 422, exact('crypto_wallet_id must not contain text-direction control characters'));
    // The player's side: a user ID and a wallet-type UTR.
    await refused('POST', '/user/auth/login', { type: 2, user_id: 'abc\u202edef', password: 'x' }, 422, exact('User ID must not contain text-direction control characters'));
    // The same player rule refuses the same value in the player's own payout account.
    await refused('POST', '/wallet/client/create-client-account', { payment_method: 'upi', method_id: Number(w.ids.method), account_holder_name: 'Ravi Kumar', upi_id: 'ravi\u202e@upi', transaction_password: 'x' }, 422, exact('Must be in the format of name@bank.'));
  });

  test('a list, an object or true/false where a scalar belongs is refused before any conversion', async () => {
    const withdraw = { client_account_index: Number(w.ids.clientAccount), type: 'client_withdrawal' };
    for (const amount of [[100], ['100'], { value: 100 }, true]) {
      await refused('POST', '/user/api/get-id/wallet-withdraw', { ...withdraw, amount }, 422, exact('amount must be text or a number'));
    }
    await refused('POST', '/user/api/get-id/wallet-withdraw', { ...withdraw, amount: 100, client_account_index: [Number(w.ids.clientAccount)] }, 422, exact('client_account_index must be text or a number'));
    await refused('POST', '/user/auth/login', { type: [1], mobile: '9876543210', password: 'x' }, 422, exact('type must be text or a number'));
    await refused('POST', '/wallet/client/client-account-transaction', { amount: 500, transaction_id: ['123456789012'], transaction_image_url: '/x.png', account_index: 1, type: 'client_deposit' }, 422, exact('transaction_id must be text or a number'));
    await refused('POST', '/wallet/client/client-account-transaction', { amount: 500, transaction_id: '123456789012', transaction_image_url: '/x.png', account_index: 1, type: 'client_deposit', has_edited_utr: 'yes' }, 422, exact('has_edited_utr must be true or false'));
  });

  test('master accounts take the player\'s UPI id, holder-name, account-number and IFSC rules', async () => {
    const add = (fields: Record<string, unknown>) => ({ method_id: Number(w.ids.method), account_holder_name: 'Ravi Kumar', ...fields });
    for (const upi of ['-100', 'NaN', '😀😀😀@upi', 'ravi@', '@upi', ' ravi@upi']) {
      await refused('POST', '/ops/config/master-accounts', add({ upi_id: upi }), 422, /^(UPI ID must be 5 to 50 characters\.|Must be in the format of name@bank\.)$/);
    }
    await refused('POST', '/ops/config/master-accounts', add({ account_holder_name: 'Al', upi_id: 'ravi@upi' }), 422, exact('Account holder name must be 3-100 characters.'));
    await refused('POST', '/ops/config/master-accounts', add({ account_holder_name: 'R4vi', upi_id: 'ravi@upi' }), 422, exact('Must contain only alphabets, spaces, dots, or hyphens.'));
    await refused('POST', '/ops/config/master-accounts', add({ account_holder_name: '', upi_id: 'ravi@upi' }), 422, exact('Account holder name is required'));
    await refused('PATCH', `/ops/config/master-accounts/${w.ids.master}`, { account_holder_name: '-100' }, 422, exact('Must contain only alphabets, spaces, dots, or hyphens.'));
    // A bank master account: the player's account-number and IFSC rules.
    const bank = (await w.t.testDb.db.query<{ id: string }>(`SELECT id::text AS id FROM payment_methods WHERE method_type = 'bank' ORDER BY id LIMIT 1`)).rows[0]!.id;
    const addBank = (fields: Record<string, unknown>) => ({ method_id: Number(bank), account_holder_name: 'Khel Gaming', account_number: '123456789012', ifsc_code: 'HDFC0001234', ...fields });
    await refused('POST', '/ops/config/master-accounts', addBank({ account_number: '12345' }), 422, exact('Account number must be valid numeric value between 9 to 18 digits.'));
    await refused('POST', '/ops/config/master-accounts', addBank({ account_number: ' 123456789012' }), 422, exact('Account number must be valid numeric value between 9 to 18 digits.'));
    await refused('POST', '/ops/config/master-accounts', addBank({ ifsc_code: 'SBIN123' }), 422, exact('IFSC code should be 11 Alphanumeric Characters'));
    await refused('POST', '/ops/config/master-accounts', addBank({ ifsc_code: undefined }), 422, exact('IFSC code is required.'));
    // What the player's rule accepts, the operator's does too.
    const res = await w.app.inject({ method: 'POST', url: '/ops/config/master-accounts', headers: { authorization: `Bearer ${w.tokens.operator}` }, payload: add({ upi_id: 'ravikumar@okaxis' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ upi_id: 'ravikumar@okaxis', account_holder_name: 'Ravi Kumar' });
  });

  test('the operator\'s signed-URL call takes the player\'s rules: size, type and file name required, each a scalar', async () => {
    const good = { file_type: 'image/png', file_size: 10, file_name: 'qr.png', type: 'qr-code' };
    const M = 'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB';
    for (const missing of ['file_type', 'file_size', 'file_name'] as const) {
      const body: Record<string, unknown> = { ...good };
      delete body[missing];
      await refused('POST', '/ops/uploads/signed-url', body, 422, exact(M));
    }
    await refused('POST', '/ops/uploads/signed-url', { ...good, file_name: ['qr.png'] }, 422, exact('file_name must be text or a number'));
    await refused('POST', '/ops/uploads/signed-url', { ...good, type: 'payment-slip' }, 422, exact('type must be qr-code'));
  });

  test('approved_amount takes the deposit form\'s amount rule: " 100 " is refused as the deposit refuses it', async () => {
    const deposit = { transaction_id: '123456789012', transaction_image_url: '/x.png', account_index: Number(w.ids.master), type: 'client_deposit' };
    for (const amount of [' 100 ', '100 ', '1e2', '100.001', '-5', 'NaN', [100]]) {
      await refused('POST', '/wallet/client/client-account-transaction', { ...deposit, amount }, 422, /.+/);
      await refused('POST', `/ops/requests/${w.ids.request}/approve`, { approved_amount: amount }, 422, exact('Approved amount must be a number with at most 2 decimals'));
    }
    const { rows } = await w.t.testDb.db.query<{ status: string }>('SELECT status FROM wallet_transactions WHERE id = $1', [w.ids.request]);
    expect(rows[0]!.status).toBe('pending');
  });

  test('a multipart body without a boundary is a 400 with the route\'s message, not a 500', async () => {
    const before = await w.snapshot();
    const res = await w.app.inject({ method: 'POST', url: '/wallet/client/auto-utr', headers: { authorization: `Bearer ${w.tokens.player}`, 'content-type': 'multipart/form-data' }, payload: '%__defineS' });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: 'No image found for UTR auto-check.' });
    expect(await w.snapshot()).toBe(before);
  });

  test('prototype-pollution keys and deep nesting are refused with a message', async () => {
    await refused('POST', '/ops/config/master-accounts', '{"__proto__":{"role":"admin"},"method_id":1}', 400, /.+/, true);
    await refused('POST', '/user/api/get-id/wallet-withdraw', '{"constructor":{"prototype":{"x":1}},"amount":100}', 400, /.+/, true);
    await refused('PUT', '/ops/config/wallet', `{"rules":${'['.repeat(5000)}${']'.repeat(5000)}}`, 422, exact('Request body is nested too deeply'), true);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
