// `node scripts/bench/bundle-event-page.mjs [--no-build]`: the sports event page's own JavaScript, gzipped, beside
// its budget of 80 KB (issue 13): the @khel/games entry and every chunk of the games module the event route
// loads (lifecycles, route table, the event screen and what it imports), measured in Debian's Chromium on the
// production build served by the API, the way bench:bundle measures Home. The shared modules and vendors the page
// also loads (React, @khel/shared, its kit and contracts) are listed apart: they are every app's, not the page's.
// Prints the figures; writes nothing tracked. Exit 1 when over the budget.
//
// bench:bundle can call it with its own browser and server: `measureEventPage(browser, port)` returns
// { own, shared, total } (rows of { file, gzip }).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { waitForServer } from './wait-for-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'dist/web');
const require = createRequire(import.meta.url);
export const EVENT_PAGE_BUDGET = 80 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const sum = (rows) => rows.reduce((n, r) => n + r.gzip, 0);

/** The id of an event to open: the first of the sports list, else any id (the page's code loads all the same). */
async function someEventId(port) {
  try {
    const res = await fetch(`http://localhost:${port}/sports/events?sport=cricket`, { headers: { accept: 'application/json' } });
    const body = await res.json();
    const items = body?.data?.items ?? body?.data ?? [];
    return items[0]?.id ?? '1';
  } catch {
    return '1';
  }
}

/**
 * Opens /sports-event-detail/<id> in a fresh context (service worker blocked) and returns the gzipped size of every
 * script it fetched: `own` the games module's files, `shared` everything else.
 */
export async function measureEventPage(browser, port, eventId) {
  const id = eventId ?? (await someEventId(port));
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(port) || !url.pathname.endsWith('.js') || response.status() !== 200) return;
      scripts.set(url.pathname, response.body().catch(() => null));
    });
    await page.goto(`http://localhost:${port}/sports-event-detail/${encodeURIComponent(id)}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.g-area', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const rows = [];
    for (const [file, body] of scripts) {
      const local = path.join(WEB, file);
      const bytes = (await body) ?? (fs.existsSync(local) ? fs.readFileSync(local) : null);
      if (bytes) rows.push({ file, gzip: gz(bytes) });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const own = rows.filter((r) => r.file.startsWith('/modules/games/'));
    const shared = rows.filter((r) => !r.file.startsWith('/modules/games/'));
    return { own, shared, total: sum(own) };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`bundle-event-page needs Chromium at ${CHROMIUM} (apt-get install chromium)`);
    process.exit(1);
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-event-'));
  const port = 9400 + Math.floor(Math.random() * 400);
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: data, KHEL_WEB_DIR: WEB, LOG_LEVEL: 'warn' };
  const { ensureSeeded } = await import(path.join(ROOT, 'scripts/lib/database.mjs'));
  await ensureSeeded(env);
  const server = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await waitForServer(`http://localhost:${port}/health`, server);
    const { own, shared, total } = await measureEventPage(browser, port);
    console.log('\nThe sports event page: its own JavaScript (the games module: entry and the chunks the route loads), gzipped:');
    for (const r of own) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file}`);
    console.log(`  ${kb(total).padStart(10)}  TOTAL  budget ${kb(EVENT_PAGE_BUDGET)}, ratio ${(total / EVENT_PAGE_BUDGET).toFixed(2)}: ${total <= EVENT_PAGE_BUDGET ? 'ok' : 'OVER'}`);
    console.log('\nShared modules and vendors the page also loads (every app\'s, not counted above):');
    for (const r of shared) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file}`);
    console.log(`  ${kb(sum(shared)).padStart(10)}  shared total`);
    if (!own.length) {
      console.error('no file of the games module was loaded: is packages/games in the build and in the import map?');
      process.exitCode = 1;
    } else if (total > EVENT_PAGE_BUDGET) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
    fs.rmSync(data, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`bundle-event-page: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
