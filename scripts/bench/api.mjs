#!/usr/bin/env node
// npm run bench:api — the balance poll (POST /user/api/wallet-balance, every 2 s per logged-in player) on the
// real API process over PostgreSQL, 500 concurrent connections, next to a bare Fastify hello-world measured in
// the same run: requests/s, p99 latency and their ratio. Each connection polls as its own player (500 players,
// each with a live session and a funded ledger). The API answers a poll from memory while the player's data is
// unchanged, so a third run measures the poll while another process moves those players' money
// (BENCH_POSTINGS_PER_SECOND, default 250), each posting a change the API must hear and read again.
// Needs a PostgreSQL server (KHEL_BENCH_PG_URL); autocannon comes with `npm ci`. Prints only.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitForServer } from './wait-for-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const require = createRequire(import.meta.url);
const adminUrl = process.env.KHEL_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAYERS = CONNECTIONS;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 9391);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 9392);
const POSTINGS_PER_SECOND = Number(process.env.BENCH_POSTINGS_PER_SECOND ?? 250);
const dbName = `khel_bench_api_${Date.now().toString(36)}`;

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A migrated, seeded database with PLAYERS funded players, each with a live session; returns their tokens. */
async function prepareDatabase(url) {
  const { openDb } = require(path.join(API_DIST, 'db/open.js'));
  const { migrate } = require(path.join(API_DIST, 'db/migrate.js'));
  const { seed } = require(path.join(API_DIST, 'seed/seed.js'));
  const { ensurePlayerAccounts, creditPlayer } = require(path.join(API_DIST, 'ledger/index.js'));
  const { startPlayerSession } = require(path.join(API_DIST, 'auth/sessions.js'));
  const { getOrCreateSecret } = require(path.join(API_DIST, 'lib/secrets.js'));
  const db = await openDb({ databaseUrl: url, dataDir: os.tmpdir() });
  try {
    await migrate(db);
    await seed(db);
    const secret = await getOrCreateSecret(db, 'jwt');
    const { rows } = await db.query(
      `INSERT INTO users (user_name, mobile, password_hash, refer_code, last_login_at)
       SELECT 'bench' || g, (7000000000 + g)::text, 'unused', 'BENCH' || g, now() FROM generate_series(1, $1::int) g
       RETURNING id::text AS id`,
      [PLAYERS],
    );
    const tokens = [];
    for (const { id } of rows) {
      tokens.push(
        await db.tx(async (q) => {
          await ensurePlayerAccounts(q, id);
          await creditPlayer(q, { userId: id, amountPaise: 1_000_000n, kind: 'opening_balance', idempotencyKey: `bench:${id}`, from: 'opening' });
          const issued = await startPlayerSession(q, id, { secret, ttlSeconds: 3600, now: new Date() });
          return issued.token;
        }),
      );
    }
    await db.query('ANALYZE');
    return tokens;
  } finally {
    await db.close();
  }
}

function startProcess(args, env, port) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
}

/** The writer process (api-writer.mjs), started once it has loaded the players' accounts. */
function startWriter(url) {
  const child = spawn(process.execPath, [path.join(here, 'api-writer.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, API_DIST, POSTINGS_PER_SECOND: String(POSTINGS_PER_SECOND) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the writer exited with ${code}`)));
  });
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// USER_HZ: /proc reports CPU time in ticks of 1/100 s on Linux.
const CLOCK_TICKS = 100;

/** CPU time (user + system) a process has used so far, in ms; Linux only, undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * One run. Besides the client's view it reads the server's own CPU time per request: with client and server on
 * one small machine both near a full core, that figure shows the server's cost apart from the client's.
 */
async function measure(name, { server, ...options }, seconds) {
  const before = cpuMs(server.pid);
  const result = await load({ ...options, duration: seconds });
  const after = cpuMs(server.pid);
  const bad = result.non2xx + result.errors + result.timeouts;
  // What the failures were: each non-2xx status with its count, then connection errors and timeouts (issue 26 #11).
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, v]) => `${code} x${v.count}`);
  if (result.errors) codes.push(`connection errors x${result.errors}`);
  if (result.timeouts) codes.push(`timeouts x${result.timeouts}`);
  const failures = codes.join(', ');
  const cpuUs = before === undefined || after === undefined ? undefined : ((after - before) * 1000) / result.requests.total;
  return { name, rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, total: result.requests.total, bad, failures, cpuUs };
}

async function main() {
  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per run`);
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  let api;
  let hello;
  try {
    console.log(`[bench] preparing ${PLAYERS} players with live sessions`);
    const tokens = await prepareDatabase(url.toString());
    // BENCH_API_PROFILE=<dir>: the API process writes a V8 CPU profile there when it stops (for finding its cost).
    const profile = process.env.BENCH_API_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_API_PROFILE)}`] : [];
    api = startProcess([...profile, path.join(API_DIST, 'main.js')], { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', KHEL_WEB_DIR: '', HOST: '127.0.0.1' }, API_PORT);
    hello = startProcess([path.join(here, 'api-hello.mjs')], {}, HELLO_PORT);
    await waitForServer(`http://127.0.0.1:${API_PORT}/health`, api);
    await waitForServer(`http://127.0.0.1:${HELLO_PORT}/`, hello);

    let next = 0;
    const balance = {
      url: `http://127.0.0.1:${API_PORT}/user/api/wallet-balance`,
      method: 'POST',
      // Each connection is its own player.
      server: api,
      setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
    };
    const helloWorld = { url: `http://127.0.0.1:${HELLO_PORT}/`, method: 'POST', server: hello };

    // Check the call really answers a balance before measuring it.
    const probe = await fetch(balance.url, { method: 'POST', headers: { authorization: `Bearer ${tokens[0]}` } });
    const body = await probe.json();
    if (probe.status !== 200 || body.bl !== 10000) throw new Error(`the balance call answered ${probe.status} ${JSON.stringify(body)}`);

    console.log('[bench] warming up');
    await measure('warm-up', helloWorld, 2);
    await measure('warm-up', balance, 3);
    // Alternate the two so whatever else the machine runs weighs on both alike; keep the better of two each.
    const runs = [];
    for (let i = 0; i < 2; i++) {
      runs.push(await measure('hello-world', helloWorld, SECONDS));
      runs.push(await measure('wallet-balance', balance, SECONDS));
    }
    const best = (name) => runs.filter((r) => r.name === name).sort((a, b) => b.rps - a.rps)[0];
    const h = best('hello-world');
    const b = best('wallet-balance');
    // The same pair while the writer runs: the baseline then shares the machine with the postings too.
    const writer = await startWriter(url.toString());
    const mixedHello = await measure(`hello-world, ${POSTINGS_PER_SECOND} postings/s`, helloWorld, SECONDS);
    const mixed = await measure(`wallet-balance, ${POSTINGS_PER_SECOND} postings/s`, balance, SECONDS);
    await stop(writer);
    console.log('\nendpoint                                      req/s     p50 ms   p99 ms   server CPU us/req   non-2xx/errors');
    for (const r of [h, b, mixedHello, mixed]) {
      console.log(`${r.name.padEnd(41)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)}   ${(r.cpuUs === undefined ? '-' : r.cpuUs.toFixed(1)).padStart(17)}   ${r.bad}`);
    }
    const ratio = b.rps / h.rps;
    console.log(`\nratio wallet-balance / hello-world: ${ratio.toFixed(2)} (while postings run: ${(mixed.rps / mixedHello.rps).toFixed(2)})`);
    console.log(`goals: ratio >= 0.50 (${ratio >= 0.5 ? 'met' : 'NOT met'}), p99 <= 25 ms (${b.p99 <= 25 ? 'met' : 'NOT met'})`);
    for (const r of [...runs, mixedHello, mixed]) if (r.bad) console.log(`WARNING: ${r.name}: ${r.bad} requests failed (${r.failures})`);
    console.log(`failed balance requests: ${runs.filter((r) => r.name === 'wallet-balance').reduce((n, r) => n + r.bad, 0) + mixed.bad}`);
  } finally {
    if (api) await stop(api);
    if (hello) await stop(hello);
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
