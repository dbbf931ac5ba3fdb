import { missingPermissionMessage } from '@khel/shared/validation';
import { placeBet } from '../src/sports/place-bet';
import { SPORTS_CONTROL_MESSAGES } from '../src/ops/sports-controls';
import { APPROVAL_ROUTE_MESSAGES } from '../src/services/ops/approval-routes';
import { startTestApp, type TestApp } from './app-harness';
import { balances, makePlayer as makeWalletPlayer, opsCall, opsLogin, seedAll, statusOf, withdrawalRequest } from './ops-fixtures';
import { auditRows, cashOf, sportsRuntimeFor } from './ops-sports-support';
import { makePlayer } from './sports-fixtures';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/**
 * Issue 27's four-eyes rules through the API: a withdrawal above the limit, a hand price jumping beyond the limit,
 * a settlement above the net house liability limit each wait for a second operator (202), who approves by making
 * the same call or from /ops/approvals; the proposer never confirms their own; a hand pricer never settles; a
 * result waits for its event to start; the limits are the admin's (/ops/controls), audited.
 */
describe.each(dbKinds())('four-eyes on %s', (kind) => {
  let t: TestApp;
  let siteId: string;
  let admin: string;
  let agent: string;
  let trader: string;
  let risk: string;
  let live: Awaited<ReturnType<typeof sportsRuntimeFor>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ siteId } = await seedAll(t.testDb.db));
    [admin, agent, trader, risk] = await Promise.all([opsLogin(t.app, 'admin'), opsLogin(t.app, 'agent'), opsLogin(t.app, 'trader'), opsLogin(t.app, 'risk')]);
    live = await sportsRuntimeFor(t.app, t.testDb.db);
    await t.testDb.db.query('UPDATE wallet_config SET withdrawal_max = 100000000');
  }, 60_000);
  afterAll(async () => {
    await live.stop();
    await t.close();
  });
  const db = () => t.testDb.db;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => opsCall(t.app, token, method, url, body);
  const okData = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  /** An event (started an hour ago unless said) with a match odds market, priced 2.00 / 2.02 by the trader. */
  async function newMarket(opts: { start?: Date; max_profit?: number } = {}) {
    const catalog = await okData(admin, 'GET', '/ops/sports/catalog');
    const cricket = catalog.sports.find((s: { code: string }) => s.code === 'cricket');
    const start = (opts.start ?? new Date(Date.now() - 3600_000)).toISOString();
    const event = await okData(admin, 'POST', '/ops/sports/events', { competition_id: cricket.competitions[0].id, name: `Four eyes ${Date.now()}`, start_time: start });
    const market = await okData(admin, 'POST', `/ops/sports/events/${event.id}/markets`, { kind: 'match_odds', name: 'Match Odds', runners: ['Home', 'Away'], min_stake: 100, max_stake: 100000, ...(opts.max_profit ? { max_profit: opts.max_profit } : {}) });
    const runnerIds = market.runners.map((r: { id: string }) => r.id) as string[];
    const prices = runnerIds.map((id) => ({ runner_id: id, back: [{ odds: 2, size: 50000 }], lay: [{ odds: 2.02, size: 50000 }] }));
    expect((await call(trader, 'POST', `/ops/sports/markets/${market.id}/prices`, { runners: prices })).statusCode).toBe(200);
    return { eventId: event.id as string, marketId: market.id as string, runnerIds };
  }
  const pricesOf = async (marketId: string) =>
    (await db().query<{ runner_id: string; back: Array<{ odds: number }> }>('SELECT runner_id::text, back FROM sports_prices WHERE market_id = $1 ORDER BY runner_id', [marketId])).rows.map((r) => r.back[0]?.odds ?? null);

  test('a withdrawal above the limit waits for a second operator; the proposer cannot confirm it; risk approves it on the approvals page', async () => {
    const p = await makeWalletPlayer(db(), 80_000);
    const small = await withdrawalRequest(db(), siteId, p.id, 20_000);
    expect((await call(agent, 'POST', `/ops/requests/${small}/approve`, {})).statusCode).toBe(200);

    const id = await withdrawalRequest(db(), siteId, p.id, 60_000);
    const proposed = await call(agent, 'POST', `/ops/requests/${id}/approve`, {});
    expect(proposed.statusCode).toBe(202);
    expect(proposed.json()).toMatchObject({
      message: "A withdrawal above ₹50,000.00 needs a second operator: it waits for a second operator's approval",
      data: { kind: 'request.approve', status: 'pending', proposed_by: 'agent', summary: `Pay withdrawal #${id} of ₹60,000.00`, approver_permission: 'requests.decide' },
    });
    expect(await statusOf(db(), id)).toBe('pending');
    expect(await balances(db(), p.id)).toMatchObject({ cash: 0, withdrawal_hold: 60_000 });
    expect((await call(agent, 'POST', `/ops/requests/${id}/approve`, {})).statusCode).toBe(409);
    const approval = proposed.json().data.id as string;
    expect((await call(agent, 'POST', `/ops/approvals/${approval}/approve`, {})).json()).toMatchObject({ statusCode: 409, message: `You proposed this (Pay withdrawal #${id} of ₹60,000.00): a second operator must approve it` });
    const trading = await call(trader, 'POST', `/ops/approvals/${approval}/approve`, {});
    expect([trading.statusCode, trading.json().message]).toEqual([403, APPROVAL_ROUTE_MESSAGES.cannotApprove('requests.decide')]);

    const pending = await okData(admin, 'GET', '/ops/approvals');
    expect(pending.items.map((a: { id: string }) => a.id)).toContain(approval);
    expect((await okData(agent, 'GET', '/ops/requests/counts')).pending_approvals).toBeGreaterThanOrEqual(1);

    const approved = await call(risk, 'POST', `/ops/approvals/${approval}/approve`, {});
    expect(approved.json()).toMatchObject({ message: 'Request approved', data: { status: 'approved', decided_by: 'risk', proposed_by: 'agent' } });
    expect(await statusOf(db(), id)).toBe('approve_completed');
    expect(await balances(db(), p.id)).toMatchObject({ cash: 0, withdrawal_hold: 0 });
    expect((await call(risk, 'POST', `/ops/approvals/${approval}/approve`, {})).json()).toMatchObject({ statusCode: 409, message: 'This approval is no longer pending' });
    const trail = (await db().query<{ operator_name: string; action: string }>('SELECT operator_name, action FROM audit_log WHERE target = $1 ORDER BY id', [`request #${id}`])).rows;
    expect(trail.map((a) => [a.operator_name, a.action])).toEqual([['agent', 'approval.propose'], ['risk', 'approval.approve'], ['risk', 'request.approve']]);
  });

  test('a rejected approval changes nothing; the proposer may withdraw their own; a note is required; rejecting the request drops its approval', async () => {
    const p = await makeWalletPlayer(db(), 70_000);
    const id = await withdrawalRequest(db(), siteId, p.id, 70_000);
    const approval = (await call(agent, 'POST', `/ops/requests/${id}/approve`, {})).json().data.id as string;
    expect((await call(risk, 'POST', `/ops/approvals/${approval}/reject`, {})).json()).toMatchObject({ statusCode: 422, message: APPROVAL_ROUTE_MESSAGES.noteRequired });
    const rejected = await call(risk, 'POST', `/ops/approvals/${approval}/reject`, { note: 'Documents not checked' });
    expect(rejected.json()).toMatchObject({ message: 'Rejected: nothing of it was done', data: { status: 'rejected', decided_by: 'risk', note: 'Documents not checked' } });
    expect(await statusOf(db(), id)).toBe('pending');
    expect(await balances(db(), p.id)).toMatchObject({ withdrawal_hold: 70_000 });

    const again = (await call(agent, 'POST', `/ops/requests/${id}/approve`, {})).json().data.id as string;
    const withdrawn = await call(agent, 'POST', `/ops/approvals/${again}/reject`, { note: 'Wrong request' });
    expect(withdrawn.json()).toMatchObject({ message: 'Your proposal was withdrawn', data: { status: 'cancelled' } });

    const third = (await call(agent, 'POST', `/ops/requests/${id}/approve`, {})).json().data.id as string;
    expect((await call(admin, 'POST', `/ops/requests/${id}/reject`, { remark: 'Account closed' })).statusCode).toBe(200);
    expect(await okData(admin, 'GET', `/ops/approvals/${third}`)).toMatchObject({ status: 'cancelled', note: 'The request was rejected' });
    expect(await balances(db(), p.id)).toMatchObject({ cash: 70_000, withdrawal_hold: 0 });
    const history = await okData(admin, 'GET', '/ops/approvals?status=all');
    expect(history.items.filter((a: { target: string }) => a.target === `request:${id}`).map((a: { status: string }) => a.status)).toEqual(['cancelled', 'cancelled', 'rejected']);
    expect((await call(admin, 'GET', '/ops/approvals?status=done')).json()).toMatchObject({ statusCode: 422, message: APPROVAL_ROUTE_MESSAGES.badStatus });
  });

  test('a hand price jumping beyond the limit waits; a second operator applies it; both then may never settle the market', async () => {
    const m = await newMarket();
    // a jump the book allows (backs adding up to 100 % or more, lays to 100 % or less: checked before any approval):
    // Home shortens from evens to 1.19, Away drifts to 6
    const jump = {
      runners: [
        { runner_id: m.runnerIds[0], back: [{ odds: 1.19, size: 1000 }], lay: [{ odds: 1.2, size: 1000 }] },
        { runner_id: m.runnerIds[1], back: [{ odds: 6, size: 1000 }], lay: [{ odds: 6.2, size: 1000 }] },
      ],
    };
    const proposed = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, jump);
    expect([proposed.statusCode, proposed.json().message]).toEqual([
      202,
      "A price jump of 207% (Away lay 2.02 -> 6.20) is above the 50% limit and needs a second operator: it waits for a second operator's approval",
    ]);
    expect(await pricesOf(m.marketId)).toEqual([200, 200]);
    expect((await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, jump)).statusCode).toBe(409);

    // A small move needs nobody; it replaces the waiting jump.
    const small = { runners: [{ runner_id: m.runnerIds[0], back: [{ odds: 1.98 }], lay: [{ odds: 2 }] }] };
    expect((await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, small)).statusCode).toBe(200);
    expect(await okData(admin, 'GET', `/ops/approvals/${proposed.json().data.id}`)).toMatchObject({ status: 'superseded' });

    const again = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, jump);
    expect(again.statusCode).toBe(202);
    const applied = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/prices`, jump);
    expect([applied.statusCode, applied.json().message]).toEqual([200, 'Prices set']);
    expect(await pricesOf(m.marketId)).toEqual([119, 600]);
    expect((await auditRows(db(), 'sports.market.prices', `market:${m.marketId}`)).map((r) => r.operator_name)).toEqual(['trader', 'trader', 'admin']);

    for (const token of [trader, admin]) {
      const settle = await call(token, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: m.runnerIds[1] });
      expect([settle.statusCode, settle.json().message]).toEqual([403, SPORTS_CONTROL_MESSAGES.handPriced]);
      expect((await call(token, 'POST', `/ops/sports/markets/${m.marketId}/void`, {})).statusCode).toBe(403);
    }
    expect((await okData(admin, 'GET', `/ops/sports/markets/${m.marketId}`)).status).toBe('open');
  });

  test('a settlement above the liability limit waits; a hand pricer may not approve it; risk approves it and the winner is paid', async () => {
    const m = await newMarket();
    const p = await makePlayer(db(), 10_000_000n);
    await placeBet(db(), { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 6_000_000n, oddsX100: 200, acceptPrice: 'any' });
    const other = await opsLogin(t.app, 'admin');
    // The admin did not price this market: it settles, but the house pays ₹60,000 > ₹50,000.
    const proposed = await call(other, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: m.runnerIds[0] });
    expect(proposed.statusCode).toBe(202);
    expect(proposed.json()).toMatchObject({
      message: "A settlement whose net house liability (₹60,000.00) is above ₹50,000.00 needs a second operator: it waits for a second operator's approval",
      data: { kind: 'sports.result', payload: { winner: m.runnerIds[0] }, summary: expect.stringContaining('Home wins; the house pays ₹60,000.00') },
    });
    expect(await cashOf(db(), p)).toEqual({ cash: 40_000, exposure: 60_000 });
    const approval = proposed.json().data.id as string;
    const pricer = await call(trader, 'POST', `/ops/approvals/${approval}/approve`, {});
    expect([pricer.statusCode, pricer.json().message]).toEqual([403, SPORTS_CONTROL_MESSAGES.handPriced]);
    expect(await okData(admin, 'GET', `/ops/approvals/${approval}`)).toMatchObject({ status: 'pending' });
    const agentTry = await call(agent, 'POST', `/ops/approvals/${approval}/approve`, {});
    expect([agentTry.statusCode, agentTry.json().message]).toEqual([403, APPROVAL_ROUTE_MESSAGES.cannotApprove('sports.settle')]);

    const approved = await call(risk, 'POST', `/ops/approvals/${approval}/approve`, {});
    expect(approved.json()).toMatchObject({ message: 'Market settled: 1 bets of 1 players', data: { status: 'approved', decided_by: 'risk' } });
    expect(await cashOf(db(), p)).toEqual({ cash: 160_000, exposure: 0 });
    expect((await auditRows(db(), 'sports.settle', `market:${m.marketId}`)).map((r) => r.operator_name)).toEqual(['risk']);
  });

  test("a result waits for the event's start; a void does not; an agent may do neither", async () => {
    const m = await newMarket({ start: new Date(Date.now() + 2 * 3600_000) });
    const early = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: m.runnerIds[0] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^The event starts at \d{4}-\d\d-\d\d \d\d:\d\d IST: its result cannot be declared before it starts$/);
    const refused = await call(agent, 'POST', `/ops/sports/markets/${m.marketId}/void`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([403, missingPermissionMessage('agent', 'sports.settle')]);
    expect((await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/void`, {})).json()).toMatchObject({ message: 'Market void: 0 bets refunded' });
  });

  test('the limits: every operator reads them, only an admin changes them (audited); a raised limit lets a withdrawal through at once', async () => {
    expect(await okData(agent, 'GET', '/ops/controls')).toMatchObject({ withdrawal_limit: 50000, deposit_limit: 50000, settlement_limit: 50000, price_jump_percent: 50, matka_result_second_operator: true });
    const refused = await call(agent, 'PUT', '/ops/controls', { withdrawal_limit: 1e7 });
    expect([refused.statusCode, refused.json().message]).toEqual([403, missingPermissionMessage('agent', 'config.manage')]);
    for (const [body, message] of [
      [{}, 'Give at least one of withdrawal_limit, deposit_limit, settlement_limit, price_jump_percent, matka_result_second_operator'],
      [{ withdrawal_limit: -1 }, 'withdrawal_limit must be an amount in rupees with at most 2 decimals'],
      [{ withdrawal_limit: '1e3' }, 'withdrawal_limit must be an amount in rupees with at most 2 decimals'],
      [{ price_jump_percent: 0 }, 'price_jump_percent must be a whole number from 1 to 10000'],
      [{ matka_result_second_operator: '' }, 'matka_result_second_operator must be true or false'],
    ] as const) {
      expect((await call(admin, 'PUT', '/ops/controls', body)).json()).toMatchObject({ statusCode: 422, message });
    }
    const saved = await call(admin, 'PUT', '/ops/controls', { withdrawal_limit: 100000 });
    expect(saved.json()).toMatchObject({ message: 'Approval limits saved', data: { withdrawal_limit: 100000, deposit_limit: 50000, updated_by: 'admin' } });
    const audit = (await db().query<{ before: { withdrawal_limit: number }; after: { withdrawal_limit: number } }>(`SELECT before, after FROM audit_log WHERE action = 'controls.update' ORDER BY id DESC LIMIT 1`)).rows[0]!;
    expect([audit.before.withdrawal_limit, audit.after.withdrawal_limit]).toEqual([50000, 100000]);
    try {
      const p = await makeWalletPlayer(db(), 60_000);
      const id = await withdrawalRequest(db(), siteId, p.id, 60_000);
      expect((await call(agent, 'POST', `/ops/requests/${id}/approve`, {})).statusCode).toBe(200);
    } finally {
      await call(admin, 'PUT', '/ops/controls', { withdrawal_limit: 50000 });
    }
  });
});
