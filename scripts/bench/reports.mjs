#!/usr/bin/env node
// npm run bench:reports — the reports (issue 28) for a player with 100,000 ledger entries and 100,000 bets over 60
// days, on PostgreSQL, the API (services/api/dist, built first) serving in this process on a real port:
//   (a) p99 of a statement page and (b) of a bet-history page (50 rows, a cursor inside the last 30 days), each as a
//       ratio of the bare SQL of the same page run from this process in this run (goal: at most 1.5);
//   (c) the win-loss of 30 days, the same ratio (goal: at most 2);
//   (d) the CSV export of the 100,000 statement rows, as a ratio of PostgreSQL's COPY (the same rows) TO STDOUT
//       (goal: at least 0.3), with this process's memory growth while it streams (goal: at most 64 MB).
// The bare SQL is the very statement the route ran (recorded from the domain's own call), so the ratio is what the
// route adds: the sign-in check, the setting, describing the rows, JSON, HTTP. Prints only (and .bench/reports.md).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { admin, dbUrl } from './ledger-measure.mjs';
import { saveSection } from './output.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const require = createRequire(import.meta.url);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const DAYS = 60;
const GOALS = { page: 1.5, winLoss: 2, copy: 0.3, memoryMb: 64 };

function buildApi() {
  if (process.argv.includes('--no-build')) return;
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}

const ms = (ns) => Number(ns) / 1e6;
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const istDay = (daysBack) => new Date(Date.now() + 330 * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

/** The player's history, written straight into the tables the products write (a bulk load, not 200,000 API calls). */
async function loadHistory(c, userId, gameId, markets) {
  const step = (DAYS * 86_400) / ROWS; // seconds between two rows
  await c.query(
    `INSERT INTO bets (user_id, product, market_id, selection_id, side, odds_x100, stake, liability, status, pnl, description, placed_at, matched_at, settled_at)
     SELECT $1, CASE WHEN i % 5 = 0 THEN 'casino' ELSE 'sports' END,
            CASE WHEN i % 5 = 0 THEN $2::bigint ELSE ($3::bigint[])[1 + i % array_length($3::bigint[], 1)] END,
            NULL, CASE WHEN i % 5 = 0 THEN 'bet' WHEN i % 2 = 0 THEN 'back' ELSE 'lay' END, CASE WHEN i % 5 = 0 THEN NULL ELSE 185 END,
            10000 + (i % 7) * 1000, 10000 + (i % 7) * 1000, 'settled', CASE WHEN i % 3 = 0 THEN 8500 ELSE -(10000 + (i % 7) * 1000) END,
            CASE WHEN i % 5 = 0 THEN jsonb_build_object('provider', 'house', 'provider_name', 'Khel Originals', 'game', 'dice', 'game_name', 'Dice', 'section', 'table', 'round', 'r' || i)
                 ELSE jsonb_build_object('event', 'Bench XI v Test XI ' || (i % 50), 'market', 'Match Odds', 'selection', CASE WHEN i % 2 = 0 THEN 'Bench XI' ELSE 'Test XI' END) END,
            t - interval '3 minutes', t - interval '3 minutes', t
       FROM generate_series(1, $4::int) i, LATERAL (SELECT now() - ($4::int - i) * ($5::float8 * interval '1 second') AS t) x`,
    [userId, gameId, markets, ROWS, step],
  );
  // Ledger: one posting per row between the player's cash and a house account, the balance after each entry the
  // running sum (a first large credit keeps it above zero), stamped in id order over the same 60 days.
  await c.query(
    `WITH t AS (
       INSERT INTO ledger_transactions (kind, memo, created_at)
       SELECT CASE WHEN i = 1 THEN 'opening_balance' WHEN i % 4 = 0 THEN 'deposit' WHEN i % 4 = 1 THEN 'sports_bet' WHEN i % 4 = 2 THEN 'casino_debit' ELSE 'sports_settle' END,
              CASE WHEN i % 4 = 1 THEN jsonb_build_object('betId', (SELECT min(id) FROM bets WHERE user_id = $1) + i - 1) WHEN i % 4 = 2 THEN jsonb_build_object('bet', (SELECT min(id) FROM bets WHERE user_id = $1) + i - 1) ELSE '{}'::jsonb END,
              now() - ($2::int - i) * ($3::float8 * interval '1 second')
         FROM generate_series(1, $2::int) i ORDER BY i
       RETURNING id, kind, created_at
     )
     INSERT INTO bench_tx SELECT id, kind, created_at FROM t`,
    [userId, ROWS, step],
  );
  await c.query(
    `WITH a AS (SELECT (SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash') AS cash,
                       (SELECT id FROM ledger_accounts WHERE code = 'house:adjustments:' || ($1::bigint % 64)) AS house),
          m AS (SELECT t.id, t.created_at, CASE WHEN t.kind = 'opening_balance' THEN 1000000000 WHEN t.kind IN ('deposit', 'sports_settle') THEN 20000 ELSE -15000 END AS amount FROM bench_tx t),
          r AS (SELECT m.*, sum(m.amount) OVER (ORDER BY m.id) AS running FROM m)
     INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
     SELECT r.id, a.cash, r.amount, r.running, r.created_at FROM r, a
     UNION ALL
     SELECT r.id, a.house, -r.amount, -r.running, r.created_at FROM r, a
     ORDER BY 1, 2`,
    [userId],
  );
  await c.query(`UPDATE ledger_accounts SET balance = (SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = ledger_accounts.id)
                  WHERE user_id = $1 AND kind = 'cash' OR code = 'house:adjustments:' || ($1::bigint % 64)`, [userId]);
  await c.query('ANALYZE');
}

/** Records the SQL a domain call runs, so the bench can run exactly that statement bare. */
function recorder(db) {
  const seen = [];
  return {
    seen,
    q: { query: (sql, params) => (seen.push({ text: typeof sql === 'string' ? sql : sql.text, params }), db.query(sql, params)), exec: (s) => db.exec(s), playersChanged: () => undefined },
  };
}

/** Alternates the route and its bare SQL SAMPLES times (after a warm-up), each timed alone; p99 of each. */
async function compare(route, bare) {
  for (let i = 0; i < 100; i++) {
    await route(i);
    await bare(i);
  }
  const r = [];
  const b = [];
  for (let i = 0; i < SAMPLES; i++) {
    let t = process.hrtime.bigint();
    await route(i);
    r.push(ms(process.hrtime.bigint() - t));
    t = process.hrtime.bigint();
    await bare(i);
    b.push(ms(process.hrtime.bigint() - t));
  }
  return { route: p99(r), bare: p99(b), routeMedian: median(r), bareMedian: median(b), ratio: p99(r) / p99(b) };
}

async function main() {
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${ROWS} entries and ${ROWS} bets over ${DAYS} days, ${SAMPLES} samples`);
  buildApi();
  const { openPostgres } = require(path.join(API_DIST, 'db/postgres.js'));
  const { migrate } = require(path.join(API_DIST, 'db/migrate.js'));
  const { buildApp } = require(path.join(API_DIST, 'app.js'));
  const { loadConfig } = require(path.join(API_DIST, 'config.js'));
  const { ensurePlayerAccounts } = require(path.join(API_DIST, 'ledger/accounts.js'));
  const { startPlayerSession } = require(path.join(API_DIST, 'auth/sessions.js'));
  const catalog = require(path.join(API_DIST, 'sports/catalog.js'));
  const { statementPage } = require(path.join(API_DIST, 'reports/statement.js'));
  const { listBets } = require(path.join(API_DIST, 'reports/bets.js'));
  const { winLossDays } = require(path.join(API_DIST, 'reports/win-loss.js'));
  const { parseRange } = require(path.join(API_DIST, 'reports/range.js'));

  const dbName = `khel_bench_reports_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = dbUrl(dbName);
  const db = openPostgres(url, { max: 10 });
  const bare = new pg.Pool({ connectionString: url, max: 4 });
  let app;
  try {
    await migrate(db);
    await db.query(`INSERT INTO sites (domain, settings) VALUES ('localhost', '{}'::jsonb)`);
    const user = (await db.query(`INSERT INTO users (user_name, password_hash, refer_code) VALUES ('bench', 'x', 'BENCH') RETURNING id::text AS id`)).rows[0].id;
    await ensurePlayerAccounts(db, user);
    const sportId = await catalog.upsertSport(db, { code: 'cricket', name: 'Cricket' });
    const compId = await catalog.upsertCompetition(db, { sportId, code: 'bench', name: 'Bench League' });
    const markets = [];
    for (let i = 0; i < 50; i++) {
      const eventId = await catalog.upsertEvent(db, { competitionId: compId, code: `bench-${i}`, name: `Bench XI v Test XI ${i}`, startTime: new Date() });
      markets.push((await catalog.upsertMarket(db, { eventId, code: 'mo', name: 'Match Odds', kind: 'match_odds', runners: ['Bench XI', 'Test XI'] })).marketId);
    }
    const gameId = (await db.query(`SELECT id::text AS id FROM casino_games WHERE provider_id = 'house' AND code = 'dice'`)).rows[0].id;
    console.log('[bench] loading the history');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE TEMP TABLE bench_tx (id bigint, kind text, created_at timestamptz)');
    const loadStart = Date.now();
    await loadHistory(client, user, gameId, markets);
    await client.end();
    console.log(`[bench] loaded in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`);

    const config = { ...loadConfig({}), logLevel: 'warn', webDir: undefined, services: ['user', 'reports'], databaseUrl: url };
    app = await buildApp({ config, db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const session = await db.tx((q) => startPlayerSession(q, user, { secret: app.deps.secrets.jwt, ttlSeconds: 3600, now: new Date() }));
    const headers = { authorization: `Bearer ${session.token}` };
    const from = istDay(30);
    const to = istDay(0);
    const range = parseRange({ from, to }, { now: new Date(), maxDays: 90 });
    const get = async (pathAndQuery) => {
      const res = await fetch(`${address}${pathAndQuery}`, { headers });
      if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    // Cursors inside the 30 days: every 50th row of the first pages, reused by the route and the bare SQL.
    const cursors = async (first) => {
      const out = [];
      let page = await first();
      while (out.length < 40 && page.next) {
        out.push(page.next);
        page = await first(page.next);
      }
      return out;
    };
    const stmtCursors = await cursors((cursor) => statementPage(db, { userId: user, account: 'cash', range }, { cursor, limit: 50 }));
    const betCursors = await cursors((cursor) => listBets(db, { userId: user, range, filters: { state: 'settled' } }, { cursor, limit: 50 }));
    const sqlOf = async (run) => {
      const r = recorder(db);
      await run(r.q);
      return r.seen.at(-1);
    };
    const stmtSql = await Promise.all(stmtCursors.map((cursor) => sqlOf((q) => statementPage(q, { userId: user, account: 'cash', range }, { cursor, limit: 50 }))));
    const betSql = await Promise.all(betCursors.map((cursor) => sqlOf((q) => listBets(q, { userId: user, range, filters: { state: 'settled' } }, { cursor, limit: 50 }))));
    const wlRecorder = recorder(db);
    await winLossDays(wlRecorder.q, { userId: user, range });
    const wlSql = wlRecorder.seen;

    console.log('[bench] (a) statement page');
    const statement = await compare(
      (i) => get(`/reports/statement?from=${from}&to=${to}&cursor=${stmtCursors[i % stmtCursors.length]}`),
      (i) => bare.query(stmtSql[i % stmtSql.length].text, stmtSql[i % stmtSql.length].params),
    );
    console.log('[bench] (b) bet-history page');
    const bets = await compare(
      (i) => get(`/reports/bets?from=${from}&to=${to}&cursor=${betCursors[i % betCursors.length]}`),
      (i) => bare.query(betSql[i % betSql.length].text, betSql[i % betSql.length].params),
    );
    console.log('[bench] (c) win-loss of 30 days');
    const winLoss = await compare(
      () => get(`/reports/win-loss?from=${from}&to=${to}`),
      async () => {
        for (const s of wlSql) await bare.query(s.text, s.params);
      },
    );

    console.log('[bench] (d) CSV export of the whole history vs COPY TO STDOUT');
    const all = parseRange({ from: istDay(DAYS + 1), to }, { now: new Date(), maxDays: 90 });
    const copySql = await sqlOf((q) => statementPage(q, { userId: user, account: 'cash', range: all }, { limit: ROWS + 10 }));
    const literal = copySql.text.replace(/\$(\d+)/g, (_, n) => {
      const v = copySql.params[Number(n) - 1];
      return v instanceof Date ? `'${v.toISOString()}'::timestamptz` : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    });
    const copyOnce = async () => {
      const c = await bare.connect();
      try {
        const t = process.hrtime.bigint();
        let bytes = 0;
        const stream = c.query(copyTo(`COPY (${literal}) TO STDOUT WITH (FORMAT csv)`));
        for await (const chunk of stream) bytes += chunk.length;
        return { ms: ms(process.hrtime.bigint() - t), bytes };
      } finally {
        c.release();
      }
    };
    const exportOnce = async () => {
      globalThis.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const t = process.hrtime.bigint();
      const res = await fetch(`${address}/reports/export/statement?from=${all.from}&to=${all.to}&format=csv`, { headers });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      const took = ms(process.hrtime.bigint() - t);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      if (res.status !== 200) throw new Error(`export: ${res.status}`);
      return { ms: took, bytes, lines, growthMb: (peak - before) / 1024 / 1024 };
    };
    await copyOnce();
    const copies = [await copyOnce(), await copyOnce(), await copyOnce()];
    const exports = [await exportOnce(), await exportOnce(), await exportOnce()];
    const copyMs = median(copies.map((c) => c.ms));
    const exportMs = median(exports.map((e) => e.ms));
    const growth = Math.max(...exports.map((e) => e.growthMb));
    const exported = exports[0];

    const verdict = (ok) => (ok ? 'met' : 'NOT met');
    const lines = [
      '## Reports (`npm run bench:reports`)',
      '',
      `A player with ${ROWS.toLocaleString('en')} ledger entries and ${ROWS.toLocaleString('en')} bets over ${DAYS} days, PostgreSQL on this machine (${os.cpus().length} cores), the API`,
      'serving in the bench\'s process on a real port; each route against the bare SQL of the same page (the statement the',
      `domain runs, recorded and replayed), alternated, ${SAMPLES} samples each after a warm-up. Run of ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| figure | route p99 | bare SQL p99 | ratio | goal |',
      '| --- | ---: | ---: | ---: | --- |',
      `| (a) statement page (50 rows, cursor in the last 30 days) | ${statement.route.toFixed(2)} ms | ${statement.bare.toFixed(2)} ms | ${statement.ratio.toFixed(2)} | at most ${GOALS.page}: ${verdict(statement.ratio <= GOALS.page)} |`,
      `| (b) bet-history page (50 rows, cursor in the last 30 days) | ${bets.route.toFixed(2)} ms | ${bets.bare.toFixed(2)} ms | ${bets.ratio.toFixed(2)} | at most ${GOALS.page}: ${verdict(bets.ratio <= GOALS.page)} |`,
      `| (c) win-loss of 30 days | ${winLoss.route.toFixed(2)} ms | ${winLoss.bare.toFixed(2)} ms | ${winLoss.ratio.toFixed(2)} | at most ${GOALS.winLoss}: ${verdict(winLoss.ratio <= GOALS.winLoss)} |`,
      '',
      `Medians: statement ${statement.routeMedian.toFixed(2)} / ${statement.bareMedian.toFixed(2)} ms, bet history ${bets.routeMedian.toFixed(2)} / ${bets.bareMedian.toFixed(2)} ms, win-loss ${winLoss.routeMedian.toFixed(2)} / ${winLoss.bareMedian.toFixed(2)} ms.`,
      '',
      '| (d) CSV export of the statement | time | rows | bytes |',
      '| --- | ---: | ---: | ---: |',
      `| \`COPY (the same rows) TO STDOUT\` | ${copyMs.toFixed(0)} ms | ${ROWS.toLocaleString('en')} | ${copies[0].bytes.toLocaleString('en')} |`,
      `| \`GET /reports/export/statement?format=csv\` | ${exportMs.toFixed(0)} ms | ${(exported.lines - 1 - 5).toLocaleString('en')} | ${exported.bytes.toLocaleString('en')} |`,
      '',
      `Ratio COPY / export: **${(copyMs / exportMs).toFixed(2)}** (goal at least ${GOALS.copy}: ${verdict(copyMs / exportMs >= GOALS.copy)}); the process's memory grew by at most **${growth.toFixed(1)} MB** while exporting (goal at most ${GOALS.memoryMb} MB: ${verdict(growth <= GOALS.memoryMb)}).`,
    ];
    saveSection('reports', lines);
    if (statement.ratio > GOALS.page || bets.ratio > GOALS.page || winLoss.ratio > GOALS.winLoss || copyMs / exportMs < GOALS.copy || growth > GOALS.memoryMb) process.exitCode = 1;
  } finally {
    await app?.close();
    await bare.end();
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(`bench:reports: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
