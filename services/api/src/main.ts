import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { demoDecisionFor } from './seed/demo-policy';
import { ensureSite, operatorStartWarnings } from './seed/start-checks';

/**
 * Starts the API: open the database, apply migrations, serve; on SIGTERM finish in-flight requests and exit. It never
 * creates users: with no active admin it says how to create the first one (`npm run create-admin`).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The sports simulator keeps the demo alive: on by default where demo data is made (the `npm start` demo).
  config.sportsSimulator ??= config.services.includes('sports') && demoDecisionFor(config, process.argv.slice(2)).seed;
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const app = await buildApp({ config, db });
  if (await ensureSite(db, config.defaultDomain)) app.log.info({ domain: config.defaultDomain }, 'created the site row for the default domain (settings to fill in from the console)');
  for (const warning of await operatorStartWarnings(db, { production: config.production })) {
    // Said even when LOG_LEVEL hides warnings: without it nobody can sign in to the console.
    if (['error', 'fatal', 'silent'].includes(config.logLevel)) process.stderr.write(`[khel] ${warning}\n`);
    else app.log.warn(warning);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.shutdownGraceMs);
    timer.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
