// The measuring half of `npm run bench:ledger`, shared with `npm run bench:bets` (which prints bets per second as a
// ratio of this posting rate, measured in the same run): a database with 1,000 funded players, pgbench driving
// ledger_post() spread over them and on one hot player, beside pgbench's own tpcb-like on a database of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../services/api/src/db/migrations');
export const ADMIN_URL = process.env.KHEL_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 1000;

/** Runs one statement on the server's admin database (CREATE / DROP DATABASE). */
export async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the bench's server. */
export function dbUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function tps(output) {
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!m) throw new Error(`could not read tps from pgbench:\n${output}`);
  return Number(m[1]);
}

function pgbench(args, db) {
  const u = new URL(ADMIN_URL);
  const pgArgs = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  return execFileSync('pgbench', [...pgArgs, ...args, db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function prepareLedger(dbName) {
  await admin(`CREATE DATABASE ${dbName}`);
  const c = new pg.Client({ connectionString: dbUrl(dbName) });
  await c.connect();
  for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((n) => /^\d{3}_.+\.sql$/.test(n)).sort()) {
    await c.query(fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'));
  }
  // 1,000 players with a cash account each, funded from the opening house account, and a map the pgbench
  // script reads: player number -> its cash account and its house:bets shard.
  await c.query(`INSERT INTO users (user_name, password_hash, refer_code)
                 SELECT 'bench' || g, 'x', 'bench' || g FROM generate_series(1, ${PLAYERS}) g`);
  await c.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT id, k FROM users,
                 unnest(ARRAY['cash','bonus','exposure','withdrawal_hold']) k`);
  await c.query(`CREATE TABLE bench_players AS
                 SELECT row_number() OVER (ORDER BY u.id)::int AS p, cash.id AS cash, house.id AS house, opening.id AS opening
                   FROM users u
                   JOIN ledger_accounts cash ON cash.user_id = u.id AND cash.kind = 'cash'
                   JOIN ledger_accounts house ON house.code = 'house:bets:' || (u.id % 64)
                   JOIN ledger_accounts opening ON opening.code = 'house:opening:' || (u.id % 64)`);
  await c.query('CREATE UNIQUE INDEX ON bench_players (p)');
  await c.query(`SELECT ledger_post('opening', 'open:' || p, ARRAY[opening, cash], ARRAY[-100000000000, 100000000000]) FROM bench_players`);
  await c.query('VACUUM ANALYZE');
  await c.end();
}

function postingScript(hot) {
  // A stake (cash -> house) or a win (house -> cash), at random: balances stay positive for the whole run.
  return [
    hot ? '\\set p 1' : `\\set p random(1, ${PLAYERS})`,
    '\\set a random(1, 1000)',
    '\\set dir random(0, 1)',
    "SELECT ledger_post('bench', NULL, CASE WHEN :dir = 0 THEN ARRAY[cash, house] ELSE ARRAY[house, cash] END, ARRAY[-:a, :a]::bigint[]) FROM bench_players WHERE p = :p;",
    '',
  ].join('\n');
}

async function ledgerHealth(dbName) {
  const c = new pg.Client({ connectionString: dbUrl(dbName) });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT
        (SELECT count(*)::int FROM (SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING sum(amount) <> 0) t) AS unbalanced,
        (SELECT count(*)::int FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) s FROM ledger_entries GROUP BY 1) e
           ON e.account_id = a.id WHERE a.balance <> coalesce(e.s, 0)) AS drifted`);
    return rows[0];
  } finally {
    await c.end();
  }
}

/**
 * Postings per second with `clients` pgbench clients, `seconds` per workload: { baseline (pgbench tpcb-like, or
 * undefined without `baseline`), spread, hot, unbalanced, drifted }. Creates and drops its own databases.
 */
export async function measureLedger({ clients, seconds, pgbenchScale = 16, baseline = true }) {
  const dbName = `khel_bench_${Date.now().toString(36)}`;
  const benchDbName = `${dbName}_pgbench`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-'));
  try {
    await prepareLedger(dbName);
    if (baseline) {
      await admin(`CREATE DATABASE ${benchDbName}`);
      pgbench(['-i', '-q', '-s', String(pgbenchScale)], benchDbName);
    }
    const run = (args, db) => tps(pgbench(['-n', '-c', String(clients), '-j', String(Math.min(clients, 4)), '-T', String(seconds), ...args], db));
    const spreadFile = path.join(tmp, 'spread.sql');
    const hotFile = path.join(tmp, 'hot.sql');
    fs.writeFileSync(spreadFile, postingScript(false));
    fs.writeFileSync(hotFile, postingScript(true));
    // Interleave to share whatever the machine is doing evenly between the workloads.
    const base = baseline ? run(['-b', 'tpcb-like'], benchDbName) : undefined;
    const spread = run(['-f', spreadFile], dbName);
    const hot = run(['-f', hotFile], dbName);
    return { baseline: base, spread, hot, ...(await ledgerHealth(dbName)) };
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin(`DROP DATABASE IF EXISTS ${benchDbName} WITH (FORCE)`).catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
