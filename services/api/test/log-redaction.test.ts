import { redactUrl } from '../src/lib/log';
import { startTestApp, type TestApp } from './app-harness';

/** Issue 27 M5: tokens and passwords never reach the request log, whether in a header, a body or the URL. */
describe('request log redaction', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { services: ['site', 'user', 'sports'], logLevel: 'info' }, overrides: { logStream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a casino launch URL's token, and any secret query parameter, is logged as [redacted]; the rest of the URL stays", async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.casino-session-secret.sig';
    await t.app.inject({ method: 'GET', url: `/casino-house/?token=${token}&game=crash` });
    await t.app.inject({ method: 'GET', url: '/site/version?password=hunter2&access_token=abc123&page=2' });
    await t.app.inject({ method: 'GET', url: '/user/auth/whatever', headers: { authorization: 'Bearer very-secret-bearer' } });
    const log = lines.join('\n');
    expect(log).not.toContain('casino-session-secret');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('abc123');
    expect(log).not.toContain('very-secret-bearer');
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toEqual(expect.arrayContaining(['/casino-house/?token=[redacted]&game=crash', '/site/version?password=[redacted]&access_token=[redacted]&page=2']));
  });

  it('redactUrl keeps URLs without secrets as they are', () => {
    expect(redactUrl('/sports/events?sport=cricket&page=2')).toBe('/sports/events?sport=cricket&page=2');
    expect(redactUrl('/casino-house/')).toBe('/casino-house/');
    expect(redactUrl('/x?otp=123456&refresh_token=r&api_key=k')).toBe('/x?otp=[redacted]&refresh_token=[redacted]&api_key=[redacted]');
  });
});
