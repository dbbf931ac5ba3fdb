import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { LIVE_MESSAGES } from '../src/live/protocol';
import { depositRequest, makePlayer, opsCall, opsLogin, seedAll } from './ops-fixtures';
import { playerCall, playerToken } from './notifications-support';
import { LiveTestClient } from './sports-live-support';
import { REDIS_TEST_URL, connectRedis } from './throttle-support';
import { createTestDb, type TestDb } from './test-db';

/**
 * A notification reaches every open tab of its player at once, over the live channel's `me` topic, whichever API
 * process wrote it: two processes on one database, with Redis (the hub) and without (one process, in process).
 * When no tab has it, it goes out as a web push instead.
 */
jest.setTimeout(90_000);

type Pushed = Array<{ userId: string; payload: Record<string, unknown> }>;

async function tab(app: FastifyInstance, token: string): Promise<LiveTestClient> {
  const c = await LiveTestClient.connect(app);
  c.send({ op: 'auth', token });
  await c.next((f) => f.t === 'authed');
  c.send({ op: 'sub', topics: ['me'] });
  await c.next((f) => f.t === 'snap' && f.topic === 'me');
  return c;
}

const notes = (c: LiveTestClient) => c.frames.filter((f) => f.t === 'note').map((f) => (f.notification as { title: string; body: string }).body);

function suite(name: string, processes: number, redis: boolean) {
  describe(name, () => {
    let t: TestDb;
    let second: Db | undefined;
    const apps: FastifyInstance[] = [];
    const clients: LiveTestClient[] = [];
    const pushed: Pushed = [];
    let admin: string;
    let siteId: string;

    beforeAll(async () => {
      if (redis) (await connectRedis()).disconnect();
      t = await createTestDb('postgres');
      if (processes > 1) second = openPostgres(t.url!, { max: 4 });
      const channel = `khel:test:${randomUUID()}`;
      for (const db of [t.db, second].slice(0, processes)) {
        const config = { ...loadConfig({}), logLevel: 'silent', webDir: undefined, redisUrl: redis ? REDIS_TEST_URL : undefined, services: ['user' as const, 'notification' as const, 'sports' as const, 'ops' as const] };
        const app = await buildApp({
          config,
          db: db!,
          overrides: {
            sports: { channel: `${channel}:prices`, sweepMs: 60_000 },
            notifications: { channel: `${channel}:notifications`, ackWaitMs: 400, push: async (_db, userId, payload) => void pushed.push({ userId, payload }) },
          },
        });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
      }
      ({ siteId } = await seedAll(t.db));
      admin = await opsLogin(apps[apps.length - 1]!, 'admin');
    });
    afterAll(async () => {
      for (const c of clients) c.close();
      for (const app of apps) await app.close();
      await second?.close();
      await t?.drop();
    });

    const approve = async (userId: string, rupees: number) => {
      const id = await depositRequest(t.db, siteId, userId, rupees);
      const res = await opsCall(apps[apps.length - 1]!, admin, 'POST', `/ops/requests/${id}/approve`, {});
      expect(res.statusCode).toBe(200);
    };

    it("an operator's approval reaches each open tab of the player once, on every process, and no one else's", async () => {
      const p = await makePlayer(t.db, 0);
      const other = await makePlayer(t.db, 0);
      const token = await playerToken(apps[0]!, p.userName);
      const tabs = [await tab(apps[0]!, token), await tab(apps[apps.length - 1]!, token)];
      const stranger = await tab(apps[0]!, await playerToken(apps[0]!, other.userName));
      clients.push(...tabs, stranger);
      await approve(p.id, 700);
      const body = 'Your deposit of ₹700.00 was approved and added to your balance.';
      for (const c of tabs) {
        const f = await c.next((x) => x.t === 'note' && (x.notification as { kind: string }).kind === 'deposit');
        expect(f).toMatchObject({ notification: { kind: 'deposit', title: 'Deposit approved', body, read: false }, unread: expect.any(Number) });
      }
      await new Promise((r) => setTimeout(r, 600));
      for (const c of tabs) expect(notes(c).filter((b) => b === body)).toHaveLength(1);
      expect(notes(stranger)).toEqual([]);
      // a tab had it: no push
      expect(pushed.filter((x) => x.userId === p.id && x.payload.body === body)).toEqual([]);

      // marked read in one tab: the others hear the count
      const read = await playerCall(apps[0]!, token, 'POST', '/notification/read-all', {});
      expect(read.json().data.unread).toBe(0);
      for (const c of tabs) await c.next((x) => x.t === 'unread' && x.unread === 0);
    });

    it('with no tab open the notification goes out as a web push', async () => {
      const p = await makePlayer(t.db, 0);
      await approve(p.id, 321);
      const deadline = Date.now() + 5_000;
      while (!pushed.some((x) => x.userId === p.id && (x.payload.kind as string) === 'deposit') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(pushed.filter((x) => x.userId === p.id && x.payload.kind === 'deposit').map((x) => x.payload)).toEqual([
        { title: 'Deposit approved', body: 'Your deposit of ₹321.00 was approved and added to your balance.', url: '/notifications', tag: expect.stringMatching(/^khel-n\d+$/), id: expect.any(String), kind: 'deposit' },
      ]);
    });

    it('refuses me without a login, and a bad or ended token', async () => {
      const c = await LiveTestClient.connect(apps[0]!);
      clients.push(c);
      c.send({ op: 'sub', topics: ['me'] });
      expect(await c.next((f) => f.t === 'err')).toEqual({ t: 'err', message: LIVE_MESSAGES.authFirst });
      c.send({ op: 'auth', token: 'not.a.token' });
      expect(await c.next((f) => f.t === 'err' && f.message === LIVE_MESSAGES.authFailed)).toBeTruthy();
      const p = await makePlayer(t.db, 0);
      const token = await playerToken(apps[0]!, p.userName);
      await t.db.query('UPDATE sessions SET ended_at = now() WHERE user_id = $1', [p.id]);
      const from = c.frames.length;
      c.send({ op: 'auth', token });
      expect(await c.next((f) => f.t === 'err', from)).toEqual({ t: 'err', message: LIVE_MESSAGES.authFailed });
    });
  });
}

suite('the player topic across two API processes through Redis (PostgreSQL)', 2, true);
suite('the player topic in one process, without Redis', 1, false);
