// The balance poll answers from memory while a player's data is unchanged; every write of that data reaches the
// poll at once in the writing process and, on PostgreSQL, in every other API process on the same database.
jest.setTimeout(60_000);

import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { CHANGE_LISTENER_NAME } from '../src/db/postgres-change-transport';
import { creditPlayer, playerAccounts, post as ledgerPost } from '../src/ledger';
import { setBlocked } from '../src/ops/players';
import { SYSTEM_ACTOR } from '../src/ops/actor';
import { seed } from '../src/seed/seed';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { post, TestClock } from './auth-helpers';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const P = DEMO_CREDENTIALS.player;

async function appOn(db: Db, clock?: TestClock): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', webDir: undefined }, db, overrides: clock ? { now: clock.now } : {} });
  await app.ready();
  return app;
}

const poll = async (app: FastifyInstance, token: string) => {
  const res = await post(app, '/user/api/wallet-balance', {}, token);
  return res.statusCode === 200 ? (res.json().bl as number) : res.statusCode;
};

/** Polls until the answer is `expected` (another process hears a change a moment after its commit). */
async function eventually(app: FastifyInstance, token: string, expected: number, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  let last: number;
  do {
    last = await poll(app, token);
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  throw new Error(`the poll still answers ${last} after ${ms} ms, expected ${expected}`);
}

async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves when this database's change feed hears of the player (another process's NOTIFY has arrived). */
function heard(db: Db, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = db.changes.subscribe((change) => {
      if (change !== 'all' && change.includes(userId)) {
        stop();
        resolve();
      }
    });
  });
}

const userIdOf = async (db: Db) => (await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_name = $1', [P.user_name])).rows[0]!.id;
const login = async (app: FastifyInstance) => (await post(app, '/user/auth/login', { type: 1, mobile: P.mobile, password: P.password })).json().data.token as string;
/** A write behind the API's back: it says nothing, so only the cache's max age would ever show it. */
const sneakCredit = (db: Db, userId: string, paise: number) =>
  db.query(`UPDATE ledger_accounts SET balance = balance + $2 WHERE user_id = $1 AND kind = 'cash'`, [userId, paise]);

describe.each(dbKinds())('balance poll in one process on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let userId: string;
  const clock = new TestClock(Date.now());
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    await seed(testDb.db);
    app = await appOn(testDb.db, clock);
    userId = await userIdOf(testDb.db);
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('answers from memory until a write says the player changed, then shows the write on the very next poll', async () => {
    const token = await login(app);
    expect(await poll(app, token)).toBe(10000);
    await sneakCredit(testDb.db, userId, 100);
    expect(await poll(app, token)).toBe(10000);
    await testDb.db.tx((q) => creditPlayer(q, { userId, amountPaise: 5000n, kind: 'adjustment', idempotencyKey: `poll:${kind}:1` }));
    expect(await poll(app, token)).toBe(10051);
  });

  it('a rolled-back or refused posting changes nothing', async () => {
    const token = await login(app);
    expect(await poll(app, token)).toBe(10051);
    await expect(
      testDb.db.tx(async (q) => {
        await creditPlayer(q, { userId, amountPaise: 100n, kind: 'adjustment', idempotencyKey: `poll:${kind}:rolled-back` });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await poll(app, token)).toBe(10051);
    const a = await testDb.db.tx((q) => playerAccounts(q, userId));
    await expect(ledgerPost(testDb.db, { kind: 'bet_stake', lines: [{ accountId: a.cash, amount: -10_000_000n }, { accountId: a.exposure, amount: 10_000_000n }] })).rejects.toThrow('insufficient_funds');
    expect(await poll(app, token)).toBe(10051);
  });

  it('logout, a new login and a block each end the kept session at once', async () => {
    const first = await login(app);
    expect(await poll(app, first)).toBe(10051);
    const second = await login(app);
    expect(await poll(app, first)).toBe(401);
    expect(await poll(app, second)).toBe(10051);
    await post(app, '/user/auth/logout', {}, second);
    expect(await poll(app, second)).toBe(401);

    const third = await login(app);
    expect(await poll(app, third)).toBe(10051);
    await testDb.db.tx((q) => setBlocked(q, P.user_name, true, SYSTEM_ACTOR, clock.now()));
    expect(await poll(app, third)).toBe(401);
    await testDb.db.tx((q) => setBlocked(q, P.user_name, false, SYSTEM_ACTOR, clock.now()));
  });

  it('a refreshed token keeps polling past the old expiry; an unrefreshed one stops at it', async () => {
    // A refresh rotates the token (issue 27 M4): each refresh is made with the token the previous one answered.
    const first = await login(app);
    const rotated = (await post(app, '/user/auth/refresh', {}, first)).json().data as { token: string; exp: number };
    const { token, exp } = rotated;
    expect(await poll(app, token)).toBe(10051);
    clock.ms = exp * 1000 - 60_000;
    const refreshed = (await post(app, '/user/auth/refresh', {}, token)).json().data.token as string;
    clock.ms = exp * 1000 + 1000;
    expect(await poll(app, refreshed)).toBe(10051);
    expect(await poll(app, token)).toBe(401);
    expect(await poll(app, first)).toBe(401);
  });
});

describe('balance poll across two API processes on postgres', () => {
  let testDb: TestDb;
  let otherDb: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let userId: string;
  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    await seed(testDb.db);
    // A second pool on the same database: another process as far as PostgreSQL and the change feed can tell.
    otherDb = openPostgres(testDb.url!, { max: 10 });
    a = await appOn(testDb.db);
    b = await appOn(otherDb);
    userId = await userIdOf(testDb.db);
    await until(() => testDb.db.changes.complete && otherDb.changes.complete, 'both LISTEN connections');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await otherDb.close();
    await testDb.drop();
  });

  it("a posting, a logout or a new login in one process reaches the other's poll", async () => {
    const loginHeard = heard(otherDb, userId);
    const token = await login(a);
    await loginHeard;
    expect(await poll(b, token)).toBe(10000);
    await sneakCredit(testDb.db, userId, 100);
    // B answers from memory: the sneaked write said nothing.
    expect(await poll(b, token)).toBe(10000);
    await testDb.db.tx((q) => creditPlayer(q, { userId, amountPaise: 2500n, kind: 'adjustment', idempotencyKey: 'cross:1' }));
    expect(await poll(a, token)).toBe(10026);
    await eventually(b, token, 10026);

    const next = await login(a);
    await eventually(b, token, 401);
    expect(await poll(b, next)).toBe(10026);
    await post(b, '/user/auth/logout', {}, next);
    await eventually(a, next, 401);
  });

  it('when the LISTEN connection drops, nothing stale is served, and it comes back by itself', async () => {
    const loginHeard = heard(otherDb, userId);
    const token = await login(a);
    await loginHeard;
    expect(await poll(b, token)).toBe(10026);
    const admin = new Client({ connectionString: testDb.url });
    await admin.connect();
    const dropped = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [CHANGE_LISTENER_NAME]);
    await admin.end();
    expect(dropped.rowCount).toBe(2);
    // Posted while B may not hear it: B must still show it.
    await testDb.db.tx((q) => creditPlayer(q, { userId, amountPaise: 1000n, kind: 'adjustment', idempotencyKey: 'cross:2' }));
    await eventually(b, token, 10036);
    await until(() => otherDb.changes.complete && testDb.db.changes.complete, 'the LISTEN connections to come back');
    // Back to answering from memory and hearing changes.
    expect(await poll(b, token)).toBe(10036);
    await sneakCredit(testDb.db, userId, 100);
    expect(await poll(b, token)).toBe(10036);
    testDb.db.playersChanged([userId]);
    await eventually(b, token, 10037);
  });

  it('many clients posting through both processes at once: every poll ends equal to the ledger', async () => {
    const token = await login(a);
    const accounts = await testDb.db.tx((q) => playerAccounts(q, userId));
    const dbs = [testDb.db, otherDb];
    let polling = true;
    const pollers = [a, b].map(async (app) => {
      while (polling) expect(typeof (await poll(app, token))).toBe('number');
    });
    // 40 clients, 10 postings each, half stakes (cash -> exposure) and half settlements back.
    await Promise.all(
      Array.from({ length: 40 }, (_, c) =>
        (async () => {
          for (let i = 0; i < 10; i++) {
            const out = (c + i) % 2 === 0;
            await ledgerPost(dbs[c % 2]!, {
              kind: out ? 'bet_stake' : 'bet_settle',
              lines: out
                ? [{ accountId: accounts.cash, amount: -100n }, { accountId: accounts.exposure, amount: 100n }]
                : [{ accountId: accounts.exposure, amount: -100n }, { accountId: accounts.cash, amount: 100n }],
            }).catch((error: Error) => {
              // A settlement may find no exposure yet; the ledger refuses it and nothing moves.
              if (error.message !== 'insufficient_funds') throw error;
            });
          }
        })(),
      ),
    );
    polling = false;
    await Promise.all(pollers);
    const { rows } = await testDb.db.query<{ cash: string }>(`SELECT balance::text AS cash FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash'`, [userId]);
    const { rows: bonus } = await testDb.db.query<{ b: string }>(`SELECT balance::text AS b FROM ledger_accounts WHERE user_id = $1 AND kind = 'bonus'`, [userId]);
    const expected = (Number(rows[0]!.cash) + Number(bonus[0]!.b)) / 100;
    await eventually(a, token, expected);
    await eventually(b, token, expected);
  });
});
