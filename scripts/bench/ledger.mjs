#!/usr/bin/env node
// npm run bench:ledger — ledger postings per second on PostgreSQL with 16 clients, spread over 1,000 players and
// on one hot player, next to PostgreSQL's own `pgbench -b tpcb-like` with 16 clients, all in this run on this
// server. Both workloads are driven by pgbench itself, so client overhead is the same on both sides: a posting is
// one call of the ledger_post() SQL function, exactly what the wallet service sends (ledger-measure.mjs).
// Needs a PostgreSQL server (KHEL_BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench
// (Debian's postgresql-contrib, installed with apt-get as root, otherwise the command is printed). Prints only.
import os from 'node:os';
import { ensureSystemPackages } from '../lib/system-packages.mjs';
import { measureLedger } from './ledger-measure.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 16);

async function main() {
  ensureSystemPackages(['postgresql-contrib'], 'bench:ledger');
  console.log(`machine: ${os.cpus().length} cores; ${CLIENTS} clients, ${SECONDS} s per run; pgbench scale ${PGBENCH_SCALE}`);
  const { baseline, spread, hot, unbalanced, drifted } = await measureLedger({ clients: CLIENTS, seconds: SECONDS, pgbenchScale: PGBENCH_SCALE });
  const rows = [
    ['pgbench tpcb-like (baseline)', baseline, 1],
    ['ledger postings, spread over 1,000 players', spread, spread / baseline],
    ['ledger postings, one hot player', hot, hot / baseline],
  ];
  console.log('\nworkload                                        per second   vs pgbench');
  for (const [name, rate, ratio] of rows) console.log(`${name.padEnd(46)} ${rate.toFixed(0).padStart(10)}   ${ratio.toFixed(2)}`);
  console.log(`\ngoals: spread >= 0.75 (${spread / baseline >= 0.75 ? 'met' : 'NOT met'}), hot >= 0.30 (${hot / baseline >= 0.3 ? 'met' : 'NOT met'})`);
  console.log(`ledger after the run: ${unbalanced} unbalanced transactions, ${drifted} drifted accounts`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
