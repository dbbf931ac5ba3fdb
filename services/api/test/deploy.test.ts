// docs/deploy.md's layout, started by its script (scripts/deploy/start.mjs) as an operator would: two API
// processes (the built services/api/dist, as `npm start` runs it) on one PostgreSQL database, sharing Redis,
// behind the reverse proxy. Requests are served by both processes; a throttle counted through one is seen by the
// other; a client's X-Forwarded-For does not get it a fresh count.
jest.setTimeout(120_000);

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_MAX_FAILURES, LOGIN_THROTTLED_MESSAGE } from '../src/services/user/login-throttle';
import WebSocket from 'ws';
import { createTestDb, type TestDb } from './test-db';
import { connectRedis, REDIS_TEST_URL, redisKeys } from './throttle-support';
import { freePort } from './free-port';

const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/deploy/start.mjs');


/** The random per-process prefix of the API's request ids (`<process>-<counter>`): says which process answered. */
const processOf = (res: Response) => (res.headers.get('x-request-id') ?? '').split('-')[0]!;

describe('deploy layout: two API processes behind the proxy on one PostgreSQL, with Redis', () => {
  let testDb: TestDb;
  let layout: ChildProcess;
  let output = '';
  let proxy: string;
  let apis: string[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-deploy-'));

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, 'services/api/dist/main.js'))) {
      throw new Error('services/api/dist/main.js is missing: `npm test` builds it; alone, run `npm run build -- --node` first');
    }
    testDb = await createTestDb('postgres');
    const [proxyPort, ...apiPorts] = await Promise.all([freePort(), freePort(), freePort()]);
    proxy = `http://127.0.0.1:${proxyPort}`;
    apis = apiPorts.map((p) => `http://127.0.0.1:${p}`);
    layout = spawn(process.execPath, [SCRIPT], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URL: testDb.url,
        REDIS_URL: REDIS_TEST_URL,
        PORT: String(proxyPort),
        KHEL_API_PORTS: apiPorts.join(','),
        LOG_LEVEL: 'warn',
        // What a production start needs besides: an SMS gateway (never called here) and the secrets key.
        KHEL_OTP_SENDER: 'http',
        KHEL_SMS_URL: 'http://127.0.0.1:9/sms',
        KHEL_SECRETS_KEY: randomBytes(32).toString('base64'),
        KHEL_DATA_DIR: dataDir,
      },
    });
    layout.stdout!.on('data', (chunk) => (output += chunk));
    layout.stderr!.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the layout did not get ready in 90 s:\n${output}`)), 90_000);
      const check = setInterval(() => {
        if (output.includes('[deploy] ready')) {
          clearInterval(check);
          clearTimeout(timer);
          resolve();
        }
      }, 100);
      layout.once('exit', (code) => {
        clearInterval(check);
        clearTimeout(timer);
        reject(new Error(`the layout exited (${code}) before it was ready:\n${output}`));
      });
    });
  });

  afterAll(async () => {
    if (layout && layout.exitCode === null) {
      try {
        process.kill(-layout.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (testDb) {
      const redis = await connectRedis();
      const keys = await redisKeys(redis, `khel:${new URL(testDb.url!).pathname.slice(1)}:`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await testDb.drop();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const wrongLogin = (base: string, mobile: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ type: 1, mobile, password: 'Wrong@1234' }) });

  it('the proxy spreads requests over both API processes', async () => {
    const direct = await Promise.all(apis.map(async (api) => processOf(await fetch(`${api}/health`))));
    expect(new Set(direct).size).toBe(2);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${proxy}/health`);
      expect(res.status).toBe(200);
      seen.add(processOf(res));
    }
    expect([...seen].sort()).toEqual([...direct].sort());
  });

  it('a throttle counted through one process is seen by the other: the counts are in Redis', async () => {
    const mobile = '9444400001';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await wrongLogin(apis[0]!, mobile)).status).toBe(401);
    const other = await wrongLogin(apis[1]!, mobile);
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toBe(LOGIN_THROTTLED_MESSAGE);
    const redis = await connectRedis();
    try {
      const keys = await redisKeys(redis, `khel:${new URL(testDb.url!).pathname.slice(1)}:player-login:`);
      expect(keys.some((k) => k.includes(mobile))).toBe(true);
    } finally {
      await redis.quit();
    }
    const rows = await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM throttle_counts');
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });

  it('through the proxy, a forged X-Forwarded-For per guess gets no fresh count, whichever process answers', async () => {
    const mobile = '9444400002';
    const served = new Set<string>();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await wrongLogin(proxy, mobile, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.status).toBe(401);
      served.add(processOf(res));
    }
    expect(served.size).toBe(2);
    const next = await wrongLogin(proxy, mobile, { 'x-forwarded-for': '198.51.100.222' });
    expect([next.status, ((await next.json()) as { message: string }).message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
  });

  it("the live channel's WebSocket upgrade passes through the proxy to an API process", async () => {
    const ws = new WebSocket(`${proxy.replace('http', 'ws')}/sports/live`);
    const frames: Array<{ t: string; topic?: string }> = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as { t: string; topic?: string }));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const until = async (t: string) => {
      for (let i = 0; i < 100 && !frames.some((f) => f.t === t); i++) await new Promise((r) => setTimeout(r, 50));
      return frames.find((f) => f.t === t);
    };
    expect(await until('hello')).toBeDefined();
    ws.send(JSON.stringify({ op: 'sub', topics: ['market:987654321'] }));
    await expect(until('gone')).resolves.toEqual({ t: 'gone', topic: 'market:987654321' });
    ws.close();
  });

  it('SIGTERM stops the whole layout', async () => {
    const exited = new Promise<number | null>((resolve) => layout.once('exit', (code) => resolve(code)));
    layout.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const url of [proxy, ...apis]) await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
