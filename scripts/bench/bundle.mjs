// `npm run bench:bundle`: production build, then the gzipped JavaScript a browser downloads for a cold load of
// Home (measured in Debian's Chromium: every script response of the page, followed through the import map and
// the lazy chunks Home pulls in), and each module's own size. Writes the "Bundle" section of docs/benchmarks.md.
// `--no-build` measures the existing dist/web.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeDocsSection } from './docs-section.mjs';
import { waitForServer } from './wait-for-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'dist/web');
const require = createRequire(import.meta.url);
const BUDGET = 170 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function sh(args, env = {}) {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Every JavaScript file Chromium fetched for a cold load of Home (fresh profile, no service worker yet). */
async function measureHome(port) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
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
    await browser.close();
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

function writeDocs(home, modules, total) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    '## Bundle (`npm run bench:bundle`)',
    '',
    `Gzipped JavaScript (gzip -9) a browser downloads for a cold load of Home, logged out, measured in Debian's Chromium`,
    `against the production build served by the API (every \`.js\` response of the page, lazy chunks included; no`,
    `service worker yet, devtools off). Run of ${date}. Budget: Home ≤ 170 KB in all.`,
    '',
    `**Home, cold: ${kb(total)} — ${total <= BUDGET ? 'within' : 'OVER'} the 170 KB budget.**`,
    '',
    '| file | gzipped |',
    '| --- | ---: |',
    ...home.map((r) => `| \`${r.file.replace(/\.[0-9a-f]{10}\.js$/, '.js')}\` | ${kb(r.gzip)} |`),
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
    'Asia/Kolkata data only and off Home (formatting loads it lazily); class-validator only in',
    '`@khel/shared/validation` and the form chunks; each app\'s entry exports only its lifecycles, the screens are lazy chunks.',
    'On the wire the server sends the build\'s precompressed brotli copies (about 12 % smaller than these gzip figures).',
    '',
  ];
  writeDocsSection(file, 'Bundle', lines);
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
  try {
    await waitForServer(`http://localhost:${port}/health`, server);
    const home = await measureHome(port);
    const total = home.reduce((s, r) => s + r.gzip, 0);
    console.log('\nHome, cold load (gzipped JavaScript):');
    for (const r of home) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file}`);
    console.log(`  ${kb(total).padStart(10)}  TOTAL  (budget ${kb(BUDGET)}: ${total <= BUDGET ? 'ok' : 'OVER'})`);
    const modules = perModule();
    console.log('\nPer module, gzipped: entry, lazy chunks, other files');
    for (const r of modules) {
      console.log(`  ${r.module.padEnd(22)} ${kb(r.entry).padStart(10)} ${(r.chunks ? kb(r.chunks) : '-').padStart(10)} ${(r.assets ? kb(r.assets) : '-').padStart(10)}`);
    }
    writeDocs(home, modules, total);
    console.log('\nwrote the Bundle section of docs/benchmarks.md');
    if (total > BUDGET) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:bundle: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
