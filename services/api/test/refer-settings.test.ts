import { MemoryOtpSender } from '../src/otp/sender';
import { bearer } from './auth-helpers';
import { startTestApp, type TestApp } from './app-harness';
import { signUp } from './refer-support';
import { dbKinds } from './test-db';

/** The player's settings kept on the server: time zone, language, notifications on or off. */
describe.each(dbKinds())('player settings on %s', (kind) => {
  let t: TestApp;
  const otp = new MemoryOtpSender();
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: otp } });
  }, 60_000);
  afterAll(() => t.close());
  const call = (token: string, method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({ method, url: '/user/api/settings', headers: bearer(token), ...(payload ? { payload } : {}) });

  test('defaults, a change of the fields sent, kept across reads; bad values refused with their message', async () => {
    const p = await signUp(t.app, otp, { device: 'settings-device-1' });
    expect((await call(p.token, 'GET')).json().data).toEqual({ time_zone: 'ist', language: null, notifications_enabled: true });

    const saved = await call(p.token, 'PUT', { time_zone: 'device', notifications_enabled: false });
    expect(saved.json()).toMatchObject({ message: 'Settings saved', data: { time_zone: 'device', language: null, notifications_enabled: false } });
    await call(p.token, 'PUT', { language: 'hi' });
    expect((await call(p.token, 'GET')).json().data).toEqual({ time_zone: 'device', language: 'hi', notifications_enabled: false });
    const { rows } = await t.testDb.db.query('SELECT time_zone, language, notifications_enabled FROM users WHERE id = $1', [p.id]);
    expect(rows).toEqual([{ time_zone: 'device', language: 'hi', notifications_enabled: false }]);

    const bad = await call(p.token, 'PUT', { time_zone: 'utc' });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'Time zone must be ist or device']);
    const flag = await call(p.token, 'PUT', { notifications_enabled: 'no' });
    expect(flag.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/user/api/settings' })).statusCode).toBe(401);
  });

  // Issue 27: an empty string passed the flag rule (it counted as "not given") and PostgreSQL refused it: a 500.
  test.each(['', ' ', 'true', '0', 0, 1])('notifications_enabled %j is refused with its message and changes nothing', async (value) => {
    const p = await signUp(t.app, otp, { device: `settings-device-${JSON.stringify(value)}` });
    await call(p.token, 'PUT', { notifications_enabled: false });
    const res = await call(p.token, 'PUT', { notifications_enabled: value, time_zone: 'device' });
    expect([res.statusCode, res.json().message]).toEqual([422, 'notifications_enabled must be true or false']);
    expect((await call(p.token, 'GET')).json().data).toEqual({ time_zone: 'ist', language: null, notifications_enabled: false });
  });
});
