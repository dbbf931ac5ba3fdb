// The database `npm start` serves from: migrated, and seeded with the demo data when it is empty and demo data is
// wanted (services/api/src/seed/demo-policy.ts: the embedded database, or --demo / KHEL_DEMO_DATA=1; never with
// NODE_ENV=production).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_DIST, ROOT, log } from './prepare.mjs';

const require = createRequire(import.meta.url);

/**
 * True when the database has no player and no operator yet (a fresh data directory or a new PostgreSQL database;
 * the server itself creates only the default domain's site row).
 */
async function isEmpty(env) {
  const { openDb } = require(path.join(API_DIST, 'db', 'open.js'));
  const { migrate } = require(path.join(API_DIST, 'db', 'migrate.js'));
  const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.KHEL_DATA_DIR });
  try {
    await migrate(db);
    const { rows } = await db.query('SELECT (SELECT count(*) FROM users)::int + (SELECT count(*) FROM operators)::int AS n');
    return rows[0].n === 0;
  } finally {
    await db.close();
  }
}

/** Whether this start creates demo data, by the API's own rule (demo-policy.ts in the build). */
export function demoDecision(env, argv) {
  const { demoDataDecision } = require(path.join(API_DIST, 'seed', 'demo-policy.js'));
  return demoDataDecision(env, argv);
}

/**
 * Runs the seed command (services/api/dist/seed-cli.js) on an empty database when demo data is wanted; leaves a used
 * one alone. Returns whether demo data is in use (so the demo logins are worth printing).
 */
export async function ensureSeeded(env, argv = []) {
  const decision = demoDecision(env, argv);
  if (decision.refused) throw new Error(decision.reason);
  if (!decision.seed) {
    log(`not creating demo data: ${decision.reason}`);
    return false;
  }
  if (!(await isEmpty(env))) {
    log('database already holds data: not seeding');
    return true;
  }
  const cli = path.join(API_DIST, 'seed-cli.js');
  if (!fs.existsSync(cli)) throw new Error(`the seed command ${path.relative(ROOT, cli)} is missing (build the API first)`);
  log(`seeding the demo data (${decision.reason})`);
  const result = spawnSync(process.execPath, [cli, '--demo'], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the seed command failed with exit code ${result.status ?? result.signal}`);
  return true;
}

/** The demo logins the seed created (services/api/src/seed/demo-credentials.ts), as lines for the console. */
export function demoCredentialLines() {
  const file = path.join(API_DIST, 'seed', 'demo-credentials.js');
  if (!fs.existsSync(file)) return ['(see services/api/src/seed/demo-credentials.ts)'];
  const { DEMO_CREDENTIALS: c, DEMO_PLAYER_START_RUPEES: start } = require(file);
  return [
    `player      mobile ${c.player.mobile} or user ID ${c.player.user_name}, password ${c.player.password}` +
      (start !== undefined ? `  (starting balance ${start} rupees)` : ''),
    `demo user   user ID ${c.demoUser.user_name}, password ${c.demoUser.password}  (or "Login with Demo ID" on the login page)`,
    `operators   ${[c.admin, c.agent, c.trader, c.risk].map((o) => `${o.username} / ${o.password} (${o.role})`).join(', ')}`,
  ];
}
