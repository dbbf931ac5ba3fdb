import type { LightMyRequestResponse } from 'fastify';
import { missingPermissionMessage } from '@khel/shared/validation';
import { findLedgerViolations } from '../src/ledger';
import { SPORTS_CONTROL_MESSAGES } from '../src/ops/sports-controls';
import { startTestApp, type TestApp } from './app-harness';
import { startPlayerSession } from '../src/auth/sessions';
import { balances, makePlayer as makeWalletPlayer, opsCall, opsLogin, seedAll, statusOf, withdrawalRequest } from './ops-fixtures';
import { sportsRuntimeFor } from './ops-sports-support';

jest.setTimeout(120_000);

/**
 * Issue 27 H1 on PostgreSQL, through the API: the lowest operator role, alone, set a runner to 990, the player
 * backed ₹500, the agent settled it as the winner and approved the ₹5,00,000 withdrawal; the admin's roll-back was
 * then refused. Now each step is refused where it should be, the settlement and the withdrawal wait for a second
 * operator, and the admin's roll-back works. Then the same approvals made by many operators at once pay once.
 */
describe('H1: no single operator can mint money (PostgreSQL)', () => {
  let t: TestApp;
  let siteId: string;
  const tokens: Record<'admin' | 'agent' | 'trader' | 'risk' | 'trader2', string> = { admin: '', agent: '', trader: '', risk: '', trader2: '' };
  let live: Awaited<ReturnType<typeof sportsRuntimeFor>>;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    ({ siteId } = await seedAll(t.testDb.db));
    for (const who of ['admin', 'agent', 'trader', 'risk'] as const) tokens[who] = await opsLogin(t.app, who);
    live = await sportsRuntimeFor(t.app, t.testDb.db);
    await t.testDb.db.query('UPDATE wallet_config SET withdrawal_max = 100000000');
    // A second trader, made by the admin as the console does: a first password, changed at the first sign-in.
    expect((await opsCall(t.app, tokens.admin, 'POST', '/ops/operators', { username: 'trader2', role: 'trader', password: 'First-Kettle-Orange-8' })).statusCode).toBe(200);
    const first = (await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'trader2', password: 'First-Kettle-Orange-8' } })).json().data.token as string;
    expect((await opsCall(t.app, first, 'POST', '/ops/auth/password', { current_password: 'First-Kettle-Orange-8', new_password: 'Second-Kettle-Orange-9', confirm_password: 'Second-Kettle-Orange-9' })).statusCode).toBe(200);
    tokens.trader2 = (await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: 'trader2', password: 'Second-Kettle-Orange-9' } })).json().data.token as string;
  }, 120_000);
  afterAll(async () => {
    await live.stop();
    await t.close();
  });
  const db = () => t.testDb.db;
  const as = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: unknown) => opsCall(t.app, tokens[who], method, url, body);
  const expectRefused = (res: LightMyRequestResponse, status: number, message: string) => expect([res.statusCode, res.json().message]).toEqual([status, message]);
  /** A player with cash and a live session (a bet is a player's own API call). */
  const makePlayer = async (rupees: number) => {
    const p = await makeWalletPlayer(db(), rupees);
    const session = await db().tx((q) => startPlayerSession(q, p.id, { secret: t.app.deps.secrets.jwt, ttlSeconds: 3600, now: t.app.deps.now() }));
    return { id: p.id, token: session.token };
  };
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json().data;
  };

  async function market() {
    const catalog = await ok(as('admin', 'GET', '/ops/sports/catalog'));
    const cricket = catalog.sports.find((s: { code: string }) => s.code === 'cricket');
    const event = await ok(as('admin', 'POST', '/ops/sports/events', { competition_id: cricket.competitions[0].id, name: `H1 ${Date.now()}`, start_time: new Date(Date.now() - 3600_000).toISOString() }));
    const m = await ok(as('admin', 'POST', `/ops/sports/events/${event.id}/markets`, { kind: 'match_odds', name: 'Match Odds', runners: ['Home', 'Away', 'Draw'], min_stake: 100, max_stake: 1000, max_profit: 1000000 }));
    const runners = m.runners.map((r: { id: string }) => r.id) as [string, string, string];
    const book = runners.map((id) => ({ runner_id: id, back: [{ odds: 2.9, size: 1000 }], lay: [{ odds: 3.1, size: 1000 }] }));
    await ok(as('trader', 'POST', `/ops/sports/markets/${m.id}/prices`, { runners: book }));
    return { id: m.id as string, runners };
  }

  test('the sequence is refused at each step it used to pass; the money waits for a second operator; the roll-back works', async () => {
    const m = await market();
    // 990 on Home in a book a hand book may be (backs add up to 100 % or more, lays to 100 % or less: a book below
    // 100 % is refused before any approval), with Away the near-certain favourite
    const at990 = {
      runners: [
        { runner_id: m.runners[0], back: [{ odds: 990, size: 1000 }], lay: [{ odds: 1000, size: 1000 }] },
        { runner_id: m.runners[1], back: [{ odds: 1.01, size: 1000 }], lay: [{ odds: 1.02, size: 1000 }] },
        { runner_id: m.runners[2], back: [{ odds: 50, size: 1000 }], lay: [{ odds: 55, size: 1000 }] },
      ],
    };
    const player = await makePlayer(10_000);
    const bet = () => t.app.inject({
      method: 'POST', url: '/sports/bets', headers: { authorization: `Bearer ${player.token}` },
      payload: { market_id: m.id, runner_id: m.runners[0], side: 'back', stake: 500, odds: 990 },
    });

    // 1. The agent prices 990: not an agent's job.
    expectRefused(await as('agent', 'POST', `/ops/sports/markets/${m.id}/prices`, at990), 403, missingPermissionMessage('agent', 'sports.price'));
    // A trader may price, but a jump from 2.00 to 990 waits for a second operator; nothing is offered at 990 yet.
    const jump = await as('trader', 'POST', `/ops/sports/markets/${m.id}/prices`, at990);
    expect(jump.statusCode).toBe(202);
    expect((await bet()).statusCode).toBeGreaterThanOrEqual(400);
    expect(await balances(db(), player.id)).toMatchObject({ cash: 10_000 });
    // The admin approves the price (they now count as its hand pricer too); the player backs ₹500 at 990.
    await ok(as('admin', 'POST', `/ops/approvals/${jump.json().data.id}/approve`, {}));
    const placed = await bet();
    expect(placed.statusCode).toBe(200);
    expect(await balances(db(), player.id)).toMatchObject({ cash: 9_500, exposure: 500 });

    // 2. The agent settles it: not an agent's job; the traders who priced it by hand never settle it.
    expectRefused(await as('agent', 'POST', `/ops/sports/markets/${m.id}/settle`, { winner: m.runners[0] }), 403, missingPermissionMessage('agent', 'sports.settle'));
    for (const who of ['trader', 'admin'] as const) expectRefused(await as(who, 'POST', `/ops/sports/markets/${m.id}/settle`, { winner: m.runners[0] }), 403, SPORTS_CONTROL_MESSAGES.handPriced);
    // Another trader may settle, but the house pays ₹4,94,500: it waits for a second operator.
    const settle = await as('trader2', 'POST', `/ops/sports/markets/${m.id}/settle`, { winner: m.runners[0] });
    expect([settle.statusCode, settle.json().message]).toEqual([202, "A settlement whose net house liability (₹4,94,500.00) is above ₹50,000.00 needs a second operator: it waits for a second operator's approval"]);
    expect(await balances(db(), player.id)).toMatchObject({ cash: 9_500, exposure: 500 });
    expectRefused(await as('trader', 'POST', `/ops/approvals/${settle.json().data.id}/approve`, {}), 403, SPORTS_CONTROL_MESSAGES.handPriced);
    // Risk approves it (say the 990 was real): the player is paid ₹4,95,000.
    const settled = await ok(as('risk', 'POST', `/ops/approvals/${settle.json().data.id}/approve`, {}));
    expect(settled).toMatchObject({ status: 'approved', decided_by: 'risk', proposed_by: 'trader2' });
    expect(await balances(db(), player.id)).toMatchObject({ cash: 504_500, exposure: 0 });

    // 3. The agent approves the ₹5,00,000 withdrawal: it waits for a second operator; the agent cannot confirm it.
    const withdrawal = await withdrawalRequest(db(), siteId, player.id, 500_000);
    const approve = await as('agent', 'POST', `/ops/requests/${withdrawal}/approve`, {});
    expect([approve.statusCode, approve.json().message]).toEqual([202, "A withdrawal above ₹50,000.00 needs a second operator: it waits for a second operator's approval"]);
    expect((await as('agent', 'POST', `/ops/requests/${withdrawal}/approve`, {})).statusCode).toBe(409);
    expect(await statusOf(db(), withdrawal)).toBe('pending');
    expect(await balances(db(), player.id)).toMatchObject({ cash: 4_500, withdrawal_hold: 500_000 });

    // 4. The admin stops it: the withdrawal is rejected (its approval dropped) and the settlement rolled back.
    await ok(as('admin', 'POST', `/ops/requests/${withdrawal}/reject`, { remark: 'Price 990 was a mistake' }));
    expect(await ok(as('admin', 'GET', `/ops/approvals/${approve.json().data.id}`))).toMatchObject({ status: 'cancelled' });
    const runId = (await ok(as('admin', 'GET', `/ops/sports/markets/${m.id}`))).settlement.id as string;
    const rolled = await as('admin', 'POST', `/ops/sports/markets/${m.id}/rollback`, { run_id: runId });
    expect([rolled.statusCode, rolled.json().message]).toEqual([200, 'Settlement rolled back: the market is closed and can be settled again']);
    expect(await balances(db(), player.id)).toMatchObject({ cash: 9_500, exposure: 500, withdrawal_hold: 0 });
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });

  test('many second operators approving one waiting withdrawal at once pay it once; two settlements proposed at once leave one proposal', async () => {
    const player = await makePlayer(80_000);
    const id = await withdrawalRequest(db(), siteId, player.id, 80_000);
    const approval = (await as('agent', 'POST', `/ops/requests/${id}/approve`, {})).json().data.id as string;
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => as('risk', 'POST', `/ops/approvals/${approval}/approve`, {})),
      ...Array.from({ length: 4 }, () => as('admin', 'POST', `/ops/requests/${id}/approve`, {})),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await statusOf(db(), id)).toBe('approve_completed');
    expect(await balances(db(), player.id)).toMatchObject({ cash: 0, withdrawal_hold: 0 });
    const payouts = await db().query(`SELECT 1 FROM ledger_transactions WHERE kind = 'withdrawal_payout' AND idempotency_key LIKE $1`, [`wallet:${id}:%`]);
    expect(payouts.rowCount).toBe(1);

    const m = await market();
    const p = await makePlayer(100_000);
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/sports/bets', headers: { authorization: `Bearer ${p.token}` }, payload: { market_id: m.id, runner_id: m.runners[0], side: 'back', stake: 1000, odds: 2 } });
      expect(r.statusCode).toBe(200);
    }
    await db().query('UPDATE ops_controls SET settlement_limit = 100000'); // ₹1,000: the house pays ₹5,700 on Home (3 × ₹1,000 at 2.9)
    try {
      const proposals = await Promise.all(Array.from({ length: 6 }, (_, i) => as(i % 2 ? 'trader2' : 'admin', 'POST', `/ops/sports/markets/${m.id}/settle`, { winner: m.runners[0] })));
      const statuses = proposals.map((r) => r.statusCode).sort();
      // One proposal; the others either confirm it (another operator: settled) or are told it is theirs (409).
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const pending = await db().query(`SELECT status FROM ops_approvals WHERE kind = 'sports.result' AND target = $1`, [`market:${m.id}`]);
      expect(pending.rows.map((r) => r.status)).toEqual(['approved']);
      expect(await balances(db(), p.id)).toMatchObject({ cash: 105_700, exposure: 0 });
    } finally {
      await db().query('UPDATE ops_controls SET settlement_limit = 5000000');
    }
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });
});
