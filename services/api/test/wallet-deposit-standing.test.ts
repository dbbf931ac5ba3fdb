import { PROTECTION_TEXT } from '../src/protection/messages';
import { TestClock } from './auth-helpers';
import { dbKinds } from './test-db';
import { call, newPlayer, startWalletApp, type Player, type WalletApp } from './wallet-helpers';

/**
 * Protection before payment (issue 31 item 4): the deposit screen asks GET /wallet/client/deposit-standing first,
 * and the payment details (accounts-master-list) are never answered to a player on a break or past a deposit limit.
 */
describe.each(dbKinds())('deposit standing on %s', (kind) => {
  let w: WalletApp;
  const clock = new TestClock(Date.parse('2026-12-01T04:00:00Z'));
  beforeAll(async () => {
    w = await startWalletApp(kind, { now: clock.now, services: ['site', 'user', 'wallet'] });
  }, 60_000);
  afterAll(() => w?.close());

  const protection = (p: Player, path: string, body: unknown) => call(w.app, 'POST', `/user/api/protection${path}`, p.token, body);
  const standing = async (p: Player) => {
    const res = await call(w.app, 'GET', '/wallet/client/deposit-standing', p.token);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const methods = (p: Player, amount?: number) => call(w.app, 'GET', `/wallet/client/accounts-master-list${amount === undefined ? '' : `?amount=${amount}`}`, p.token);

  test('a free player may deposit, with no limit and no headroom; the payment details are answered', async () => {
    const p = await newPlayer(w);
    expect(await standing(p)).toEqual({ can_deposit: true, reason: null, until: null, message: null, headroom: null, limit_period: null, limit_amount: null });
    expect((await methods(p, 500)).statusCode).toBe(200);
  });

  test('a self-excluded player is told why and until when, and is never answered the payment details', async () => {
    const p = await newPlayer(w);
    expect((await protection(p, '/self-exclusion', { months: 6 })).statusCode).toBe(200);
    const s = await standing(p);
    const until = new Date(s.until as string);
    expect(s).toEqual({
      can_deposit: false, reason: 'self_excluded', until: until.toISOString(), message: PROTECTION_TEXT.selfExcluded(until),
      headroom: null, limit_period: null, limit_amount: null,
    });
    expect(until.getTime()).toBeGreaterThan(clock.ms + 150 * 86_400_000);
    for (const res of [await methods(p), await methods(p, 500)]) {
      expect([res.statusCode, res.json().message]).toEqual([400, PROTECTION_TEXT.selfExcluded(until)]);
      expect(JSON.stringify(res.json())).not.toMatch(/account_number|upi_id|ifsc/i);
    }
  });

  test('a timed-out player likewise', async () => {
    const p = await newPlayer(w);
    expect((await protection(p, '/time-out', { days: 2 })).statusCode).toBe(200);
    const s = await standing(p);
    expect([s.can_deposit, s.reason, s.until]).toEqual([false, 'timed_out', new Date(clock.ms + 2 * 86_400_000).toISOString()]);
    expect((await methods(p, 500)).statusCode).toBe(400);
  });

  test('a deposit limit: the headroom caps the amount; at the limit, no payment details and the moment it opens', async () => {
    const p = await newPlayer(w);
    expect((await protection(p, '/limit', { kind: 'deposit', period: '24h', amount: 1000 })).statusCode).toBe(200);
    expect((await protection(p, '/limit', { kind: 'deposit', period: '7d', amount: 5000 })).statusCode).toBe(200);
    expect(await standing(p)).toMatchObject({ can_deposit: true, reason: null, headroom: 1000, limit_period: '24h', limit_amount: 1000 });
    const over = await methods(p, 1001);
    expect([over.statusCode, over.json().message]).toEqual([400, PROTECTION_TEXT.depositAboveLimit('24h', 100_000n)]);
    expect((await methods(p, 1000)).statusCode).toBe(200);

    // A pending request of ₹600 counts: ₹400 left now.
    await w.testDb.db.query(
      `INSERT INTO wallet_transactions (user_id, site_id, type, amount, status, created_at, updated_at) VALUES ($1, $2, 'client_deposit', 60000, 'pending', $3, $3)`,
      [p.userId, w.siteId, new Date(clock.ms)],
    );
    expect(await standing(p)).toMatchObject({ can_deposit: true, headroom: 400, limit_period: '24h' });
    expect((await methods(p, 401)).statusCode).toBe(400);

    clock.advance(3600);
    await w.testDb.db.query(
      `INSERT INTO wallet_transactions (user_id, site_id, type, amount, status, created_at, updated_at) VALUES ($1, $2, 'client_deposit', 40000, 'pending', $3, $3)`,
      [p.userId, w.siteId, new Date(clock.ms)],
    );
    const opens = new Date(clock.ms - 3600_000 + 86_400_000); // the first request leaves the 24-hour window
    expect(await standing(p)).toEqual({
      can_deposit: false, reason: 'deposit_limit', until: opens.toISOString(), message: PROTECTION_TEXT.depositLimitReached('24h', 100_000n, opens),
      headroom: 0, limit_period: '24h', limit_amount: 1000,
    });
    expect((await methods(p, 100)).statusCode).toBe(400);
  });
});
