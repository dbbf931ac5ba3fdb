import { SYSTEM_ACTOR } from '../src/ops/actor';
import { writeAudit } from '../src/ops/audit';
import { startTestApp, type TestApp } from './app-harness';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

/**
 * Issue 27: the console's audit log was flooded by the simulator's `system sports.settle` rows, had no filter or
 * search, and showed raw JSON. Now the server filters (actor, operator, action, target, time, search), pages by
 * keyset, leaves system rows out of the default view, and exports CSV with readable changes.
 */
describe.each(dbKinds())('the audit log on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let systemBefore = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
    const db = t.testDb.db;
    // what the start and the seed wrote as the system before this suite's rows (a start-up's own audit rows)
    systemBefore = (await opsCall(t.app, agent, 'GET', '/ops/audit?actor=system&limit=200')).json().data.items.length;
    // The feed's settlements: many system rows, older and newer than the operators' actions.
    for (let i = 0; i < 30; i++) await writeAudit(db, { actor: SYSTEM_ACTOR, action: 'sports.settle', target: `market:${900 + i}`, before: { status: 'open' }, after: { status: 'settled', runId: String(i) }, at: new Date('2026-11-20T10:00:00Z') });
    await writeAudit(db, { actor: { operatorId: null, name: 'player1' }, action: 'x.unused', target: null, before: null, after: null, at: new Date('2026-11-20T10:00:00Z') });
    await db.query(`UPDATE audit_log SET user_id = (SELECT id FROM users WHERE user_name = 'player1') WHERE action = 'x.unused'`);
    await db.query(`UPDATE audit_log SET action = 'protection.self_exclusion' WHERE action = 'x.unused'`);
    const opId = (await db.query<{ id: string }>(`SELECT id::text FROM operators WHERE username = 'agent'`)).rows[0]!.id;
    await writeAudit(db, { actor: { operatorId: opId, name: 'agent' }, action: 'request.approve', target: 'request #77', before: { status: 'pending', amount: 500, remark: null }, after: { status: 'approve_completed', amount: 500, remark: 'UTR, "checked"' }, at: new Date('2026-11-21T06:00:00Z') });
    await writeAudit(db, { actor: { operatorId: opId, name: 'agent' }, action: 'request.hold', target: '=1+2', before: null, after: null, at: new Date('2026-11-19T06:00:00Z') });
    await writeAudit(db, { actor: { operatorId: opId, name: 'agent' }, action: 'request.reject', target: 'request #78', before: { status: 'pending' }, after: { status: 'reject_completed', remark: '=HYPERLINK("x")' }, at: new Date('2026-11-22T06:00:00Z') });
    for (let i = 0; i < 10; i++) await writeAudit(db, { actor: SYSTEM_ACTOR, action: 'sports.settle', target: `market:${950 + i}`, before: null, after: { status: 'settled' }, at: new Date('2026-11-23T10:00:00Z') });
  }, 60_000);
  afterAll(() => t.close());
  const get = async (query: string) => {
    const res = await opsCall(t.app, agent, 'GET', `/ops/audit?${query}`);
    return { status: res.statusCode, body: res.json() };
  };
  const actions = (items: Array<{ action: string }>) => items.map((i) => i.action);

  test('the default view leaves the system rows out: operators and players only, newest first', async () => {
    const { body } = await get('limit=200');
    expect(body.data.items.every((i: { actor_kind: string }) => i.actor_kind !== 'system')).toBe(true);
    expect(actions(body.data.items)).toEqual(expect.arrayContaining(['request.reject', 'request.approve', 'protection.self_exclusion', 'operator.login']));
    expect(body.data.items.find((i: { action: string }) => i.action === 'protection.self_exclusion')).toMatchObject({ actor_kind: 'player', operator: 'player1' });
    const ids = body.data.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const system = await get('actor=system&limit=200');
    expect(system.body.data.items).toHaveLength(systemBefore + 40);
    expect((await get('actor=all&limit=200')).body.data.items.length).toBe(body.data.items.length + systemBefore + 40);
  });

  test('filters: operator, action (exact or prefix), target, time range (IST days), search; keyset pages cover everything once', async () => {
    expect(actions((await get('operator=agent&action=request.')).body.data.items)).toEqual(['request.reject', 'request.hold', 'request.approve']);
    expect(actions((await get('action=request.approve')).body.data.items)).toEqual(['request.approve']);
    expect((await get('target=request%20%2378')).body.data.items.map((i: { target: string }) => i.target)).toEqual(['request #78']);
    // 2026-11-21 06:00 UTC is 11:30 IST on the 21st: in the IST day 2026-11-21, not in the 22nd.
    expect(actions((await get('actor=all&from=2026-11-21&to=2026-11-21')).body.data.items)).toEqual(['request.approve']);
    expect(actions((await get('actor=all&from=2026-11-21T00:00:00Z&to=2026-11-22T12:00:00Z')).body.data.items)).toEqual(['request.reject', 'request.approve']);
    expect(actions((await get('q=CHECKED')).body.data.items)).toEqual(['request.approve']);
    expect((await get('q=100%25')).body.data.items).toEqual([]); // % is a character, not a wildcard
    const seen: number[] = [];
    let before: string | null = null;
    do {
      const page: { data: { items: Array<{ id: number }>; next_before: string | null } } = (await get(`actor=system&limit=7${before ? `&before=${before}` : ''}`)).body;
      seen.push(...page.data.items.map((i) => i.id));
      before = page.data.next_before;
    } while (before);
    expect(seen).toHaveLength(systemBefore + 40);
    expect(new Set(seen).size).toBe(systemBefore + 40);
  });

  test.each([
    ['actor=robots', 'actor must be one of people, operator, player, system, all'],
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    ['limit=1e2', 'limit must be a whole number from 1 to 200'],
    ['before=-1', 'before must be an audit id'],
    ['from=2026-02-30', 'from must be a date such as 2026-11-23 or an ISO time'],
    ['from=yesterday', 'from must be a date such as 2026-11-23 or an ISO time'],
    ['from=2026-11-23&to=2026-11-22', 'from must be before to'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('%s is refused with a message naming it', async (query, message) => {
    expect(await get(query)).toMatchObject({ status: 422, body: { message } });
  });

  test('the actions filter lists what the log holds; the CSV export has readable changes and no formula cells', async () => {
    const list = (await opsCall(t.app, agent, 'GET', '/ops/audit/actions')).json().data.actions;
    expect(list[0]).toBe('sports.settle');
    expect(list).toEqual(expect.arrayContaining(['request.approve', 'request.reject', 'operator.login']));
    const res = await opsCall(t.app, admin, 'GET', '/ops/audit/export?operator=agent&action=request.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="khel-audit-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,time,actor,who,action,target,changes,before,after');
    expect(lines).toHaveLength(4);
    // The changes, one per field (in the stored key order), quoted where they hold a comma or a quote.
    expect(lines[1]).toContain(',operator,agent,request.reject,request #78,"');
    expect(lines[1]).toContain('remark: — -> =HYPERLINK(""x"")');
    expect(lines[1]).toContain('status: pending -> reject_completed');
    expect(lines[2]).toMatch(/,operator,agent,request\.hold,'=1\+2,,,$/);
    expect(lines[3]).toContain(',operator,agent,request.approve,request #77,"');
    expect(lines[3]).toContain('remark: — -> UTR, ""checked""');
    expect((await opsCall(t.app, admin, 'GET', '/ops/audit/export?actor=nobody')).statusCode).toBe(422);
  });
});
