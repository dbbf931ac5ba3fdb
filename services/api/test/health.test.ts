import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';

describe.each(dbKinds())('server basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers /health with the services it serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    // The services that exist and are configured.
    expect(res.json()).toEqual({ status: 'ok', services: ['site', 'user', 'notification', 'wallet', 'bonus', 'sports', 'fantasy', 'reports', 'ops'] });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown route with 404 and a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /nope not found');
  });

  it('every answer, refusals included, carries its request id; a given one is echoed', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/user/api/wallet-balance' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    const missing = await t.app.inject({ method: 'GET', url: '/nope', headers: { 'x-request-id': 'trace-42' } });
    expect(missing.headers['x-request-id']).toBe('trace-42');
  });

  it('answers malformed JSON with 400 and a message, never 5xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/health', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
