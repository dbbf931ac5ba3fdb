import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/auth/passwords';
import { UPLOAD_CLAIM_MESSAGES as C } from '../src/wallet/uploads/claim';
import { MAX_OPEN_UPLOADS, UPLOAD_SLOT_MESSAGES } from '../src/wallet/uploads/uploads';
import { opsCall, opsLogin } from './ops-fixtures';
import { dbKinds } from './test-db';
import { call, masterAccountId, newPlayer, payoutMethodId, PNG_BYTES, type Player, startWalletApp, uploadImage, type WalletApp, WITHDRAW_PASSWORD } from './wallet-helpers';

/**
 * Issue 11 point 11 against the real server (local upload driver): an image URL a client sends must be the URL the
 * upload endpoint handed out, for that player (or operator), unused; each refusal is clear and changes nothing.
 */
describe.each(dbKinds())('upload URLs on %s', (kind) => {
  let w: WalletApp;
  let admin: string;
  let utr = 700_000_000_000;
  beforeAll(async () => {
    w = await startWalletApp(kind);
    await w.testDb.db.query(`INSERT INTO operators (username, password_hash, role) VALUES ('admin', $1, 'admin')`, [await hashPassword('Admin@1234')]);
    admin = await opsLogin(w.app, 'admin');
  }, 60_000);
  afterAll(() => w.close());

  const db = () => w.testDb.db;
  const deposit = async (p: Player, slip: string) =>
    call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, {
      amount: 500, transaction_id: String(++utr), transaction_image_url: slip, account_index: await masterAccountId(w, 'bank'), type: 'client_deposit',
    });
  /** Everything a refused request could have changed. */
  const state = async () => ({
    requests: (await db().query('SELECT id, image_urls FROM wallet_transactions ORDER BY id')).rows,
    uploads: (await db().query('SELECT id, used_at, uploaded_at FROM uploads ORDER BY id')).rows,
    accounts: (await db().query('SELECT id, qr_code, deleted_at FROM client_accounts ORDER BY id')).rows,
    masters: (await db().query('SELECT id, qr_code FROM master_accounts ORDER BY id')).rows,
  });
  const refused = async (res: Promise<{ statusCode: number; json(): { errors?: string; message?: string } }>, status: number, message: string) => {
    const before = await state();
    const r = await res;
    expect([r.statusCode, r.json().errors ?? r.json().message]).toEqual([status, message]);
    expect(await state()).toEqual(before);
  };
  const signedUrl = (p: Player, type = 'payment-slip') =>
    call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', p.token, { file_type: 'image/png', file_size: 1, file_name: 'slip.png', type });

  test('a deposit slip must be our own upload for this player, unused: external URLs, path tricks, other players and reuse are refused', async () => {
    const p = await newPlayer(w);
    const other = await newPlayer(w);
    const slip = await uploadImage(w, p);
    const key = new URL(slip).pathname.replace('/wallet/uploads/', '');
    const [, name] = key.split('/');
    for (const bad of [
      'https://evil.example/x.png',
      `https://evil.example/wallet/uploads/${key}`,
      `${slip}?download=1`,
      `${slip}#x`,
      `http://user@localhost/wallet/uploads/${key}`,
      `http://localhost/wallet/uploads/qr-code/../${key}`,
      `http://localhost/wallet/uploads/payment-slip/%2e%2e/${key}`,
      `http://localhost/wallet/uploads/payment-slip\\${name}`,
      `/wallet/uploads/payment-slip/../${key}`,
      `/wallet/uploads/${key}/`,
      `file:///wallet/uploads/${key}`,
      'javascript:alert(1)',
    ]) {
      await refused(deposit(p, bad), 400, M.slipNotOurs);
    }
    // Another player's slip, and a QR upload offered as a slip.
    await refused(deposit(other, slip), 400, M.slipNotOurs);
    await refused(deposit(p, await uploadImage(w, p, 'qr-code')), 400, M.slipNotOurs);
    // A slot whose file never arrived.
    const pending = (await signedUrl(p)).json().data.file_url as string;
    await refused(deposit(p, pending), 400, C.notUploaded);

    const ok = await deposit(p, slip);
    expect(ok.statusCode).toBe(200);
    const stored = await db().query<{ image_urls: string }>('SELECT image_urls FROM wallet_transactions WHERE id = $1', [ok.json().data.c_a_tid]);
    expect(stored.rows[0]!.image_urls).toBe(slip);
    expect((await db().query('SELECT used_at FROM uploads WHERE object_key = $1', [key])).rows[0]!.used_at).not.toBeNull();
    // Used once: a second request with the same slip is refused and records nothing.
    await refused(deposit(p, slip), 400, C.used);
    await refused(deposit(p, `/wallet/uploads/${key}`), 400, C.used);

    // An upload left unused past its claim window is refused as expired.
    const late = await uploadImage(w, p);
    await db().query(`UPDATE uploads SET created_at = created_at - interval '31 minutes' WHERE public_url = $1`, [late]);
    await refused(deposit(p, late), 400, C.expired);
  });

  test(`a player holds at most ${MAX_OPEN_UPLOADS} unused upload slots: parallel requests cannot race past; using or expiring one frees a slot`, async () => {
    const p = await newPlayer(w);
    const answers = await Promise.all(Array.from({ length: 12 }, () => signedUrl(p)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX_OPEN_UPLOADS);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect([r.statusCode, r.json().errors]).toEqual([429, UPLOAD_SLOT_MESSAGES.tooMany]);
    const rows = async () => (await db().query<{ n: string }>('SELECT count(*)::text AS n FROM uploads WHERE user_id = $1', [p.userId])).rows[0]!.n;
    expect(await rows()).toBe(String(MAX_OPEN_UPLOADS));
    await refused(signedUrl(p), 429, UPLOAD_SLOT_MESSAGES.tooMany);

    // Use one: upload to a slot, then file a deposit with it. The next request gets a slot.
    const first = new URL(answers.find((r) => r.statusCode === 200)!.json().data.url as string);
    const put = await w.app.inject({ method: 'PUT', url: first.pathname + first.search, payload: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(200);
    expect((await deposit(p, `${first.origin}${first.pathname}`)).statusCode).toBe(200);
    expect((await signedUrl(p)).statusCode).toBe(200);
    await refused(signedUrl(p), 429, UPLOAD_SLOT_MESSAGES.tooMany);
    // Expired slots stop counting.
    await db().query(`UPDATE uploads SET created_at = created_at - interval '31 minutes' WHERE user_id = $1`, [p.userId]);
    expect((await signedUrl(p)).statusCode).toBe(200);
  });

  test("a payout account QR must be the player's own unused QR upload", async () => {
    const p = await newPlayer(w, { withdrawPassword: true });
    const other = await newPlayer(w, { withdrawPassword: true });
    const upi = await payoutMethodId(w, 'upi');
    const save = (who: Player, qr: string, id: string) =>
      call(w.app, 'POST', '/wallet/client/create-client-account', who.token, {
        payment_method: 'upi', method_id: upi, upi_id: id, qr_code: qr, account_holder_name: 'Asha Rao', transaction_password: WITHDRAW_PASSWORD,
      });
    const qr = await uploadImage(w, p, 'qr-code');
    await refused(save(p, 'https://evil.example/qr.png', 'asha1@okbank'), 400, C.notOurs['qr-code']);
    await refused(save(other, qr, 'asha2@okbank'), 400, C.notOurs['qr-code']);
    await refused(save(p, await uploadImage(w, p), 'asha3@okbank'), 400, C.notOurs['qr-code']);
    const ok = await save(p, qr, 'asha4@okbank');
    expect(ok.statusCode).toBe(200);
    await refused(save(p, qr, 'asha5@okbank'), 400, C.used);
  });

  test("a master account QR must be the operator's own unused QR upload", async () => {
    const upi = (await opsCall(w.app, admin, 'POST', '/ops/config/payment-methods', { method_name: `qrtest_${kind}`, name: 'QR test', method_type: 'upi' })).json().data;
    const add = (qr: string) => opsCall(w.app, admin, 'POST', '/ops/config/master-accounts', { method_id: upi.id, account_holder_name: 'Khel Pvt Ltd', upi_id: 'khel@upi', qr_code: qr });
    const p = await newPlayer(w);
    await refused(add('https://cdn.example/qr.png'), 400, C.notOurs['qr-code']);
    await refused(add(await uploadImage(w, p, 'qr-code')), 400, C.notOurs['qr-code']);

    const signed = await opsCall(w.app, admin, 'POST', '/ops/uploads/signed-url', { file_type: 'image/png', file_size: 1, file_name: 'qr.png', type: 'qr-code' });
    expect(signed.json().data).toMatchObject({ method: 'PUT', file_url: expect.stringMatching(/\/wallet\/uploads\/qr-code\/[A-Za-z0-9_-]{32}\.png$/) });
    await refused(add(signed.json().data.file_url), 400, C.notUploaded);
    const url = new URL(signed.json().data.url as string);
    expect((await w.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: PNG_BYTES, headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);
    const ok = await add(signed.json().data.file_url);
    expect([ok.statusCode, ok.json().data.qr_code]).toEqual([200, signed.json().data.file_url]);
    await refused(add(signed.json().data.file_url), 400, C.used);
  });

  test(`an operator also holds at most ${MAX_OPEN_UPLOADS} unused QR upload slots`, async () => {
    await db().query(`INSERT INTO operators (username, password_hash, role) VALUES ('qradmin', $1, 'admin')`, [await hashPassword('QrAdmin@1234')]);
    const res = await w.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'qradmin', password: 'QrAdmin@1234' } });
    const token = res.json().data.token as string;
    const ask = () => opsCall(w.app, token, 'POST', '/ops/uploads/signed-url', { file_type: 'image/png', file_size: 1, file_name: 'qr.png', type: 'qr-code' });
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_UPLOADS + 3 }, ask));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(MAX_OPEN_UPLOADS).fill(200), 429, 429, 429]);
    await refused(ask(), 429, UPLOAD_SLOT_MESSAGES.tooMany);
  });
});

/** The S3 driver on the real server: the signed-URL answer is a POST form whose policy carries the size limit; reads redirect to signed GETs. */
describe('upload URLs with KHEL_UPLOAD_DRIVER=s3', () => {
  const env = { KHEL_UPLOAD_DRIVER: 's3', KHEL_S3_BUCKET: 'khel-test', KHEL_S3_REGION: 'ap-south-1', KHEL_S3_ACCESS_KEY_ID: 'AKIDTEST', KHEL_S3_SECRET_ACCESS_KEY: 'secret' };
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp('pglite', { config: { uploads: loadConfig(env).uploads } });
  }, 60_000);
  afterAll(async () => {
    await w.close();
  });

  test('private objects: POST policy with content-length-range and no ACL; the site path answers 404 until checked, then a signed GET', async () => {
    const p = await newPlayer(w);
    const res = await call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', p.token, { file_type: 'image/png', file_size: 1, file_name: 'slip.png', type: 'payment-slip' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { method: string; url: string; fields: Record<string, string>; file_url: string };
    expect([data.method, data.url]).toEqual(['POST', 'https://khel-test.s3.ap-south-1.amazonaws.com/']);
    const policy = JSON.parse(Buffer.from(data.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5_242_880]);
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/png' });
    expect(JSON.stringify(policy)).not.toMatch(/acl/);
    const key = data.fields.key!;
    expect(data.file_url).toBe(`https://khel-test.s3.ap-south-1.amazonaws.com/${key}`);

    expect((await w.app.inject({ method: 'GET', url: `/wallet/uploads/${key}` })).statusCode).toBe(404);
    await w.testDb.db.query('UPDATE uploads SET uploaded_at = now(), size = 100 WHERE object_key = $1', [key]);
    const read = await w.app.inject({ method: 'GET', url: `/wallet/uploads/${key}` });
    expect(read.statusCode).toBe(302);
    const signed = new URL(read.headers.location as string);
    expect([signed.host, signed.pathname, signed.searchParams.get('X-Amz-Expires')]).toEqual(['khel-test.s3.ap-south-1.amazonaws.com', `/${key}`, '300']);
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(read.headers['cache-control']).toBe('private, no-store');
    // The bucket URL of another key, or a path trick on the bucket host, is not ours.
    const other = await call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, {
      amount: 500, transaction_id: '123456789012', transaction_image_url: data.file_url.replace(/\.png$/, 'x.png'), account_index: await masterAccountId(w, 'bank'), type: 'client_deposit',
    });
    expect([other.statusCode, other.json().errors]).toEqual([400, M.slipNotOurs]);
    expect((await w.testDb.db.query('SELECT 1 FROM wallet_transactions')).rowCount).toBe(0);
  });
});
