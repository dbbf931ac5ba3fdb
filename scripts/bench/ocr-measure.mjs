// The two halves of `npm run bench:ocr`: the wallet's on-device reading in Chromium (the deposit screen, the
// server's auto-UTR blocked so only the device reads) and the server's auto-UTR route, over the same slips.
import { createRequire } from 'node:module';
import { CHROMIUM } from '../lib/system-packages.mjs';

const require = createRequire(import.meta.url);
const CONTEXT = { serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Kolkata' };
const extension = (slip) => (slip.mime === 'image/png' ? 'png' : 'jpg');

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

/** Chooses a slip and waits for the UTR field to be filled (or the "didn't find" notice); the time and what was read. */
async function timeSlip(page, slip) {
  const started = Date.now();
  await page.getByLabel('Payment slip').setInputFiles({ name: `${slip.name}.${extension(slip)}`, mimeType: slip.mime, buffer: slip.bytes });
  const handle = await page.waitForFunction(
    () => {
      const value = document.querySelector('input[name="utr"]')?.value;
      const notice = document.querySelector('.w-notice')?.textContent;
      return value || (notice && !value ? '(none)' : null);
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Date.now() - started;
  const read = await handle.jsonValue();
  await page.getByRole('button', { name: 'Clear payment slip' }).click();
  await page.waitForFunction(() => !document.querySelector('input[name="utr"]')?.value);
  return { ms, read };
}

/** A page on the deposit's payment step whose server auto-UTR calls fail, so a UTR shown is the device's own. */
async function devicePage(browser, base, player, onResponse) {
  const context = await browser.newContext(CONTEXT);
  await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
  await context.route('**/wallet/client/auto-utr', (route) => route.abort());
  // The slip's upload is not measured, and a player holds at most 5 unused upload slots: answer it in the page.
  const stored = `${base}/bench-upload/slip`;
  await context.route('**/wallet/dir/settings/getSignedUrl', (route) =>
    route.fulfill({ json: { success: true, status: 1, message: 'Success', data: { url: stored, method: 'PUT', file_url: stored } } }),
  );
  await context.route('**/bench-upload/**', (route) => route.fulfill({ status: 200, body: '' }));
  const page = await context.newPage();
  if (onResponse) page.on('response', onResponse);
  await openPaymentStep(page, base, player);
  return { context, page };
}

/**
 * The browser: cold = a fresh context per slip (worker, core and data not loaded yet), over `coldSlips`;
 * warm = one page whose worker a first slip started, then every slip of the corpus once.
 */
export async function measureBrowser(base, player, slips, coldSlips) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const cold = [];
  const warm = [];
  let walletBeforeOcr = null;
  let ocrFiles = null;
  try {
    for (const slip of coldSlips) {
      const fetched = [];
      const { context, page } = await devicePage(browser, base, player, (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/modules/wallet/') && r.status() === 200) fetched.push(u.pathname);
      });
      const before = fetched.length;
      walletBeforeOcr ??= [...new Set(fetched.filter((f) => f.endsWith('.js')))];
      cold.push({ slip, ...(await timeSlip(page, slip)) });
      ocrFiles ??= [...new Set(fetched.slice(before))];
      await context.close();
    }
    const { context, page } = await devicePage(browser, base, player);
    await timeSlip(page, coldSlips[0]);
    for (const slip of slips) warm.push({ slip, ...(await timeSlip(page, slip)) });
    await context.close();
  } finally {
    await browser.close();
  }
  return { cold, warm, walletBeforeOcr: walletBeforeOcr ?? [], ocrFiles: ocrFiles ?? [] };
}

/** The server: the demo player's POST /wallet/client/auto-utr for every slip; cold = the first call after start. */
export async function measureServer(base, player, slips) {
  const login = await fetch(`${base}/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 1, mobile: player.mobile, password: player.password }),
  });
  const body = await login.json();
  const token = body.data?.token ?? body.token;
  if (!token) throw new Error(`bench:ocr: login failed: ${JSON.stringify(body)}`);
  const post = async (slip) => {
    const form = new FormData();
    form.append('image', new Blob([slip.bytes], { type: slip.mime }), `${slip.name}.${extension(slip)}`);
    const started = Date.now();
    const res = await fetch(`${base}/wallet/client/auto-utr`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const json = await res.json().catch(() => ({}));
    return { slip, ms: Date.now() - started, read: json.utr ?? json.data?.utr ?? '(none)' };
  };
  const cold = await post(slips[0]);
  const warm = [];
  for (const slip of slips) warm.push(await post(slip));
  return { cold: [cold], warm };
}
