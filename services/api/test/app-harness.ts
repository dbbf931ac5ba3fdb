import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTestDb, type DbKind, type TestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  close(): Promise<void>;
}

/** The whole API on a fresh database, with logging off unless KHEL_TEST_LOG is set. */
export async function startTestApp(kind: DbKind, options: { config?: Partial<Config>; overrides?: Partial<AppOverrides> } = {}): Promise<TestApp> {
  const testDb = await createTestDb(kind);
  const base = loadConfig({});
  // The casino round sweep moves money on a timer: off unless a suite turns it on (casino-round-sweep.test.ts).
  const config = { ...base, logLevel: process.env.KHEL_TEST_LOG ?? 'silent', webDir: undefined, casino: { ...base.casino, sweepMs: 0 }, ...options.config };
  const app = await buildApp({ config, db: testDb.db, overrides: options.overrides });
  await app.ready();
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
