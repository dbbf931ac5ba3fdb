import path from 'node:path';
import fs from 'node:fs';
import type { Db } from './db';
import { openPostgres } from './postgres';
import { openPglite } from './pglite';

/** PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir (created when missing). */
export async function openDb(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { max: options.poolSize });
  const dir = path.resolve(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
