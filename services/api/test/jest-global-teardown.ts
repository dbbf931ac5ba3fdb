import { PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, dropPgDatabase, removePgliteTemplate } from './db-templates';
import { PG_ADMIN_URL } from './test-db';

/** The API project's globalTeardown: removes what jest-global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  const pglite = process.env[PGLITE_TEMPLATE_ENV];
  if (pglite) removePgliteTemplate(pglite);
  const pg = process.env[PG_TEMPLATE_ENV];
  if (pg) await dropPgDatabase(PG_ADMIN_URL, pg);
  delete process.env[PGLITE_TEMPLATE_ENV];
  delete process.env[PG_TEMPLATE_ENV];
}
