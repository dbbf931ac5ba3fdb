#!/usr/bin/env node
// npm run bench:bets — sports bets accepted per second on PostgreSQL with 32 concurrent clients, (a) spread over
// 1,000 markets and (b) hot on one market, each as a ratio of the ledger's posting rate (bench:ledger's
// measurement, ledger-measure.mjs: pgbench calling ledger_post() spread over 1,000 players, same client count)
// measured in this run. A bet is the API's own placeBet() (services/api/dist, built first) with an idempotency
// key, exactly what the bet route runs: market lock, price check, exposure recomputed, bet row, one posting.
// Afterwards the ledger and the bets are checked. Needs PostgreSQL and pgbench, like bench:ledger. Prints only.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from '../lib/system-packages.mjs';
import { API_DIST, BACK, LAY, checkBets, prepareBets } from './bets-setup.mjs';
import { admin, dbUrl, measureLedger } from './ledger-measure.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PLAYERS = 1000;
const MARKETS = 1000;

function buildApi() {
  if (process.argv.includes('--no-build')) return;
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}

let seq = 0;

/** `CLIENTS` loops placing bets for `seconds`; pick() chooses each bet's player and market. */
async function drive(placeBet, db, seconds, pick) {
  let accepted = 0;
  const refused = new Map();
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const { player, market } = pick();
      const side = Math.random() < 0.5 ? 'back' : 'lay';
      const input = {
        userId: player,
        marketId: market.marketId,
        runnerId: market.runnerIds[Math.floor(Math.random() * market.runnerIds.length)],
        side,
        stake: BigInt(100 + Math.floor(Math.random() * 900)) * 100n,
        oddsX100: side === 'back' ? BACK : LAY,
        clientKey: `b${process.pid}-${++seq}`,
      };
      try {
        await placeBet(db, input);
        accepted++;
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        refused.set(why, (refused.get(why) ?? 0) + 1);
      }
    }
  };
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  // The client's own CPU per bet (placeBet's JavaScript and the pg driver): it shares the 2 cores with PostgreSQL.
  return { rate: accepted / elapsed, accepted, refused, cpuUs: (used.user + used.system) / accepted };
}

async function main() {
  ensureSystemPackages(['postgresql-contrib'], 'bench:bets');
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${CLIENTS} clients, ${SECONDS} s per run`);
  buildApi();
  const require = createRequire(import.meta.url);
  const { openPostgres } = require(path.join(API_DIST, 'db/postgres.js'));
  const { placeBet } = require(path.join(API_DIST, 'sports/place-bet.js'));

  const dbName = `khel_bench_bets_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const db = openPostgres(dbUrl(dbName), { max: CLIENTS });
  try {
    console.log(`[bench] preparing ${PLAYERS} players and ${MARKETS} markets`);
    const { players, markets } = await prepareBets(db, { players: PLAYERS, markets: MARKETS });
    const anyPlayer = () => players[Math.floor(Math.random() * players.length)];
    const spreadPick = () => ({ player: anyPlayer(), market: markets[Math.floor(Math.random() * markets.length)] });
    const hotPick = () => ({ player: anyPlayer(), market: markets[0] });

    console.log('[bench] warming up');
    await drive(placeBet, db, 2, spreadPick);
    console.log('[bench] ledger postings (pgbench, as bench:ledger)');
    const ledger = await measureLedger({ clients: CLIENTS, seconds: SECONDS, baseline: false });
    console.log('[bench] bets spread over 1,000 markets');
    const spread = await drive(placeBet, db, SECONDS, spreadPick);
    console.log('[bench] bets hot on one market');
    const hot = await drive(placeBet, db, SECONDS, hotPick);
    const check = await checkBets(db);

    const rows = [
      ['ledger postings, spread over 1,000 players (baseline)', ledger.spread, 1],
      ['ledger postings, one hot player (for reference)', ledger.hot, ledger.hot / ledger.spread],
      ['bets accepted, spread over 1,000 markets', spread.rate, spread.rate / ledger.spread],
      ['bets accepted, hot on one market', hot.rate, hot.rate / ledger.spread],
    ];
    console.log('\nworkload                                                per second   vs postings');
    for (const [name, rate, ratio] of rows) console.log(`${name.padEnd(54)} ${rate.toFixed(0).padStart(10)}   ${ratio.toFixed(2)}`);
    const s = spread.rate / ledger.spread;
    const h = hot.rate / ledger.spread;
    console.log(`\ngoals: spread >= 0.50 (${s >= 0.5 ? 'met' : 'NOT met'}), hot >= 0.30 (${h >= 0.3 ? 'met' : 'NOT met'})`);
    console.log(`client CPU (placeBet's JavaScript and the pg driver) per bet: spread ${spread.cpuUs.toFixed(0)} us, hot ${hot.cpuUs.toFixed(0)} us`);
    for (const [name, r] of [['spread', spread], ['hot', hot]]) {
      for (const [why, n] of r.refused) console.log(`WARNING: ${name}: ${n} bets refused: ${why}`);
    }
    console.log(`after the run: ${check.bets} matched bets, ${check.postings} bet postings; ${check.problems.length ? check.problems.join('; ') : 'ledger and exposure consistent'}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    if (check.problems.length) process.exitCode = 1;
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
