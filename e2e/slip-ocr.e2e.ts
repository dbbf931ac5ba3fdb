import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { randomUtr, renderSlip } from './harness/slips';

/**
 * The slip is read on the device (issue 31 point 5): tesseract.js's worker, core and English data, served by the site
 * itself, load and read under the site's Content-Security-Policy, and the UTR in the field is the device's own: the
 * server's auto-UTR route is never called, and the notice says the device read it. The form stays usable meanwhile.
 */
const site = useSite();
jest.setTimeout(180_000);

const UTR_FOUND = "We find this as UTR Number from uploaded screenshot by you, If it's wrong Kindly make it correct manually for fast deposit.";
const READING = 'Reading the UTR from your slip…';
const FIXTURES = path.resolve(__dirname, '../scripts/slips/fixtures');

interface Manifest {
  file: string;
  variant: string;
  utr: string;
  /** false: too poor for a trusted reading; the reader gives none and the player types it. */
  readable: boolean;
}

/** The deposit's payment step for the demo player, counting what reaches the server's auto-UTR and the OCR's console. */
async function paymentStep(): Promise<{ page: Page; autoUtrCalls: string[]; ocrErrors: string[] }> {
  const page = await site.newPage('/', { offerSeen: true });
  const autoUtrCalls: string[] = [];
  const ocrErrors: string[] = [];
  page.on('request', (r) => void (r.url().includes('/wallet/client/auto-utr') && autoUtrCalls.push(r.url())));
  const watch = (text: string) => void (/tesseract|wasm|importScripts/i.test(text) && ocrErrors.push(text));
  page.on('console', (m) => m.type() === 'error' && watch(m.text()));
  page.on('pageerror', (e) => watch(String(e)));
  page.on('worker', (w) => w.on('console', (m) => m.type() === 'error' && watch(m.text())));
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/deposit`);
  await page.getByPlaceholder('Enter Amount').fill('500');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('tab', { selected: true }).waitFor();
  return { page, autoUtrCalls, ocrErrors };
}

async function chooseSlip(page: Page, name: string, bytes: Buffer) {
  await page.getByLabel('Payment slip').setInputFiles({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer: bytes });
}

test('the device reads the UTR under the CSP, never the server fallback, while the form stays usable', async () => {
  const { page, autoUtrCalls, ocrErrors } = await paymentStep();
  const utr = randomUtr();
  await chooseSlip(page, 'slip.png', await renderSlip(site.browser.browser, 'upi-receipt', { utr, amount: 500 }));
  // Inline, not a full-screen loader: the form is on screen and the UTR field takes typing while the slip is read.
  await page.getByText(READING).waitFor();
  await expect(page.getByTestId('full-screen-loader').count()).resolves.toBe(0);
  await expect(page.getByPlaceholder('Enter UTR Number').isEditable()).resolves.toBe(true);
  const notice = page.getByText(UTR_FOUND);
  await notice.waitFor({ timeout: 120_000 });
  await expect(page.getByPlaceholder('Enter UTR Number').inputValue()).resolves.toBe(utr);
  await expect(notice.getAttribute('data-source')).resolves.toBe('device');
  expect(autoUtrCalls).toEqual([]);
  expect(ocrErrors).toEqual([]);
  expect(site.browser.takeCspViolations()).toEqual([]);
});

test('the device reads the hard committed slips (sideways, forwarded twice) or says it found none, never a wrong number', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as Manifest[];
  const hard = manifest.filter((m) => /^(sideways|forwarded-twice)/.test(m.variant));
  expect(hard.length).toBeGreaterThanOrEqual(2);
  const { page, autoUtrCalls, ocrErrors } = await paymentStep();
  // Each slip chosen takes an upload slot and a player holds at most 5 unused ones (the first test took one): the
  // uploads are not what this test checks, so the page answers them itself, as bench:ocr does.
  const stored = `${site.server.url}/e2e-upload/slip`;
  await page.route('**/wallet/dir/settings/getSignedUrl', (route) =>
    route.fulfill({ json: { success: true, status: 1, message: 'Success', data: { url: stored, method: 'PUT', file_url: stored } } }),
  );
  await page.route('**/e2e-upload/**', (route) => route.fulfill({ status: 200, body: '' }));
  const utrField = page.getByPlaceholder('Enter UTR Number');
  for (const slip of hard) {
    await chooseSlip(page, slip.file, fs.readFileSync(path.join(FIXTURES, slip.file)));
    await page.locator('.w-notice').waitFor({ timeout: 120_000 });
    expect({ file: slip.file, utr: await utrField.inputValue() }).toEqual({ file: slip.file, utr: slip.readable ? slip.utr : '' });
    // A trusted number is the device's own; a slip too poor to trust reads as none (the server fallback, asked
    // then, finds none either: the same reader), never a wrong number.
    if (slip.readable) await expect(page.locator('.w-notice').getAttribute('data-source')).resolves.toBe('device');
    await page.getByRole('button', { name: 'Clear payment slip' }).click();
    await page.locator('.w-notice').waitFor({ state: 'detached' });
  }
  // The server is asked only after the device found none.
  expect(autoUtrCalls).toHaveLength(hard.filter((m) => !m.readable).length);
  expect(ocrErrors).toEqual([]);
});
