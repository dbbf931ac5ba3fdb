import { OPERATOR_MESSAGES } from '@khel/shared/validation';
import { missingPermissionMessage } from '@khel/shared/validation';
import { OPERATOR_DISABLED_MESSAGE, PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../src/ops/operator-auth';
import { NO_ADMIN_LEFT_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../src/ops/operators';
import { startTestApp, type TestApp } from './app-harness';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

/**
 * Issue 11 point 4 in the console: admins list, create, disable/enable, change role and reset passwords of
 * operators; every operator changes their own password; a forced change blocks every other call until done. Each
 * action is audited; agents get 403 and bad input 422, with nothing changed.
 */
describe.each(dbKinds())('operator accounts on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;

  /** Everything an operator action could change: the operators, their live sessions, the audit log. */
  const snapshot = async () => ({
    operators: (await db().query('SELECT id, username, password_hash, role, disabled_at, must_change_password FROM operators ORDER BY id')).rows,
    sessions: (await db().query('SELECT id, ended_at FROM operator_sessions ORDER BY id')).rows,
    audit: (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n,
  });
  const idOf = async (username: string) => (await db().query<{ id: string }>('SELECT id::text AS id FROM operators WHERE username = $1', [username])).rows[0]!.id;
  const lastAudit = async (action: string) =>
    (await db().query<{ operator_name: string; target: string; before: unknown; after: unknown }>('SELECT operator_name, target, before, after FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action])).rows[0];
  const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username, password } });
  const tokenOf = async (username: string, password: string) => {
    const res = await signIn(username, password);
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };

  test('an admin lists the operators, with role and state and never a password hash', async () => {
    const res = await opsCall(t.app, admin, 'GET', '/ops/operators');
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Record<string, unknown>[];
    expect(items.map((o) => [o.username, o.role, o.disabled, o.must_change_password])).toEqual([
      ['admin', 'admin', false, false],
      ['agent', 'agent', false, false],
      ['risk', 'risk', false, false],
      ['trader', 'trader', false, false],
    ]);
    expect(res.body).not.toContain('argon2');
  });

  test('agents are refused every operator action (403), and nothing changes', async () => {
    const agentId = await idOf('agent');
    const before = await snapshot();
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', '/ops/operators'],
      ['POST', '/ops/operators', { username: 'sneaky', role: 'admin', password: 'Sneaky-Kettle-Orange-5' }],
      ['POST', `/ops/operators/${agentId}/disable`],
      ['POST', `/ops/operators/${agentId}/enable`],
      ['PUT', `/ops/operators/${agentId}/role`, { role: 'admin' }],
      ['POST', `/ops/operators/${agentId}/reset-password`, { password: 'Sneaky-Kettle-Orange-5' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await opsCall(t.app, agent, method, url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, missingPermissionMessage('agent', 'operators.manage')]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('bad input is refused with the rule it breaks (422), an unknown operator is 404, a taken name 409; nothing changes', async () => {
    const agentId = await idOf('agent');
    const before = await snapshot();
    const refusals: [method: 'POST' | 'PUT', url: string, body: unknown, status: number, message: string][] = [
      ['POST', '/ops/operators', { username: 'new-agent', role: 'agent', password: 'short1A!' }, 422, OPERATOR_MESSAGES.passwordLength],
      ['POST', '/ops/operators', { username: 'new-agent', role: 'agent', password: 'alllowercaseletters' }, 422, OPERATOR_MESSAGES.passwordClasses],
      ['POST', '/ops/operators', { username: 'new-agent', role: 'agent', password: 'Admin@1234567' }, 422, OPERATOR_MESSAGES.passwordCommon],
      ['POST', '/ops/operators', { username: 'new-agent', role: 'agent', password: 'New-Agent-Kettle-9' }, 422, OPERATOR_MESSAGES.passwordHasUsername],
      ['POST', '/ops/operators', { username: 'New Agent', role: 'agent', password: 'Tall-Orange-Kettle-42' }, 422, OPERATOR_MESSAGES.usernameFormat],
      ['POST', '/ops/operators', { username: 'new-agent', role: 'owner', password: 'Tall-Orange-Kettle-42' }, 422, OPERATOR_MESSAGES.roleInvalid],
      ['POST', '/ops/operators', { username: ['new-agent'], role: 'agent', password: 'Tall-Orange-Kettle-42' }, 422, 'username must be text or a number'],
      ['POST', '/ops/operators', { role: 'agent', password: 'Tall-Orange-Kettle-42' }, 422, OPERATOR_MESSAGES.usernameRequired],
      ['POST', '/ops/operators', { username: 'agent', role: 'agent', password: 'Tall-Orange-Kettle-42' }, 409, 'An operator named agent already exists'],
      ['PUT', `/ops/operators/${agentId}/role`, { role: 'superuser' }, 422, OPERATOR_MESSAGES.roleInvalid],
      ['PUT', `/ops/operators/${agentId}/role`, {}, 422, OPERATOR_MESSAGES.roleInvalid],
      ['POST', `/ops/operators/${agentId}/reset-password`, { password: 'weak' }, 422, OPERATOR_MESSAGES.passwordLength],
      ['POST', `/ops/operators/${agentId}/reset-password`, { password: 'Agent-Orange-Kettle-1' }, 422, OPERATOR_MESSAGES.passwordHasUsername],
      ['POST', '/ops/operators/999999/disable', {}, 404, 'Operator not found'],
      ['POST', '/ops/operators/not-a-number/enable', {}, 404, 'Operator not found'],
      ['PUT', '/ops/operators/999999/role', { role: 'admin' }, 404, 'Operator not found'],
    ];
    for (const [method, url, body, status, message] of refusals) {
      const res = await opsCall(t.app, admin, method, url, body);
      expect([url, body, res.statusCode, res.json().message]).toEqual([url, body, status, expect.stringContaining(message)]);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('an admin creates an operator, who must change the password before any other call works', async () => {
    const res = await opsCall(t.app, admin, 'POST', '/ops/operators', { username: 'desk.two', role: 'agent', password: 'First-Kettle-Orange-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'desk.two', role: 'agent', disabled: false, must_change_password: true });
    expect(await lastAudit('operator.create')).toMatchObject({
      operator_name: 'admin',
      target: 'operator desk.two',
      after: { username: 'desk.two', role: 'agent', disabled: false, must_change_password: true },
    });

    const login = await signIn('desk.two', 'First-Kettle-Orange-8');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.operator).toEqual({ id: expect.any(String), username: 'desk.two', role: 'agent', permissions: ['console.read', 'requests.decide', 'players.manage', 'players.protect'], must_change_password: true });
    const token = login.json().data.token as string;
    // The server refuses everything else until the password is changed, not only the console's screens.
    for (const url of ['/ops/requests', '/ops/requests/counts', '/ops/audit']) {
      const blocked = await opsCall(t.app, token, 'GET', url);
      expect([url, blocked.statusCode, blocked.json().message]).toEqual([url, 403, PASSWORD_CHANGE_REQUIRED_MESSAGE]);
    }
    expect((await opsCall(t.app, token, 'GET', '/ops/auth/me')).json().data.operator.must_change_password).toBe(true);

    const before = await snapshot();
    const wrong = await opsCall(t.app, token, 'POST', '/ops/auth/password', { current_password: 'Not-The-Password-1', new_password: 'Second-Kettle-Orange-9', confirm_password: 'Second-Kettle-Orange-9' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, WRONG_CURRENT_PASSWORD_MESSAGE]);
    const weak = await opsCall(t.app, token, 'POST', '/ops/auth/password', { current_password: 'First-Kettle-Orange-8', new_password: 'password', confirm_password: 'password' });
    expect([weak.statusCode, weak.json().message]).toEqual([422, OPERATOR_MESSAGES.passwordLength]);
    const same = await opsCall(t.app, token, 'POST', '/ops/auth/password', { current_password: 'First-Kettle-Orange-8', new_password: 'First-Kettle-Orange-8', confirm_password: 'First-Kettle-Orange-8' });
    expect([same.statusCode, same.json().message]).toEqual([422, OPERATOR_MESSAGES.sameAsCurrent]);
    const mismatch = await opsCall(t.app, token, 'POST', '/ops/auth/password', { current_password: 'First-Kettle-Orange-8', new_password: 'Second-Kettle-Orange-9', confirm_password: 'Second-Kettle-Orange-0' });
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([422, OPERATOR_MESSAGES.confirmMismatch]);
    expect(await snapshot()).toEqual(before);
    expect((await opsCall(t.app, token, 'GET', '/ops/requests')).statusCode).toBe(403);

    const changed = await opsCall(t.app, token, 'POST', '/ops/auth/password', { current_password: 'First-Kettle-Orange-8', new_password: 'Second-Kettle-Orange-9', confirm_password: 'Second-Kettle-Orange-9' });
    expect(changed.statusCode).toBe(200);
    expect((await opsCall(t.app, token, 'GET', '/ops/requests')).statusCode).toBe(200);
    expect(await lastAudit('operator.change_password')).toMatchObject({ operator_name: 'desk.two', before: { must_change_password: true }, after: { must_change_password: false } });
    expect((await signIn('desk.two', 'First-Kettle-Orange-8')).statusCode).toBe(401);
    expect((await signIn('desk.two', 'Second-Kettle-Orange-9')).json().data.operator.must_change_password).toBe(false);
  });

  test('disabling ends the operator’s sessions at once and refuses their sign-in; enabling lets them back', async () => {
    const id = await idOf('desk.two');
    const token = await tokenOf('desk.two', 'Second-Kettle-Orange-9');
    expect((await opsCall(t.app, token, 'GET', '/ops/requests')).statusCode).toBe(200);

    const res = await opsCall(t.app, admin, 'POST', `/ops/operators/${id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disabled).toBe(true);
    const after = await opsCall(t.app, token, 'GET', '/ops/requests');
    expect(after.statusCode).toBe(401);
    const live = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM operator_sessions WHERE operator_id = $1 AND ended_at IS NULL', [id]);
    expect(live.rows[0]!.n).toBe(0);
    const refused = await signIn('desk.two', 'Second-Kettle-Orange-9');
    expect([refused.statusCode, refused.json().message]).toEqual([403, OPERATOR_DISABLED_MESSAGE]);
    expect(await lastAudit('operator.disable')).toMatchObject({ operator_name: 'admin', target: 'operator desk.two', before: { disabled: false }, after: { disabled: true, sessions_ended: 3 } });

    expect((await opsCall(t.app, admin, 'POST', `/ops/operators/${id}/enable`)).statusCode).toBe(200);
    expect(await lastAudit('operator.enable')).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
    expect((await signIn('desk.two', 'Second-Kettle-Orange-9')).statusCode).toBe(200);
  });

  test('a role change applies to the live session at once and is audited', async () => {
    const id = await idOf('desk.two');
    const token = await tokenOf('desk.two', 'Second-Kettle-Orange-9');
    expect((await opsCall(t.app, token, 'GET', '/ops/operators')).statusCode).toBe(403);
    expect((await opsCall(t.app, admin, 'PUT', `/ops/operators/${id}/role`, { role: 'admin' })).json().data.role).toBe('admin');
    expect((await opsCall(t.app, token, 'GET', '/ops/operators')).statusCode).toBe(200);
    expect(await lastAudit('operator.role')).toMatchObject({ operator_name: 'admin', before: { role: 'agent' }, after: { role: 'admin' } });
    expect((await opsCall(t.app, admin, 'PUT', `/ops/operators/${id}/role`, { role: 'agent' })).statusCode).toBe(200);
    expect((await opsCall(t.app, token, 'GET', '/ops/operators')).statusCode).toBe(403);
  });

  test('a password reset ends the sessions, retires the old password and forces a change at the next sign-in', async () => {
    const id = await idOf('desk.two');
    const token = await tokenOf('desk.two', 'Second-Kettle-Orange-9');
    const res = await opsCall(t.app, admin, 'POST', `/ops/operators/${id}/reset-password`, { password: 'Temporary-Kettle-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.must_change_password).toBe(true);
    expect((await opsCall(t.app, token, 'GET', '/ops/requests')).statusCode).toBe(401);
    expect((await signIn('desk.two', 'Second-Kettle-Orange-9')).statusCode).toBe(401);
    const fresh = await tokenOf('desk.two', 'Temporary-Kettle-31');
    expect((await opsCall(t.app, fresh, 'GET', '/ops/requests')).json().message).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    const audit = await lastAudit('operator.reset_password');
    expect(audit).toMatchObject({ operator_name: 'admin', target: 'operator desk.two', after: { must_change_password: true } });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Temporary-Kettle/);
  });

  test('no change may leave the site without an active admin; with a second admin, the first may step down', async () => {
    const adminId = await idOf('admin');
    const before = await snapshot();
    for (const [method, url, body] of [
      ['POST', `/ops/operators/${adminId}/disable`, undefined],
      ['PUT', `/ops/operators/${adminId}/role`, { role: 'agent' }],
    ] as const) {
      const res = await opsCall(t.app, admin, method, url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 409, NO_ADMIN_LEFT_MESSAGE]);
    }
    expect(await snapshot()).toEqual(before);

    // A second admin; then the two demote each other at the same moment: exactly one succeeds.
    expect((await opsCall(t.app, admin, 'POST', '/ops/operators', { username: 'second', role: 'admin', password: 'Deputy-Orange-Kettle-7' })).statusCode).toBe(200);
    const secondToken = await tokenOf('second', 'Deputy-Orange-Kettle-7');
    const changed = await opsCall(t.app, secondToken, 'POST', '/ops/auth/password', { current_password: 'Deputy-Orange-Kettle-7', new_password: 'Deputy-Orange-Lamp-8', confirm_password: 'Deputy-Orange-Lamp-8' });
    expect(changed.statusCode).toBe(200);
    const secondId = await idOf('second');
    const [a, b] = await Promise.all([
      opsCall(t.app, admin, 'PUT', `/ops/operators/${secondId}/role`, { role: 'agent' }),
      opsCall(t.app, secondToken, 'PUT', `/ops/operators/${adminId}/role`, { role: 'agent' }),
    ]);
    // The loser is refused by the last-admin rule (409), or, when the winner committed before its guard ran, as an
    // agent (403).
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL`);
    expect(admins.rows[0]!.n).toBe(1);
    // Put things back: whoever is still admin restores the other.
    const still = a.statusCode === 200 ? admin : secondToken;
    const other = a.statusCode === 200 ? secondId : adminId;
    expect((await opsCall(t.app, still, 'PUT', `/ops/operators/${other}/role`, { role: 'admin' })).statusCode).toBe(200);
  });

  test('a double click (the same Idempotency-Key) creates once and answers the same twice; another body with it is 422', async () => {
    const headers = { 'idempotency-key': 'create-desk-three' };
    const body = { username: 'desk.three', role: 'agent', password: 'Third-Kettle-Orange-3' };
    const [a, b] = [await opsCall(t.app, admin, 'POST', '/ops/operators', body, headers), await opsCall(t.app, admin, 'POST', '/ops/operators', body, headers)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data).toEqual(a.json().data);
    const before = await snapshot();
    const other = await opsCall(t.app, admin, 'POST', '/ops/operators', { ...body, username: 'desk.four' }, headers);
    expect([other.statusCode, other.json().message]).toEqual([422, 'This Idempotency-Key was used for another request']);
    expect(await snapshot()).toEqual(before);
    const made = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'operator.create' AND target = 'operator desk.three'`);
    expect(made.rows[0]!.n).toBe(1);
  });

  test('every operator changes their own password with the current one; their other sessions end, this one stays', async () => {
    const other = await tokenOf('agent', 'Agent@1234');
    const mine = await tokenOf('agent', 'Agent@1234');
    const res = await opsCall(t.app, mine, 'POST', '/ops/auth/password', { current_password: 'Agent@1234', new_password: 'Agent-Desk-Orange-77', confirm_password: 'Agent-Desk-Orange-77' });
    // "Agent-Desk-Orange-77" contains the username "agent".
    expect([res.statusCode, res.json().message]).toEqual([422, OPERATOR_MESSAGES.passwordHasUsername]);
    const ok = await opsCall(t.app, mine, 'POST', '/ops/auth/password', { current_password: 'Agent@1234', new_password: 'Desk-Orange-Kettle-77', confirm_password: 'Desk-Orange-Kettle-77' });
    expect(ok.statusCode).toBe(200);
    expect((await opsCall(t.app, mine, 'GET', '/ops/requests')).statusCode).toBe(200);
    expect((await opsCall(t.app, other, 'GET', '/ops/requests')).statusCode).toBe(401);
    expect((await opsCall(t.app, agent, 'GET', '/ops/requests')).statusCode).toBe(401);
    expect(await lastAudit('operator.change_password')).toMatchObject({ operator_name: 'agent', target: 'operator agent' });
    expect((await signIn('agent', 'Desk-Orange-Kettle-77')).statusCode).toBe(200);
  });
});
