import { PROTECTION_MESSAGES as M } from '@khel/shared/validation';
import { setLimit } from '../src/protection/limits';
import { addMonths } from '../src/protection/breaks';
import { PROTECTION_TEXT as T } from '../src/protection/messages';
import { startTestApp, type TestApp } from './app-harness';
import { makePlayer, opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

/** /ops/players/:id/protection: operators see a player's protection and may apply a break (audited), never lift one. */
describe.each(dbKinds())('operator protection view (%s)', (kind) => {
  let t: TestApp;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
    agent = await opsLogin(t.app, 'agent');
  }, 120_000);
  afterAll(() => t.close());

  it('shows limits with a waiting increase, the breaks and the history; needs an operator; 404 for no such player', async () => {
    const p = await makePlayer(t.testDb.db, 0);
    const now = new Date();
    await t.testDb.db.tx((q) => setLimit(q, p.id, { kind: 'deposit', period: '7d', amount: 100_000n }, now));
    await t.testDb.db.tx((q) => setLimit(q, p.id, { kind: 'deposit', period: '7d', amount: 200_000n }, now));
    const res = await opsCall(t.app, agent, 'GET', `/ops/players/${p.userName}/protection`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ user_id: p.id, user_name: p.userName, date_of_birth: null, time_out_until: null, self_excluded_until: null, can_bet: true, reality_check_minutes: 60 });
    expect(data.limits).toEqual([{ kind: 'deposit', period: '7d', amount: 1000, pending_amount: 2000, pending_removal: false, confirmable_at: new Date(now.getTime() + 86_400_000).toISOString(), used: 0 }]);
    expect(data.history.map((e: { action: string; operator_name: string | null }) => [e.action, e.operator_name])).toEqual([['limit_increase_requested', null], ['limit_set', null]]);
    expect((await t.app.inject({ method: 'GET', url: `/ops/players/${p.id}/protection` })).statusCode).toBe(401);
    const missing = await opsCall(t.app, agent, 'GET', '/ops/players/nobody-here/protection');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Player not found']);
  });

  it('an operator applies a self-exclusion (audited, in the history); nobody can shorten or lift it', async () => {
    const p = await makePlayer(t.testDb.db, 0);
    const bad = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/self-exclusion`, { months: 3 });
    expect([bad.statusCode, bad.json().message]).toEqual([422, M.selfExclusionMonths]);
    const badDays = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/time-out`, { days: 'x' });
    expect([badDays.statusCode, badDays.json().message]).toEqual([422, M.timeOutDays]);

    const before = Date.now();
    const res = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/self-exclusion`, { months: 12 }, { 'idempotency-key': `se-${p.id}` });
    expect(res.statusCode).toBe(200);
    const until = new Date(res.json().data.until);
    expect(until.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 12).getTime());
    expect(res.json().message).toBe(T.selfExclusionSet(until));
    const replay = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/self-exclusion`, { months: 12 }, { 'idempotency-key': `se-${p.id}` });
    expect(replay.json()).toEqual(res.json());

    const audit = await t.testDb.db.query<{ operator_name: string; action: string; target: string }>(
      "SELECT operator_name, action, target FROM audit_log WHERE action LIKE 'protection.%' AND target = $1",
      [`user:${p.id}`],
    );
    expect(audit.rows).toEqual([{ operator_name: 'agent', action: 'protection.self_exclusion', target: `user:${p.id}` }]);
    const view = (await opsCall(t.app, agent, 'GET', `/ops/players/${p.id}/protection`)).json().data;
    expect(view).toMatchObject({ self_excluded_until: until.toISOString(), can_bet: false, can_receive_offers: false });
    expect(view.history[0]).toMatchObject({ action: 'self_exclusion', operator_name: 'agent' });

    const shorter = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/self-exclusion`, { months: 6 });
    expect([shorter.statusCode, shorter.json().message]).toEqual([400, T.cannotShorten('self-exclusion', until)]);
    for (const path of ['lift', 'self-exclusion/lift', 'self-exclusion/cancel']) {
      expect((await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/${path}`, {})).statusCode).toBe(404);
    }
  });

  it('an operator applies a time-out, audited', async () => {
    const p = await makePlayer(t.testDb.db, 0);
    const res = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/time-out`, { days: 2 });
    expect(res.statusCode).toBe(200);
    const audit = await t.testDb.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1', [`user:${p.id}`]);
    expect(audit.rows.map((r) => r.action)).toEqual(['protection.time_out']);
  });
});
