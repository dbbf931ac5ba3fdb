#!/usr/bin/env node
// npm run bench:casino — casino rounds (a seamless debit then its credit) per second on PostgreSQL with 32 players
// playing at once, one client each, as a ratio of the ledger's posting rate (bench:ledger's measurement,
// ledger-measure.mjs: pgbench calling ledger_post() spread over 1,000 players, same client count) measured in this
// run. A call is what the seamless route runs once the body is parsed: the provider's timestamp and HMAC checked over
// the raw body, then the API's own seamlessDebit / seamlessCredit (services/api/dist, built first), each one SQL function.
// Afterwards the ledger and the rounds are checked. Needs PostgreSQL and pgbench, like bench:ledger. Prints only.
// Goal: >= 0.4.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from '../lib/system-packages.mjs';
import { admin, dbUrl, measureLedger } from './ledger-measure.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const PLAYERS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

if (!process.argv.includes('--no-build')) {
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}
const require = createRequire(import.meta.url);
const api = (file) => require(path.join(API_DIST, file));
const { openPostgres } = api('db/postgres.js');
const { migrate } = api('db/migrate.js');
const { SecretBox } = api('lib/secret-box.js');
const { loadProvider } = api('casino/providers.js');
const { createGameSession } = api('casino/sessions.js');
const { freshTimestamp, seamlessHeaders, verifySeamless } = api('casino/signature.js');
const { debitRequest, creditRequest } = api('casino/seamless-input.js');
const { seamlessDebit, seamlessCredit } = api('casino/wallet.js');
const { findLedgerViolations } = api('ledger/index.js');

let seq = 0;

/** One call as the route makes it: signature over the raw body, the body's fields, the wallet operation. */
async function call(db, provider, action, body, run, parse) {
  const raw = JSON.stringify(body);
  const now = new Date();
  const headers = seamlessHeaders(provider.secret, action, raw, now);
  const timestamp = headers['x-casino-timestamp'];
  if (!freshTimestamp(timestamp, now, 300) || !verifySeamless(provider.secret, action, raw, timestamp, headers['x-casino-signature'])) throw new Error('signature');
  return run(db, provider, parse(JSON.parse(raw)), now);
}

async function drive(db, provider, players, seconds) {
  let rounds = 0;
  const refused = new Map();
  const until = Date.now() + seconds * 1000;
  const client = async (p) => {
    while (Date.now() < until) {
      const n = ++seq;
      const base = { player_id: p.id, round_id: `b${process.pid}-${n}`, game_id: 'dice' };
      try {
        await call(db, provider, 'debit', { ...base, session_token: p.token, transaction_id: `d${process.pid}-${n}`, amount: 10 }, seamlessDebit, debitRequest);
        await call(db, provider, 'credit', { ...base, transaction_id: `c${process.pid}-${n}`, amount: n % 2 ? 19.8 : 0 }, seamlessCredit, creditRequest);
        rounds++;
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        refused.set(why, (refused.get(why) ?? 0) + 1);
      }
    }
  };
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await Promise.all(players.map(client));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  return { rate: rounds / elapsed, rounds, refused, cpuUs: (used.user + used.system) / Math.max(1, rounds) };
}

async function main() {
  ensureSystemPackages(['postgresql-contrib'], 'bench:casino');
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${PLAYERS} players, ${SECONDS} s per run`);
  const dbName = `khel_bench_casino_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const db = openPostgres(dbUrl(dbName), { max: PLAYERS });
  try {
    await migrate(db);
    await db.query(`INSERT INTO users (user_name, password_hash, refer_code) SELECT 'cas' || g, 'x', 'cas' || g FROM generate_series(1, $1) g`, [PLAYERS]);
    await db.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT id, k FROM users, unnest(ARRAY['cash','bonus','exposure','withdrawal_hold']) k`);
    await db.query(`SELECT ledger_post('opening', 'open:' || u.id, ARRAY[o.id, c.id], ARRAY[-10000000000, 10000000000])
                      FROM users u JOIN ledger_accounts c ON c.user_id = u.id AND c.kind = 'cash'
                      JOIN ledger_accounts o ON o.code = 'house:opening:' || (u.id % 64)`);
    const provider = await loadProvider(db, new SecretBox(randomBytes(32), 'dev'), 'house');
    const { rows: game } = await db.query("SELECT id::text AS id FROM casino_games WHERE provider_id = 'house' AND code = 'dice'");
    const { rows: users } = await db.query('SELECT id::text AS id FROM users ORDER BY id');
    const players = [];
    for (const u of users) {
      const s = await createGameSession(db, { userId: u.id, providerId: 'house', gameId: game[0].id, playMoney: false, now: new Date() });
      players.push({ id: u.id, token: s.token });
    }
    console.log('[bench] warming up');
    await drive(db, provider, players, 2);
    console.log('[bench] ledger postings (pgbench, as bench:ledger)');
    const ledger = await measureLedger({ clients: PLAYERS, seconds: SECONDS, baseline: false });
    console.log('[bench] casino rounds (debit + credit)');
    const casino = await drive(db, provider, players, SECONDS);
    const violations = await findLedgerViolations(db);
    const { rows: open } = await db.query("SELECT count(*)::int AS n FROM bets WHERE product = 'casino' AND status <> 'settled'");

    const ratio = casino.rate / ledger.spread;
    console.log('\nworkload                                                per second   vs postings');
    console.log(`${'ledger postings, spread over 1,000 players (baseline)'.padEnd(54)} ${ledger.spread.toFixed(0).padStart(10)}   1.00`);
    console.log(`${`casino rounds (debit + credit), ${PLAYERS} players at once`.padEnd(54)} ${casino.rate.toFixed(0).padStart(10)}   ${ratio.toFixed(2)}`);
    console.log(`\ngoal: rounds >= 0.40 of postings (${ratio >= 0.4 ? 'met' : 'NOT met'})`);
    console.log(`client CPU (JavaScript, HMAC and the pg driver) per round: ${casino.cpuUs.toFixed(0)} us`);
    for (const [why, n] of casino.refused) console.log(`WARNING: ${n} rounds refused: ${why}`);
    const problems = [...violations.unbalancedTransactions, ...violations.driftedAccounts, ...violations.negativePlayerAccounts];
    console.log(`after the run: ${casino.rounds} rounds, ${open[0].n} not settled; ledger ${problems.length ? `VIOLATIONS ${problems.join(', ')}` : 'consistent'}`);
    if (problems.length || open[0].n) process.exitCode = 1;
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
