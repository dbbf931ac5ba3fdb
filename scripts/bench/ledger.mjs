#!/usr/bin/env node
// npm run bench:ledger — ledger postings per second on PostgreSQL with 16 clients, spread over 1,000 players and
// on one hot player, next to PostgreSQL's own `pgbench -b tpcb-like` with 16 clients, all in this run on this
// server. Both workloads are driven by pgbench itself, so client overhead is the same on both sides: a posting is
// one call of the ledger_post() SQL function, exactly what the wallet service sends.
// Needs a PostgreSQL server (KHEL_BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench
// (Debian's postgresql-contrib, installed with apt-get as root, otherwise the command is printed). Prints only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureSystemPackages } from '../lib/system-packages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.resolve(here, '../../services/api/src/db/migrations');
const adminUrl = process.env.KHEL_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PLAYERS = 1000;
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 16);

const u = new URL(adminUrl);
const pgArgs = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
const dbName = `khel_bench_${Date.now().toString(36)}`;
const benchDbName = `${dbName}_pgbench`;

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function tps(output) {
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!m) throw new Error(`could not read tps from pgbench:\n${output}`);
  return Number(m[1]);
}

function pgbench(args, db) {
  return execFileSync('pgbench', [...pgArgs, ...args, db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function prepareLedger() {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  for (const f of fs.readdirSync(migrationsDir).filter((n) => /^\d{3}_.+\.sql$/.test(n)).sort()) {
    await c.query(fs.readFileSync(path.join(migrationsDir, f), 'utf8'));
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
  return url.toString();
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

async function main() {
  ensureSystemPackages(['postgresql-contrib'], 'bench:ledger');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-'));
  try {
    console.log(`machine: ${os.cpus().length} cores; ${CLIENTS} clients, ${SECONDS} s per run; pgbench scale ${PGBENCH_SCALE}`);
    await prepareLedger();
    await admin(`CREATE DATABASE ${benchDbName}`);
    pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE)], benchDbName);

    const run = (args, db) => tps(pgbench(['-n', '-c', String(CLIENTS), '-j', String(Math.min(CLIENTS, 4)), '-T', String(SECONDS), ...args], db));
    const spreadFile = path.join(tmp, 'spread.sql');
    const hotFile = path.join(tmp, 'hot.sql');
    fs.writeFileSync(spreadFile, postingScript(false));
    fs.writeFileSync(hotFile, postingScript(true));

    // Interleave to share whatever the machine is doing evenly between the workloads.
    const baseline = run(['-b', 'tpcb-like'], benchDbName);
    const spread = run(['-f', spreadFile], dbName);
    const hot = run(['-f', hotFile], dbName);

    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const bad = await c.query(`SELECT
        (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING sum(amount) <> 0) t) AS unbalanced,
        (SELECT count(*) FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) s FROM ledger_entries GROUP BY 1) e
           ON e.account_id = a.id WHERE a.balance <> coalesce(e.s, 0)) AS drifted`);
    await c.end();

    const rows = [
      ['pgbench tpcb-like (baseline)', baseline, 1],
      ['ledger postings, spread over 1,000 players', spread, spread / baseline],
      ['ledger postings, one hot player', hot, hot / baseline],
    ];
    console.log('\nworkload                                        per second   vs pgbench');
    for (const [name, rate, ratio] of rows) console.log(`${name.padEnd(46)} ${rate.toFixed(0).padStart(10)}   ${ratio.toFixed(2)}`);
    console.log(`\ngoals: spread >= 0.75 (${spread / baseline >= 0.75 ? 'met' : 'NOT met'}), hot >= 0.30 (${hot / baseline >= 0.3 ? 'met' : 'NOT met'})`);
    console.log(`ledger after the run: ${bad.rows[0].unbalanced} unbalanced transactions, ${bad.rows[0].drifted} drifted accounts`);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin(`DROP DATABASE IF EXISTS ${benchDbName} WITH (FORCE)`).catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
