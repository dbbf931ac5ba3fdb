import { emitAccountEvent } from '../src/account-events/emit';
import { startTestApp, type TestApp } from './app-harness';
import { bearer, TestClock } from './auth-helpers';
import { accountsOf, settledBet } from './bonus-fixtures';
import { depositRequest, firstMethod, makePlayer, opsCall, opsLogin, seedAll, withdrawalRequest } from './ops-fixtures';
import { dbKinds } from './test-db';

/** The /bonus routes and /ops/bonus, end to end: deposit -> payment bonus, welcome offer, claim, wagering, release, forfeiture, grants, sweep. */
describe.each(dbKinds())('bonus routes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let siteId: string;
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { now: clock.now } });
    siteId = (await seedAll(t.testDb.db)).siteId;
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;

  async function player(): Promise<{ id: string; token: string }> {
    const p = await makePlayer(db(), 0);
    const res = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 2, user_id: p.userName, password: 'Secret@123' } });
    return { id: p.id, token: res.json().data.token as string };
  }
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const mine = async (token: string) => (await get('/bonus/mine', token)).json().data;
  const audit = async (action: string) => (await db().query<{ operator_name: string; after: Record<string, unknown> }>('SELECT operator_name, after FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action])).rows[0];
  const notices = async (userId: string) => (await db().query<{ title: string; body: string }>(`SELECT title, body FROM notifications WHERE user_id = $1 AND kind = 'bonus' ORDER BY id`, [userId])).rows;
  const approve = async (userId: string, rupees: number) => {
    const id = await depositRequest(db(), siteId, userId, rupees);
    const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {});
    expect(res.statusCode).toBe(200);
  };
  const settle = async (userId: string, product: 'sports' | 'casino' | 'matka', rupees: number) => {
    await settledBet(db(), userId, product, BigInt(rupees * 100), clock.now());
    await db().tx((q) => emitAccountEvent(q, 'betsSettled', { product, userIds: [userId], at: clock.now() }));
  };

  test('terms: the defaults, the payment bonus per method as the badge shows it; a bad domain is a 422', async () => {
    const res = await get('/bonus/terms');
    expect(res.statusCode).toBe(200);
    const terms = res.json().data;
    expect(terms).toMatchObject({ wagering_multiple: 10, sports_pct: 100, casino_pct: 50, matka_pct: 100, expiry_days: 30, offer_days: 7, welcome_enabled: true, welcome_percentage: 100, welcome_min_deposit: 300, welcome_cap: 5000 });
    const upi = await firstMethod(db(), siteId, 'upi');
    expect(terms.payment).toContainEqual({ method_id: upi.id, method_name: upi.name, name: 'UPI', percentage: 2, min_deposit: 300, max_bonus: 5000 });
    expect((await get('/bonus/terms?domain=bad%20host')).statusCode).toBe(422);
  });

  test('an approved deposit starts its payment bonus and offers the welcome bonus; bets release it once; the welcome is claimed, then a withdrawal forfeits it', async () => {
    const p = await player();
    await approve(p.id, 1000);
    let m = await mine(p.token);
    expect(m.active).toMatchObject({ kind: 'payment', status: 'locked', amount: 20, wagering_required: 200, wagered: 0, method_name: 'UPI' });
    expect(m.offers).toEqual([expect.objectContaining({ kind: 'welcome', status: 'offered', amount: 1000, wagering_required: 10000 })]);
    expect(m.locked).toBe(20);
    expect((await accountsOf(db(), p.id)).bonus).toBe(2000n);

    const welcomeId = m.offers[0].id as string;
    const busy = await post('/bonus/claim', p.token, { bonus_id: welcomeId });
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toBe('Finish your active bonus before you claim another');

    await settle(p.id, 'sports', 150);
    await settle(p.id, 'casino', 99); // counts 49.50
    m = await mine(p.token);
    expect(m.active.wagered).toBe(199.5);
    expect(m.active.progress).toEqual([
      { product: 'sports', staked: 150, pct: 100, counted: 150 },
      { product: 'casino', staked: 99, pct: 50, counted: 49.5 },
      { product: 'matka', staked: 0, pct: 100, counted: 0 },
    ]);
    await settle(p.id, 'matka', 1);
    m = await mine(p.token);
    expect(m.active).toBeNull();
    expect(m.history[0]).toMatchObject({ kind: 'payment', status: 'released', wagered: 200.5 });
    expect(m.earned).toBe(20);
    const afterRelease = await accountsOf(db(), p.id);
    expect(afterRelease).toMatchObject({ bonus: 0n, cash: 102000n });
    await settle(p.id, 'sports', 500); // nothing more to release
    expect(await accountsOf(db(), p.id)).toEqual(afterRelease);

    const claimed = await post('/bonus/claim', p.token, { bonus_id: welcomeId }, { 'idempotency-key': `claim-${p.id}` });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe('Bonus claimed');
    expect(claimed.json().data.active).toMatchObject({ id: welcomeId, status: 'locked', amount: 1000 });
    const replay = await post('/bonus/claim', p.token, { bonus_id: welcomeId }, { 'idempotency-key': `claim-${p.id}` });
    expect(replay.json()).toEqual(claimed.json());
    expect((await accountsOf(db(), p.id)).bonus).toBe(100000n);

    await withdrawalRequest(db(), siteId, p.id, 500, { createdAt: clock.now() });
    m = await mine(p.token);
    expect(m.active).toBeNull();
    expect(m.history[0]).toMatchObject({ id: welcomeId, status: 'forfeited' });
    expect(await accountsOf(db(), p.id)).toMatchObject({ bonus: 0n, cash: 52000n, withdrawal_hold: 50000n });
    expect((await notices(p.id)).map((n) => n.title)).toEqual(['Bonus granted', 'Bonus offer', 'Bonus released', 'Bonus granted', 'Bonus forfeited']);
    expect((await notices(p.id))[4]!.body).toBe('Your ₹1000 bonus was forfeited because you withdrew before it was released.');
  });

  test('claim refusals: no token 401, bad ids 422, unknown or another player\'s offer 400', async () => {
    const p = await player();
    expect((await post('/bonus/claim', undefined, { bonus_id: '1' })).statusCode).toBe(401);
    for (const body of [{}, { bonus_id: 'abc' }, { bonus_id: [1] }, { bonus_id: '-1' }]) {
      const res = await post('/bonus/claim', p.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('bonus_id must be the id of an offer');
    }
    expect((await post('/bonus/claim', p.token, { bonus_id: '999999' })).json()).toMatchObject({ statusCode: 400, message: 'Bonus not found' });
    const other = await player();
    await approve(other.id, 400);
    const offer = (await mine(other.token)).offers[0];
    expect((await post('/bonus/claim', p.token, { bonus_id: offer.id })).json()).toMatchObject({ statusCode: 400, message: 'Bonus not found' });
    expect((await get('/bonus/mine')).statusCode).toBe(401);
  });

  test('a self-excluded player gets no bonus from a deposit and cannot be granted one', async () => {
    const p = await player();
    await db().query(`INSERT INTO player_protection (user_id, self_excluded_until) VALUES ($1, $2)`, [p.id, new Date(clock.now().getTime() + 180 * 86_400_000)]);
    await approve(p.id, 1000);
    expect(await mine(p.token)).toEqual({ active: null, offers: [], history: [], locked: 0, earned: 0 });
    const res = await opsCall(t.app, admin, 'POST', '/ops/bonus/grants', { user_id: p.id, amount: 100, note: 'goodwill' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This player cannot receive bonus offers (self-excluded, in a time-out, blocked or a demo account)');
  });

  test('console: settings and a method\'s payment bonus (admins, audited; the badge follows); bad input is a 422', async () => {
    expect((await opsCall(t.app, agent, 'GET', '/ops/bonus/config')).statusCode).toBe(403);
    const body = { wagering_multiple: 5.5, sports_pct: 90, casino_pct: 20, matka_pct: 70, expiry_days: 14, offer_days: 3, welcome_enabled: false, welcome_percentage: 50, welcome_min_deposit: 500, welcome_cap: 2500.5 };
    for (const [bad, message] of [
      [{ ...body, wagering_multiple: 101 }, 'wagering_multiple must be a number from 0 to 100 with at most 2 decimals'],
      [{ ...body, sports_pct: 101 }, 'sports_pct must be a whole number from 0 to 100'],
      [{ ...body, expiry_days: '14' }, 'expiry_days must be a whole number from 1 to 365'],
      [{ ...body, welcome_enabled: undefined }, 'welcome_enabled must be true or false'],
      [{ ...body, welcome_cap: -1 }, 'welcome_cap must be an amount in rupees with at most 2 decimals'],
    ] as const) {
      const res = await opsCall(t.app, admin, 'POST', '/ops/bonus/config', bad);
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
    const saved = await opsCall(t.app, admin, 'POST', '/ops/bonus/config', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...body, welcome_cap: 2500.5 });
    expect(await audit('bonus.config')).toMatchObject({ operator_name: 'admin' });
    expect((await get('/bonus/terms')).json().data).toMatchObject({ wagering_multiple: 5.5, expiry_days: 14, welcome_enabled: false });

    const bank = await firstMethod(db(), siteId, 'bank');
    const method = await opsCall(t.app, admin, 'POST', `/ops/bonus/methods/${bank.id}`, { percentage: 4.5, min_deposit: 1000, max_bonus: 200 });
    expect(method.statusCode).toBe(200);
    expect(method.json().data.methods).toContainEqual(expect.objectContaining({ method_id: bank.id, percentage: 4.5, min_deposit: 1000, max_bonus: 200 }));
    const site = (await get('/site/settings')).json().data;
    expect(site.bonus_data).toContainEqual({ bonusType: 'payment bonus', methodIds: `[${bank.id}]`, percentage: 4.5 });
    expect(await audit('bonus.method')).toMatchObject({ operator_name: 'admin' });
    expect((await opsCall(t.app, admin, 'POST', '/ops/bonus/methods/999999', { percentage: 1, min_deposit: 0, max_bonus: 1 })).statusCode).toBe(404);
    expect((await opsCall(t.app, admin, 'POST', '/ops/bonus/methods/abc', { percentage: 1, min_deposit: 0, max_bonus: 1 })).statusCode).toBe(404);
    expect((await opsCall(t.app, admin, 'POST', `/ops/bonus/methods/${bank.id}`, { percentage: 100.001, min_deposit: 0, max_bonus: 1 })).statusCode).toBe(422);
    expect((await opsCall(t.app, agent, 'POST', `/ops/bonus/methods/${bank.id}`, { percentage: 1, min_deposit: 0, max_bonus: 1 })).statusCode).toBe(403);

    // A deposit by that method earns 4.5% capped at 200, at the new 5.5x.
    const p = await player();
    const id = (await db().query<{ id: string }>(
      `INSERT INTO wallet_transactions (user_id, site_id, type, amount, method_id, method_name) VALUES ($1, $2, 'client_deposit', 1000000, $3, $4) RETURNING id::text`,
      [p.id, siteId, bank.id, bank.name],
    )).rows[0]!.id;
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {})).statusCode).toBe(200);
    expect((await mine(p.token)).active).toMatchObject({ amount: 200, wagering_required: 1100, progress: expect.arrayContaining([{ product: 'casino', staked: 0, pct: 20, counted: 0 }]) });
  });

  test('console: grants (admins, audited), a player\'s bonuses, refusals', async () => {
    const p = await player();
    const grant = { user_id: p.id, amount: 150, note: 'Diwali goodwill' };
    expect((await opsCall(t.app, agent, 'POST', '/ops/bonus/grants', grant)).statusCode).toBe(403);
    for (const [bad, status] of [[{ ...grant, note: '' }, 422], [{ ...grant, amount: 0 }, 422], [{ ...grant, amount: 'x' }, 422], [{ ...grant, user_id: 'x' }, 422], [{ ...grant, user_id: '999999' }, 404], [[1], 422]] as const) {
      expect((await opsCall(t.app, admin, 'POST', '/ops/bonus/grants', bad)).statusCode).toBe(status);
    }
    const res = await opsCall(t.app, admin, 'POST', '/ops/bonus/grants', grant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Bonus granted', data: { kind: 'grant', status: 'locked', amount: 150, note: 'Diwali goodwill' } });
    expect(await audit('bonus.grant')).toMatchObject({ operator_name: 'admin', after: { amount: '15000', note: 'Diwali goodwill', status: 'locked' } });
    const offered = await opsCall(t.app, admin, 'POST', '/ops/bonus/grants', { ...grant, amount: 50, claimable: true });
    expect(offered.json().data).toMatchObject({ status: 'offered', amount: 50 });

    const list = await opsCall(t.app, agent, 'GET', `/ops/bonus/players/${p.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.bonuses.map((b: { status: string }) => b.status)).toEqual(['offered', 'locked']);
    expect((await opsCall(t.app, agent, 'GET', '/ops/bonus/players/999999')).statusCode).toBe(404);
    expect((await opsCall(t.app, agent, 'GET', '/ops/bonus/players/abc')).statusCode).toBe(404);
  });

  test('the sweep: a locked bonus past its expiry returns to the house, an unclaimed offer lapses (admins, audited)', async () => {
    const p = await player();
    await opsCall(t.app, admin, 'POST', '/ops/bonus/grants', { user_id: p.id, amount: 80, note: 'expiring' });
    await opsCall(t.app, admin, 'POST', '/ops/bonus/grants', { user_id: p.id, amount: 30, note: 'offer', claimable: true });
    expect((await opsCall(t.app, agent, 'POST', '/ops/bonus/sweep', {})).statusCode).toBe(403);
    clock.advance(40 * 86_400);
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
    const res = await opsCall(t.app, admin, 'POST', '/ops/bonus/sweep', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expired).toBeGreaterThanOrEqual(1);
    const statuses = (await opsCall(t.app, admin, 'GET', `/ops/bonus/players/${p.id}`)).json().data.bonuses.map((b: { status: string }) => b.status);
    expect(statuses).toEqual(['lapsed', 'expired']);
    expect((await accountsOf(db(), p.id)).bonus).toBe(0n);
    expect(await audit('bonus.sweep')).toMatchObject({ operator_name: 'admin' });
    expect((await notices(p.id)).map((n) => n.title)).toEqual(['Bonus granted', 'Bonus offer', 'Bonus expired']);
  });
});
