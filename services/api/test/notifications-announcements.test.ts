import { missingPermissionMessage } from '@khel/shared/validation';
import type { Db } from '../src/db/db';
import { startTestApp, type TestApp } from './app-harness';
import { depositRequest, makePlayer, opsCall, opsLogin, seedAll } from './ops-fixtures';
import { playerCall, playerToken } from './notifications-support';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/** Operators' announcements: segments, no marketing to a player on a break, audited, admins only, bad input 422. */
describe.each(dbKinds())('announcements on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let siteId: string;
  const db = (): Db => t.testDb.db;
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { notifications: { push: async () => undefined, ackWaitMs: 10 } } });
    ({ siteId } = await seedAll(t.testDb.db));
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
  });
  afterAll(() => t.close());

  const announcements = async (userId: string) =>
    (await db().query<{ title: string; body: string }>(`SELECT title, body FROM notifications WHERE user_id = $1 AND kind = 'announcement' ORDER BY id`, [userId])).rows;

  test('to a list of players: each gets it in their notifications, a self-excluded or timed-out one does not; audited', async () => {
    const [a, b, excluded, timedOut, outside] = await Promise.all([0, 0, 0, 0, 0].map(() => makePlayer(db(), 0)));
    await db().query(
      `INSERT INTO player_protection (user_id, self_excluded_until, time_out_until) VALUES ($1, now() + interval '180 days', NULL), ($2, NULL, now() + interval '2 days')`,
      [excluded!.id, timedOut!.id],
    );
    const body = { title: 'Diwali offer', body: 'Deposit today and get 10% extra.', segment: 'users', user_ids: [a!.id, b!.id, excluded!.id, timedOut!.id] };
    const preview = await opsCall(t.app, agent, 'POST', '/ops/announcements/preview', body);
    expect([preview.statusCode, preview.json().data]).toEqual([200, { recipients: 2 }]);
    const sent = await opsCall(t.app, admin, 'POST', '/ops/announcements', body, { 'idempotency-key': `ann-${a!.id}` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Announcement sent', data: { title: 'Diwali offer', recipients: 2, operator_name: 'admin', segment: { kind: 'users', user_ids: body.user_ids } } });
    const replay = await opsCall(t.app, admin, 'POST', '/ops/announcements', body, { 'idempotency-key': `ann-${a!.id}` });
    expect(replay.json().data).toEqual(sent.json().data);
    for (const p of [a!, b!]) expect(await announcements(p.id)).toEqual([{ title: 'Diwali offer', body: 'Deposit today and get 10% extra.' }]);
    for (const p of [excluded!, timedOut!, outside!]) expect(await announcements(p.id)).toEqual([]);
    // the player reads it through the list like any notification
    const token = await playerToken(t.app, a!.userName);
    const list = (await playerCall(t.app, token, 'GET', '/notification/list')).json().data;
    expect(list.items[0]).toMatchObject({ kind: 'announcement', title: 'Diwali offer', read: false });
    const audit = await db().query<{ operator_name: string; after: { recipients: number; title: string } }>(`SELECT operator_name, after FROM audit_log WHERE action = 'announcement.send' AND target = $1`, [`announcement #${sent.json().data.id}`]);
    expect(audit.rows).toEqual([{ operator_name: 'admin', after: expect.objectContaining({ title: 'Diwali offer', recipients: 2 }) }]);
    const history = (await opsCall(t.app, agent, 'GET', '/ops/announcements')).json().data.items;
    expect(history[0]).toMatchObject({ id: sent.json().data.id, title: 'Diwali offer', recipients: 2, operator_name: 'admin' });
  });

  test('segments: players with an approved deposit in the last N days; players of a site', async () => {
    const depositor = await makePlayer(db(), 0);
    const idle = await makePlayer(db(), 0);
    const id = await depositRequest(db(), siteId, depositor.id, 500);
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {})).statusCode).toBe(200);
    const within = await opsCall(t.app, admin, 'POST', '/ops/announcements', { title: 'Thanks', body: 'For your deposit', segment: 'deposited_within', days: 7 });
    expect(within.statusCode).toBe(200);
    expect(await announcements(depositor.id)).toEqual([{ title: 'Thanks', body: 'For your deposit' }]);
    expect(await announcements(idle.id)).toEqual([]);
    const site = await opsCall(t.app, admin, 'POST', '/ops/announcements/preview', { title: 'x', body: 'y', segment: 'site', site_id: siteId });
    const count = await db().query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM wallet_transactions w JOIN users u ON u.id = w.user_id WHERE w.site_id = $1 AND NOT u.blocked AND NOT u.is_demo', [siteId]);
    expect(site.json().data.recipients).toBe(count.rows[0]!.n);
  });

  test('only admins send; bad input is a 422 with its message', async () => {
    const refused = await opsCall(t.app, agent, 'POST', '/ops/announcements', { title: 'x', body: 'y', segment: 'all' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, missingPermissionMessage('agent', 'config.manage')]);
    const cases: Array<[unknown, string]> = [
      [{ title: '', body: 'y', segment: 'all' }, 'Title must be 1 to 120 characters'],
      [{ title: 'x', body: 'y'.repeat(1001), segment: 'all' }, 'Message must be 1 to 1000 characters'],
      [{ title: 'x', body: 'y', segment: 'everyone' }, 'Choose who receives it'],
      [{ title: 'x', body: 'y', segment: 'deposited_within', days: 0 }, 'Days must be a whole number from 1 to 365'],
      [{ title: 'x', body: 'y', segment: 'site' }, 'Choose a site'],
      [{ title: 'x', body: 'y', segment: 'users', user_ids: ['abc'] }, 'Enter from 1 to 1000 player IDs'],
      [{ title: 'x', body: 'y', segment: 'users', user_ids: 'abc' }, 'user_ids must be a list'],
      [{ title: ['x'], body: 'y', segment: 'all' }, 'title must be text or a number'],
    ];
    for (const [body, message] of cases) {
      const res = await opsCall(t.app, admin, 'POST', '/ops/announcements', body);
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
  });
});
