// Issue 11 point 14: gateway and SMS secrets in the database are sealed (AES-256-GCM) under KHEL_SECRETS_KEY.
jest.setTimeout(60_000);

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { parseSecretsKey, SecretBox } from '../src/lib/secret-box';
import { putSealedSecret, readSealedSecret } from '../src/lib/secrets';
import { DEV_SECRETS_KEY_ROW } from '../src/lib/secrets-startup';
import { SandboxGateway } from '../src/wallet/gateway/sandbox';
import { post } from './auth-helpers';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const KEY = randomBytes(32).toString('hex');
const OTHER_KEY = randomBytes(32).toString('base64');
const SESSION = 'A'.repeat(32);

describe.each(dbKinds())('secrets at rest on %s', (kind) => {
  let testDb: TestDb;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb.drop();
  });
  const start = async (config: Partial<Config>, db = testDb) => {
    const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', webDir: undefined, services: ['user', 'wallet'], ...config }, db: db.db });
    apps.push(app);
    await app.ready();
    return app;
  };
  const failure = async (config: Partial<Config>, db = testDb) => start(config, db).then(() => 'started', (e: Error) => e.message);
  const rows = async (db = testDb) => (await db.db.query<{ name: string; value: string }>('SELECT name, value FROM app_secrets ORDER BY name')).rows;
  const raw = async (name: string) => (await rows()).find((r) => r.name === name)?.value;
  /** A callback signed with `secret`: 401 when the app's gateway secret is another, 404 (no such session) when it is the one. */
  const callback = (app: FastifyInstance, secret: string) => post(app, '/wallet/gateway/callback', new SandboxGateway(secret).callbackBody(SESSION, 'approved', 100n));

  it('a plain gateway secret left by an older version is sealed at start-up and still signs', async () => {
    await testDb.db.query(`INSERT INTO app_secrets (name, value) VALUES ('gateway_sandbox', 'legacy-plain-gateway-secret')`);
    const app = await start({ secretsKey: KEY, paymentGateway: 'sandbox' });
    const stored = (await raw('gateway_sandbox'))!;
    expect(stored).toMatch(/^aes256gcm:v1:/);
    expect(stored).not.toContain('legacy-plain-gateway-secret');
    expect((await callback(app, 'legacy-plain-gateway-secret')).statusCode).toBe(404);
    expect((await callback(app, 'some-other-secret')).statusCode).toBe(401);
  });

  it('the raw row holds no plaintext, the app uses the secret, the key never reaches the database', async () => {
    const app = await start({ secretsKey: KEY, paymentGateway: 'sandbox' });
    const plain = (await readSealedSecret(testDb.db, app.deps.secretBox, 'gateway_sandbox'))!;
    expect(plain).toBe('legacy-plain-gateway-secret');
    // The SMS gateway's credential, stored sealed (KHEL_SMS_AUTH unset): the driver sends its plaintext.
    await putSealedSecret(testDb.db, app.deps.secretBox, 'sms_auth', 'Bearer sms-credential-from-db');
    const all = JSON.stringify(await rows());
    expect(all).not.toContain('sms-credential-from-db');
    expect(all).not.toContain(plain);
    expect(all).not.toContain(KEY);
    expect(all).not.toContain(parseSecretsKey(KEY).toString('base64'));
    expect((await rows()).map((r) => r.name)).not.toContain(DEV_SECRETS_KEY_ROW);

    const seen: IncomingMessage['headers'][] = [];
    const sms = createServer((req, res) => {
      seen.push(req.headers);
      req.resume().on('end', () => res.writeHead(200).end('{}'));
    });
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`;
      const withSms = await start({ secretsKey: KEY, paymentGateway: 'sandbox', otpSender: 'http', sms: { url } });
      expect((await post(withSms, '/user/auth/send-otp', { mobile: '9500000001', type: 'register' })).statusCode).toBe(200);
      expect(seen.at(-1)!.authorization).toBe('Bearer sms-credential-from-db');
      expect((await callback(withSms, plain)).statusCode).toBe(404);
    } finally {
      sms.closeAllConnections();
      await new Promise((resolve) => sms.close(resolve));
    }
  });

  it('a sealed value copied to another row does not open there', async () => {
    const box = new SecretBox(parseSecretsKey(KEY), 'env');
    const sealed = (await raw('gateway_sandbox'))!;
    expect(() => box.open('sms_auth', sealed)).toThrow(/does not decrypt the stored secret "sms_auth"/);
    expect(box.open('gateway_sandbox', sealed)).toBe('legacy-plain-gateway-secret');
  });

  it('a wrong, malformed or missing key is a clear start-up error and changes nothing', async () => {
    const before = await rows();
    expect(await failure({ secretsKey: OTHER_KEY, paymentGateway: 'sandbox' })).toMatch(/^KHEL_SECRETS_KEY does not decrypt the stored secret "gateway_sandbox"/);
    expect(await failure({ secretsKey: 'too-short', paymentGateway: 'sandbox' })).toMatch(/^KHEL_SECRETS_KEY must be 32 random bytes/);
    const production: Partial<Config> = { production: true, paymentGateway: 'none', otpSender: 'http', sms: { url: 'http://127.0.0.1:9/sms' } };
    expect(await failure(production)).toMatch(/^NODE_ENV=production refuses to start without KHEL_SECRETS_KEY: the database holds "gateway_sandbox", "sms_auth"/);
    // Outside production without a key: the development key does not open what KHEL_SECRETS_KEY sealed either.
    expect(await failure({ paymentGateway: 'none' })).toMatch(/development secrets key \(KHEL_SECRETS_KEY is not set\) does not decrypt/);
    await testDb.db.query('DELETE FROM app_secrets WHERE name = $1', [DEV_SECRETS_KEY_ROW]);
    expect(await rows()).toEqual(before);
    expect(await failure({ ...production, secretsKey: KEY })).toBe('started');
  });

  it('production with a payment gateway on an empty database needs the key before it stores the gateway secret', async () => {
    const fresh = await createTestDb(kind);
    try {
      const production: Partial<Config> = { production: true, paymentGateway: 'sandbox', otpSender: 'http', sms: { url: 'http://127.0.0.1:9/sms' } };
      expect(await failure(production, fresh)).toMatch(/KHEL_PAYMENT_GATEWAY=sandbox stores its signing secret.*KHEL_SECRETS_KEY/);
      expect((await rows(fresh)).filter((r) => r.name.startsWith('gateway_'))).toEqual([]);
      expect(await failure({ ...production, paymentGateway: 'none' }, fresh)).toBe('started');
    } finally {
      for (const app of apps.splice(0)) await app.close();
      await fresh.drop();
    }
  });

  it('development without a key keeps a random key in the database and still seals the credentials', async () => {
    const fresh = await createTestDb(kind);
    try {
      await start({ paymentGateway: 'sandbox' }, fresh);
      const stored = await rows(fresh);
      expect(stored.find((r) => r.name === DEV_SECRETS_KEY_ROW)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(stored.find((r) => r.name === 'gateway_sandbox')?.value).toMatch(/^aes256gcm:v1:/);
    } finally {
      for (const app of apps.splice(0)) await app.close();
      await fresh.drop();
    }
  });
});
