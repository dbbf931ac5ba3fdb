import { PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, makePgTemplate, makePgliteTemplate } from './db-templates';
import { PG_ADMIN_URL, dbKinds } from './test-db';

/** The API project's globalSetup: the run's migrated templates (db-templates.ts); workers inherit the variables. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  process.env[PGLITE_TEMPLATE_ENV] = await makePgliteTemplate();
  if (dbKinds().includes('postgres')) {
    try {
      process.env[PG_TEMPLATE_ENV] = await makePgTemplate(PG_ADMIN_URL);
    } catch {
      // No server: each suite's createTestDb says so in its own words (and fails the run in CI).
    }
  }
  if (process.env.KHEL_TEST_LOG) console.log(`[khel] test database templates ready in ${Date.now() - started} ms`);
}
