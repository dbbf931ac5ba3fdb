import { missingPermissionMessage } from '@khel/shared/validation';
import { startTestApp, type TestApp } from './app-harness';
import { depositRequest, makePlayer, opsCall, opsLogin, payoutAccount, seedAll, withdrawalRequest } from './ops-fixtures';
import { dbKinds } from './test-db';

/** Operator sign-in and roles, the queues (filters, search, pages, counts), one request, a player, block and unblock. */
describe.each(dbKinds())('ops sign-in, queues and players on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let siteId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ siteId } = await seedAll(t.testDb.db));
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;

  test('sign-in answers a token, its expiry and the operator; wrong passwords and unknown names get one message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'admin', password: 'Admin@1234' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { token: expect.any(String), exp: expect.any(Number), operator: { username: 'admin', role: 'admin' } } });
    for (const payload of [{ username: 'admin', password: 'wrong' }, { username: 'nobody', password: 'Admin@1234' }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toBe('Invalid username or password');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { password: 'x' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Please enter your username');
    const signIns = (await opsCall(t.app, agent, 'GET', '/ops/audit?action=operator.login&operator=admin')).json().data;
    expect(signIns.items[0]).toMatchObject({ operator: 'admin', action: 'operator.login', target: 'operator admin' });
    const me = await opsCall(t.app, agent, 'GET', '/ops/auth/me');
    expect(me.json().data).toEqual({ operator: { id: expect.any(String), username: 'agent', role: 'agent', permissions: ['console.read', 'requests.decide', 'players.manage', 'players.protect'], must_change_password: false } });
  });

  test('five wrong passwords from one address lock that address out for 15 minutes; others still sign in', async () => {
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'agent', password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await attempt('guess', '10.0.0.9')).statusCode).toBe(401);
    const locked = await attempt('Agent@1234', '10.0.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins. Please try again in 15 minutes.');
    expect((await attempt('Agent@1234', '10.0.0.10')).statusCode).toBe(200);
  });

  test('no token, a forged token, or a player token is 401; a signed-out session is 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ops/requests' })).statusCode).toBe(401);
    expect((await opsCall(t.app, 'abc.def.ghi', 'GET', '/ops/requests')).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: '9876543210', password: 'Player@123' } });
    const playerToken = login.json().data?.token as string | undefined;
    expect(playerToken).toEqual(expect.any(String));
    expect((await opsCall(t.app, playerToken!, 'GET', '/ops/requests')).statusCode).toBe(401);
    const token = await opsLogin(t.app, 'agent');
    expect((await opsCall(t.app, token, 'POST', '/ops/auth/logout')).statusCode).toBe(200);
    expect((await opsCall(t.app, admin, 'GET', '/ops/audit?action=operator.logout')).json().data.items[0]).toMatchObject({ operator: 'agent', action: 'operator.logout' });
    const after = await opsCall(t.app, token, 'GET', '/ops/requests');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
  });

  test.each([
    ['GET', '/ops/config/wallet'],
    ['PUT', '/ops/config/wallet'],
    ['GET', '/ops/config/payment-methods'],
    ['POST', '/ops/config/payment-methods'],
    ['PATCH', '/ops/config/payment-methods/1'],
    ['GET', '/ops/config/master-accounts'],
    ['POST', '/ops/config/master-accounts'],
    ['PATCH', '/ops/config/master-accounts/1'],
    ['GET', '/ops/config/site'],
    ['PUT', '/ops/config/site'],
    ['POST', '/ops/uploads/signed-url'],
    ['GET', '/ops/modules'],
    ['POST', '/ops/modules/set'],
    ['POST', '/ops/modules/rollback'],
    ['GET', '/ops/modules/history'],
  ] as const)('an agent calling %s %s gets 403 naming the missing permission, and nothing is audited', async (method, url) => {
    const before = await db().query('SELECT 1 FROM audit_log');
    const res = await opsCall(t.app, agent, method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
    const permission = url.startsWith('/ops/modules') ? 'modules.manage' : 'config.manage';
    expect(res.json()).toMatchObject({ success: false, statusCode: 403, message: missingPermissionMessage('agent', permission) });
    expect((await db().query('SELECT 1 FROM audit_log')).rowCount).toBe(before.rowCount);
  });

  test('the queues filter by type, status, method, date and search, page, and count', async () => {
    const a = await makePlayer(db(), 5000, `queue_alice_${kind}`);
    const b = await makePlayer(db(), 5000, `queue_bob_${kind}`);
    const d1 = await depositRequest(db(), siteId, a.id, 100, { utr: `QUTR-${kind}-1` });
    const d2 = await depositRequest(db(), siteId, b.id, 200, { createdAt: new Date('2026-01-05T06:00:00Z') });
    const w1 = await withdrawalRequest(db(), siteId, a.id, 300);
    await opsCall(t.app, admin, 'POST', `/ops/requests/${d2}/hold`, {});

    const list = async (query: string) => {
      const res = await opsCall(t.app, agent, 'GET', `/ops/requests?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data as { items: { c_a_tid: number }[]; total: number; page: number };
    };
    const ids = (d: { items: { c_a_tid: number }[] }) => d.items.map((i) => String(i.c_a_tid));

    expect(ids(await list(`type=deposit&q=queue_alice_${kind}`))).toEqual([d1]);
    expect(ids(await list(`type=withdrawal&q=queue_alice_${kind}`))).toEqual([w1]);
    expect(ids(await list(`q=QUTR-${kind}-1`))).toEqual([d1]);
    expect(ids(await list(`q=%23${w1}`))).toEqual([w1]);
    expect(ids(await list(`status=hold&q=queue_bob_${kind}`))).toEqual([d2]);
    expect(ids(await list(`status=pending,hold&q=queue_&type=deposit`)).sort()).toEqual([d1, d2].sort());
    expect(ids(await list(`from=2026-01-05&to=2026-01-05&q=queue_`))).toEqual([d2]);
    expect(ids(await list(`from=2026-01-06&to=2026-01-06&q=queue_`))).toEqual([]);
    const bank = await db().query<{ method_name: string }>('SELECT method_name FROM wallet_transactions WHERE id = $1', [w1]);
    expect(ids(await list(`method=${encodeURIComponent(bank.rows[0]!.method_name)}&q=queue_`))).toEqual([w1]);
    const page1 = await list('q=queue_&page_size=2&page=1');
    const page2 = await list('q=queue_&page_size=2&page=2');
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.items).toHaveLength(1);

    for (const [query, message] of [
      ['status=paid', 'status must be one of pending, hold, approve_in_process, approve_completed, reject_in_process, reject_completed, expired, cancelled'],
      ['type=bonus', 'type must be deposit or withdrawal'],
      ['from=05-01-2026', 'from must be a date (YYYY-MM-DD)'],
      ['page=0', 'page must be a whole number from 1'],
    ]) {
      const res = await opsCall(t.app, agent, 'GET', `/ops/requests?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }

    const counts = await opsCall(t.app, agent, 'GET', '/ops/requests/counts');
    const { rows } = await db().query<{ d: string; w: string; h: string }>(
      `SELECT count(*) FILTER (WHERE status = 'pending' AND type LIKE '%deposit')::text AS d,
              count(*) FILTER (WHERE status = 'pending' AND type LIKE '%withdrawal')::text AS w,
              count(*) FILTER (WHERE status = 'hold')::text AS h FROM wallet_transactions`,
    );
    expect(counts.json().data).toEqual({ pending_deposits: Number(rows[0]!.d), pending_withdrawals: Number(rows[0]!.w), hold: Number(rows[0]!.h), pending_approvals: 0 });
    expect(counts.json().data.hold).toBeGreaterThanOrEqual(1);
  });

  test('a request shows its player, method, slips, payout details and flags', async () => {
    const a = await makePlayer(db(), 2000);
    const b = await makePlayer(db(), 0);
    await payoutAccount(db(), siteId, a.id, '123456789012');
    await payoutAccount(db(), siteId, b.id, '123456789012');
    const dep = await depositRequest(db(), siteId, a.id, 150, { utr: `FLAG-${kind}` });
    await db().query('INSERT INTO utr_attempts (utr, user_id, claimed_transaction_id, amount) VALUES ($1, $2, $3, 15000)', [`FLAG-${kind}`, b.id, dep]);
    // The wallet refuses withdrawals of linked players; this one was made before the link.
    await db().query(`UPDATE client_accounts SET normalized_key = normalized_key || ':x' WHERE user_id = $1`, [b.id]);
    const wd = await withdrawalRequest(db(), siteId, a.id, 500);
    await db().query(`UPDATE client_accounts SET normalized_key = replace(normalized_key, ':x', '') WHERE user_id = $1`, [b.id]);

    const deposit = (await opsCall(t.app, agent, 'GET', `/ops/requests/${dep}`)).json().data;
    expect(deposit).toMatchObject({
      c_a_tid: Number(dep),
      type: 'client_deposit',
      status: 'pending',
      amount: 150,
      approved_amount: null,
      transaction_id: `FLAG-${kind}`,
      user_name: a.userName,
      player: { id: Number(a.id), user_name: a.userName, mobile: null },
      method: { method_type: 'upi' },
      images: ['/wallet/uploads/payment-slip/a.png', '/wallet/uploads/payment-slip/b.png'],
      transaction_image_url: '/wallet/uploads/payment-slip/a.png,/wallet/uploads/payment-slip/b.png',
      flags: { utr_claimed_before: true, withdrawal_before_wagering: false, linked_accounts: [b.userName] },
    });
    const withdrawal = (await opsCall(t.app, agent, 'GET', `/ops/requests/${wd}`)).json().data;
    expect(withdrawal).toMatchObject({
      type: 'client_withdrawal',
      payout: { account_number: '123456789012', ifsc_code: 'SBIN0001234', account_holder_name: 'Test Holder', bank_name: 'State Bank of India' },
      flags: { utr_claimed_before: false, linked_accounts: [b.userName] },
    });
    expect((await opsCall(t.app, agent, 'GET', '/ops/requests/424242')).json()).toMatchObject({ statusCode: 404, message: 'Request not found' });
  });

  test('a player: balances, ledger entries, transactions, linked players; block ends their session, unblock lets them back', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: '9876543210', password: 'Player@123' } });
    const token = login.json().data.token as string;
    const { rows } = await db().query<{ id: string }>(`SELECT id::text AS id FROM users WHERE user_name = 'player1'`);
    const id = rows[0]!.id;
    const dep = await depositRequest(db(), siteId, id, 100);
    await opsCall(t.app, admin, 'POST', `/ops/requests/${dep}/approve`, {});

    for (const ref of [id, 'player1', '9876543210']) {
      const view = await opsCall(t.app, agent, 'GET', `/ops/players/${ref}`);
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toMatchObject({ id: Number(id), user_name: 'player1', mobile: '9876543210', blocked: false, balances: { cash: 10100, bonus: 0, exposure: 0, withdrawal_hold: 0 } });
    }
    const view = (await opsCall(t.app, agent, 'GET', `/ops/players/${id}`)).json().data;
    expect(view.ledger[0]).toMatchObject({ kind: 'deposit', account: 'cash', amount: 100, balance_after: 10100 });
    expect(view.transactions[0]).toMatchObject({ c_a_tid: Number(dep), status: 'approve_completed' });
    expect(view.linked_players).toEqual([]);
    expect((await opsCall(t.app, agent, 'GET', '/ops/players/nobody_here')).json()).toMatchObject({ statusCode: 404, message: 'Player not found' });

    const blocked = await opsCall(t.app, agent, 'POST', `/ops/players/${id}/block`);
    expect(blocked.json()).toMatchObject({ message: 'Player blocked', data: { blocked: true } });
    expect((await t.app.inject({ method: 'GET', url: '/user/api/get-user-info', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const relog = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: '9876543210', password: 'Player@123' } });
    expect(relog.statusCode).not.toBe(200);
    const unblocked = await opsCall(t.app, agent, 'POST', `/ops/players/${id}/unblock`);
    expect(unblocked.json()).toMatchObject({ message: 'Player unblocked', data: { blocked: false } });
    const back = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 1, mobile: '9876543210', password: 'Player@123' } });
    expect(back.statusCode).toBe(200);
    const audit = (await opsCall(t.app, agent, 'GET', '/ops/audit?limit=5')).json().data;
    expect(audit.items.slice(0, 2)).toEqual([
      expect.objectContaining({ operator: 'agent', action: 'player.unblock', target: `player player1 (#${id})`, before: { blocked: true }, after: { blocked: false } }),
      expect.objectContaining({ operator: 'agent', action: 'player.block', before: { blocked: false }, after: { blocked: true } }),
    ]);
  });

  test('the audit list pages newest first by number, not by text (keyset: before = the last id seen)', async () => {
    for (let i = 0; i < 12; i++) await opsLogin(t.app, 'agent');
    const page1 = (await opsCall(t.app, agent, 'GET', '/ops/audit?limit=7')).json().data;
    const page2 = (await opsCall(t.app, agent, 'GET', `/ops/audit?limit=7&before=${page1.next_before}`)).json().data;
    const ids = [...page1.items, ...page2.items].map((e: { id: number }) => e.id);
    expect(ids).toHaveLength(14);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(14);
  });
});
