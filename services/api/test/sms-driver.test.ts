// Issue 11 point 7: the HTTP SMS driver against a real local HTTP server, and the start-up refusals around it.
jest.setTimeout(30_000);

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { ApiError } from '../src/http/errors';
import { DEFAULT_SMS_BODY, HttpOtpSender, renderSmsBody, SMS_MESSAGES } from '../src/otp/http-sender';
import { AUTH_MESSAGES } from '../src/services/user/messages';
import { startTestApp, type TestApp } from './app-harness';
import { post, STRONG_PASSWORD } from './auth-helpers';
import { createTestDb, dbKinds, type DbKind } from './test-db';

interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in SMS gateway: records each request and answers with `answer` (status; 0 never answers). */
async function startGateway() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method!, headers: req.headers, body });
      if (state.status === 0) return; // hangs: the driver's timeout must end it
      // A gateway that echoes the message back in its error: the driver must not log this answer.
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'refused', echo: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
  return {
    url,
    received,
    state,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const silentLog = { error: () => undefined, info: () => undefined } as never;

describe('renderSmsBody', () => {
  it('JSON-escapes what it substitutes: quotes, backslashes, newlines and braces cannot break or extend the JSON', () => {
    const template = '{"to":"{mobile}","text":"Your code is {code}","n":1}';
    for (const mobile of ['9000000001', 'a"b', 'x\\", "admin":true, "y":"', 'line\nbreak', '{code}', '\u2028\u0000']) {
      const parsed = JSON.parse(renderSmsBody(template, { mobile, code: '123456' }));
      expect(parsed).toEqual({ to: mobile, text: 'Your code is 123456', n: 1 });
    }
    expect(JSON.parse(renderSmsBody(DEFAULT_SMS_BODY, { mobile: '9000000001', code: '654321' }))).toMatchObject({ to: '9000000001' });
  });
});

describe('HttpOtpSender', () => {
  it('gives up after its timeout and when the gateway cannot be reached, with the player message', async () => {
    const gw = await startGateway();
    try {
      gw.state.status = 0;
      const started = Date.now();
      const slow = new HttpOtpSender({ url: gw.url, timeoutMs: 300 }, silentLog);
      const error = await slow.send({ mobile: '9000000001', code: '111111', purpose: 'register' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 400, message: SMS_MESSAGES.unavailable });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await gw.close();
    }
    const refused = new HttpOtpSender({ url: 'http://127.0.0.1:9/sms' }, silentLog);
    await expect(refused.send({ mobile: '9000000001', code: '111111', purpose: 'register' })).rejects.toMatchObject({ statusCode: 400, message: SMS_MESSAGES.unavailable });
  });
});

describe.each(dbKinds())('the HTTP SMS driver in the real server on %s', (kind) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  const log = captureLog();
  const TEMPLATE = '{"sender":"KHEL","to":"{mobile}","text":"Khel OTP {code}"}';
  beforeAll(async () => {
    gw = await startGateway();
    t = await startTestApp(kind, {
      config: { logLevel: 'info', otpSender: 'http', sms: { url: gw.url, auth: 'Bearer sms-test-token', bodyTemplate: TEMPLATE } },
      overrides: { logStream: log.stream },
    });
  });
  afterAll(async () => {
    await t.close();
    await gw.close();
  });
  const codeIn = (r: Received) => /Khel OTP ([0-9]{6})$/.exec(JSON.parse(r.body).text)![1]!;
  const otpRows = async (mobile: string) => (await t.testDb.db.query('SELECT id FROM otps WHERE mobile = $1', [mobile])).rowCount;

  it('POSTs the template with the auth header; the code it carries signs the player up; the code is never logged', async () => {
    gw.state.status = 200;
    const mobile = '9400000001';
    const sent = await post(t.app, '/user/auth/send-otp', { mobile, type: 'register' });
    expect([sent.statusCode, sent.json().message]).toEqual([200, AUTH_MESSAGES.otpSent]);
    const req = gw.received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer sms-test-token');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toMatchObject({ sender: 'KHEL', to: mobile });
    const code = codeIn(req);
    const reg = await post(t.app, '/user/auth/register', { mobile, otp: code, password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, date_of_birth: '1990-01-01' });
    expect(reg.statusCode).toBe(200);
    expect(log.lines.length).toBeGreaterThan(2);
    for (const line of log.lines) {
      expect(line).not.toContain(code);
      expect(line).not.toContain('sms-test-token');
    }
  });

  it.each([500, 401, 302])('a gateway answering %i gives the player a clear 400, logs no code, and keeps no undelivered code', async (status) => {
    gw.state.status = status;
    const mobile = `94000001${status % 100}`.padEnd(10, '0');
    const before = gw.received.length;
    const logged = log.lines.length;
    const res = await post(t.app, '/user/auth/send-otp', { mobile, type: 'forgot' });
    expect([res.statusCode, res.json().message]).toEqual([400, SMS_MESSAGES.unavailable]);
    expect(gw.received.length).toBe(before + 1);
    const code = codeIn(gw.received.at(-1)!);
    expect(await otpRows(mobile)).toBe(0);
    // One line says why (the status, or for a redirect the refused follow), without the code or the answer.
    const failure = log.lines.slice(logged).filter((l) => String(JSON.parse(l).msg).includes('OTP not sent'));
    expect(failure).toHaveLength(1);
    for (const line of log.lines) expect(line).not.toContain(code);
  });
});

describe.each(dbKinds())('start-up refusals on %s', (kind) => {
  const attempt = async (kind: DbKind, config: Partial<Config>) => {
    const testDb = await createTestDb(kind);
    try {
      const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', webDir: undefined, ...config }, db: testDb.db });
      await app.close();
      return undefined;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await testDb.drop();
    }
  };
  const production: Partial<Config> = { production: true, paymentGateway: 'none', otpSender: 'http', sms: { url: 'http://127.0.0.1:9/sms' } };

  it('production refuses the log sender, naming KHEL_OTP_SENDER; the same config with http starts', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).otpSender).toBe('http');
    expect(await attempt(kind, { ...production, otpSender: 'log' })).toMatch(/NODE_ENV=production refuses to start with KHEL_OTP_SENDER=log/);
    expect(await attempt(kind, production)).toBeUndefined();
  });

  it('the HTTP sender refuses to start without KHEL_SMS_URL or with a KHEL_SMS_BODY that is not JSON', async () => {
    expect(await attempt(kind, { ...production, sms: {} })).toMatch(/KHEL_OTP_SENDER=http needs KHEL_SMS_URL/);
    expect(await attempt(kind, { otpSender: 'http', sms: { url: 'http://127.0.0.1:9/sms', bodyTemplate: 'to={mobile}&code={code}' } })).toMatch(/KHEL_SMS_BODY must be a JSON document/);
  });
});
