/**
 * `npm run api-docs`: builds the whole API (every service, the sandbox gateway on) on a throw-away in-memory
 * database and writes the OpenAPI document its route schemas generate to the path given (docs/openapi.json).
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPglite } from '../../db/pglite';
import { migrate } from '../../db/migrate';

async function main(out: string): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  const config = { ...loadConfig({}), logLevel: 'silent', webDir: undefined, paymentGateway: 'sandbox' as const, expirySweepMs: 0 };
  const app = await buildApp({ config, db });
  await app.ready();
  const doc = app.swagger();
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  const paths = Object.values((doc as { paths: Record<string, object> }).paths);
  process.stdout.write(`${out}: ${paths.reduce((n, p) => n + Object.keys(p).length, 0)} operations\n`);
  await app.close();
  await db.close();
}

main(process.argv[2] ?? 'docs/openapi.json').catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
