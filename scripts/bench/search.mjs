#!/usr/bin/env node
// npm run bench:search — GET /site/search over 100,000 searchable items on PostgreSQL, the API (services/api/dist,
// built first) serving in this process on a real port: p99 of the route as a ratio of the bare SQL of the same term
// (the very statement the route runs, search.ts SEARCH_SQL, from this process on a pool of its own), alternated, in
// this run. Goal: at most 1.5. The items are written straight into search_items (what the triggers of migration
// 098 keep from the products' tables), names drawn from a vocabulary so words repeat as real names do; the terms
// are exact words, prefixes, two-word names and misspellings. Prints only (and .bench/search.md).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { admin, dbUrl } from './ledger-measure.mjs';
import { saveSection } from './output.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const require = createRequire(import.meta.url);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const GOAL = 1.5;

const PLACES = ['Mumbai', 'Delhi', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad', 'Pune', 'Jaipur', 'Lucknow', 'Ahmedabad', 'Surat', 'Indore', 'Bhopal', 'Nagpur', 'Patna', 'Ranchi', 'Kochi', 'Goa', 'Mysuru', 'Vizag', 'Raipur', 'Guwahati', 'Dehradun', 'Shimla', 'Amritsar', 'Ludhiana', 'Kanpur', 'Agra', 'Varanasi', 'Madurai'];
const NOUNS = ['Strikers', 'Chargers', 'Kings', 'Riders', 'Blasters', 'Hawks', 'Titans', 'Warriors', 'Lions', 'Tigers', 'Royals', 'Giants', 'Stars', 'United', 'Rangers', 'Falcons', 'Panthers', 'Knights', 'Super', 'Thunder'];
const GAMES = ['Andar Bahar', 'Teen Patti', 'Dragon Tiger', 'Lucky Seven', 'Roulette', 'Baccarat', 'Blackjack', 'Crash', 'Dice', 'Plinko', 'Mines', 'Aviator', 'Sic Bo', 'Poker', 'Rummy', 'Jhandi Munda', 'Wheel', 'Keno', 'Bingo', 'Slots'];
const TERMS = ['kolkatta', 'andar bahr', 'mumbai str', 'teen', 'hyderabd hawks', 'dragon', 'chennai kings', 'roulete', 'jaipur royals', 'luckno', 'blackjak', 'pune titans', 'giants', 'aviatr', 'goa'];

function buildApi() {
  if (process.argv.includes('--no-build')) return;
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}

const ms = (ns) => Number(ns) / 1e6;
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** ITEMS rows of every kind: events and fantasy matches "A B v C D", teams, competitions, casino games, matka markets. */
async function loadItems(db) {
  await db.query(
    `INSERT INTO search_items (kind, ref, name, detail, link, in_play, active)
     SELECT k.kind, 'bench-' || i, n.name, 'Bench', '/bench/' || i, k.kind = 'event' AND i % 7 = 0, true
       FROM generate_series(1, $1::int) i,
       LATERAL (SELECT (ARRAY['event','event','event','team','competition','casino','casino','matka','fantasy','fantasy'])[1 + i % 10] AS kind) k,
       LATERAL (SELECT $2::text[] AS p, $3::text[] AS w, $4::text[] AS g) v,
       LATERAL (SELECT i / 10 AS j) x,
       LATERAL (SELECT CASE
         WHEN k.kind IN ('event', 'fantasy') THEN v.p[1 + x.j % 30] || ' ' || v.w[1 + (x.j / 30) % 20] || ' v ' || v.p[1 + (x.j / 7) % 30] || ' ' || v.w[1 + (x.j / 11) % 20] || ' ' || (x.j / 60)
         WHEN k.kind = 'team' THEN v.p[1 + x.j % 30] || ' ' || v.w[1 + (x.j / 30) % 20] || ' ' || (x.j / 600)
         WHEN k.kind = 'competition' THEN v.p[1 + x.j % 30] || ' League ' || (x.j / 30)
         WHEN k.kind = 'casino' THEN v.g[1 + x.j % 20] || ' ' || (x.j / 20)
         ELSE v.p[1 + x.j % 30] || ' Matka ' || (x.j / 30) END AS name) n`,
    [ITEMS, PLACES, NOUNS, GAMES],
  );
  await db.query('ANALYZE search_items');
  await db.query('ANALYZE search_words');
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
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${ITEMS} items, ${SAMPLES} samples`);
  buildApi();
  const { openPostgres } = require(path.join(API_DIST, 'db/postgres.js'));
  const { migrate } = require(path.join(API_DIST, 'db/migrate.js'));
  const { buildApp } = require(path.join(API_DIST, 'app.js'));
  const { loadConfig } = require(path.join(API_DIST, 'config.js'));
  const { SEARCH_SQL, SEARCH_PER_KIND, normaliseQuery } = require(path.join(API_DIST, 'search/search.js'));

  const dbName = `khel_bench_search_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = dbUrl(dbName);
  const db = openPostgres(url, { max: 10 });
  const bare = new pg.Pool({ connectionString: url, max: 4 });
  let app;
  try {
    await migrate(db);
    await db.query(`INSERT INTO sites (domain, settings) VALUES ('localhost', '{}'::jsonb) ON CONFLICT DO NOTHING`);
    const loadStart = Date.now();
    await loadItems(db);
    const counts = (await db.query('SELECT (SELECT count(*)::int FROM search_items) AS items, (SELECT count(*)::int FROM search_words) AS words')).rows[0];
    console.log(`[bench] ${counts.items} items, ${counts.words} distinct words, loaded in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`);

    const config = { ...loadConfig({}), logLevel: 'warn', webDir: undefined, services: ['site'], databaseUrl: url };
    app = await buildApp({ config, db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const found = new Map();
    const route = async (i) => {
      const term = TERMS[i % TERMS.length];
      const res = await fetch(`${address}/site/search?q=${encodeURIComponent(term)}`);
      if (res.status !== 200) throw new Error(`${term}: ${res.status} ${await res.text()}`);
      const body = await res.json();
      found.set(term, body.data.groups.reduce((n, g) => n + g.items.length, 0));
    };
    const bareQuery = async (i) => {
      await bare.query({ name: SEARCH_SQL.name, text: SEARCH_SQL.text, values: [normaliseQuery(TERMS[i % TERMS.length]), SEARCH_PER_KIND] });
    };
    const r = await compare(route, bareQuery);
    const empty = TERMS.filter((t) => !found.get(t));
    if (empty.length) throw new Error(`terms that found nothing: ${empty.join(', ')}`);

    const verdict = r.ratio <= GOAL ? 'met' : 'NOT met';
    saveSection('search', [
      '## Search (`npm run bench:search`)',
      '',
      `${counts.items.toLocaleString('en')} searchable items (${counts.words.toLocaleString('en')} distinct words) on PostgreSQL on this machine (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)} at the end), the API serving`,
      "in the bench's process on a real port; `GET /site/search` against the bare SQL of the same term (search.ts SEARCH_SQL,",
      `\`search_find()\`), alternated, ${SAMPLES} samples each after a warm-up, over ${TERMS.length} terms (words, prefixes, misspellings:`,
      `${TERMS.map((t) => `"${t}"`).join(', ')}). Run of ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| figure | route p99 | bare SQL p99 | ratio | goal |',
      '| --- | ---: | ---: | ---: | --- |',
      `| search, 100,000 items | ${r.route.toFixed(2)} ms | ${r.bare.toFixed(2)} ms | ${r.ratio.toFixed(2)} | at most ${GOAL}: ${verdict} |`,
      '',
      `Medians: ${r.routeMedian.toFixed(2)} / ${r.bareMedian.toFixed(2)} ms.`,
    ]);
    if (r.ratio > GOAL) process.exitCode = 1;
  } finally {
    await app?.close();
    await bare.end();
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(`bench:search: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
