import type { Page } from 'playwright-core';
import { DEMO_PLAYER } from './harness/demo';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

// Issue 16, the wallet as a new player meets it on a phone: the demo QR images, the selected payment tab at 320 px,
// disabled buttons saying why, the 404 page on a wallet sub-path, the sandbox payment page, the withdrawal password.
const site = useSite({ copyWeb: true });
jest.setTimeout(120_000);

const KHEL_BG = 'rgb(11, 15, 26)'; // the theme's bg token (#0b0f1a)

/** Waits until the image has loaded and has pixels. */
const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector(s) as HTMLImageElement | null;
    return Boolean(img && img.complete && img.naturalWidth > 0);
  }, selector);

async function paymentStep(page: Page, amount = '1000') {
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/deposit`);
  await page.getByPlaceholder('Enter Amount').fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('tablist', { name: 'Payment methods' }).waitFor();
}

test('on a 320 px phone: Next says why it is disabled, the selected method tab is in view, the QR images are real', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await page.setViewportSize({ width: 320, height: 720 });
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/deposit`);
  await page.getByText('Minimum deposit is 100', { exact: true }).waitFor();
  await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
  await page.getByPlaceholder('Enter Amount').fill('1000');
  await expect(page.getByText('Minimum deposit is 100').count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // The default method (Bank Transfer, after the two social ones) starts past the strip's edge: it is scrolled in.
  await page.getByRole('tab', { name: /Bank Transfer/, selected: true }).waitFor();
  const inView = () =>
    page.waitForFunction(() => {
      const strip = document.querySelector('[role=tablist][aria-label="Payment methods"]') as HTMLElement;
      const s = strip.getBoundingClientRect();
      const t = strip.querySelector('[aria-selected=true]')!.getBoundingClientRect();
      return strip.scrollLeft > 0 && t.left >= s.left - 1 && t.right <= s.right + 1;
    });
  await inView();
  // The page itself did not scroll sideways.
  await expect(page.evaluate(() => document.scrollingElement!.scrollLeft)).resolves.toBe(0);

  // The demo UPI and USDT accounts' QR images are served PNGs that load.
  for (const [tab, file] of [
    [/^UPI/, 'upi.png'],
    [/^USDT/, 'usdt.png'],
  ] as const) {
    const answer = page.waitForResponse((r) => r.url().endsWith(`/wallet/demo/qr/${file}`));
    await page.getByRole('tab', { name: tab }).click();
    const response = await answer;
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/png']);
    await loaded(page, 'img[alt="Payment QR code"]');
    await inView();
  }

  // SUBMIT says what is missing.
  await page.getByRole('tab', { name: /Bank Transfer/ }).click();
  await page.getByText('Please accept the terms to continue.', { exact: true }).waitFor();
  await expect(page.getByRole('button', { name: 'SUBMIT' }).isDisabled()).resolves.toBe(true);
});

test('a wallet sub-path shows the 404 page, whose link goes Home', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  for (const path of ['/deposit/x', '/withdrawal/old/page']) {
    await page.goto(`${site.server.url}${path}`);
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  }
  await page.getByRole('link', { name: 'Go To Homepage' }).click();
  await page.waitForURL(`${site.server.url}/`);
  await expect(page.getByRole('heading', { name: '404 Not Found' }).count()).resolves.toBe(0);
});

test("the sandbox payment page wears Khel's logo and theme, and leads back", async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await paymentStep(page, '500');
  await page.getByRole('tab', { name: /Pay Online/ }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/wallet\/gateway\/sandbox\//);
  await expect(page.title()).resolves.toBe('Khel · Secure payment');
  await loaded(page, 'img[alt="Khel"]');
  await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(KHEL_BG);
  await page.getByText('₹500.00', { exact: true }).waitFor();
  const approve = page.getByRole('button', { name: 'Approve payment' });
  await expect(approve.evaluate((b) => getComputedStyle(b).backgroundColor)).resolves.toBe('rgb(255, 159, 28)'); // accent
  await approve.click();
  await page.getByRole('heading', { name: 'Payment approved' }).waitFor();
  await page.getByRole('link', { name: 'Back to Khel' }).click();
  await page.waitForURL(`${site.server.url}/`);
  // The site itself has the same background.
  await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(KHEL_BG);
});

test('a player with no withdrawal password is told before the form and sent to the change-password pair', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/withdrawal`);
  const notice = page.getByRole('region', { name: 'Withdrawal password' });
  await notice.getByText('You have not set a withdrawal password yet.').waitFor();
  await notice.getByRole('link', { name: 'Set it on the Change Password page' }).click();
  await page.waitForURL(`${site.server.url}/change-password?withdraw=1&next=%2Fwithdrawal`);
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  // The pair is open at once (the shell's page), and saving it returns to the withdrawal screen, notice gone.
  await page.getByLabel('Current Password', { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByLabel('New Password', { exact: true }).fill('Player@2024x');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Player@2024x');
  await page.getByLabel('Withdraw Password', { exact: true }).fill('Khel@2024x');
  await page.getByLabel('Confirm Withdraw Password', { exact: true }).fill('Khel@2024x');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL(`${site.server.url}/withdrawal`);
  await page.getByRole('tab', { name: 'Use Previous Account' }).waitFor();
  await expect(notice.count()).resolves.toBe(0);
});
