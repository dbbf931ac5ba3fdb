// `npm run screens`: screenshots of the product for the docs. Builds when sources changed, starts the composed site
// on a fresh embedded database with the demo data (on a free port, in a temporary data directory), logs in as the
// demo player and as the demo admin through the login pages, and writes docs/screens/<page>-<width>.png at 390 px
// (a phone) and 1280 px (a laptop) for Home, Deposit, Withdrawal, Transactions and the console home, full page;
// also the login prompt a logged-out visitor to a wallet page gets, change-password with the withdraw password pair,
// and the console's withdrawal queue with one pending withdrawal (made through the API as the demo player).
// The whole run holds /tmp/khel-build.lock (as builds and browser tests do), so no build replaces dist/web under it;
// run inside `flock /tmp/khel-build.lock ...` it sees the lock is already its own and does not wait for itself.
// `--no-build` uses the existing build as it is. Needs Chromium (/usr/bin/chromium, or KHEL_CHROMIUM).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'docs/screens');
const LOCK = '/tmp/khel-build.lock';
const CHROMIUM = process.env.KHEL_CHROMIUM ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);

/** The viewports; the width names the file. */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The player's pages (file name, path), then the console's home. */
const PLAYER_SCREENS = [
  { name: 'home', path: '/' },
  { name: 'deposit', path: '/deposit' },
  { name: 'withdrawal', path: '/withdrawal' },
  { name: 'transactions', path: '/transaction' },
  { name: 'change-password', path: '/change-password?withdraw=1&next=%2Fwithdrawal' },
];
const CONSOLE_SCREEN = { name: 'console', path: '/backoffice' };
const QUEUE_SCREEN = { name: 'console-withdrawals', path: '/backoffice/withdrawals' };
/** The login prompt: a logged-out visit to this wallet page, returned to after logging in. */
const LOGIN_PROMPT = { name: 'login-prompt', path: '/deposit' };

/** Whether a process this one runs under (`flock /tmp/khel-build.lock npm run screens`) holds the lock already. */
function ancestorHoldsLock() {
  try {
    const inode = fs.statSync(LOCK).ino;
    const holders = fs
      .readFileSync('/proc/locks', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[1] === 'FLOCK' && Number(f[5]?.split(':')[2]) === inode)
      .map((f) => Number(f[4]));
    for (let pid = process.ppid; pid > 1; ) {
      if (holders.includes(pid)) return true;
      pid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    }
  } catch {
    // no lock file yet, or no /proc: nobody holds it for us
  }
  return false;
}

/** Runs this script again under the build lock (unless it already holds it, or flock is missing). */
function underLock() {
  if (process.env.KHEL_SCREENS_LOCKED === '1' || ancestorHoldsLock()) return false;
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasFlock) return false;
  const result = spawnSync('flock', [LOCK, process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, KHEL_SCREENS_LOCKED: '1' },
  });
  process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits for the page to settle: no network for a while, fonts loaded, no spinner left. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  // Browser-side code as strings: this file is linted as Node code.
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await page.waitForFunction(`!document.querySelector('#khel-boot, .khel-app-spinner, [aria-busy="true"]')`, undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

async function shoot(page, name, width) {
  await settle(page);
  const file = path.join(OUT, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  console.log(`[screens] ${path.relative(ROOT, file)}`);
}

async function newContext(browser, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: 'block', locale: 'en-IN', timezoneId: 'Asia/Kolkata', reducedMotion: 'reduce' });
  // The offer popup and the notification question belong to a first visit, not to these pictures.
  await context.addInitScript({ content: "localStorage.setItem('is_offer', '1'); localStorage.setItem('notificationUnsubscribed', 'true');" });
  return context;
}

async function playerScreens(browser, base, credentials, viewport) {
  const context = await newContext(browser, viewport);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${base}${LOGIN_PROMPT.path}`);
    await page.getByText('Please log in to continue.').waitFor();
    await shoot(page, LOGIN_PROMPT.name, viewport.width);
    await page.getByLabel('Mobile Number').fill(credentials.mobile);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}${LOGIN_PROMPT.path}`);
    for (const screen of PLAYER_SCREENS) {
      await page.goto(`${base}${screen.path}`); // a fresh load: no "Logged in successfully" toast over Home
      await shoot(page, screen.name, viewport.width);
    }
  } finally {
    await context.close();
  }
}

async function consoleScreen(browser, base, credentials, viewport) {
  const context = await newContext(browser, viewport);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${base}${CONSOLE_SCREEN.path}`);
    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
    await shoot(page, CONSOLE_SCREEN.name, viewport.width);
    await page.goto(`${base}${QUEUE_SCREEN.path}`);
    await page.getByRole('heading', { name: 'Withdrawals' }).waitFor();
    await shoot(page, QUEUE_SCREEN.name, viewport.width);
  } finally {
    await context.close();
  }
}

/** A player's API call with an Idempotency-Key; throws on an error answer. */
async function playerCall(base, token, method, urlPath, body) {
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': `screens-${Math.random()}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${answer.message}`);
  return answer.data;
}

/** One pending withdrawal of the demo player to a bank account, so the queue picture has a row to show. */
async function pendingWithdrawal(base, credentials) {
  const login = await fetch(`${base}/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 1, mobile: credentials.mobile, password: credentials.password }),
  });
  const token = (await login.json()).data.token;
  const p = credentials.password;
  const withdrawPassword = 'Screens@123';
  await playerCall(base, token, 'POST', '/user/auth/change-password', { current_password: p, new_password: p, confirm_password: p, withdraw_password: withdrawPassword, confirm_withdraw_password: withdrawPassword });
  const config = await playerCall(base, token, 'GET', '/wallet/client/config');
  const bank = config.payment_method.find((m) => m.method_type === 'bank');
  await playerCall(base, token, 'POST', '/wallet/client/create-client-account', {
    payment_method: 'bank', method_id: bank.id, bank_id: config.bank_list[0].id, ifsc_code: 'SBIN0012345', account_number: '123456789012345678', account_holder_name: 'Asha Verma', transaction_password: withdrawPassword,
  });
  const accounts = await playerCall(base, token, 'GET', '/wallet/client/client-account');
  await playerCall(base, token, 'POST', '/user/api/get-id/wallet-withdraw', { amount: 500, client_account_index: accounts.account_list[0].client_account_id, type: 'client_withdrawal' });
}

async function main() {
  underLock();
  const { ensureBuilt } = await import('./lib/prepare.mjs');
  if (!process.argv.includes('--no-build')) ensureBuilt();
  if (!fs.existsSync(CHROMIUM)) throw new Error(`screens needs Chromium at ${CHROMIUM} (apt-get install chromium, or set KHEL_CHROMIUM)`);
  const { ensureSeeded } = await import('./lib/database.mjs');
  const { waitForServer } = await import('./bench/wait-for-server.mjs');
  const { DEMO_CREDENTIALS } = require(path.join(ROOT, 'services/api/dist/seed/demo-credentials.js'));

  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-screens-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: data, KHEL_WEB_DIR: path.join(ROOT, 'dist/web'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database, always fresh
  delete env.KHEL_DEMO_DATA;
  delete env.NODE_ENV; // as `npm start`: demo data is never made under NODE_ENV=production
  let server;
  let browser;
  try {
    await ensureSeeded(env);
    server = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
    const base = `http://localhost:${port}`;
    await waitForServer(`${base}/health`, server);
    const { chromium } = require('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    fs.mkdirSync(OUT, { recursive: true });
    await pendingWithdrawal(base, DEMO_CREDENTIALS.player);
    for (const viewport of WIDTHS) {
      await playerScreens(browser, base, DEMO_CREDENTIALS.player, viewport);
      await consoleScreen(browser, base, DEMO_CREDENTIALS.admin, viewport);
    }
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[screens] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
