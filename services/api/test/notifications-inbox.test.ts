import type { Db } from '../src/db/db';
import { notify } from '../src/notifications/inbox';
import { pendingFor } from '../src/notifications/pending';
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

  it('refuses an unknown kind', async () => {
    const player = await makePlayer(db, 0);
    await expect(notify(db, { userId: player.id, kind: 'spam', title: 'x', body: 'y', at })).rejects.toThrow('unknown kind spam');
  });
});
