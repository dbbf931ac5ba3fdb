import type { Db } from '../src/db/db';
import { notify } from '../src/notifications/inbox';
import { startTestApp, type TestApp } from './app-harness';
import { depositRequest, makePlayer, opsCall, opsLogin, seedAll, withdrawalRequest } from './ops-fixtures';
import { playerCall, playerToken } from './notifications-support';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/** The inbox routes and the notifications the operators' decisions write (account listener). */
describe.each(dbKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let siteId: string;
  const db = (): Db => t.testDb.db;
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { notifications: { push: async () => undefined, ackWaitMs: 10 } } });
    ({ siteId } = await seedAll(t.testDb.db));
    admin = await opsLogin(t.app, 'admin');
  });
  afterAll(() => t.close());

  const player = async (rupees = 0) => {
    const p = await makePlayer(db(), rupees);
    return { ...p, token: await playerToken(t.app, p.userName) };
  };
  const list = async (token: string, cursor?: string) => (await playerCall(t.app, token, 'GET', `/notification/list${cursor ? `?cursor=${cursor}` : ''}`)).json().data;

  test('an approved deposit: the player is told the amount, as the product formats rupees', async () => {
    const p = await player();
    const id = await depositRequest(db(), siteId, p.id, 1500);
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${id}/approve`, {})).statusCode).toBe(200);
    // (a payment bonus on the deposit may add its own notification: kind bonus)
    const page = await list(p.token);
    const deposits = page.items.filter((n: { kind: string }) => n.kind === 'deposit');
    expect(page.unread).toBe(page.items.length);
    expect(page.next_cursor).toBeNull();
    expect(deposits).toEqual([
      {
        id: expect.any(String),
        kind: 'deposit',
        title: 'Deposit approved',
        body: 'Your deposit of ₹1,500.00 was approved and added to your balance.',
        data: {
          t: { title: 'Deposit approved', body: 'Your deposit of {{amount}} was approved and added to your balance.', params: { amount: '₹1,500.00' } },
          requestId: id,
          outcome: 'approved',
        },
        created_at: expect.any(String),
        read: false,
      },
    ]);
    expect((await playerCall(t.app, p.token, 'GET', '/notification/unread-count')).json().data).toEqual({ unread: page.items.length });
  });

  test("a rejected deposit carries the operator's remark exactly; a rejected withdrawal too, and a paid one", async () => {
    const p = await player(2000);
    const dep = await depositRequest(db(), siteId, p.id, 250.5);
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${dep}/reject`, { remark: 'UTR does not match our bank statement' })).statusCode).toBe(200);
    const w1 = await withdrawalRequest(db(), siteId, p.id, 800);
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${w1}/reject`, { remark: 'Account name does not match' })).statusCode).toBe(200);
    const w2 = await withdrawalRequest(db(), siteId, p.id, 1200);
    expect((await opsCall(t.app, admin, 'POST', `/ops/requests/${w2}/approve`, {})).statusCode).toBe(200);
    const page = await list(p.token);
    page.items = page.items.filter((n: { kind: string }) => n.kind !== 'bonus');
    expect(page.items.map((n: { title: string; body: string; kind: string }) => [n.kind, n.title, n.body])).toEqual([
      ['withdrawal', 'Withdrawal paid', 'Your withdrawal of ₹1,200.00 has been paid to your account.'],
      ['withdrawal', 'Withdrawal rejected', 'Your withdrawal of ₹800.00 was rejected and the amount is back in your balance. Reason: Account name does not match'],
      ['deposit', 'Deposit rejected', 'Your deposit of ₹250.50 was rejected. Reason: UTR does not match our bank statement'],
    ]);
    expect(page.items[2].data.t.params).toEqual({ amount: '₹250.50', remark: 'UTR does not match our bank statement' });
  });

  test('mark one, mark all; a player can never read or mark another player\'s notifications', async () => {
    const a = await player();
    const b = await player();
    const at = new Date();
    for (const n of [1, 2, 3]) await notify(db(), { userId: a.id, kind: 'bonus', title: `A${n}`, body: 'x', at: new Date(at.getTime() + n) });
    await notify(db(), { userId: b.id, kind: 'bonus', title: 'B1', body: 'x', at });
    const aItems = (await list(a.token)).items as Array<{ id: string; title: string; read: boolean }>;
    expect(aItems.map((n) => n.title)).toEqual(['A3', 'A2', 'A1']);
    // b's list has only b's; b marking a's ids marks nothing
    expect((await list(b.token)).items.map((n: { title: string }) => n.title)).toEqual(['B1']);
    const foreign = await playerCall(t.app, b.token, 'POST', '/notification/read', { ids: [aItems[0]!.id] });
    expect(foreign.json().data).toEqual({ marked: 0, unread: 1 });
    expect((await list(a.token)).unread).toBe(3);
    const one = await playerCall(t.app, a.token, 'POST', '/notification/read', { ids: [aItems[1]!.id] });
    expect([one.statusCode, one.json().data]).toEqual([200, { marked: 1, unread: 2 }]);
    expect((await list(a.token)).items.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([['A3', false], ['A2', true], ['A1', false]]);
    const all = await playerCall(t.app, a.token, 'POST', '/notification/read-all', {});
    expect(all.json().data).toEqual({ marked: 2, unread: 0 });
    expect((await list(b.token)).unread).toBe(1);
  });

  test('pages of 20, newest first, with no overlap and no gap', async () => {
    const p = await player();
    const at = Date.now();
    // the same instant for some rows: the id breaks the tie
    for (let i = 0; i < 25; i++) await notify(db(), { userId: p.id, kind: 'announcement', title: `N${i}`, body: 'x', at: new Date(at + Math.floor(i / 3)) });
    const first = await list(p.token);
    expect(first.items).toHaveLength(20);
    const second = await list(p.token, first.next_cursor);
    expect(second.next_cursor).toBeNull();
    const titles = [...first.items, ...second.items].map((n: { title: string }) => n.title);
    expect(titles).toEqual(Array.from({ length: 25 }, (_, i) => `N${24 - i}`));
  });

  test('bad input is a 4xx with its message, never a 500', async () => {
    const p = await player();
    const cases: Array<[string, string, unknown, number, string]> = [
      ['GET', '/notification/list?cursor=abc', undefined, 422, 'cursor must be the next_cursor of a page'],
      ['POST', '/notification/read', { ids: 'x' }, 422, 'ids must be a list'],
      ['POST', '/notification/read', { ids: ['12a'] }, 422, 'Choose from 1 to 100 notifications'],
      ['POST', '/notification/read', { ids: [] }, 422, 'Choose from 1 to 100 notifications'],
      ['POST', '/notification/read', { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, 422, 'Choose from 1 to 100 notifications'],
      ['POST', '/notification/read', [1], 422, 'Request body must be a JSON object'],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await playerCall(t.app, p.token, method as 'GET' | 'POST', url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, status, message]);
    }
    for (const url of ['/notification/list', '/notification/unread-count']) expect((await playerCall(t.app, null, 'GET', url)).statusCode).toBe(401);
    expect((await playerCall(t.app, null, 'POST', '/notification/read-all', {})).statusCode).toBe(401);
  });
});
