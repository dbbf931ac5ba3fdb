import { WALLET_MESSAGES } from '@khel/shared/validation';
import { startTestApp, type TestApp } from './app-harness';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

// The smallest valid PNG: signature, IHDR, IDAT, IEND.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Site configuration by an admin: wallet config (rules sanitised), payment methods, master accounts with QR, site settings. */
describe.each(dbKinds())('ops configuration on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let player: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
    const login = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: '9876543210', password: 'Player@123' } });
    player = login.json().data.token;
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;
  const audit = async (action: string) => (await db().query<{ operator_name: string; before: unknown; after: unknown }>('SELECT operator_name, before, after FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action])).rows[0];

  test('wallet configuration: ranges, stakes, rules per language sanitised on save, videos; players see it', async () => {
    const res = await opsCall(t.app, admin, 'PUT', '/ops/config/wallet', {
      deposit_range: { min: 300, max: 50000 },
      withdrawal_range: { min: 500, max: 25000.5 },
      stake_button: [100, 500, 1000],
      announcement: 'Deposits credited in 15 minutes',
      rules: {
        deposit: { en: [{ description: '<p onclick="steal()">Pay the <b>exact</b> amount<script>alert(1)</script></p>' }] },
        withdrawal: { hi: [{ description: '<a href="javascript:alert(1)">x</a><a href="https://khel.example/terms" target="_blank">terms</a><iframe src="https://evil"></iframe>' }] },
      },
      deposit_video: { en: 'https://videos.example/deposit.mp4' },
      withdrawal_video: { hi: '/assets/withdraw-hi.mp4' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      deposit_range: { min: 300, max: 50000 },
      withdrawal_range: { min: 500, max: 25000.5 },
      stake_button: [100, 500, 1000],
      announcement: 'Deposits credited in 15 minutes',
      rules: {
        deposit: { en: [{ description: '<p>Pay the <b>exact</b> amount</p>' }] },
        withdrawal: { hi: [{ description: '<a>x</a><a href="https://khel.example/terms" target="_blank" rel="noopener noreferrer">terms</a>' }] },
      },
      deposit_video: { en: 'https://videos.example/deposit.mp4' },
      withdrawal_video: { hi: '/assets/withdraw-hi.mp4' },
    });
    expect((await opsCall(t.app, admin, 'GET', '/ops/config/wallet')).json().data).toEqual(data);
    expect(await audit('config.wallet')).toMatchObject({ operator_name: 'admin', after: { deposit_range: { min: 300, max: 50000 } } });

    const client = await t.app.inject({ method: 'GET', url: '/wallet/client/config', headers: { authorization: `Bearer ${player}` } });
    expect(client.statusCode).toBe(200);
    expect(client.json().data).toMatchObject({
      deposit_range: { min: 300, max: 50000 },
      stake_button: [100, 500, 1000],
      rules: { deposit: { en: [{ description: '<p>Pay the <b>exact</b> amount</p>' }] } },
    });
  });

  test.each([
    [{ deposit_range: { min: 500, max: 100 } }, 'deposit_range.min cannot be more than deposit_range.max'],
    [{ withdrawal_range: { min: 0, max: 100 } }, 'withdrawal_range.min must be greater than 0'],
    [{ stake_button: [] }, 'stake_button must be a list of 1 to 12 amounts'],
    [{ stake_button: [10, 'x'] }, 'stake_button must be an amount in rupees with at most 2 decimals'],
    [{ rules: { deposit: { english: [] } } }, 'rules.deposit: "english" is not a language code'],
    [{ deposit_video: { en: 'javascript:alert(1)' } }, 'deposit_video.en must be an http(s) URL or a path on the site'],
    [{ request_expiry_minutes: 0 }, 'request_expiry_minutes must be a whole number from 1 to 43200'],
  ])('a wrong wallet configuration is refused with 422 and changes nothing (%j)', async (body, message) => {
    const before = (await opsCall(t.app, admin, 'GET', '/ops/config/wallet')).json().data;
    const res = await opsCall(t.app, admin, 'PUT', '/ops/config/wallet', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await opsCall(t.app, admin, 'GET', '/ops/config/wallet')).json().data).toEqual(before);
  });

  test('payment methods: add, a duplicate name is 409, disable and enable', async () => {
    const added = await opsCall(t.app, admin, 'POST', '/ops/config/payment-methods', { method_name: `phonepe_${kind}`, name: 'PhonePe', method_type: 'upi', bonus_percentage: 2.5 });
    expect(added.statusCode).toBe(200);
    const method = added.json().data;
    expect(method).toMatchObject({ method_name: `phonepe_${kind}`, name: 'PhonePe', method_type: 'upi', bonus_percentage: 2.5, is_active: true });
    const dup = await opsCall(t.app, admin, 'POST', '/ops/config/payment-methods', { method_name: `phonepe_${kind}`, name: 'Again', method_type: 'upi' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`A payment method named "phonepe_${kind}" already exists`);
    const badType = await opsCall(t.app, admin, 'POST', '/ops/config/payment-methods', { method_name: 'x', name: 'X', method_type: 'cash' });
    expect(badType.json().message).toBe('method_type must be one of bank, upi, wallet, crypto, social, payment_gateway');

    // The site's bonus_data follows the method's bonus, and the version moves so players re-fetch the settings.
    const bonusOf = async () => ((await t.app.inject({ method: 'GET', url: '/site/settings?domain=localhost' })).json().data.bonus_data as { methodIds: string; percentage: number }[]);
    const versionOf = async () => (await t.app.inject({ method: 'GET', url: '/site/version?domain=localhost' })).json().data.version as string;
    expect((await bonusOf()).find((b) => b.percentage === 2.5)?.methodIds).toContain(String(method.id));
    const versionBefore = await versionOf();
    await opsCall(t.app, admin, 'PATCH', `/ops/config/payment-methods/${method.id}`, { bonus_percentage: 0 });
    expect((await bonusOf()).some((b) => JSON.parse(b.methodIds).includes(method.id))).toBe(false);
    expect(await versionOf()).not.toBe(versionBefore);

    const off = await opsCall(t.app, admin, 'PATCH', `/ops/config/payment-methods/${method.id}`, { is_active: false });
    expect(off.json().data.is_active).toBe(false);
    const list = (await opsCall(t.app, admin, 'GET', '/ops/config/payment-methods')).json().data as { id: number; is_active: boolean }[];
    expect(list.find((m) => m.id === method.id)).toMatchObject({ is_active: false });
    expect(await audit('config.payment_method.update')).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect((await opsCall(t.app, admin, 'PATCH', '/ops/config/payment-methods/999999', { is_active: true })).statusCode).toBe(404);
  });

  test('master accounts: checked per method type, added with a QR uploaded through the signed URL, disabled', async () => {
    const bank = (await opsCall(t.app, admin, 'POST', '/ops/config/payment-methods', { method_name: `neft_${kind}`, name: 'Bank transfer', method_type: 'bank' })).json().data;
    const upi = (await opsCall(t.app, admin, 'POST', '/ops/config/payment-methods', { method_name: `gpay_${kind}`, name: 'GPay', method_type: 'upi' })).json().data;
    const badIfsc = await opsCall(t.app, admin, 'POST', '/ops/config/master-accounts', { method_id: bank.id, account_holder_name: 'Khel Pvt Ltd', account_number: '123456789', ifsc_code: 'SBIN123' });
    expect(badIfsc.statusCode).toBe(422);
    expect(badIfsc.json().message).toBe(WALLET_MESSAGES.ifscFormat);
    const noHolder = await opsCall(t.app, admin, 'POST', '/ops/config/master-accounts', { method_id: upi.id, upi_id: 'khel@upi' });
    expect(noHolder.json().message).toBe('Account holder name is required');

    const signed = await opsCall(t.app, admin, 'POST', '/ops/uploads/signed-url', { file_type: 'image/png', file_size: 1, file_name: 'qr.png', type: 'qr-code' });
    expect(signed.statusCode).toBe(200);
    const url = new URL(signed.json().data.url as string);
    expect(url.pathname).toMatch(/^\/wallet\/uploads\/qr-code\/[A-Za-z0-9_-]{32}\.png$/);
    const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: PNG, headers: { 'content-type': 'image/png', 'x-amz-acl': 'public-read' } });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).rawPayload.equals(PNG)).toBe(true);
    expect((await opsCall(t.app, admin, 'POST', '/ops/uploads/signed-url', { file_type: 'application/pdf', file_size: 1, file_name: 'qr.pdf', type: 'qr-code' })).json().message).toBe(WALLET_MESSAGES.invalidFileType);

    const added = await opsCall(t.app, admin, 'POST', '/ops/config/master-accounts', { method_id: upi.id, account_holder_name: 'Khel Pvt Ltd', upi_id: 'khel@upi', qr_code: url.pathname });
    expect(added.statusCode).toBe(200);
    const account = added.json().data;
    expect(account).toMatchObject({ method_id: upi.id, method_name: `gpay_${kind}`, upi_id: 'khel@upi', qr_code: url.pathname, is_active: true });
    const okBank = await opsCall(t.app, admin, 'POST', '/ops/config/master-accounts', { method_id: bank.id, account_holder_name: 'Khel Pvt Ltd', account_number: '123456789012', ifsc_code: 'sbin0001234', bank_name: 'SBI' });
    expect(okBank.json().data).toMatchObject({ ifsc_code: 'SBIN0001234' });

    const off = await opsCall(t.app, admin, 'PATCH', `/ops/config/master-accounts/${account.master_account_id}`, { is_active: false });
    expect(off.json().data.is_active).toBe(false);
    const list = (await opsCall(t.app, admin, 'GET', '/ops/config/master-accounts')).json().data as { id: number; is_active: boolean }[];
    expect(list.find((a) => a.id === account.id)).toMatchObject({ is_active: false });
    const { rows } = await db().query('SELECT 1 FROM master_accounts WHERE id = $1 AND NOT active', [account.id]);
    expect(rows).toHaveLength(1);
  });

  test('maintenance window, announcement and offer poster: saved on the site, the version goes up, players read them', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/site/version' })).json().data;
    const res = await opsCall(t.app, admin, 'PUT', '/ops/config/site', {
      maintenance: { from_date: '2026-03-01T10:00:00.000Z', to_date: '2026-03-01T12:00:00.000Z' },
      announcement: 'Cricket cashback today\nDeposits are instant',
      offer_poster: '/assets/new-offer.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      maintenance: { from_date: '2026-03-01T10:00:00.000Z', to_date: '2026-03-01T12:00:00.000Z' },
      announcement: 'Cricket cashback today\nDeposits are instant',
      offer_poster: '/assets/new-offer.png',
    });
    const after = (await t.app.inject({ method: 'GET', url: '/site/version' })).json().data;
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    expect(after.maintenance).toEqual({ from_date: '2026-03-01T10:00:00.000Z', to_date: '2026-03-01T12:00:00.000Z' });
    const settings = (await t.app.inject({ method: 'GET', url: '/site/settings' })).json().data.siteSetting;
    expect(JSON.parse(settings.announcement)).toEqual([{ id: 1, message: 'Cricket cashback today' }, { id: 2, message: 'Deposits are instant' }]);
    expect(settings.poster.filter((p: { poster_type: number }) => p.poster_type === 12)).toEqual([expect.objectContaining({ image: '/assets/new-offer.png' })]);
    expect((await opsCall(t.app, admin, 'GET', '/ops/config/site')).json().data).toMatchObject({ offer_poster: '/assets/new-offer.png', version: Number(after.version) });

    const cleared = await opsCall(t.app, admin, 'PUT', '/ops/config/site', { maintenance: null, offer_poster: '' });
    expect(cleared.json().data).toMatchObject({ maintenance: null, offer_poster: '', announcement: 'Cricket cashback today\nDeposits are instant' });
    expect((await t.app.inject({ method: 'GET', url: '/site/version' })).json().data.maintenance).toBeNull();

    const backwards = await opsCall(t.app, admin, 'PUT', '/ops/config/site', { maintenance: { from_date: '2026-03-02T10:00:00Z', to_date: '2026-03-01T10:00:00Z' } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe('Maintenance must end after it starts');
    expect((await opsCall(t.app, admin, 'PUT', '/ops/config/site', { offer_poster: 'javascript:alert(1)' })).json().message).toBe('offer_poster must be an http(s) URL or a path on the site');
    expect(await audit('config.site')).toMatchObject({ operator_name: 'admin', before: { offer_poster: '/assets/new-offer.png' }, after: { offer_poster: '' } });
  });
});
