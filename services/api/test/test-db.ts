import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { dropPgDatabase, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './db-templates';

export type DbKind = 'pglite' | 'postgres';

/** The machine's PostgreSQL server; tests create their own database on it and drop it after. */
export const PG_ADMIN_URL = process.env.KHEL_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Which databases a suite runs on. PostgreSQL always runs: with CI set an unreachable server fails the run;
 * otherwise too, unless KHEL_SKIP_PG=1 says on purpose that this machine has none.
 */
export function dbKinds(): DbKind[] {
  return process.env.KHEL_SKIP_PG === '1' && !process.env.CI ? ['pglite'] : ['pglite', 'postgres'];
}

export interface TestDb {
  db: Db;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a uniquely named PostgreSQL database. Both
 * start from the run's migrated template when there is one (db-templates.ts); migrate() then finds nothing to do.
 */
export async function createTestDb(kind: DbKind, options: { poolSize?: number } = {}): Promise<TestDb> {
  if (kind === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const db = await openPglite(undefined, template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `khel_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${PG_ADMIN_URL} is not reachable (${(error as Error).message}). ` +
        'Start it, set KHEL_TEST_PG_URL, or (outside CI only) set KHEL_SKIP_PG=1.',
    );
  }
  const template = process.env[PG_TEMPLATE_ENV];
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: options.poolSize ?? 10 });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      await dropPgDatabase(PG_ADMIN_URL, name);
    },
  };
}
