import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MemoryOtpSender } from '../src/otp/sender';
import { seed } from '../src/seed/seed';
import { Throttles } from '../src/throttle/throttles';
import { createTestDb, dbKinds, type TestDb } from './test-db';

/** The machine's Redis; the throttle suites count in it under a key prefix of their own and delete it after. */
export const REDIS_TEST_URL = process.env.KHEL_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where a suite's throttle counts live: the database it runs on, or Redis (with PGlite as the database). */
export type StoreKind = 'pglite' | 'postgres' | 'redis';

/**
 * PGlite, PostgreSQL (see dbKinds) and Redis. Redis always runs: with CI set an unreachable server fails the run;
 * otherwise too, unless KHEL_SKIP_REDIS=1 says on purpose that this machine has none.
 */
export function storeKinds(): StoreKind[] {
  const skipRedis = process.env.KHEL_SKIP_REDIS === '1' && !process.env.CI;
  return [...dbKinds(), ...(skipRedis ? [] : (['redis'] as const))];
}

/** Every key under a prefix (SCAN, not KEYS: never blocks the server). */
export async function redisKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

export async function connectRedis(url = REDIS_TEST_URL): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${url} is not reachable (${(error as Error).message}). Start it, set KHEL_TEST_REDIS_URL, or (outside CI only) set KHEL_SKIP_REDIS=1.`);
  }
  return redis;
}

export interface ThrottleApp {
  app: FastifyInstance;
  testDb: TestDb;
  throttles: Throttles;
  otp: MemoryOtpSender;
  /** Rows the database store holds (0 when the counts live in Redis). */
  dbCounts(): Promise<number>;
  /** Keys the Redis store holds under this suite's prefix (0 when the counts live in the database). */
  redisCounts(): Promise<number>;
  close(): Promise<void>;
}

/** The API on a fresh seeded database (demo players and operators), its throttles in the given store. */
export async function startThrottleApp(kind: StoreKind, opts: { now?: () => Date; trustProxy?: string[] } = {}): Promise<ThrottleApp> {
  const testDb = await createTestDb(kind === 'postgres' ? 'postgres' : 'pglite');
  const now = opts.now ?? (() => new Date());
  const redis = kind === 'redis' ? await connectRedis() : undefined;
  const prefix = `khel-test:${Date.now().toString(36)}-${randomBytes(4).toString('hex')}:`;
  const throttles = await Throttles.create({ config: { redisUrl: redis ? REDIS_TEST_URL : undefined }, db: testDb.db, now, prefix });
  const otp = new MemoryOtpSender();
  const config = { ...loadConfig({}), logLevel: process.env.KHEL_TEST_LOG ?? 'silent', webDir: undefined, trustProxy: opts.trustProxy ?? [] };
  const app = await buildApp({ config, db: testDb.db, overrides: { throttles, otpSender: otp, now } });
  await app.ready();
  await seed(testDb.db);
  return {
    app,
    testDb,
    throttles,
    otp,
    dbCounts: async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM throttle_counts')).rows[0]!.n),
    redisCounts: async () => (redis ? (await redisKeys(redis, prefix)).length : 0),
    async close() {
      await app.close();
      await throttles.close();
      if (redis) {
        const keys = await redisKeys(redis, prefix);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      await testDb.drop();
    },
  };
}
