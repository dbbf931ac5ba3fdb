import type { Db } from '../src/db/db';
import { protectionStanding } from '../src/protection/standing';
import { makePlayer } from './ops-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const DAY = 86_400_000;

describe.each(dbKinds())('protectionStanding and the no-early-lift backstop (%s)', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());

  it('is free for a player who never set anything', async () => {
    const p = await makePlayer(db, 0);
    expect(await protectionStanding(db, p.id, new Date())).toEqual({ selfExcludedUntil: null, timeOutUntil: null, canBet: true, canReceiveOffers: true });
  });

  it('reports a running self-exclusion and a running time-out, and nothing once they end', async () => {
    const p = await makePlayer(db, 0);
    const now = new Date();
    const until = new Date(now.getTime() + 200 * DAY);
    const timeOut = new Date(now.getTime() + 2 * DAY);
    await db.query('INSERT INTO player_protection (user_id, self_excluded_until, time_out_until) VALUES ($1, $2, $3)', [p.id, until, timeOut]);
    const s = await protectionStanding(db, p.id, now);
    expect(s.selfExcludedUntil?.toISOString()).toBe(until.toISOString());
    expect(s.timeOutUntil?.toISOString()).toBe(timeOut.toISOString());
    expect(s.canBet).toBe(false);
    expect(s.canReceiveOffers).toBe(false);
    const later = await protectionStanding(db, p.id, new Date(until.getTime() + 1));
    expect(later).toEqual({ selfExcludedUntil: null, timeOutUntil: null, canBet: true, canReceiveOffers: true });
    const afterTimeOut = await protectionStanding(db, p.id, new Date(timeOut.getTime() + 1));
    expect(afterTimeOut.timeOutUntil).toBeNull();
    expect(afterTimeOut.canBet).toBe(false);
  });

  it('refuses to shorten, clear or delete a running self-exclusion or time-out, and allows lengthening', async () => {
    const p = await makePlayer(db, 0);
    const until = new Date(Date.now() + 200 * DAY);
    await db.query('INSERT INTO player_protection (user_id, self_excluded_until, time_out_until) VALUES ($1, $2, $3)', [p.id, until, new Date(Date.now() + DAY)]);
    await expect(db.query('UPDATE player_protection SET self_excluded_until = NULL WHERE user_id = $1', [p.id])).rejects.toThrow('a self-exclusion cannot be shortened');
    await expect(db.query('UPDATE player_protection SET self_excluded_until = now() WHERE user_id = $1', [p.id])).rejects.toThrow('a self-exclusion cannot be shortened');
    await expect(db.query('UPDATE player_protection SET time_out_until = NULL WHERE user_id = $1', [p.id])).rejects.toThrow('a time-out cannot be shortened');
    await expect(db.query('DELETE FROM player_protection WHERE user_id = $1', [p.id])).rejects.toThrow('cannot be removed');
    await db.query("UPDATE player_protection SET self_excluded_until = self_excluded_until + interval '1 day' WHERE user_id = $1", [p.id]);
    const s = await protectionStanding(db, p.id, new Date());
    expect(s.selfExcludedUntil!.getTime()).toBe(until.getTime() + DAY);
  });

  it('keeps the protection history append-only', async () => {
    const p = await makePlayer(db, 0);
    await db.query(`INSERT INTO protection_events (user_id, action) VALUES ($1, 'test')`, [p.id]);
    await expect(db.query('DELETE FROM protection_events WHERE user_id = $1', [p.id])).rejects.toThrow('append-only');
  });
});
