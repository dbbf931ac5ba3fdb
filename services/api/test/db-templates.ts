import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { migrate } from '../src/db/migrate';
import { PGLITE_EXTENSIONS, pgliteDb } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

/**
 * One migrated database per test run, copied by every suite (test-db.ts) instead of migrating again: a PGlite
 * cluster takes ~3 s to create and ~3 s to migrate on the CI machine, its dump ~1 s to load; a PostgreSQL database
 * is created from a template without running the migrations. Made by the API project's globalSetup
 * (jest-global-setup.ts) and removed by its globalTeardown; the suites find them through these two variables.
 * Without them (a suite run outside jest's setup) test-db.ts migrates as before.
 */
export const PGLITE_TEMPLATE_ENV = 'KHEL_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'KHEL_TEST_PG_TEMPLATE';

/** A migrated PGlite cluster's dump, written to a fresh temporary directory; returns the file's path. */
export async function makePgliteTemplate(): Promise<string> {
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(pgliteDb(pg));
    const dump = await pg.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'khel-pglite-template-')), 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await pg.close();
  }
}

export function removePgliteTemplate(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** A migrated PostgreSQL database on the admin URL's server, left with no connection (so it can be a template). */
export async function makePgTemplate(adminUrl: string): Promise<string> {
  const name = `khel_test_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return name;
}

/** Drops a database of the run (a suite's, or the template), whoever is still connected to it. */
export async function dropPgDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
