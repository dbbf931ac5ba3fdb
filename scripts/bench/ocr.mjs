// `npm run bench:ocr`: the wallet's on-device slip recognition, measured in Debian's Chromium against the composed
// site (production build served by the API): the time from choosing a payment slip on the deposit screen to its
// UTR shown in the UTR field, median of 5, cold (fresh browser context: worker, core and language data not yet
// loaded) and warm (the same page, the OCR worker already running), for slips of 3 layouts, and whether each UTR
// was read right. Also the wallet module's own gzipped JavaScript a player downloads before OCR is needed.
// Prints the "OCR" section for docs/benchmarks.md and saves it to .bench/ocr.md (untracked; no tracked file is
// rewritten). Needs Debian's chromium (installed with apt-get as root, otherwise the command is printed; KHEL_CHROMIUM
// or CHROMIUM_PATH points at another build). Builds first when the build is missing (`--build` forces it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, ensureSystemPackages } from '../lib/system-packages.mjs';
import { saveSection } from './output.mjs';
import { waitForServer } from './wait-for-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT_WEB = path.join(ROOT, 'dist/web');
let WEB = BUILT_WEB; // measured from a private copy, so a rebuild during the run cannot disturb it
const require = createRequire(import.meta.url);
const RUNS = 5;
const GOALS = { warmMs: 1500, coldMs: 4000, walletGzip: 60 * 1024 };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function build() {
  const missing = ['dist/web/index.html', 'services/api/dist/main.js'].some((f) => !fs.existsSync(path.join(ROOT, f)));
  if (!missing && !process.argv.includes('--build')) return;
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The slip renderer shared with the browser tests (e2e/harness/slips.ts), its types stripped by swc. */
async function loadSlips() {
  const swc = require('@swc/core');
  const source = fs.readFileSync(path.join(ROOT, 'e2e/harness/slips.ts'), 'utf8');
  const { code } = swc.transformSync(source, { filename: 'slips.ts', jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Logs the demo player in and opens the deposit's payment step (amount 1500, first method), where a slip is chosen. */
async function openPaymentStep(page, base, player) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Mobile Number').fill(player.mobile);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/deposit`);
  await page.getByPlaceholder('Enter Amount').fill('1500');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('tab', { selected: true }).waitFor();
  await page.getByLabel('Payment slip').waitFor({ state: 'attached' });
}

/** Chooses a slip and waits for the UTR field to be filled; returns the time taken and what was read. */
async function timeSlip(page, slip) {
  const started = Date.now();
  await page.getByLabel('Payment slip').setInputFiles({ name: `${slip.layout}.png`, mimeType: 'image/png', buffer: slip.png });
  const handle = await page.waitForFunction(
    () => {
      const value = document.querySelector('input[name="utr"]')?.value;
      const notice = document.querySelector('.w-notice')?.textContent;
      return value || (notice && !value ? '(none)' : null);
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = Date.now() - started;
  const read = await handle.jsonValue();
  // Back to an empty slip field for the next one.
  await page.getByRole('button', { name: 'Clear payment slip' }).click();
  await page.waitForFunction(() => !document.querySelector('input[name="utr"]')?.value);
  return { ms, read };
}

async function measure(base, slips, player) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const options = { serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Kolkata' };
  const results = slips.map((s) => ({ layout: s.layout, utr: s.utr, cold: [], warm: [], reads: [] }));
  let walletBeforeOcr = null;
  let ocrFiles = null;
  try {
    // Cold: a fresh context each time, so the OCR worker, core and language data load from the server.
    for (let run = 0; run < RUNS; run++) {
      for (const [i, slip] of slips.entries()) {
        const context = await browser.newContext(options);
        await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
        const page = await context.newPage();
        const fetched = [];
        page.on('response', (r) => {
          const u = new URL(r.url());
          if (u.pathname.startsWith('/modules/wallet/') && r.status() === 200) fetched.push(u.pathname);
        });
        await openPaymentStep(page, base, player);
        const before = fetched.length;
        walletBeforeOcr ??= [...new Set(fetched.filter((f) => f.endsWith('.js')))];
        const { ms, read } = await timeSlip(page, slip);
        ocrFiles ??= [...new Set(fetched.slice(before))];
        results[i].cold.push(ms);
        results[i].reads.push(read);
        await context.close();
      }
    }
    // Warm: one page, the worker started by a first slip, then every slip again.
    const context = await browser.newContext(options);
    await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
    const page = await context.newPage();
    await openPaymentStep(page, base, player);
    await timeSlip(page, slips[0]);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, slip] of slips.entries()) {
        const { ms, read } = await timeSlip(page, slip);
        results[i].warm.push(ms);
        results[i].reads.push(read);
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { results, walletBeforeOcr, ocrFiles: ocrFiles ?? [] };
}

function docsSection(rows, wallet, machine) {
  const date = new Date().toISOString().slice(0, 10);
  const allRight = rows.every((r) => r.right === r.total);
  const worstWarm = Math.max(...rows.map((r) => r.warm));
  const worstCold = Math.max(...rows.map((r) => r.cold));
  const met = (ok) => (ok ? 'met' : '**not met**');
  const lines = [
    '## OCR (`npm run bench:ocr`)',
    '',
    'On-device UTR recognition of a payment slip (tesseract.js in a worker; worker, core and English data served by the',
    'product and loaded only when the first slip is chosen), measured in Debian\'s Chromium against the production build',
    'served by the API: the time from choosing the slip in the deposit screen\'s file input to its UTR shown in the UTR',
    `field. Median of ${RUNS} per layout; cold = a fresh browser context each time (nothing cached, OCR not loaded yet),`,
    'warm = the same page after a first slip. Slips are rendered in Chromium from HTML (`e2e/harness/slips.ts`), each',
    `with a random 12-digit UTR. Run of ${date} on ${machine}, while other work shared the machine.`,
    '',
    '| slip layout | cold (median) | warm (median) | UTR read right |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.layout} | ${secs(r.cold)} | ${secs(r.warm)} | ${r.right}/${r.total} |`),
    '',
    `The wallet module's own JavaScript a player downloads before OCR is needed (entry and the chunks fetched up to the`,
    `deposit's payment step, gzip -9): **${kb(wallet.bytes)}** (${wallet.files.length} files); every wallet screen's JavaScript`,
    `except OCR (entry and all lazy chunks: deposit, withdrawal, transactions, details) is ${kb(wallet.allButOcr)}. The OCR`,
    `chunk, worker, core and English data (${wallet.ocrCount} files, ${kb(wallet.ocrBytes)} as served, the data already gzipped) are`,
    'fetched only after a slip is chosen. "UTR read right" counts the cold and the warm runs.',
    '',
    `Goals: warm ≤ 1.5 s — ${met(worstWarm <= GOALS.warmMs)} (worst layout ${secs(worstWarm)}); cold ≤ 4 s — ${met(worstCold <= GOALS.coldMs)}`,
    `(worst ${secs(worstCold)}); every UTR right — ${met(allRight)}; wallet JS ≤ 60 KB gz — ${met(wallet.allButOcr <= GOALS.walletGzip)} (all screens).`,
    '',
  ];
  return lines;
}

async function main() {
  build();
  ensureSystemPackages(['chromium'], 'bench:ocr');
  const slipsModule = await loadSlips();
  const { DEMO_CREDENTIALS } = require(path.join(ROOT, 'services/api/dist/seed/demo-credentials.js'));
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-ocr-'));
  WEB = path.join(data, 'web');
  fs.cpSync(BUILT_WEB, WEB, { recursive: true });
  const port = 9800 + Math.floor(Math.random() * 150);
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: path.join(data, 'db'), KHEL_WEB_DIR: WEB, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // its own PGlite database in a temporary directory
  const { ensureSeeded } = await import(path.join(ROOT, 'scripts/lib/database.mjs'));
  await ensureSeeded(env);
  const server = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  try {
    const base = `http://localhost:${port}`;
    await waitForServer(`${base}/health`, server);
    const { chromium } = require('playwright-core');
    const renderer = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    const slips = [];
    for (const layout of slipsModule.SLIP_LAYOUTS) {
      const utr = slipsModule.randomUtr();
      slips.push({ layout, utr, png: await slipsModule.renderSlip(renderer, layout, { utr, amount: 1500 }) });
    }
    await renderer.close();

    const { results, walletBeforeOcr, ocrFiles } = await measure(base, slips, DEMO_CREDENTIALS.player);
    const rows = results.map((r) => ({
      layout: r.layout,
      cold: median(r.cold),
      warm: median(r.warm),
      right: r.reads.filter((x) => x === r.utr).length,
      total: r.reads.length,
      wrong: r.reads.filter((x) => x !== r.utr),
    }));
    const files = walletBeforeOcr ?? [];
    const gz = (list) => list.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(WEB, f)), { level: 9 }).length, 0);
    // Every JavaScript file of the wallet (entry and all its lazy chunks: every screen), less what only OCR fetches.
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB, 'manifest.json'), 'utf8'));
    const allJs = [manifest.modules['/modules/wallet/wallet.js'], ...(manifest.files?.['/modules/wallet/wallet.js']?.chunks ?? [])].filter(Boolean);
    const allButOcr = allJs.filter((f) => !ocrFiles.includes(f));
    const ocrBytes = ocrFiles.reduce((sum, f) => sum + fs.statSync(path.join(WEB, f)).size, 0);
    const wallet = { files, bytes: gz(files), allButOcr: gz(allButOcr), allCount: allButOcr.length, ocrBytes, ocrCount: ocrFiles.length };

    console.log(`\nSlip chosen -> UTR shown, median of ${RUNS} (Chromium ${CHROMIUM}):`);
    console.log(`  ${'layout'.padEnd(20)} ${'cold'.padStart(8)} ${'warm'.padStart(8)}  read right`);
    for (const r of rows) {
      console.log(`  ${r.layout.padEnd(20)} ${secs(r.cold).padStart(8)} ${secs(r.warm).padStart(8)}  ${r.right}/${r.total}${r.wrong.length ? `  (read instead: ${r.wrong.join(', ')})` : ''}`);
    }
    console.log(`\nwallet module JavaScript before OCR (gzip -9): ${kb(wallet.bytes)} fetched up to the deposit's payment step:`);
    for (const f of files) console.log(`  ${f}`);
    console.log(`  every wallet screen's JavaScript except OCR: ${kb(wallet.allButOcr)} (${wallet.allCount} files)`);
    console.log(`fetched only once a slip is chosen: ${wallet.ocrCount} files, ${kb(wallet.ocrBytes)} as served`);
    for (const f of ocrFiles) console.log(`  ${f}`);
    const ok =
      rows.every((r) => r.warm <= GOALS.warmMs && r.cold <= GOALS.coldMs && r.right === r.total) && wallet.allButOcr <= GOALS.walletGzip;
    console.log(`\ngoals (warm ≤ 1.5 s, cold ≤ 4 s, every UTR right, wallet JS ≤ 60 KB gz): ${ok ? 'met' : 'NOT met'}`);
    saveSection('ocr', docsSection(rows, wallet, `${os.cpus().length} cores`));
    if (!ok) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:ocr: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
