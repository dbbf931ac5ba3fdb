import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { demoDecisionFor } from './seed/demo-policy';
import { seed } from './seed/seed';

/**
 * `npm run seed -w @khel/api [-- --demo]`: migrate, create the demo data (idempotent), print the demo logins. On
 * the embedded database it runs as asked; against a DATABASE_URL only with --demo (or KHEL_DEMO_DATA=1); with
 * NODE_ENV=production never (the first admin comes from `npm run create-admin`).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const decision = demoDecisionFor(config, process.argv.slice(2));
  if (!decision.seed) {
    console.error(`[seed] not creating demo data: ${decision.reason}`);
    process.exit(1);
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const result = await seed(db, { domain: config.defaultDomain, log: (line) => console.log(`[seed] ${line}`) });
    const c = result.credentials;
    console.log(`[seed] site domain: ${result.domain}`);
    console.log(`[seed] player: user ID ${c.player.user_name} / mobile ${c.player.mobile} / password ${c.player.password}`);
    console.log(`[seed] demo user: ${c.demoUser.user_name} / ${c.demoUser.password}`);
    console.log(`[seed] operators: ${c.admin.username} / ${c.admin.password} (admin), ${c.agent.username} / ${c.agent.password} (agent)`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
