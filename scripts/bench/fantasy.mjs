#!/usr/bin/env node
// npm run bench:fantasy — settling a fantasy match of 10,000 fights on PostgreSQL, as a ratio of the ledger's posting
// rate (bench:ledger's measurement, ledger-measure.mjs: pgbench calling ledger_post() spread over 1,000 players with
// 16 clients) measured in this run. The fights are posted and taken through the API's own postFight() and
// takeFight() (services/api/dist, built first): 2,000 players, each posting 5 fights that another takes (so each
// player is in 10), teams of 1 to 6, both contest types, stakes of 10 to 1,000 rupees. The settlement is the API's
// settleMatch(): every fight's outcome decided in one statement, then the players settled in batches (one
// statement and one ledger posting per player, src/fantasy/settle-batch.ts), two workers at once on disjoint house
// shards (BENCH_WORKERS). Afterwards: every bet settled exactly once, every player paid what the fights' outcomes
// say, the house holding exactly the commissions, the ledger's invariants. Needs PostgreSQL and pgbench, like
// bench:ledger. Prints only. Goal: fights settled per second >= 1.0 x postings per second (batched).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from '../lib/system-packages.mjs';
import { admin, dbUrl, measureLedger } from './ledger-measure.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const FIGHTS = Number(process.env.BENCH_FIGHTS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const ACTOR = { operatorId: null, name: 'bench:fantasy' };
const START = new Date(Date.now() + 3_600_000);
const BEFORE = new Date(START.getTime() - 60_000);

function buildApi() {
  if (process.argv.includes('--no-build')) return;
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}

async function preparePlayers(db) {
  await db.query(`INSERT INTO users (user_name, password_hash, refer_code) SELECT 'ff' || g, 'x', 'ff' || g FROM generate_series(1, $1) g`, [PLAYERS]);
  await db.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT id, k FROM users, unnest(ARRAY['cash','bonus','exposure','withdrawal_hold']) k`);
  await db.query(`SELECT ledger_post('opening', 'open:' || u.id, ARRAY[o.id, c.id], ARRAY[-100000000, 100000000])
                    FROM users u JOIN ledger_accounts c ON c.user_id = u.id AND c.kind = 'cash'
                    JOIN ledger_accounts o ON o.code = 'house:opening:' || (u.id % 64)`);
  return (await db.query('SELECT id::text AS id FROM users ORDER BY id')).rows.map((r) => r.id);
}

/** Fight i: posted by player i % P, taken by player (i + 1 + i % 7) % P; its size, kind and stake from i. */
const fightOf = (i, players, squad) => {
  const size = 1 + (i % 6);
  const team = (from) => Array.from({ length: size }, (_, k) => squad[(from + k * 3) % squad.length].id);
  return {
    poster: players[i % players.length], taker: players[(i + 1 + (i % 7)) % players.length], kind: i % 2 ? 'max_ball' : 'max_run',
    stake: BigInt(1000 + (i % 100) * 1000), posterTeam: team(i), takerTeam: team(i + 5),
  };
};

async function placeAll(api, db, matchId, players, squad) {
  let next = 0;
  const client = async () => {
    while (next < FIGHTS) {
      const i = next++;
      const f = fightOf(i, players, squad);
      const posted = await api.postFight(db, f.poster, { matchId, kind: f.kind, stake: f.stake, players: f.posterTeam }, { now: BEFORE, clientKey: `bench-post-${i}` });
      await api.takeFight(db, f.taker, posted.fightId, f.takerTeam, { now: BEFORE, clientKey: `bench-take-${i}` });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

async function check(db, findLedgerViolations, matchId, houseBefore) {
  const v = await findLedgerViolations(db);
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM bets WHERE product = 'fantasy' AND market_id = $1 AND status IN ('settled', 'void')) AS settled,
            (SELECT count(*)::int FROM bets WHERE product = 'fantasy' AND market_id = $1 AND status = 'matched') AS unsettled,
            (SELECT count(*)::int FROM (SELECT bet_id FROM bet_settlements GROUP BY 1 HAVING count(*) > 1) d) AS twice,
            (SELECT count(*)::int FROM ledger_accounts WHERE kind = 'exposure' AND balance <> 0) AS held,
            (SELECT count(*)::int FROM ledger_accounts a JOIN (SELECT user_id, sum(pnl) p FROM bets WHERE product = 'fantasy' GROUP BY 1) b
                ON b.user_id = a.user_id WHERE a.kind = 'cash' AND a.balance <> 100000000 + b.p) AS misspaid,
            (SELECT count(*)::int FROM fantasy_fights f WHERE f.match_id = $1 AND f.outcome IN ('poster', 'taker')
                AND f.outcome <> CASE WHEN f.poster_total > f.taker_total THEN 'poster' ELSE 'taker' END) AS wrong_winner,
            (SELECT coalesce(sum(commission), 0)::text FROM fantasy_fights WHERE match_id = $1) AS commission,
            (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts WHERE code LIKE 'house:bets:%') AS house,
            (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'fantasy_settle') AS postings`,
    [matchId],
  );
  const r = rows[0];
  const problems = Object.entries(v).filter(([, list]) => list.length).map(([name, list]) => `${list.length} ${name}`);
  if (r.unsettled) problems.push(`${r.unsettled} bets not settled`);
  if (r.twice) problems.push(`${r.twice} bets settled twice`);
  if (r.held) problems.push(`${r.held} exposure accounts still holding`);
  if (r.misspaid) problems.push(`${r.misspaid} players paid wrongly`);
  if (r.wrong_winner) problems.push(`${r.wrong_winner} fights won by the lower total`);
  if (BigInt(r.house) - houseBefore !== BigInt(r.commission)) problems.push(`the house gained ${BigInt(r.house) - houseBefore} paise, the commissions are ${r.commission}`);
  return { ...r, problems };
}

async function main() {
  ensureSystemPackages(['postgresql-contrib'], 'bench:fantasy');
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${FIGHTS} fights of ${PLAYERS} players, batches of ${BATCH} players, ${WORKERS} settling at once`);
  buildApi();
  const require = createRequire(import.meta.url);
  const { openPostgres } = require(path.join(API_DIST, 'db/postgres.js'));
  const { migrate } = require(path.join(API_DIST, 'db/migrate.js'));
  const { findLedgerViolations } = require(path.join(API_DIST, 'ledger/index.js'));
  const { demoMatch } = require(path.join(API_DIST, 'fantasy/demo.js'));
  const { squadOf } = require(path.join(API_DIST, 'fantasy/matches.js'));
  const api = require(path.join(API_DIST, 'fantasy/fights.js'));
  const { lockDueMatches } = require(path.join(API_DIST, 'fantasy/start-lock.js'));
  const { writeScores } = require(path.join(API_DIST, 'fantasy/scores.js'));
  const { getMatch } = require(path.join(API_DIST, 'fantasy/matches.js'));
  const { settleMatch } = require(path.join(API_DIST, 'fantasy/settle.js'));

  const dbName = `khel_bench_fantasy_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const db = openPostgres(dbUrl(dbName), { max: CLIENTS });
  try {
    await migrate(db);
    const players = await preparePlayers(db);
    const matchId = await db.tx((q) => demoMatch(q, 'bench-fantasy', 'Mumbai Strikers', 'Delhi Chargers', START, BEFORE));
    const squad = await squadOf(db, matchId);
    console.log(`[bench] posting and taking ${FIGHTS} fights through postFight() and takeFight()`);
    const placing = Date.now();
    await placeAll(api, db, matchId, players, squad);
    console.log(`[bench] placed in ${((Date.now() - placing) / 1000).toFixed(1)} s`);
    await lockDueMatches(db, START);
    // The match is played: every squad player's runs and balls, then completed.
    await db.tx(async (q) => {
      const m = await getMatch(q, matchId, 'update');
      await writeScores(q, m, squad.map((p, i) => ({ playerId: p.id, runs: (i * 37) % 71, balls: (i * 29) % 53 })));
      await q.query(`UPDATE fantasy_matches SET status = 'completed' WHERE id = $1`, [matchId]);
    });
    const houseBefore = BigInt((await db.query(`SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE code LIKE 'house:bets:%'`)).rows[0].s);
    await db.query('VACUUM ANALYZE');

    console.log('[bench] ledger postings (pgbench, as bench:ledger)');
    const ledger = await measureLedger({ clients: CLIENTS, seconds: SECONDS, baseline: false });

    console.log('[bench] settling the match');
    const started = process.hrtime.bigint();
    const report = await settleMatch(db, matchId, ACTOR, { now: new Date(START.getTime() + 4 * 3_600_000), batchSize: BATCH, workers: WORKERS });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const c = await check(db, findLedgerViolations, matchId, houseBefore);

    const fightsRate = FIGHTS / seconds;
    console.log('\nworkload                                                per second   vs postings');
    for (const [name, rate] of [
      ['ledger postings, spread over 1,000 players (baseline)', ledger.spread],
      [`fights settled (${FIGHTS} in ${seconds.toFixed(2)} s)`, fightsRate],
      [`bets settled (${report.bets}, two a fight)`, report.bets / seconds],
      [`players settled (${report.players}, one posting each)`, report.players / seconds],
    ]) console.log(`${name.padEnd(54)} ${rate.toFixed(0).padStart(10)}   ${(rate / ledger.spread).toFixed(2)}`);
    console.log(`\ngoal: fights settled >= 1.0 x postings (${fightsRate / ledger.spread >= 1 ? 'met' : 'NOT met'})`);
    console.log(`after the run: ${c.settled} bets settled, ${c.postings} settlement postings, commission ${Number(c.commission) / 100} rupees; ${c.problems.length ? c.problems.join('; ') : 'every bet settled once, every player paid exactly, the house holds exactly the commissions, ledger consistent'}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    if (c.problems.length || report.bets !== FIGHTS * 2) process.exitCode = 1;
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
