jest.setTimeout(30_000);

import { MAX_AGE_MS } from '../src/auth/session-cache';
import { SYSTEM_ACTOR } from '../src/ops/actor';
import { setBlocked } from '../src/ops/players';
import { MemoryOtpSender } from '../src/otp/sender';
import { SESSION_ENDED_MESSAGE } from '../src/auth/player-guard';
import { startTestApp, type TestApp } from './app-harness';
import { get, post, registerPlayer, TestClock } from './auth-helpers';
import { dbKinds } from './test-db';

const INFO = '/user/api/get-user-info';

/**
 * Every player call's session check is kept in memory until the player changes (src/auth/player-guard.ts): a kept
 * check makes no database read, and a logout or a block ends it at once; a change made behind the API's back (a
 * hand-run SQL) shows within MAX_AGE_MS.
 */
describe.each(dbKinds())('the session check of player calls on %s', (kind) => {
  let t: TestApp;
  const otp = new MemoryOtpSender();
  const clock = new TestClock();
  let mobile = 9100000100;
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: otp, now: clock.now } });
  });
  afterAll(() => t.close());

  /** How many session checks reach the database while `fn` runs. */
  async function sessionReads(fn: () => Promise<unknown>): Promise<number> {
    const db = t.testDb.db;
    const spy = jest.spyOn(db, 'query');
    try {
      await fn();
      return spy.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('FROM sessions s JOIN users u')).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('a second call of a live session reads no session; a logout ends it at once', async () => {
    const p = await registerPlayer(t.app, otp, String(mobile++));
    expect((await get(t.app, INFO, p.token)).statusCode).toBe(200);
    expect(await sessionReads(async () => expect((await get(t.app, INFO, p.token)).statusCode).toBe(200))).toBe(0);
    expect((await post(t.app, '/user/auth/logout', {}, p.token)).statusCode).toBe(200);
    const after = await get(t.app, INFO, p.token);
    expect([after.statusCode, after.json().message]).toEqual([401, SESSION_ENDED_MESSAGE]);
  });

  it("an operator's block ends the kept session at once", async () => {
    const p = await registerPlayer(t.app, otp, String(mobile++));
    expect((await get(t.app, INFO, p.token)).statusCode).toBe(200);
    await t.testDb.db.tx((q) => setBlocked(q, String(p.user.user_name), true, SYSTEM_ACTOR, clock.now()));
    expect((await get(t.app, INFO, p.token)).statusCode).toBe(401);
  });

  it('a block written behind the API\'s back shows within MAX_AGE_MS', async () => {
    const p = await registerPlayer(t.app, otp, String(mobile++));
    expect((await get(t.app, INFO, p.token)).statusCode).toBe(200);
    await t.testDb.db.query('UPDATE users SET blocked = true WHERE user_name = $1', [String(p.user.user_name)]);
    clock.advance(MAX_AGE_MS / 1000 + 1);
    expect((await get(t.app, INFO, p.token)).statusCode).toBe(401);
  });
});
