import type { FastifyInstance } from 'fastify';
import { MemoryOtpSender } from '../src/otp/sender';
import { DEVICE_COOKIE } from '../src/refer/device-cookie';
import { bearer, post, STRONG_PASSWORD } from './auth-helpers';
import { startTestApp, type TestApp } from './app-harness';
import { opsLogin, seedAll } from './ops-fixtures';
import { approvedDeposit, nextMobile, rewardPostings, rewardsOf } from './refer-support';
import { dbKinds } from './test-db';

/** A sign-up as a browser that sends no X-Khel-Device header: only its cookies and its address. */
async function signUpBare(app: FastifyInstance, otp: MemoryOtpSender, opts: { code?: string; cookie?: string; address: string }) {
  const mobile = nextMobile();
  const sent = await post(app, '/user/auth/send-otp', { mobile, type: 'register' });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode} ${sent.body}`);
  const res = await app.inject({
    method: 'POST', url: '/user/auth/register', remoteAddress: opts.address,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { mobile, otp: otp.last(mobile), password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, date_of_birth: '1990-01-01', ...(opts.code ? { refer_code: opts.code } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`register ${res.statusCode} ${res.body}`);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  const { rows } = await app.deps.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE mobile = $1', [mobile]);
  return { id: rows[0]!.id, token: res.json().data.token as string, code: res.json().data.user.refer_code as string, setCookie, cookie: setCookie.split(';')[0]! };
}

/** Issue 27 L2: the same-device check from what the server sees, a signed device cookie and the client address. */
describe.each(dbKinds())('refer same-device check without the header on %s', (kind) => {
  let t: TestApp;
  let agent: string;
  let siteId: string;
  const otp = new MemoryOtpSender();
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: otp } });
    ({ siteId } = await seedAll(t.testDb.db));
    agent = await opsLogin(t.app, 'agent');
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;

  test('sign-up sets a signed, HttpOnly device cookie', async () => {
    const player = await signUpBare(t.app, otp, { address: '203.0.113.1' });
    expect(player.setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=63072000; HttpOnly; SameSite=Lax$`));
  });

  test('a sign-up through the link with the referrer\'s device cookie, from another address and no header, earns nothing', async () => {
    const referrer = await signUpBare(t.app, otp, { address: '203.0.113.10' });
    const twin = await signUpBare(t.app, otp, { code: referrer.code, cookie: referrer.cookie, address: '198.51.100.10' });
    // The server kept the valid cookie: it set none.
    expect(twin.setCookie).toBe('');
    await approvedDeposit(t.app, agent, siteId, twin.id, 1000);
    expect(await rewardsOf(db(), twin.id)).toMatchObject([{ status: 'refused', reason: 'same_device', amount_paise: '0', credited_to: null }]);
    expect(await rewardPostings(db(), twin.id)).toBe(0);
  });

  test('a sign-up from the referrer\'s address, with no cookie and no header, earns nothing', async () => {
    const referrer = await signUpBare(t.app, otp, { address: '203.0.113.20' });
    const twin = await signUpBare(t.app, otp, { code: referrer.code, address: '203.0.113.20' });
    await approvedDeposit(t.app, agent, siteId, twin.id, 1000);
    expect(await rewardsOf(db(), twin.id)).toMatchObject([{ status: 'refused', reason: 'same_device' }]);
    expect(await rewardPostings(db(), twin.id)).toBe(0);
  });

  test('the address the referrer opened the refer page from counts as theirs', async () => {
    const referrer = await signUpBare(t.app, otp, { address: '203.0.113.30' });
    const page = await t.app.inject({ method: 'GET', url: '/user/refer', remoteAddress: '192.0.2.77', headers: { ...bearer(referrer.token), cookie: referrer.cookie } });
    expect(page.statusCode).toBe(200);
    const friend = await signUpBare(t.app, otp, { code: referrer.code, address: '192.0.2.77' });
    await approvedDeposit(t.app, agent, siteId, friend.id, 1000);
    expect(await rewardsOf(db(), friend.id)).toMatchObject([{ status: 'refused', reason: 'same_device' }]);
  });

  test('a forged device cookie is not believed: another device and address is paid', async () => {
    const referrer = await signUpBare(t.app, otp, { address: '203.0.113.40' });
    const [, value] = referrer.cookie.split('=');
    const forged = `${DEVICE_COOKIE}=${value!.split('.')[0]}.${'A'.repeat(43)}`;
    const friend = await signUpBare(t.app, otp, { code: referrer.code, cookie: forged, address: '198.51.100.40' });
    // A fresh cookie replaces the forged one.
    expect(friend.setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect(friend.cookie).not.toBe(referrer.cookie);
    await approvedDeposit(t.app, agent, siteId, friend.id, 1000);
    expect(await rewardsOf(db(), friend.id)).toMatchObject([{ status: 'paid', reason: null }]);
    expect(await rewardPostings(db(), friend.id)).toBe(1);
  });
});
