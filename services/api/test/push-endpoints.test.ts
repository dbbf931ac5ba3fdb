// Start-up (PGlite WASM, migrations, argon2 hashing in the seed) can pass 5 s on a busy machine.
jest.setTimeout(60_000);

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
import { loadConfig } from '../src/config';
import { PUSH_CONCURRENCY, sendPushToUser } from '../src/services/notification/push';
import { SUBSCRIBE_MESSAGES as S } from '../src/services/notification/subscription';
import { post } from './auth-helpers';

const P = DEMO_CREDENTIALS.player;

/** A browser's push subscription: a real P-256 key pair and auth secret, so web-push can encrypt for it. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** A stand-in push service over https on 127.0.0.1 (no real network) that answers slowly and counts requests in flight. */
async function startSlowPushService(delayMs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-push-limit-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const stats = { inFlight: 0, maxInFlight: 0, received: 0 };
  const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    req.resume();
    req.on('end', () => {
      setTimeout(() => {
        stats.inFlight--;
        stats.received++;
        res.writeHead(201).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, stats, close: () => new Promise<void>((r) => server.close(() => r())), dir };
}

describe('push service list (KHEL_PUSH_HOSTS)', () => {
  it('defaults to the four public push services and can be configured', () => {
    expect(loadConfig({}).pushHosts).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com']);
    expect(loadConfig({ KHEL_PUSH_HOSTS: 'push.example.com, *.push.example.net' }).pushHosts).toEqual(['push.example.com', '*.push.example.net']);
  });
});

describe.each(dbKinds())('web push endpoints on %s (issue 27 M3)', (kind) => {
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
  beforeEach(() => t.testDb.db.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]));
  const endpoints = async () => (await t.testDb.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId])).rows.map((r) => r.endpoint);
  const subscribe = (endpoint: string) => post(t.app, '/notification/subscribe', { deviceData: browserSubscription(endpoint), domainName: 'localhost' }, token);

  it('refuses endpoints off the known push services with a clear 422, and stores none of them', async () => {
    const cases: [string, string][] = [
      ['http://fcm.googleapis.com/fcm/send/a', S.endpointHttps],
      ['https://127.0.0.1:9000/push', S.endpointAddress],
      ['https://2130706433/push', S.endpointAddress],
      ['https://0x7f.1/push', S.endpointAddress],
      ['https://[::1]/push', S.endpointAddress],
      ['https://localhost/push', S.endpointAddress],
      ['https://10.0.0.5/push', S.endpointAddress],
      ['https://169.254.169.254/latest/meta-data', S.endpointAddress],
      ['https://metadata.internal/push', S.endpointAddress],
      ['https://evil.example/push', S.endpointUnknown],
      ['https://fcm.googleapis.com.evil.example/push', S.endpointUnknown],
      ['https://notify.windows.com/push', S.endpointUnknown],
      ['https://evilnotify.windows.com/push', S.endpointUnknown],
    ];
    for (const [endpoint, message] of cases) {
      const res = await subscribe(endpoint);
      expect([endpoint, res.statusCode, res.json().details]).toEqual([endpoint, 422, [message]]);
    }
    expect(await endpoints()).toEqual([]);
  });

  it('accepts each known push service', async () => {
    const good = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx-abc',
    ];
    for (const endpoint of good) expect((await subscribe(endpoint)).statusCode).toBe(200);
    expect(await endpoints()).toEqual(good);
  });

  it('keeps at most 5 subscriptions per player: a sixth replaces the oldest', async () => {
    for (let i = 1; i <= 7; i++) expect((await subscribe(`https://fcm.googleapis.com/fcm/send/device-${i}`)).statusCode).toBe(200);
    expect(await endpoints()).toEqual([3, 4, 5, 6, 7].map((i) => `https://fcm.googleapis.com/fcm/send/device-${i}`));
  });

  it('sends to a player\'s subscriptions with bounded concurrency', async () => {
    const push = await startSlowPushService(150);
    try {
      for (let i = 0; i < 5; i++) {
        const sub = browserSubscription(`${push.base}/device-${i}`);
        await t.testDb.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, subscription, domain_name) VALUES ($1, $2, $3::jsonb, 'localhost')`, [userId, sub.endpoint, JSON.stringify(sub)]);
      }
      const agent = new https.Agent({ rejectUnauthorized: false });
      const result = await sendPushToUser(t.testDb.db, userId, { title: 'Deposit approved', body: '500' }, { agent });
      agent.destroy();
      expect(result).toEqual({ sent: 5, dropped: 0, failed: 0 });
      expect(push.stats.received).toBe(5);
      expect(PUSH_CONCURRENCY).toBe(2);
      expect(push.stats.maxInFlight).toBe(PUSH_CONCURRENCY);
    } finally {
      await push.close();
      fs.rmSync(push.dir, { recursive: true, force: true });
    }
  });
});
