import { missingPermissionMessage, OPERATOR_PROTECTION_MESSAGES as OM, PROTECTION_MESSAGES as M } from '@khel/shared/validation';
import { setLimit } from '../src/protection/limits';
import { addMonths, startSelfExclusion } from '../src/protection/breaks';
import { CORRECTION_MESSAGES } from '../src/protection/correct';
import { PROTECTION_TEXT as T } from '../src/protection/messages';
import { SELF_EXCLUSION_SECOND_OPERATOR } from '../src/protection/operator';
import { startTestApp, type TestApp } from './app-harness';
import { makePlayer, opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

/**
 * /ops/players/:id/protection: operators see a player's protection and may apply a break, never lift one (issue 15).
 * Issue 27 L3: an operator's break needs a reason; a self-exclusion needs a second operator; an admin corrects an
 * operator's mistake within 24 hours (audited); a player's own break can never be lifted (the trigger stays).
 */
describe.each(dbKinds())('operator protection view (%s)', (kind) => {
  let t: TestApp;
  let agent: string;
  let risk: string;
  let admin: string;
  let trader: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
    [agent, risk, admin, trader] = await Promise.all([opsLogin(t.app, 'agent'), opsLogin(t.app, 'risk'), opsLogin(t.app, 'admin'), opsLogin(t.app, 'trader')]);
  }, 120_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;
  const protectionRow = async (userId: string) =>
    (await db().query<{ self_excluded_until: Date | null; time_out_until: Date | null }>('SELECT self_excluded_until, time_out_until FROM player_protection WHERE user_id = $1', [userId])).rows[0];
  const auditOf = async (userId: string) =>
    (await db().query<{ operator_name: string; action: string }>("SELECT operator_name, action FROM audit_log WHERE target = $1 ORDER BY id", [`user:${userId}`])).rows.map((r) => [r.operator_name, r.action]);
  const selfExclude = (token: string, userId: string, body: object, headers: Record<string, string> = {}) =>
    opsCall(t.app, token, 'POST', `/ops/players/${userId}/protection/self-exclusion`, body, headers);

  it('shows limits with a waiting increase, the breaks and the history; needs an operator; 404 for no such player', async () => {
    const p = await makePlayer(db(), 0);
    const now = new Date();
    await db().tx((q) => setLimit(q, p.id, { kind: 'deposit', period: '7d', amount: 100_000n }, now));
    await db().tx((q) => setLimit(q, p.id, { kind: 'deposit', period: '7d', amount: 200_000n }, now));
    const res = await opsCall(t.app, agent, 'GET', `/ops/players/${p.userName}/protection`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ user_id: p.id, user_name: p.userName, date_of_birth: null, time_out_until: null, self_excluded_until: null, can_bet: true, reality_check_minutes: 60, applied_by: { time_out: null, self_exclusion: null } });
    expect(data.limits).toEqual([{ kind: 'deposit', period: '7d', amount: 1000, pending_amount: 2000, pending_removal: false, confirmable_at: new Date(now.getTime() + 86_400_000).toISOString(), used: 0 }]);
    expect(data.history.map((e: { action: string; operator_name: string | null }) => [e.action, e.operator_name])).toEqual([['limit_increase_requested', null], ['limit_set', null]]);
    expect((await t.app.inject({ method: 'GET', url: `/ops/players/${p.id}/protection` })).statusCode).toBe(401);
    const missing = await opsCall(t.app, agent, 'GET', '/ops/players/nobody-here/protection');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Player not found']);
  });

  it('a break needs a reason and a valid length; a trader may not apply one; nothing changes on a refusal', async () => {
    const p = await makePlayer(db(), 0);
    const cases: Array<[string, object, string]> = [
      ['self-exclusion', { months: 12 }, OM.reason],
      ['self-exclusion', { months: 12, reason: '  ' }, OM.reason],
      ['self-exclusion', { months: 12, reason: 'x'.repeat(501) }, OM.reason],
      ['self-exclusion', { months: 3, reason: 'asked on the phone' }, M.selfExclusionMonths],
      ['time-out', { days: 'x', reason: 'asked on the phone' }, M.timeOutDays],
      ['time-out', { days: 2 }, OM.reason],
    ];
    for (const [path, body, message] of cases) {
      const res = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/${path}`, body);
      expect([path, res.statusCode, res.json().details ?? [res.json().message]]).toEqual([path, 422, expect.arrayContaining([message])]);
    }
    const refused = await selfExclude(trader, p.id, { months: 12, reason: 'asked on the phone' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, missingPermissionMessage('trader', 'players.protect')]);
    expect(await protectionRow(p.id)).toBeUndefined();
    expect(await auditOf(p.id)).toEqual([]);
  });

  it('a self-exclusion by an operator waits for a second operator; the proposer cannot confirm it; the second applies it, audited', async () => {
    const p = await makePlayer(db(), 0);
    const body = { months: 12, reason: 'Player asked on the phone, call #4411' };
    const proposed = await selfExclude(agent, p.id, body, { 'idempotency-key': `se-${p.id}` });
    expect(proposed.statusCode).toBe(202);
    expect(proposed.json()).toMatchObject({
      message: `${SELF_EXCLUSION_SECOND_OPERATOR}: it waits for a second operator's approval`,
      data: { kind: 'protection.self_exclusion', target: `user:${p.id}`, status: 'pending', proposed_by: 'agent', payload: { months: 12, reason: body.reason } },
    });
    expect(await protectionRow(p.id)).toBeUndefined();
    // A replay of the same call answers the same; the proposer repeating it is refused.
    expect((await selfExclude(agent, p.id, body, { 'idempotency-key': `se-${p.id}` })).json()).toEqual(proposed.json());
    const self = await selfExclude(agent, p.id, body);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/^You proposed this \(Self-exclude .+ for 12 months: Player asked on the phone, call #4411\): a second operator must approve it$/);

    const before = Date.now();
    const confirmed = await selfExclude(risk, p.id, body);
    expect(confirmed.statusCode).toBe(200);
    const until = new Date(confirmed.json().data.until);
    expect(until.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 12).getTime());
    expect(confirmed.json().message).toBe(T.selfExclusionSet(until));
    expect(await auditOf(p.id)).toEqual([['agent', 'approval.propose'], ['risk', 'approval.approve'], ['risk', 'protection.self_exclusion']]);
    const view = (await opsCall(t.app, agent, 'GET', `/ops/players/${p.id}/protection`)).json().data;
    expect(view).toMatchObject({ self_excluded_until: until.toISOString(), can_bet: false, can_receive_offers: false, applied_by: { self_exclusion: { operator: 'risk', correctable_until: expect.any(String) } } });
    expect(view.history[0]).toMatchObject({ action: 'self_exclusion', operator_name: 'risk', detail: expect.stringContaining(body.reason) });

    const shorter = await selfExclude(agent, p.id, { months: 6, reason: 'shorter' });
    expect(shorter.statusCode).toBe(202); // a proposal; applying it would be refused as shorter
    const shorterApplied = await selfExclude(risk, p.id, { months: 6, reason: 'shorter' });
    expect([shorterApplied.statusCode, shorterApplied.json().message]).toEqual([400, T.cannotShorten('self-exclusion', until)]);
    for (const path of ['lift', 'self-exclusion/lift', 'self-exclusion/cancel']) {
      expect((await opsCall(t.app, admin, 'POST', `/ops/players/${p.id}/protection/${path}`, {})).statusCode).toBe(404);
    }
  });

  it("an admin corrects an operator's self-exclusion within 24 hours: the player's own exclusion comes back, audited", async () => {
    const p = await makePlayer(db(), 0);
    const own = await db().tx((q) => startSelfExclusion(q, p.id, 6, new Date()));
    const body = { months: 60, reason: 'wrong player picked' };
    expect((await selfExclude(agent, p.id, body)).statusCode).toBe(202);
    expect((await selfExclude(admin, p.id, body)).statusCode).toBe(200);
    expect((await protectionRow(p.id))!.self_excluded_until!.getTime()).toBeGreaterThan(own.getTime());

    const notAdmin = await opsCall(t.app, risk, 'POST', `/ops/players/${p.id}/protection/correct`, { what: 'self_exclusion', reason: 'mistake' });
    expect([notAdmin.statusCode, notAdmin.json().message]).toEqual([403, missingPermissionMessage('risk', 'protection.correct')]);
    const noReason = await opsCall(t.app, admin, 'POST', `/ops/players/${p.id}/protection/correct`, { what: 'self_exclusion' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([422, OM.reason]);
    const res = await opsCall(t.app, admin, 'POST', `/ops/players/${p.id}/protection/correct`, { what: 'self_exclusion', reason: 'Agent picked the wrong player' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.until).toBe(own.toISOString());
    expect((await protectionRow(p.id))!.self_excluded_until!.toISOString()).toBe(own.toISOString());
    expect((await auditOf(p.id)).at(-1)).toEqual(['admin', 'protection.correct']);
    const view = (await opsCall(t.app, agent, 'GET', `/ops/players/${p.id}/protection`)).json().data;
    expect(view).toMatchObject({ self_excluded_until: own.toISOString(), can_bet: false, applied_by: { self_exclusion: null } });
    expect(view.history[0]).toMatchObject({ action: 'correction', operator_name: 'admin' });

    // What is left is the player's own: never lifted, by the route or by SQL (the trigger).
    const again = await opsCall(t.app, admin, 'POST', `/ops/players/${p.id}/protection/correct`, { what: 'self_exclusion', reason: 'try again' });
    expect([again.statusCode, again.json().message]).toEqual([409, CORRECTION_MESSAGES.playersOwn('self-exclusion')]);
    await expect(db().tx(async (q) => {
      await q.query(`SELECT set_config('khel.protection_correction', 'on', true)`);
      await q.query('UPDATE player_protection SET self_excluded_until = NULL, self_excluded_by = NULL WHERE user_id = $1', [p.id]);
    })).rejects.toThrow('a self-exclusion cannot be shortened');
    await expect(db().query('DELETE FROM player_protection WHERE user_id = $1', [p.id])).rejects.toThrow('cannot be removed');
  });

  it("an operator's time-out (with a reason) is corrected to nothing within 24 hours, and not after", async () => {
    const p = await makePlayer(db(), 0);
    const res = await opsCall(t.app, agent, 'POST', `/ops/players/${p.id}/protection/time-out`, { days: 2, reason: 'Player upset on chat' });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(p.id)).toEqual([['agent', 'protection.time_out']]);
    const fixed = await opsCall(t.app, admin, 'POST', `/ops/players/${p.id}/protection/correct`, { what: 'time_out', reason: 'Meant another player' });
    expect([fixed.statusCode, fixed.json().data.until]).toEqual([200, null]);
    expect((await protectionRow(p.id))!.time_out_until).toBeNull();
    expect((await opsCall(t.app, agent, 'GET', `/ops/players/${p.id}/protection`)).json().data).toMatchObject({ time_out_until: null, can_bet: true });

    const late = await makePlayer(db(), 0);
    expect((await opsCall(t.app, agent, 'POST', `/ops/players/${late.id}/protection/time-out`, { days: 3, reason: 'Player upset on chat' })).statusCode).toBe(200);
    const appliedAt = new Date(Date.now() - 25 * 3600_000);
    await db().query('UPDATE player_protection SET time_out_at = $2 WHERE user_id = $1', [late.id, appliedAt]);
    const refused = await opsCall(t.app, admin, 'POST', `/ops/players/${late.id}/protection/correct`, { what: 'time_out', reason: 'Too late' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, CORRECTION_MESSAGES.tooLate('time-out', appliedAt)]);
    // The trigger holds the same line: the 24 hours are over, so not even a correction may shorten it.
    await expect(db().tx(async (q) => {
      await q.query(`SELECT set_config('khel.protection_correction', 'on', true)`);
      await q.query('UPDATE player_protection SET time_out_until = time_out_prior_until, time_out_by = NULL WHERE user_id = $1', [late.id]);
    })).rejects.toThrow('a time-out cannot be shortened');
    const none = await opsCall(t.app, admin, 'POST', `/ops/players/${p.id}/protection/correct`, { what: 'self_exclusion', reason: 'nothing to do' });
    expect([none.statusCode, none.json().message]).toEqual([409, CORRECTION_MESSAGES.noneRunning('self-exclusion')]);
  });
});
