// Start-up (PGlite WASM, migrations, argon2 hashing in the seed) can pass 5 s on a busy machine.
jest.setTimeout(30_000);

import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';
import { seed } from '../src/seed/seed';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { sendPushToUser } from '../src/services/notification/push';
import { SUBSCRIBE_MESSAGES as S } from '../src/services/notification/subscription';
import { get, post } from './auth-helpers';

const P = DEMO_CREDENTIALS.player;

/** A browser's push subscription: a real P-256 key pair and auth secret, so web-push can encrypt for it. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** A stand-in push service over https (self-signed): answers each path with the status the test chose. */
async function startPushService(statusByPath: Record<string, number>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const received: { path: string; headers: Record<string, unknown>; bytes: number }[] = [];
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(statusByPath[req.url ?? ''] ?? 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((r) => server.close(() => r())), dir };
}

describe.each(dbKinds())('notification service on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seed(t.testDb.db);
    token = (await post(t.app, '/user/auth/login', { type: 1, mobile: P.mobile, password: P.password })).json().data.token;
    userId = (await t.testDb.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_name = $1', [P.user_name])).rows[0]!.id;
  });
  afterAll(() => t.close());
  const subs = async () => (await t.testDb.db.query<{ endpoint: string; domain_name: string }>('SELECT endpoint, domain_name FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId])).rows;

  it('answers one VAPID public key, generated once and kept in the database', async () => {
    const a = (await get(t.app, '/notification/vapid-public-key')).json().data.publicKey;
    const b = (await get(t.app, '/notification/vapid-public-key')).json().data.publicKey;
    expect(a).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect(b).toBe(a);
    const stored = (await t.testDb.db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'vapid'`)).rows[0]!;
    expect(JSON.parse(stored.value).publicKey).toBe(a);
  });

  it('stores a subscription per player and device, as object or JSON text, and marks the player subscribed', async () => {
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/abc');
    const res = await post(t.app, '/notification/subscribe', { deviceData: device, domainName: 'LOCALHOST' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { subscribed: true } });
    // The same device again (as JSON text) updates the row instead of adding one.
    await post(t.app, '/notification/subscribe', { deviceData: JSON.stringify(device), domainName: 'localhost' }, token);
    await post(t.app, '/notification/subscribe', { deviceData: browserSubscription('https://fcm.googleapis.com/fcm/send/def'), domainName: 'localhost' }, token);
    expect(await subs()).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', domain_name: 'localhost' },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/def', domain_name: 'localhost' },
    ]);
    expect((await get(t.app, '/user/api/get-user-info', token)).json().data.notificationSubscribed).toBe(true);
  });

  it('validates the subscribe body and needs a live session', async () => {
    expect((await post(t.app, '/notification/subscribe', { deviceData: browserSubscription('https://fcm.googleapis.com/fcm/send/1'), domainName: 'localhost' })).statusCode).toBe(401);
    const cases: [unknown, string[]][] = [
      [{}, [S.deviceRequired, S.domainRequired]],
      [{ deviceData: { endpoint: 'https://fcm.googleapis.com/fcm/send/1' }, domainName: 'localhost' }, [S.deviceInvalid]],
      [{ deviceData: browserSubscription('http://10.0.0.1/internal'), domainName: 'localhost' }, [S.endpointHttps]],
      [{ deviceData: '{not json', domainName: 'localhost' }, [S.deviceInvalid]],
      [{ deviceData: browserSubscription('https://fcm.googleapis.com/fcm/send/1'), domainName: 'bad domain!' }, [S.domainInvalid]],
      [{ deviceData: browserSubscription('https://fcm.googleapis.com/fcm/send/1'), domainName: 42 }, [S.domainInvalid]],
    ];
    for (const [payload, details] of cases) {
      const res = await post(t.app, '/notification/subscribe', payload, token);
      expect([res.statusCode, res.json().details]).toEqual([422, details]);
    }
    expect(await subs()).toHaveLength(2);
  });

  it('unsubscribe stops asking and sending: flags flipped, the devices removed', async () => {
    const other = browserSubscription('https://fcm.googleapis.com/fcm/send/zzz');
    await t.testDb.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, subscription, domain_name) VALUES ($1, $2, $3::jsonb, 'localhost') ON CONFLICT DO NOTHING`, [userId, other.endpoint, JSON.stringify(other)]);
    expect((await post(t.app, '/notification/unsubscribe', {})).statusCode).toBe(401);
    const res = await post(t.app, '/notification/unsubscribe', {}, token);
    expect(res.json()).toMatchObject({ success: true, data: { subscribed: false } });
    expect(await subs()).toEqual([]);
    const info = (await get(t.app, '/user/api/get-user-info', token)).json().data;
    expect([info.notificationSubscribed, info.notificationUnsubscribed]).toEqual([false, true]);
    // Subscribing again (the player changed their mind in the browser) turns it back on.
    await post(t.app, '/notification/subscribe', { deviceData: other, domainName: 'localhost' }, token);
    const again = (await get(t.app, '/user/api/get-user-info', token)).json().data;
    expect([again.notificationSubscribed, again.notificationUnsubscribed]).toEqual([true, false]);
  });

  it('sends with web-push and drops the subscriptions the push service answers 404 or 410', async () => {
    const push = await startPushService({ '/ok': 201, '/gone': 410, '/missing': 404, '/busy': 503 });
    try {
      await t.testDb.db.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]);
      for (const p of ['/ok', '/gone', '/missing', '/busy']) {
        const sub = browserSubscription(`${push.base}${p}`);
        await t.testDb.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, subscription, domain_name) VALUES ($1, $2, $3::jsonb, 'localhost')`, [userId, sub.endpoint, JSON.stringify(sub)]);
      }
      const agent = new https.Agent({ rejectUnauthorized: false });
      const result = await sendPushToUser(t.testDb.db, userId, { title: 'Deposit approved', body: '500' }, { agent });
      expect(result).toEqual({ sent: 1, dropped: 2, failed: 1 });
      expect((await subs()).map((s) => s.endpoint.replace(push.base, ''))).toEqual(['/ok', '/busy']);
      // Each request was an encrypted, VAPID-signed web push.
      const ok = push.received.find((r) => r.path === '/ok')!;
      expect(ok.headers['content-encoding']).toBe('aes128gcm');
      expect(String(ok.headers.authorization)).toMatch(/^vapid t=/);
      expect(ok.bytes).toBeGreaterThan(0);
    } finally {
      await push.close();
      fs.rmSync(push.dir, { recursive: true, force: true });
    }
  });
});
