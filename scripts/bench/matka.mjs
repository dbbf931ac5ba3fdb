#!/usr/bin/env node
// npm run bench:matka — settling a matka market of 100,000 bets on PostgreSQL, as a ratio of the ledger's posting
// rate (bench:ledger's measurement, ledger-measure.mjs: pgbench calling ledger_post() spread over 1,000 players with
// 16 clients) measured in this run. The bets are placed by the API's own placeSlip() (services/api/dist, built
// first): 10,000 players, one slip of 10 open-session numbers each. The settlement is the API's declareResult():
// the open pana declared, then every bet settled in batches of players (one statement and one ledger posting per
// player, src/bets/settle-batch.ts), two workers at once on disjoint house shards (BENCH_WORKERS). Afterwards:
// every bet settled exactly once, every player paid exactly, the ledger's invariants hold. Needs PostgreSQL and
// pgbench, like bench:ledger. Prints only. Goal: bets settled per second >= 1.0 x postings per second.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from '../lib/system-packages.mjs';
import { admin, dbUrl, measureLedger } from './ledger-measure.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const PER_SLIP = 10;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const ACTOR = { operatorId: null, name: 'bench:matka' };
// 10 numbers of the open session: five singles, three single pattis, a double and a triple patti.
const slipOf = (i) => [
  ...[0, 1, 2, 3, 4].map((k) => ({ type: 'single', session: 'open', number: String((i + k) % 10), amount: 10 + k })),
  ...['123', '145', '679'].map((n) => ({ type: 'single_patti', session: 'open', number: n, amount: 10 })),
  { type: 'double_patti', session: 'open', number: '112', amount: 10 },
  { type: 'triple_patti', session: 'open', number: '777', amount: 10 },
];

function buildApi() {
  if (process.argv.includes('--no-build')) return;
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}

async function preparePlayers(db) {
  await db.query(`INSERT INTO users (user_name, password_hash, refer_code) SELECT 'mk' || g, 'x', 'mk' || g FROM generate_series(1, $1) g`, [PLAYERS]);
  await db.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT id, k FROM users, unnest(ARRAY['cash','bonus','exposure','withdrawal_hold']) k`);
  await db.query(`SELECT ledger_post('opening', 'open:' || u.id, ARRAY[o.id, c.id], ARRAY[-10000000, 10000000])
                    FROM users u JOIN ledger_accounts c ON c.user_id = u.id AND c.kind = 'cash'
                    JOIN ledger_accounts o ON o.code = 'house:opening:' || (u.id % 64)`);
  return (await db.query('SELECT id::text AS id FROM users ORDER BY id')).rows.map((r) => r.id);
}

/** Each player's slip, CLIENTS at a time. */
async function placeAll(placeSlip, slipInput, db, players, marketId, now) {
  let next = 0;
  const client = async () => {
    while (next < players.length) {
      const i = next++;
      await placeSlip(db, players[i], slipInput({ market_id: marketId, bets: slipOf(i) }), { clientKey: `bench-${i}`, now });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

async function check(db, findLedgerViolations, sessionId) {
  const v = await findLedgerViolations(db);
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM bets WHERE product = 'matka' AND market_id = $1 AND status = 'settled') AS settled,
            (SELECT count(*)::int FROM bets WHERE product = 'matka' AND market_id = $1 AND status <> 'settled') AS unsettled,
            (SELECT count(*)::int FROM (SELECT bet_id FROM bet_settlements GROUP BY 1 HAVING count(*) > 1) d) AS twice,
            (SELECT count(*)::int FROM ledger_accounts WHERE kind = 'exposure' AND balance <> 0) AS held,
            (SELECT count(*)::int FROM ledger_accounts a JOIN (SELECT user_id, sum(pnl) p FROM bets WHERE product = 'matka' GROUP BY 1) b
                ON b.user_id = a.user_id WHERE a.kind = 'cash' AND a.balance <> 10000000 + b.p) AS misspaid,
            (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'matka_settle') AS postings`,
    [sessionId],
  );
  const r = rows[0];
  const problems = Object.entries(v).filter(([, list]) => list.length).map(([name, list]) => `${list.length} ${name}`);
  if (r.unsettled) problems.push(`${r.unsettled} bets not settled`);
  if (r.twice) problems.push(`${r.twice} bets settled twice`);
  if (r.held) problems.push(`${r.held} exposure accounts still holding`);
  if (r.misspaid) problems.push(`${r.misspaid} players paid wrongly`);
  return { ...r, problems };
}

async function main() {
  ensureSystemPackages(['postgresql-contrib'], 'bench:matka');
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${PLAYERS} players x ${PER_SLIP} bets, batches of ${BATCH} players, ${WORKERS} settling at once`);
  buildApi();
  const require = createRequire(import.meta.url);
  const { openPostgres } = require(path.join(API_DIST, 'db/postgres.js'));
  const { migrate } = require(path.join(API_DIST, 'db/migrate.js'));
  const { findLedgerViolations } = require(path.join(API_DIST, 'ledger/index.js'));
  const { createMarket } = require(path.join(API_DIST, 'matka/markets.js'));
  const { placeSlip } = require(path.join(API_DIST, 'matka/place-slip.js'));
  const { slipInput } = require(path.join(API_DIST, 'matka/slip-input.js'));
  const { declareResult } = require(path.join(API_DIST, 'matka/settle.js'));
  const { istDate, istInstant } = require(path.join(API_DIST, 'matka/clock.js'));
  const { DEFAULT_RATES, DAYS } = require(path.join(API_DIST, 'matka/types.js'));

  const dbName = `khel_bench_matka_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const db = openPostgres(dbUrl(dbName), { max: CLIENTS });
  try {
    await migrate(db);
    const players = await preparePlayers(db);
    const date = istDate(new Date());
    const now = istInstant(date, '10:00');
    const market = { name: 'Bench Bazar', openTime: '11:00', closeTime: '13:00', days: [...DAYS], rates: DEFAULT_RATES, minStake: 1000n, maxStake: 10_000_000n, active: true, sortOrder: 0 };
    const marketId = await db.tx((q) => createMarket(q, market, ACTOR, now));
    console.log(`[bench] placing ${PLAYERS} slips (${PLAYERS * PER_SLIP} bets) through placeSlip()`);
    const placing = Date.now();
    await placeAll(placeSlip, slipInput, db, players, marketId, now);
    console.log(`[bench] placed in ${((Date.now() - placing) / 1000).toFixed(1)} s`);
    await db.query('VACUUM ANALYZE');

    console.log('[bench] ledger postings (pgbench, as bench:ledger)');
    const ledger = await measureLedger({ clients: CLIENTS, seconds: SECONDS, baseline: false });

    console.log('[bench] declaring the open result 123 and settling');
    const started = process.hrtime.bigint();
    const report = await declareResult(db, { marketId, date, session: 'open', pana: '123' }, ACTOR, { now: istInstant(date, '11:05'), batchSize: BATCH, workers: WORKERS });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { rows } = await db.query(`SELECT id::text FROM matka_sessions WHERE market_id = $1 AND session = 'open'`, [marketId]);
    const c = await check(db, findLedgerViolations, rows[0].id);

    const betsRate = report.bets / seconds;
    const playersRate = report.players / seconds;
    console.log('\nworkload                                                per second   vs postings');
    for (const [name, rate] of [
      ['ledger postings, spread over 1,000 players (baseline)', ledger.spread],
      [`bets settled (${report.bets} in ${seconds.toFixed(2)} s)`, betsRate],
      ['players settled (one posting each)', playersRate],
    ]) console.log(`${name.padEnd(54)} ${rate.toFixed(0).padStart(10)}   ${(rate / ledger.spread).toFixed(2)}`);
    console.log(`\ngoal: bets settled >= 1.0 x postings (${betsRate / ledger.spread >= 1 ? 'met' : 'NOT met'})`);
    console.log(`after the run: ${c.settled} bets settled, ${c.postings} settlement postings; ${c.problems.length ? c.problems.join('; ') : 'every bet settled once, every player paid exactly, ledger consistent'}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    if (c.problems.length || report.bets !== PLAYERS * PER_SLIP) process.exitCode = 1;
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
