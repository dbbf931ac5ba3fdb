// Issue 11 point 5: the client address the throttles (and the audit) see cannot be chosen by the client. An
// X-Forwarded-For is believed only from a proxy listed in KHEL_TRUST_PROXY; by default from nobody.
jest.setTimeout(60_000);

import { loadConfig } from '../src/config';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { AUTH_MESSAGES } from '../src/services/user/messages';
import { LOGIN_MAX_FAILURES, LOGIN_THROTTLED_MESSAGE } from '../src/services/user/login-throttle';
import { startThrottleApp, type ThrottleApp } from './throttle-support';

const P = DEMO_CREDENTIALS.player;
const A = DEMO_CREDENTIALS.admin;

async function withApp(trustProxy: string[], fn: (t: ThrottleApp) => Promise<void>): Promise<void> {
  const t = await startThrottleApp('pglite', { trustProxy });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

const wrongLogin = (t: ThrottleApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/auth/login',
    payload: { type: 1, mobile: P.mobile, password: 'Wrong@1234' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** The address the operator sign-in audit recorded for its latest sign-in. */
async function auditedSignInAddress(t: ThrottleApp, remoteAddress: string, forwardedFor: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: A.username, password: A.password }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  expect(res.statusCode).toBe(200);
  const { rows } = await t.testDb.db.query<{ after: { ip: string } }>(`SELECT after FROM audit_log WHERE action = 'operator.login' ORDER BY id DESC LIMIT 1`);
  return rows[0]!.after.ip;
}

describe('client address and X-Forwarded-For', () => {
  it('KHEL_TRUST_PROXY is a list of addresses and CIDRs; unset, no proxy is trusted', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ KHEL_TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('by default a forwarded address is ignored: a new X-Forwarded-For per guess does not escape the address limit', async () => {
    await withApp([], async (t) => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        const res = await wrongLogin(t, '203.0.113.5', `198.51.100.${i + 1}`);
        expect([res.statusCode, res.json().message]).toEqual([401, AUTH_MESSAGES.badMobileLogin]);
      }
      const next = await wrongLogin(t, '203.0.113.5', '198.51.100.200');
      expect([next.statusCode, next.json().message]).toEqual([400, LOGIN_THROTTLED_MESSAGE]);
      expect(await auditedSignInAddress(t, '203.0.113.5', '6.6.6.6')).toBe('203.0.113.5');
    });
  });

  it("a configured proxy's X-Forwarded-For is the client address; an unlisted peer's is still ignored", async () => {
    await withApp(['10.9.8.7', '172.16.0.0/12'], async (t) => {
      // Through the proxy, each forwarded address is its own client: none of them reaches the limit.
      for (let i = 0; i < LOGIN_MAX_FAILURES + 5; i++) {
        expect((await wrongLogin(t, '10.9.8.7', `198.51.100.${i + 1}`)).statusCode).toBe(401);
      }
      // A proxy in a trusted range too; one client's tries add up whichever proxy they came through.
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await wrongLogin(t, '172.20.0.3', '198.51.100.1')).statusCode).toBe(401);
      expect((await wrongLogin(t, '10.9.8.7', '198.51.100.1')).statusCode).toBe(400);
      // What the client wrote before the proxy's entry does not change who it is: the address the proxy saw counts.
      expect((await wrongLogin(t, '10.9.8.7', '1.1.1.1, 198.51.100.1')).json().message).toBe(LOGIN_THROTTLED_MESSAGE);
      // A peer that is not a listed proxy: its header is ignored, the socket address counts.
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await wrongLogin(t, '192.0.2.9', `198.51.100.${100 + i}`)).statusCode).toBe(401);
      expect((await wrongLogin(t, '192.0.2.9', '198.51.100.250')).json().message).toBe(LOGIN_THROTTLED_MESSAGE);
      expect(await auditedSignInAddress(t, '10.9.8.7', '6.6.6.6, 198.51.100.77')).toBe('198.51.100.77');
      expect(await auditedSignInAddress(t, '192.0.2.9', '198.51.100.78')).toBe('192.0.2.9');
    });
  });
});
