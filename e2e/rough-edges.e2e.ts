// Issue 31 item 7, the rough edges outside the wallet, each as a player met it in Chromium at 390 px and 1280 px.
import type { Locator, Page } from 'playwright-core';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();
jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function phonePage(path: string): Promise<Page> {
  const page = await site.newPage(path, { offerSeen: true });
  await page.setViewportSize(PHONE);
  return page;
}

/** The gaps between a card and the screen's left and right edges, in CSS pixels. */
async function sideMargins(card: Locator): Promise<[number, number]> {
  await card.waitFor();
  return card.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return [Math.round(r.left), Math.round(document.documentElement.clientWidth - r.right)] as [number, number];
  });
}

function expectMargins(name: string, [left, right]: [number, number]) {
  expect([name, left >= 12, right >= 12]).toEqual([name, true, true]);
}

test("logged out, /notifications shows the login prompt, not the API's refusal", async () => {
  const page = await phonePage('/notifications');
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await page.getByText('Log in to see your notifications.').waitFor();
  await page.locator('.khel-shell-page').getByRole('link', { name: 'Login' }).click();
  await page.waitForURL(`${site.server.url}/login?next=%2Fnotifications`);
  // No refusal text anywhere: not in the page, not in a toast.
  await expect(page.getByText(/token|Unauthori[sz]ed/i).count()).resolves.toBe(0);
});

test('at 390 px the login, change-password and error-panel cards keep side margins', async () => {
  const page = await phonePage('/login');
  expectMargins('login card', await sideMargins(page.locator('.s-auth')));

  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/change-password`);
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  expectMargins('change-password card', await sideMargins(page.locator('.s-auth')));

  // An app's own error panel: the open bets cannot be read.
  await page.route((url) => url.pathname === '/sports/bets', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"status":0,"message":"Service unavailable"}' }));
  await page.goto(`${site.server.url}/sports-book`);
  expectMargins('app error panel', await sideMargins(page.locator('.k-error')));

  // The module frame's error panel: the games module itself does not load (no service worker to serve it).
  const context = await site.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const fresh = await context.newPage();
    await fresh.route((url) => url.pathname.startsWith('/modules/games/'), (route) => route.fulfill({ status: 404, body: 'gone' }));
    await fresh.goto(`${site.server.url}/matka`);
    expectMargins('module error panel', await sideMargins(fresh.locator('.khel-app-error')));
  } finally {
    await context.close();
  }
});

test("buttons are drawn in the site's font, not the browser's system fallback", async () => {
  const page = await phonePage('/login');
  const submit = page.locator('form button[type="submit"]');
  await submit.waitFor();
  const [button, body] = await submit.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(document.body).fontFamily]);
  expect(button).toBe(body);
  const tab = page.locator('.s-tabs button').first();
  await expect(tab.evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toBe(body);
});

test('at 1280 px a toast never covers the header balance or the Deposit button', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await page.setViewportSize(LAPTOP);
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/setting`);
  // Choosing the language already in use answers with an error toast.
  await page.getByRole('button', { name: 'Update Language' }).click();
  const toast = page.locator('.k-toasts .k-toast').first();
  await toast.waitFor();
  const box = async (l: Locator) => (await l.boundingBox())!;
  const t = await box(toast);
  for (const [name, target] of [
    ['balance', page.getByTestId('header-balance')],
    ['Deposit', page.locator('header.s-header').getByRole('link', { name: 'Deposit' })],
  ] as const) {
    const b = await box(target);
    const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect([name, overlaps]).toEqual([name, false]);
  }
});
