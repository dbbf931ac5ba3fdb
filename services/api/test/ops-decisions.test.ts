import { findLedgerViolations } from '../src/ledger';
import { expirePendingRequests } from '../src/ops/expiry';
import { startTestApp, type TestApp } from './app-harness';
import { balances, depositRequest, makePlayer, opsCall, opsLogin, seedAll, statusOf, withdrawalRequest } from './ops-fixtures';
import { dbKinds } from './test-db';

/** Operator decisions: each is its ledger posting, its status changes and its audit record, all or nothing. */
describe.each(dbKinds())('ops decisions on %s', (kind) => {
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
  const events = async (id: string) =>
    (await db().query<{ from_status: string; to_status: string; actor: string }>('SELECT from_status, to_status, actor FROM wallet_transaction_events WHERE transaction_id = $1 ORDER BY id', [id])).rows;
  const audits = async (id: string) =>
    (await db().query<{ operator_name: string; action: string; before: { status: string }; after: { status: string; approved_amount: number } }>(
      'SELECT operator_name, action, before, after FROM audit_log WHERE target = $1 ORDER BY id',
      [`request #${id}`],
    )).rows;

  test('an agent approves a deposit with a changed amount: cash credited by the approved amount, both steps recorded, audited', async () => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 500, { utr: `UTR${p.id}A` });
    const res = await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 450.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Request approved', data: { c_a_tid: Number(id), status: 'approve_completed', amount: 500, approved_amount: 450.5 } });
    expect((await balances(db(), p.id)).cash).toBe(450.5);
    expect(await events(id)).toEqual([
      { from_status: 'pending', to_status: 'approve_in_process', actor: 'agent' },
      { from_status: 'approve_in_process', to_status: 'approve_completed', actor: 'agent' },
    ]);
    const [audit] = await audits(id);
    expect(audit).toMatchObject({ operator_name: 'agent', action: 'request.approve', before: { status: 'pending' }, after: { status: 'approve_completed', approved_amount: 450.5 } });
    const posting = await db().query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key = $1`, [`wallet:${id}:credit`]);
    expect(posting.rows[0]!.n).toBe('1');
  });

  test('a replay with the same Idempotency-Key gets the first answer and changes nothing; a second approval is refused', async () => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 300);
    const headers = { 'idempotency-key': `approve-${id}` };
    const first = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {}, headers);
    const again = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {}, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect((await balances(db(), p.id)).cash).toBe(300);
    const without = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {});
    expect(without.statusCode).toBe(409);
    expect(without.json().message).toBe(`Request #${id} is approved and cannot be approved`);
    expect((await balances(db(), p.id)).cash).toBe(300);
    expect(await audits(id)).toHaveLength(1);
  });

  test('a withdrawal pays exactly the held amount: a part or a larger amount is refused and changes nothing', async () => {
    const p = await makePlayer(db(), 1000);
    const id = await withdrawalRequest(db(), siteId, p.id, 800);
    expect(await balances(db(), p.id)).toMatchObject({ cash: 200, withdrawal_hold: 800 });
    for (const approved of [800.01, 750, 1]) {
      const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: approved });
      expect([res.statusCode, res.json().message]).toEqual([422, 'A withdrawal is paid in full: approve 800 or reject it']);
    }
    expect(await statusOf(db(), id)).toBe('pending');
    expect(await audits(id)).toEqual([]);
    const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 800 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approve_completed', approved_amount: 800 });
    expect(await balances(db(), p.id)).toMatchObject({ cash: 200, withdrawal_hold: 0 });
  });

  test('a deposit approved above its amount waits for a second operator; the same operator cannot confirm it; both are audited', async () => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 500);
    const proposed = await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 5000 });
    expect(proposed.statusCode).toBe(202);
    const summary = `Approve deposit #${id} for ₹5,000.00 (requested ₹500.00)`;
    expect(proposed.json()).toMatchObject({
      message: "Approval above the requested amount needs a second operator: it waits for a second operator's approval",
      data: { kind: 'request.approve', target: `request:${id}`, status: 'pending', proposed_by: 'agent', summary, payload: { approved_paise: '500000' } },
    });
    const view = (await opsCall(t.app, agent, 'GET', `/ops/requests/${id}`)).json().data;
    expect(view).toMatchObject({ status: 'pending', approved_amount: null, proposed_approval: { amount: 5000, operator: 'agent', reason: 'Approval above the requested amount needs a second operator' } });
    expect((await balances(db(), p.id)).cash ?? 0).toBe(0);
    const self = await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 5000 });
    expect([self.statusCode, self.json().message]).toEqual([409, `You proposed this (${summary}): a second operator must approve it`]);
    expect((await balances(db(), p.id)).cash ?? 0).toBe(0);

    const confirmed = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 5000 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Request approved', data: { status: 'approve_completed', approved_amount: 5000, proposed_approval: null } });
    expect((await balances(db(), p.id)).cash).toBe(5000);
    const trail = await audits(id);
    expect(trail.map((a) => [a.operator_name, a.action])).toEqual([['agent', 'approval.propose'], ['admin', 'approval.approve'], ['admin', 'request.approve']]);
    expect(trail[2]!.after).toMatchObject({ approved_amount: 5000, proposed_by_operator_id: expect.any(String) });
  });

  test('a second operator approving another amount than proposed replaces the proposal; approving the requested amount drops it', async () => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 300);
    const proposal = async () => (await opsCall(t.app, agent, 'GET', `/ops/requests/${id}`)).json().data.proposed_approval;
    expect((await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 3000 })).statusCode).toBe(202);
    expect(await proposal()).toMatchObject({ amount: 3000, operator: 'agent' });
    const other = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: 3500 });
    expect(other.statusCode).toBe(202);
    expect(await proposal()).toMatchObject({ amount: 3500, operator: 'admin' });
    const plain = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {});
    expect(plain.json().data).toMatchObject({ status: 'approve_completed', approved_amount: 300, proposed_approval: null });
    expect((await balances(db(), p.id)).cash).toBe(300);
  });

  test('two operators approving the same request at once: one approval, one credit, the other is told it is taken', async () => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 700);
    const answers = await Promise.all([admin, agent, admin, agent].map((token) => opsCall(t.app, token, 'POST', `/ops/requests/${id}/approve`, {})));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toMatch(new RegExp(`^Request #${id} is (approved|being approved) and cannot be approved$`));
    expect((await balances(db(), p.id)).cash).toBe(700);
    const credits = await db().query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [`wallet:${id}:credit`]);
    expect(credits.rowCount).toBe(1);
    expect((await audits(id)).map((a) => a.action)).toEqual(['request.approve']);
  });

  test('a rejected withdrawal returns the hold to cash and keeps the remark; a reject needs a remark', async () => {
    const p = await makePlayer(db(), 400);
    const id = await withdrawalRequest(db(), siteId, p.id, 400);
    const noRemark = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/reject`, {});
    expect(noRemark.statusCode).toBe(422);
    expect(noRemark.json().message).toBe('Please enter a remark');
    const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/reject`, { remark: 'Account name does not match' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Request rejected', data: { status: 'reject_completed', remark: 'Account name does not match' } });
    expect(await balances(db(), p.id)).toMatchObject({ cash: 400, withdrawal_hold: 0 });
    expect((await events(id)).map((e) => e.to_status)).toEqual(['reject_in_process', 'reject_completed']);
  });

  test('hold, then approve from hold; a deposit rejected posts nothing', async () => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 200);
    const held = await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/hold`, { remark: 'Checking the slip' });
    expect(held.statusCode).toBe(200);
    expect(held.json().data.status).toBe('hold');
    expect(held.json().data.hold_at).toEqual(expect.any(String));
    const again = await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/hold`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Request #${id} is on hold and cannot be put on hold`);
    expect((await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/approve`, {})).statusCode).toBe(200);
    expect((await events(id)).map((e) => `${e.from_status}>${e.to_status}`)).toEqual(['pending>hold', 'hold>approve_in_process', 'approve_in_process>approve_completed']);
    expect((await balances(db(), p.id)).cash).toBe(200);

    const other = await depositRequest(db(), siteId, p.id, 999);
    expect((await opsCall(t.app, agent, 'POST', `/ops/requests/${other}/reject`, { remark: 'No such payment' })).statusCode).toBe(200);
    expect((await balances(db(), p.id)).cash).toBe(200);
  });

  test.each([
    ['approve_completed', 'approved'],
    ['reject_completed', 'rejected'],
    ['expired', 'expired'],
    ['cancelled', 'cancelled'],
    ['approve_in_process', 'being approved'],
    ['reject_in_process', 'being rejected'],
  ])('every decision on a request that is %s is refused with 409', async (status, word) => {
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 100);
    await db().query('UPDATE wallet_transactions SET status = $2 WHERE id = $1', [id, status]);
    for (const [decision, verb, body] of [['approve', 'approved', {}], ['reject', 'rejected', { remark: 'x' }], ['hold', 'put on hold', {}]] as const) {
      const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/${decision}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`Request #${id} is ${word} and cannot be ${verb}`);
    }
    expect(await statusOf(db(), id)).toBe(status);
    expect(await events(id)).toEqual([]);
  });

  test("a deposit cannot be approved above the site's deposit maximum", async () => {
    const { rows } = await db().query<{ max: string }>('SELECT (deposit_max / 100)::text AS max FROM wallet_config WHERE site_id = $1', [siteId]);
    const max = Number(rows[0]!.max);
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 100);
    const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: max + 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Approved amount cannot be more than the deposit maximum of ${max}`);
    expect(await statusOf(db(), id)).toBe('pending');
    // The maximum is above the deposit limit (and the request): it waits for a second operator, who approves it.
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: max })).statusCode).toBe(202);
    expect((await opsCall(t.app, agent, 'POST', `/ops/requests/${id}/approve`, { approved_amount: max })).statusCode).toBe(200);
  });

  test('an unknown request is 404; an approved amount that is not money is 422', async () => {
    expect((await opsCall(t.app, admin, 'POST', '/ops/requests/999999/approve', {})).json()).toMatchObject({ statusCode: 404, message: 'Request not found' });
    expect((await opsCall(t.app, admin, 'POST', '/ops/requests/abc/hold', {})).statusCode).toBe(404);
    const p = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, p.id, 100);
    for (const bad of [-5, 0, 1.234, 'ten']) {
      const res = await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, { approved_amount: bad });
      expect(res.statusCode).toBe(422);
    }
    expect(await statusOf(db(), id)).toBe('pending');
  });

  test('a failure mid-way (the audit insert fails) leaves no posting, no status change and no event', async () => {
    const p = await makePlayer(db(), 500);
    const dep = await depositRequest(db(), siteId, p.id, 250);
    const wd = await withdrawalRequest(db(), siteId, p.id, 500);
    await db().exec(`CREATE FUNCTION test_fail_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit store down'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_fail_audit();`);
    try {
      expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${dep}/approve`, { approved_amount: 240 })).statusCode).toBe(500);
      expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${wd}/approve`, {})).statusCode).toBe(500);
      expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${wd}/reject`, { remark: 'r' })).statusCode).toBe(500);
    } finally {
      await db().exec('DROP TRIGGER test_fail_audit ON audit_log; DROP FUNCTION test_fail_audit();');
    }
    expect(await statusOf(db(), dep)).toBe('pending');
    expect(await statusOf(db(), wd)).toBe('pending');
    expect(await events(dep)).toEqual([]);
    expect(await events(wd)).toEqual([]);
    const postings = await db().query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key IN ($1, $2, $3)`, [`wallet:${dep}:credit`, `wallet:${wd}:payout`, `wallet:${wd}:release`]);
    expect(postings.rowCount).toBe(0);
    expect(await balances(db(), p.id)).toMatchObject({ cash: 0, withdrawal_hold: 500 });
    // Once the audit store is back the same decision goes through.
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${dep}/approve`, { approved_amount: 240 })).statusCode).toBe(200);
    expect((await balances(db(), p.id)).cash).toBe(240);
  });

  test('pending requests expire after the configured time; an expired withdrawal returns its hold; sweeps never double up', async () => {
    const saved = await opsCall(t.app, admin, 'PUT', '/ops/config/wallet', { request_expiry_minutes: 60 });
    expect(saved.statusCode).toBe(200);
    const p = await makePlayer(db(), 700);
    const old = new Date(Date.now() - 2 * 3600_000);
    const dep = await depositRequest(db(), siteId, p.id, 100, { createdAt: old });
    const wd = await withdrawalRequest(db(), siteId, p.id, 700, { createdAt: old });
    const fresh = await depositRequest(db(), siteId, p.id, 100);
    const held = await depositRequest(db(), siteId, p.id, 100, { createdAt: old });
    await opsCall(t.app, admin, 'POST', `/ops/requests/${held}/hold`, {});
    const swept = await Promise.all([expirePendingRequests(db(), new Date()), expirePendingRequests(db(), new Date())]);
    const all = swept.flat();
    expect(all.filter((id) => id === dep)).toHaveLength(1);
    expect(all.filter((id) => id === wd)).toHaveLength(1);
    expect(await statusOf(db(), dep)).toBe('expired');
    expect(await statusOf(db(), wd)).toBe('expired');
    expect(await statusOf(db(), fresh)).toBe('pending');
    expect(await statusOf(db(), held)).toBe('hold');
    expect(await balances(db(), p.id)).toMatchObject({ cash: 700, withdrawal_hold: 0 });
    expect(await audits(wd)).toEqual([expect.objectContaining({ operator_name: 'system', action: 'request.expire' })]);
    expect(await expirePendingRequests(db(), new Date())).toEqual([]);
    const late = await opsCall(t.app, admin, 'POST', `/ops/requests/${dep}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`Request #${dep} is expired and cannot be approved`);
    await opsCall(t.app, admin, 'PUT', '/ops/config/wallet', { request_expiry_minutes: 1440 });
  });

  test('after all of it the ledger holds its invariants', async () => {
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });
});

describe.each(dbKinds())('status changes made by the wallet on %s', (kind) => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ siteId } = await seedAll(t.testDb.db));
  }, 60_000);
  afterAll(() => t.close());

  test("a player's cancel through the wallet is in the request's history, with the release posting", async () => {
    const db = t.testDb.db;
    const p = await makePlayer(db, 300, `cancel_${kind}`);
    const id = await withdrawalRequest(db, siteId, p.id, 300);
    const login = await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 2, user_id: `cancel_${kind}`, password: 'Secret@123' } });
    const res = await t.app.inject({ method: 'PATCH', url: `/wallet/client/cancel-transaction-request/${id}`, headers: { authorization: `Bearer ${login.json().data.token}` } });
    expect(res.statusCode).toBe(200);
    const { rows } = await db.query<{ from_status: string; to_status: string; actor: string; operator_id: string | null; ledger_transaction_id: string | null }>(
      'SELECT from_status, to_status, actor, operator_id, ledger_transaction_id::text FROM wallet_transaction_events WHERE transaction_id = $1',
      [id],
    );
    expect(rows).toEqual([{ from_status: 'pending', to_status: 'cancelled', actor: 'player', operator_id: null, ledger_transaction_id: expect.any(String) }]);
    expect(await balances(db, p.id)).toMatchObject({ cash: 300, withdrawal_hold: 0 });
  });
});
