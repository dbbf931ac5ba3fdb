import type { Page } from 'playwright-core';
import { waitForModuleState } from './harness/modules';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

const pathOf = (url: string) => new URL(url).pathname;

/** Marks the document: the mark survives in-page navigation and is gone after a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __khelSameDocument: boolean }).__khelSameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __khelSameDocument?: boolean }).__khelSameDocument === true);

/** The wallet's own area (the layout's element for the application, root-config/src/layout-dom.ts). */
const wallet = (page: Page) => page.locator('[id="single-spa-application:@khel/wallet"]');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test("the shell's react-router links reroute single-spa to the wallet, the wallet follows the shell's links, and Back and Forward work across apps", async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await page.locator('.s-home').waitFor();
  await markDocument(page);

  // Shell Home -> wallet Deposit, by the header's link.
  await page.locator('header.s-header').getByRole('link', { name: 'Deposit' }).click();
  await page.waitForURL(`${site.server.url}/deposit`);
  await waitForModuleState(page, '@khel/wallet', 'mounted');
  await wallet(page).getByRole('heading', { name: 'Deposit' }).waitFor();
  await expect(page.locator('.s-home').count()).resolves.toBe(0);

  // Wallet Deposit -> wallet Withdrawal, by the shell's side menu: the wallet's own router follows.
  await sideMenu(page).getByRole('link', { name: 'Withdrawal' }).click();
  await page.waitForURL(`${site.server.url}/withdrawal`);
  await wallet(page).getByRole('heading', { name: 'Withdraw Amount' }).waitFor();

  // Back: Deposit again; Back again: Home, the wallet gone.
  await page.goBack();
  await wallet(page).getByRole('heading', { name: 'Deposit' }).waitFor();
  expect(pathOf(page.url())).toBe('/deposit');
  await page.goBack();
  await page.locator('.s-home').waitFor();
  expect(pathOf(page.url())).toBe('/');
  await wallet(page).waitFor({ state: 'detached' });

  // Forward: the wallet mounts again on Deposit.
  await page.goForward();
  await wallet(page).getByRole('heading', { name: 'Deposit' }).waitFor();
  expect(pathOf(page.url())).toBe('/deposit');

  // The side menu marks where the player is, following every route change.
  await expect(sideMenu(page).getByRole('link', { name: 'Deposit' }).getAttribute('class')).resolves.toBe('s-on');

  // All of it without a page load.
  await expect(sameDocument(page)).resolves.toBe(true);
});

test('a shell page reached by a shell link, then Back, shows the previous shell page', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await page.locator('.s-home').waitFor();
  await markDocument(page);
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { name: 'FAQ' }).waitFor();
  await expect(page.locator('footer.s-footer').count()).resolves.toBe(0);
  await page.goBack();
  await page.locator('.s-home').waitFor();
  await expect(page.getByRole('heading', { name: 'FAQ' }).count()).resolves.toBe(0);
  await expect(sameDocument(page)).resolves.toBe(true);
});

test.each(['/deposit/x', '/login/x', '/transaction-details/TX1/more'])('a sub-path nobody routes, %s, is the 404 page under the header', async (path) => {
  const page = await site.newPage(path, { offerSeen: true });
  await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  await page.locator('header.s-header').waitFor();
  await expect(wallet(page).count()).resolves.toBe(0);
  await expect(page.locator('.khel-shell-page').count()).resolves.toBe(0);
});
