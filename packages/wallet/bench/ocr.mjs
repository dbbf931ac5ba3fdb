// OCR bench: in Chromium against a running composed site, the time from choosing a payment slip on the deposit
// screen to the UTR shown in its field, cold (new browser context: empty HTTP cache and IndexedDB, so the worker,
// core and traineddata load and compile) and warm (same page, next slip), median of RUNS, over 3 slip layouts,
// and whether every UTR was read right.
//   KHEL_BENCH_URL: a running site (its host must be the seeded site's domain). Without it the bench serves the
//   existing build (dist/web, services/api/dist) itself on a fresh PGlite database, seeded, and stops it after.
//   KHEL_BENCH_USER / KHEL_BENCH_PASSWORD (default the seeded player1), KHEL_BENCH_RUNS (default 5)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let BASE = (process.env.KHEL_BENCH_URL ?? '').replace(/\/$/, '');
const RUNS = Number(process.env.KHEL_BENCH_RUNS ?? 5);
const LAYOUTS = [
  { name: 'UPI app receipt', utr: '412345678901', lines: ['Payment Successful', 'Rs 500.00', 'To: Khel Payments', 'UPI Ref No: 412345678901', '22 Nov 2026, 10:42 AM'] },
  { name: 'bank transfer, grouped UTR', utr: '556677889900', lines: ['Transaction Details', 'Paid from HDFC Bank', 'UTR', '5566 7788 9900', 'Amount 1,200.00'] },
  { name: 'IMPS with a phone number', utr: '223344556677', lines: ['IMPS transfer complete', 'Beneficiary: Ravi Kumar', 'Mobile +91 9876543210', 'Transaction ID 223344556677'] },
];

async function login() {
  const res = await fetch(`${BASE}/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 2, user_id: process.env.KHEL_BENCH_USER ?? 'player1', password: process.env.KHEL_BENCH_PASSWORD ?? 'Player@123' }),
  });
  const body = await res.json();
  if (!body?.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function openPayment(context) {
  const page = await context.newPage();
  await page.goto(`${BASE}/deposit`);
  await page.getByPlaceholder('Enter Amount').fill('500');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('input[name=utr]').waitFor({ timeout: 30_000 });
  return page;
}

/** Draws the slip in the page (a PNG like a phone screenshot) and returns its bytes. */
async function slip(page, lines) {
  const b64 = await page.evaluate((lines) => {
    const c = document.createElement('canvas');
    c.width = 720;
    c.height = 120 + lines.length * 64;
    const g = c.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, c.width, c.height);
    g.fillStyle = '#111';
    g.font = '28px sans-serif';
    lines.forEach((l, i) => g.fillText(l, 32, 70 + i * 64));
    return c.toDataURL('image/png').split(',')[1];
  }, lines);
  return Buffer.from(b64, 'base64');
}

/** Chooses the slip and waits for the UTR field to fill; returns [ms, utr]. */
async function timeOne(page, layout) {
  const buffer = await slip(page, layout.lines);
  const clear = page.getByLabel('Clear payment slip');
  if (await clear.count()) await clear.click();
  const started = Date.now();
  await page.locator('input[aria-label="Payment slip"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer });
  await page.waitForFunction(() => document.querySelector('input[name=utr]')?.value, null, { timeout: 30_000 });
  const ms = Date.now() - started;
  return [ms, await page.locator('input[name=utr]').inputValue()];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Serves the existing build on a fresh seeded database; returns a stop function. */
async function startServer() {
  for (const f of ['dist/web/index.html', 'services/api/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, f))) throw new Error(`${f} is missing: run npm run build first`);
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-ocr-bench-'));
  const port = 9500 + Math.floor(Math.random() * 400);
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: data, KHEL_WEB_DIR: path.join(ROOT, 'dist/web'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const { ensureSeeded } = await import(path.join(ROOT, 'scripts/lib/database.mjs'));
  await ensureSeeded(env);
  const server = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  BASE = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null || i > 240) throw new Error('the server did not start');
    if (await fetch(`${BASE}/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    fs.rmSync(data, { recursive: true, force: true });
  };
}

async function main() {
  const stop = BASE ? null : await startServer();
  try {
    await bench();
  } finally {
    await stop?.();
  }
}

async function bench() {
  const token = await login();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const layout of LAYOUTS) {
      const cold = [];
      const warm = [];
      let right = true;
      let page = null;
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await context.addCookies([{ name: 'AUTH_TOKEN', value: token, url: BASE }]);
        await context.addInitScript(() => localStorage.setItem('is_offer', '1'));
        page = await openPayment(context);
        const [ms, utr] = await timeOne(page, layout);
        cold.push(ms);
        right &&= utr === layout.utr;
        if (i < RUNS - 1) await context.close();
      }
      for (let i = 0; i < RUNS; i++) {
        const [ms, utr] = await timeOne(page, layout);
        warm.push(ms);
        right &&= utr === layout.utr;
      }
      await page.context().close();
      rows.push({ layout: layout.name, cold_ms: median(cold), warm_ms: median(warm), utr_right: right, cold_runs: cold.join(' '), warm_runs: warm.join(' ') });
    }
  } finally {
    await browser.close();
  }
  console.log(`OCR bench, Chromium, ${BASE}, median of ${RUNS} (goal: warm <= 1500 ms, cold <= 4000 ms, every UTR right)`);
  console.table(rows);
  if (rows.some((r) => !r.utr_right)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
