// `npm run bench:bundle`: production build, then three figures: two for a first visit to Home, logged out, measured in
// Debian's Chromium against the production build served by the API, each beside its budget (the baseline of the
// same run: figure / budget, 1.00 = at the budget):
// (a) the gzipped JavaScript Home loads with the service worker blocked (every script response of the page,
//     followed through the import map and the lazy chunks Home pulls in): budget 170 KB;
// (b) everything the first visit downloads with the service worker allowed (JS, CSS, fonts, images and SVG, the
//     page, the import map, the API's answers, and whatever the worker fetches while it installs and keeps files),
//     counted by a proxy in front of the server until the worker is active and the network is quiet: budget 200 KB;
// (c) the sports event page's own JavaScript (the games module's entry and the route's chunks; bundle-event-page.mjs):
//     budget 80 KB;
// (d) @khel/fantasy's own JavaScript: its entry and every screen's chunk (all of cricket-fight, more than any one of
//     its pages loads): budget 60 KB.
// (e) @khel/reports' own JavaScript over a logged-in visit to every reports screen, before a chart or a download is
//     asked for (bundle-reports.mjs): budget 60 KB.
// Also each module's own size. Prints the markdown for docs/benchmarks.md and writes it to .bench/bundle.md
// (untracked); it never rewrites a tracked file. `--no-build` measures the existing dist/web. Exit 1 when over.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { EVENT_PAGE_BUDGET, measureEventPage } from './bundle-event-page.mjs';
import { measureReports, REPORTS_BUDGET, report as reportReports } from './bundle-reports.mjs';
import { measureFirstVisit, shortName } from './first-visit.mjs';
import { waitForServer } from './wait-for-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'dist/web');
const require = createRequire(import.meta.url);
const BUDGET = 170 * 1024;
const FIRST_VISIT_BUDGET = 200 * 1024;
const FANTASY_BUDGET = 60 * 1024;
const ratio = (n, budget) => (n / budget).toFixed(2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function sh(args, env = {}) {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Every JavaScript file Chromium fetched for a cold load of Home (fresh profile, service worker blocked). */
async function measureHome(browser, port) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.port !== String(port) || !url.pathname.endsWith('.js') || response.status() !== 200) return;
      scripts.set(url.pathname, response.body().then((b) => b).catch(() => null));
    });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const rows = [];
    for (const [file, body] of scripts) {
      const buf = await body;
      const local = path.join(WEB, file);
      const bytes = buf ?? (fs.existsSync(local) ? fs.readFileSync(local) : null);
      if (bytes) rows.push({ file, gzip: gz(bytes) });
    }
    return rows.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

/** Each module's entry, its lazy chunks, and its other files (e.g. the OCR engine, loaded only when a slip is chosen). */
function perModule() {
  const { modules, files = {} } = JSON.parse(fs.readFileSync(path.join(WEB, 'manifest.json'), 'utf8'));
  const size = (urls) => urls.reduce((sum, u) => sum + gz(fs.readFileSync(path.join(WEB, u))), 0);
  return Object.entries(modules).map(([logical, hashed]) => ({
    module: logical.replace(/^\/(vendor|modules|root)\//, '').replace(/\.js$/, ''),
    entry: size([hashed]),
    chunks: size(files[logical]?.chunks ?? []),
    assets: size(files[logical]?.assets ?? []),
  }));
}

const KINDS = ['js', 'css', 'font', 'image', 'html', 'json', 'api'];
const sum = (rows) => rows.reduce((n, r) => n + r.gzip, 0);
const verdict = (n, budget) => (n <= budget ? 'within' : 'OVER');

/** The Bundle section of docs/benchmarks.md, as markdown lines. */
function docsSection({ home, total, visit, visitTotal, cached, modules }) {
  const date = new Date().toISOString().slice(0, 10);
  const byKind = KINDS.map((k) => [k, visit.filter((r) => r.kind === k)]).filter(([, rows]) => rows.length);
  return [
    '## Bundle (`npm run bench:bundle`)',
    '',
    'Two figures for a first visit to Home, logged out, measured in Debian\'s Chromium against the production build',
    'served by the API, gzip -9 sizes, each beside its budget (the ratio figure / budget is the run\'s own baseline:',
    `1.00 is at the budget). Run of ${date}; \`npm run bench:bundle\` (add \`-- --no-build\` to measure the existing`,
    '`dist/web`) prints both and exits 1 when one is over its budget.',
    '',
    '| figure | gzipped | budget | ratio |',
    '| --- | ---: | ---: | ---: |',
    `| (a) Home's JavaScript, service worker blocked (every \`.js\` response, lazy chunks included) | ${kb(total)} | ${kb(BUDGET)} | ${ratio(total, BUDGET)} |`,
    `| (b) everything the first visit downloads, service worker allowed | ${kb(visitTotal)} | ${kb(FIRST_VISIT_BUDGET)} | ${ratio(visitTotal, FIRST_VISIT_BUDGET)} |`,
    '',
    `**(a) ${verdict(total, BUDGET)} and (b) ${verdict(visitTotal, FIRST_VISIT_BUDGET)} their budgets.** (b) counts every response that`,
    'reached the network — the page\'s and the service worker\'s — through a proxy in front of the server, from the',
    'first request until the worker is active, controls the page and the network has been quiet for 2 s: JavaScript,',
    'CSS, fonts, the logo, icons and every image, the page, the import map, the web manifest and the API\'s answers.',
    '',
    '| kind | files | gzipped |',
    '| --- | ---: | ---: |',
    ...byKind.map(([k, rows]) => `| ${k} | ${rows.length} | ${kb(sum(rows))} |`),
    '',
    '(a), file by file:',
    '',
    '| file | gzipped |',
    '| --- | ---: |',
    ...home.map((r) => `| \`${shortName(r.file)}\` | ${kb(r.gzip)} |`),
    '',
    `The service worker (\`root-config/src/sw-cache.ts\`) precaches only the page, the import map and the runtime`,
    'config; it keeps every other file when it is first used: the files the page loaded before the worker took over',
    '(the page lists them, the worker copies them from the HTTP cache, no download) and each file fetched after that.',
    'Before, it precached a fixed list of libraries on every first visit whether the page loaded them or not',
    '(react-router-dom whole, i18next and react-i18next: about 80 KB gzipped when Home loaded none of them). After',
    `this run its cache held ${cached.length} files, each one the page had loaded.`,
    '',
    'Each module: its entry, its lazy chunks (loaded only on the routes that need them) and its other files (loaded',
    'only for one feature: the wallet\'s on-device OCR engine and language data, fetched when a slip is chosen; both',
    'the SIMD and the plain engine are counted, a browser fetches one).',
    '',
    '| module | entry | lazy chunks | other files |',
    '| --- | ---: | ---: | ---: |',
    ...modules.map((r) => `| ${r.module} | ${kb(r.entry)} | ${r.chunks ? kb(r.chunks) : '–'} | ${r.assets ? kb(r.assets) : '–'} |`),
    '',
    'What keeps Home small: one copy of each library (System modules through the import map, externalized by every',
    'app); import-map-overrides loaded only when an override or `localStorage.devtools` is set; moment-timezone with',
    'Asia/Kolkata data only and off Home (formatting loads it lazily); rxjs and react-i18next cut to the names our',
    'sources import (`scripts/webpack/used-imports.js`); class-validator only in `@khel/shared/validation` and the form',
    'chunks; each app\'s entry exports only its lifecycles, the screens are lazy chunks; the service worker fetches',
    'nothing ahead of use. On the wire the server sends the build\'s precompressed brotli copies (about 12 % smaller',
    'than these gzip figures).',
    '',
  ];
}

async function main() {
  if (!process.argv.includes('--no-build')) sh([path.join(ROOT, 'scripts/build.mjs')], { NODE_ENV: 'production' });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`bench:bundle needs Chromium at ${CHROMIUM} (apt-get install chromium)`);
    process.exit(1);
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-bundle-'));
  const port = 9400 + Math.floor(Math.random() * 400);
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: data, KHEL_WEB_DIR: WEB, LOG_LEVEL: 'warn' };
  const { ensureSeeded } = await import(path.join(ROOT, 'scripts/lib/database.mjs'));
  await ensureSeeded(env);
  const server = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await waitForServer(`http://localhost:${port}/health`, server);
    const home = await measureHome(browser, port);
    const total = sum(home);
    const { rows: visit, cached } = await measureFirstVisit(browser, port);
    const visitTotal = sum(visit);

    console.log('\n(a) Home, cold load, service worker blocked (gzipped JavaScript):');
    for (const r of home) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file}`);
    console.log(`  ${kb(total).padStart(10)}  TOTAL  budget ${kb(BUDGET)}, ratio ${ratio(total, BUDGET)}: ${total <= BUDGET ? 'ok' : 'OVER'}`);
    console.log('\n(b) Everything the first visit downloads, service worker allowed (gzipped):');
    for (const r of visit) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.kind.padEnd(5)}  ${r.file}`);
    for (const k of KINDS) {
      const rows = visit.filter((r) => r.kind === k);
      if (rows.length) console.log(`  ${kb(sum(rows)).padStart(10)}  ${k} (${rows.length} files)`);
    }
    console.log(`  ${kb(visitTotal).padStart(10)}  TOTAL  budget ${kb(FIRST_VISIT_BUDGET)}, ratio ${ratio(visitTotal, FIRST_VISIT_BUDGET)}: ${visitTotal <= FIRST_VISIT_BUDGET ? 'ok' : 'OVER'}`);
    console.log(`  the service worker's cache holds ${cached.length} files: ${cached.join(' ')}`);

    const event = await measureEventPage(browser, port);
    console.log('\n(c) The sports event page\'s own JavaScript (the games module: entry and the route\'s chunks), gzipped:');
    for (const r of event.own) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file}`);
    console.log(`  ${kb(event.total).padStart(10)}  TOTAL  budget ${kb(EVENT_PAGE_BUDGET)}, ratio ${ratio(event.total, EVENT_PAGE_BUDGET)}: ${event.total <= EVENT_PAGE_BUDGET ? 'ok' : 'OVER'}`);

    const reports = await measureReports(browser, port);
    reportReports(reports);

    const modules = perModule();
    const fantasy = modules.find((r) => r.module === 'fantasy/fantasy');
    const fantasyTotal = fantasy ? fantasy.entry + fantasy.chunks + fantasy.assets : 0;
    console.log('\n(d) @khel/fantasy\'s own JavaScript (its entry and every screen\'s chunk), gzipped:');
    console.log(`  ${kb(fantasyTotal).padStart(10)}  TOTAL  budget ${kb(FANTASY_BUDGET)}, ratio ${ratio(fantasyTotal, FANTASY_BUDGET)}: ${fantasy && fantasyTotal <= FANTASY_BUDGET ? 'ok' : 'OVER'}`);
    console.log('\nPer module, gzipped: entry, lazy chunks, other files');
    for (const r of modules) {
      console.log(`  ${r.module.padEnd(22)} ${kb(r.entry).padStart(10)} ${(r.chunks ? kb(r.chunks) : '-').padStart(10)} ${(r.assets ? kb(r.assets) : '-').padStart(10)}`);
    }
    const out = path.join(ROOT, '.bench/bundle.md');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, docsSection({ home, total, visit, visitTotal, cached, modules }).join('\n'));
    console.log(`\nthe Bundle section for docs/benchmarks.md: ${path.relative(ROOT, out)}`);
    if (total > BUDGET || visitTotal > FIRST_VISIT_BUDGET || !event.own.length || event.total > EVENT_PAGE_BUDGET || !fantasy || fantasyTotal > FANTASY_BUDGET || !reports.own.length || reports.total > REPORTS_BUDGET) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
    fs.rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:bundle: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
