// bench:bundle's (d) (`npm run bench:bundle`): @khel/reports' own JavaScript, gzipped, beside its budget of 60 KB
// (issue 28): the module's entry and every chunk a logged-in player's visit to each of its screens loads (bets, bet
// history, win-loss, its details, casino win-loss, both statements), before a chart or a download is asked for;
// then the chart's and the download's chunks, loaded when asked, listed apart. Measured in Debian's Chromium on the
// production build served by the API (bench:bundle's browser and server): `measureReports(browser, port)` returns
// { own, later, total } (rows of { file, gzip }); bench:bundle fails when `total` is over the budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'dist/web');
const require = createRequire(import.meta.url);
export const REPORTS_BUDGET = 60 * 1024;
const SCREENS = ['/bets', '/bet-history', '/win-loss', '/win-loss-details', '/casino-win-loss-details', '/account-statement', '/transfer-statement'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const sum = (rows) => rows.reduce((n, r) => n + r.gzip, 0);

/** The demo player's token (the seed's credentials), for the AUTH_TOKEN cookie the site reads. */
async function demoToken(port) {
  const { DEMO_CREDENTIALS } = require(path.join(ROOT, 'services/api/dist/seed/demo-credentials.js'));
  const res = await fetch(`http://localhost:${port}/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 1, mobile: DEMO_CREDENTIALS.player.mobile, password: DEMO_CREDENTIALS.player.password }),
  });
  const body = await res.json();
  if (!body?.data?.token) throw new Error(`demo login failed (${res.status})`);
  return body.data.token;
}

/** Visits every reports screen logged in (service worker blocked), then opens the chart and downloads a CSV. */
export async function measureReports(browser, port) {
  const token = await demoToken(port);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, acceptDownloads: true });
  try {
    await context.addCookies([{ name: 'AUTH_TOKEN', value: token, url: `http://localhost:${port}` }]);
    await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
    const page = await context.newPage();
    const scripts = new Map();
    let phase = 'screens';
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(port) || !url.pathname.startsWith('/modules/reports/') || !url.pathname.endsWith('.js') || response.status() !== 200) return;
      if (!scripts.has(url.pathname)) scripts.set(url.pathname, { phase, body: response.body().catch(() => null) });
    });
    for (const screen of SCREENS) {
      await page.goto(`http://localhost:${port}${screen}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('.r-area h1', { timeout: 30_000 });
    }
    phase = 'chart';
    await page.goto(`http://localhost:${port}/win-loss?preset=30d`, { waitUntil: 'networkidle' });
    const show = page.getByRole('button', { name: 'Show chart' });
    if (await show.count()) {
      await show.click();
      await page.waitForSelector('.r-chart canvas', { timeout: 30_000 });
    }
    phase = 'download';
    await page.goto(`http://localhost:${port}/account-statement`, { waitUntil: 'networkidle' });
    const download = page.waitForEvent('download', { timeout: 30_000 }).catch(() => null);
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await download;
    await page.waitForTimeout(500);
    const rows = [];
    for (const [file, { phase: when, body }] of scripts) {
      const local = path.join(WEB, file);
      const bytes = (await body) ?? (fs.existsSync(local) ? fs.readFileSync(local) : null);
      if (bytes) rows.push({ file, gzip: gz(bytes), phase: when });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const own = rows.filter((r) => r.phase === 'screens');
    const later = rows.filter((r) => r.phase !== 'screens');
    return { own, later, total: sum(own) };
  } finally {
    await context.close();
  }
}

/** Prints the module's own JS (every screen) and, apart, what the chart and a download added. */
export function report({ own, later, total }) {
  console.log("\n@khel/reports' own JavaScript over a visit to every screen, before a chart or a download (gzipped):");
  for (const r of own) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file}`);
  console.log(`  ${kb(total).padStart(10)}  TOTAL  budget ${kb(REPORTS_BUDGET)}, ratio ${(total / REPORTS_BUDGET).toFixed(2)}: ${total <= REPORTS_BUDGET ? 'ok' : 'OVER'}`);
  console.log('Loaded only when asked for (the chart, a download):');
  for (const r of later) console.log(`  ${kb(r.gzip).padStart(10)}  ${r.file} (${r.phase})`);
  if (!later.length) console.log('  nothing: the chart or the download did not load its chunk (or it loaded before it was asked for)');
}
