// Start-up (PGlite WASM, migrations, argon2 hashing in the seed) can pass 5 s on a busy machine.
jest.setTimeout(30_000);

import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';
import { seed } from '../src/seed/seed';
import { get } from './auth-helpers';

describe.each(dbKinds())('site service on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seed(t.testDb.db);
  });
  afterAll(() => t.close());

  it('answers the version and no maintenance for the seeded domain', async () => {
    const res = await get(t.app, '/site/version?domain=localhost');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 1 });
    expect(typeof body.data.version).toBe('string');
    expect(body.data.maintenance).toBeNull();
  });

  it('uses the default domain when none is given, ignoring case and port', async () => {
    const a = (await get(t.app, '/site/version')).json();
    const b = (await get(t.app, '/site/version?domain=LOCALHOST:9000')).json();
    expect(a.data.version).toBe(b.data.version);
  });

  it('answers the settings with the SPEC §3 fields, casino_url and bonus_data', async () => {
    const res = await get(t.app, '/site/settings?domain=localhost');
    expect(res.statusCode).toBe(200);
    const { siteSetting, casino_url, bonus_data } = res.json().data;
    expect(siteSetting).toMatchObject({ domain_name: 'localhost', business_type: 2, site_title: 'Khel', language_code: 'en' });
    expect(siteSetting.social_link).toEqual({ email: expect.any(String), whatsappno1: expect.stringMatching(/^[0-9]+$/) });
    expect(siteSetting.poster.some((p: { poster_type: number }) => p.poster_type === 12)).toBe(true);
    expect(JSON.parse(siteSetting.announcement)).toEqual(expect.any(Array));
    expect(siteSetting.languagesList).toEqual([
      { code: 'en', name: 'English', url: '/site/languages/en.json' },
      { code: 'hi', name: 'हिन्दी', url: '/site/languages/hi.json' },
    ]);
    for (const field of ['logo', 'fav_logo', 'app_logo', 'aws_url', 'storage_path', 'meta_pixel_code', 'meta_tags', 'g_tags', 'site_map', 'front_css']) {
      expect(siteSetting).toHaveProperty(field);
    }
    expect(typeof casino_url).toBe('string');
    // Derived from the payment methods' bonus percentages: one entry per percentage, naming real method ids.
    const { rows } = await t.testDb.db.query<{ id: number; pct: number }>(
      'SELECT id::int AS id, bonus_percentage::float8 AS pct FROM payment_methods WHERE active AND for_deposit AND bonus_percentage > 0 ORDER BY id',
    );
    expect(rows.length).toBeGreaterThan(0);
    const expected = [...new Set(rows.map((r) => r.pct))]
      .sort((a, b) => b - a)
      .map((pct) => ({ bonusType: 'payment bonus', methodIds: JSON.stringify(rows.filter((r) => r.pct === pct).map((r) => r.id)), percentage: pct }));
    expect(bonus_data).toEqual(expected);
  });

  it('serves the language files: identity for en, real Hindi for hi, same keys', async () => {
    const en = (await get(t.app, '/site/languages/en.json')).json();
    const hi = (await get(t.app, '/site/languages/hi.json')).json();
    expect(en['Insufficient Balance']).toBe('Insufficient Balance');
    expect(hi['Insufficient Balance']).toBe('अपर्याप्त बैलेंस');
    expect(hi['Wallet access is restricted for demo users']).toBe('डेमो उपयोगकर्ताओं के लिए वॉलेट उपलब्ध नहीं है');
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    // Every Hindi value is written in Devanagari (numbers and codes such as OTP or UTR may stay Latin).
    for (const [key, value] of Object.entries(hi)) {
      expect([key, /[\u0900-\u097F]/.test(value as string)]).toEqual([key, true]);
    }
  });

  it('answers an unknown language with 404 and a message', async () => {
    const res = await get(t.app, '/site/languages/xx.json');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Language file "xx.json" not found');
  });

  it('answers an unknown domain with 404 and a clear message', async () => {
    for (const url of ['/site/version?domain=nope.example', '/site/settings?domain=nope.example']) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, status: 0, message: 'No site is configured for the domain "nope.example"' });
    }
  });

  it('answers a domain that is not a host name with 422', async () => {
    for (const [url, message] of [['/site/version?domain=%27%20OR%201%3D1', 'Domain must be a host name'], ['/site/settings?domain=a&domain=b', 'domain must be given once']]) {
      const res = await get(t.app, url!);
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([message]);
    }
  });

  it('changes the version when the settings change, and reports a maintenance window', async () => {
    const before = (await get(t.app, '/site/version')).json().data.version;
    await t.testDb.db.query(`UPDATE sites SET settings = settings || '{"site_title":"Khel 2"}'::jsonb WHERE domain = 'localhost'`);
    const after = (await get(t.app, '/site/version')).json().data.version;
    expect(after).not.toBe(before);
    expect((await get(t.app, '/site/settings')).json().data.siteSetting.site_title).toBe('Khel 2');

    await t.testDb.db.query(
      `UPDATE sites SET maintenance_from = '2026-01-01T00:00:00Z', maintenance_to = '2026-01-01T02:00:00Z' WHERE domain = 'localhost'`,
    );
    const v = (await get(t.app, '/site/version')).json().data;
    expect(v.maintenance).toEqual({ from_date: '2026-01-01T00:00:00.000Z', to_date: '2026-01-01T02:00:00.000Z' });
    expect(v.version).not.toBe(after);
  });
});
