// Start-up (PGlite WASM, migrations, argon2 hashing in the seed) can pass 5 s on a busy machine.
jest.setTimeout(30_000);

import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';
import { seed } from '../src/seed/seed';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { creditPlayer, playerAccounts, post as ledgerPost } from '../src/ledger';
import { get, post } from './auth-helpers';

const P = DEMO_CREDENTIALS.player;

describe.each(dbKinds())('player account calls on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seed(t.testDb.db);
    token = (await post(t.app, '/user/auth/login', { type: 1, mobile: P.mobile, password: P.password })).json().data.token;
    userId = (await t.testDb.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_name = $1', [P.user_name])).rows[0]!.id;
  }, 90_000); // the app and the demo seed on PGlite passed 30 s on a loaded fresh-clone run
  afterAll(() => t.close());

  it('get-user-info answers the SPEC §3 User fields', async () => {
    const res = await get(t.app, '/user/api/get-user-info', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user_name: P.user_name,
      balance: 10000,
      expl: 0,
      bets_count: 0,
      earnBonus: 0,
      phone: P.mobile,
      last_login_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isDemo: false,
      notificationSubscribed: false,
      notificationUnsubscribed: false,
      stakes: [],
      refer_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
  });

  it('wallet-balance answers bl, ex, bc, eb at the top level, from the ledger', async () => {
    const first = await post(t.app, '/user/api/wallet-balance', {}, token);
    expect(first.json()).toEqual({ success: true, bl: 10000, ex: 0, bc: 0, eb: 0 });

    await t.testDb.db.tx(async (q) => {
      await creditPlayer(q, { userId, amountPaise: 25050n, kind: 'bonus_grant', idempotencyKey: `t:bonus:${kind}`, to: 'bonus', from: 'bonus' });
      // 120.25 rupees of cash moved into exposure, as an open bet would.
      const a = await playerAccounts(q, userId);
      await ledgerPost(q, { kind: 'bet_exposure', idempotencyKey: `t:exp:${kind}`, lines: [{ accountId: a.cash, amount: -12025n }, { accountId: a.exposure, amount: 12025n }] });
    });
    // What the betting services will do: change the count and say so, like every write of poll data.
    await t.testDb.db.query('UPDATE users SET bets_count = 3 WHERE id = $1', [userId]);
    t.testDb.db.playersChanged([userId]);
    const res = await post(t.app, '/user/api/wallet-balance', {}, token);
    // bl = cash + bonus = (10000 - 120.25) + 250.50; ex = -exposure; eb = bonus.
    expect(res.json()).toEqual({ success: true, bl: 10130.25, ex: -120.25, bc: 3, eb: 250.5 });
    const info = (await get(t.app, '/user/api/get-user-info', token)).json().data;
    expect([info.balance, info.expl, info.earnBonus, info.bets_count]).toEqual([10130.25, -120.25, 250.5, 3]);
  });

  it('concurrent polls share one read but each gets its own player, and an ended session its 401', async () => {
    const demo = await Promise.all([1, 2, 3].map(() => post(t.app, '/user/auth/demo-login', {})));
    const tokens = demo.map((r) => r.json().data.token as string);
    await post(t.app, '/user/auth/logout', {}, tokens[2]);
    const other = (await post(t.app, '/user/auth/login', { type: 1, mobile: P.mobile, password: P.password })).json().data.token;
    const polls = await Promise.all([...tokens, other, tokens[0]!, other].map((tok) => post(t.app, '/user/api/wallet-balance', {}, tok)));
    expect(polls.map((r) => r.statusCode)).toEqual([200, 200, 401, 200, 200, 200]);
    expect(polls[0]!.json()).toEqual({ success: true, bl: 15000, ex: 0, bc: 0, eb: 0 });
    expect(polls[3]!.json().bl).toBe(10130.25);
    expect(polls[5]!.json()).toEqual(polls[3]!.json());
    token = other;
  });

  it('wallet-balance without a live session is a 401 with the error shape', async () => {
    const res = await post(t.app, '/user/api/wallet-balance', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, status: 0, message: 'Authorization token is missing' });
  });

  it('get-user-pl-info answers a zeroed summary until bets exist', async () => {
    const res = await get(t.app, '/user/api/get-user-pl-info', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total_stake: 0, total_win: 0, total_loss: 0, profit_loss: 0 });
  });

  it('saves the stake buttons and validates them', async () => {
    const put = (stakes: unknown) => t.app.inject({ method: 'PUT', url: '/user/api/stakes', payload: { stakes }, headers: { authorization: `Bearer ${token}` } });
    const saved = await put([100, 500, 2500, 10000000]);
    expect(saved.json()).toMatchObject({ success: true, message: 'Saved Successfully', data: { stakes: [100, 500, 2500, 10000000] } });
    expect((await get(t.app, '/user/api/get-user-info', token)).json().data.stakes).toEqual([100, 500, 2500, 10000000]);
    const cases: [unknown, string][] = [
      [[100, 200, 300], 'Please enter 4 stake values'],
      [undefined, 'Please enter 4 stake values'],
      [[99, 200, 300, 400], 'Stake value must be between 100 to 1Cr.'],
      [[100, 200, 300, 10000001], 'Stake value must be between 100 to 1Cr.'],
      [[100, 200, null, 400], 'Stake value must be between 100 to 1Cr.'],
      [[100, 200, '300', 400], 'Stake value must be between 100 to 1Cr.'],
    ];
    for (const [stakes, message] of cases) {
      const res = await put(stakes);
      expect([res.statusCode, res.json().details]).toEqual([422, [message]]);
    }
    expect((await get(t.app, '/user/api/get-user-info', token)).json().data.stakes).toEqual([100, 500, 2500, 10000000]);
  });

  it('the account calls need a live session', async () => {
    for (const [method, url] of [['GET', '/user/api/get-user-info'], ['GET', '/user/api/get-user-pl-info'], ['PUT', '/user/api/stakes']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PUT' ? { stakes: [100, 200, 300, 400] } : undefined });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });
});
