import type { Db } from '../src/db/db';
import { notify } from '../src/notifications/inbox';
import type { NotificationHub } from '../src/notifications/hub';
import { pendingFor } from '../src/notifications/pending';
import { NotificationRelay } from '../src/notifications/relay';
import { makePlayer, seedAll } from './ops-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

describe.each(dbKinds())('notify() writes the inbox in the caller transaction (%s)', (kind) => {
  let t: TestDb;
  let db: Db;
  const at = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
    await seedAll(db);
  });
  afterAll(async () => t.drop());

  it('commits with the transaction, tells the player changed, and skips a duplicate key', async () => {
    const player = await makePlayer(db, 0);
    const heard: string[] = [];
    const stop = db.changes.subscribe((c) => c !== 'all' && heard.push(...c));
    await db.tx(async (q) => {
      await notify(q, { userId: player.id, kind: 'deposit', title: 'Deposit approved', body: 'b', data: { requestId: '1' }, at, dedupeKey: 'deposit:1' });
      await notify(q, { userId: player.id, kind: 'deposit', title: 'Deposit approved', body: 'again', at, dedupeKey: 'deposit:1' });
      expect(heard).toEqual([]);
    });
    stop();
    expect(heard).toContain(player.id);
    const { rows } = await db.query<{ kind: string; title: string; body: string; data: unknown; created_at: Date; read_at: Date | null }>(
      'SELECT kind, title, body, data, created_at, read_at FROM notifications WHERE user_id = $1',
      [player.id],
    );
    expect(rows).toEqual([{ kind: 'deposit', title: 'Deposit approved', body: 'b', data: { requestId: '1' }, created_at: at, read_at: null }]);
    expect(pendingFor([player.id])[0]!.ids).toHaveLength(1);
  });

  it('rolls back with the transaction', async () => {
    const player = await makePlayer(db, 0);
    await expect(
      db.tx(async (q) => {
        await notify(q, { userId: player.id, kind: 'bet', title: 'x', body: 'y', at });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const { rows } = await db.query('SELECT 1 FROM notifications WHERE user_id = $1', [player.id]);
    expect(rows).toHaveLength(0);
  });

  it('is delivered once when two relays of one process hear its commit (the tests run two API apps in one process)', async () => {
    const player = await makePlayer(db, 0);
    const pushed: Array<{ userId: string; title: unknown }> = [];
    // no tab open anywhere: every publish goes unacknowledged, so each delivery ends in a web push
    const hub = { publish: async () => false } as unknown as NotificationHub;
    const push = async (_db: Db, userId: string, payload: Record<string, unknown>) => void pushed.push({ userId, title: payload.title });
    const relays = [new NotificationRelay(db, hub, { push }), new NotificationRelay(db, hub, { push })];
    try {
      await db.tx((q) => notify(q, { userId: player.id, kind: 'deposit', title: 'Deposit approved', body: 'b', at }));
      await Promise.all(relays.map((r) => r.idle()));
    } finally {
      relays.forEach((r) => r.close());
    }
    expect(pushed).toEqual([{ userId: player.id, title: 'Deposit approved' }]);
    expect(pendingFor([player.id])).toEqual([]);
  });

  it('refuses an unknown kind', async () => {
    const player = await makePlayer(db, 0);
    await expect(notify(db, { userId: player.id, kind: 'spam', title: 'x', body: 'y', at })).rejects.toThrow('unknown kind spam');
  });
});
