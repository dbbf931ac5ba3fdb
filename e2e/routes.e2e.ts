import { waitForModuleState } from './harness/modules';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

test('Home is the shell: header, site title and footer', async () => {
  const page = await site.newPage('/');
  await page.locator('header.s-header').waitFor();
  await page.getByRole('link', { name: 'Login' }).waitFor();
  await page.locator('.s-home h1').waitFor();
  await expect(page.locator('footer').count()).resolves.toBeGreaterThan(0);
});

test('a shell route reaches the shell page', async () => {
  const page = await site.newPage('/login');
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByLabel('Mobile Number').waitFor();
});

test('@khel/wallet owns /deposit: the logged-in player reaches the deposit screen from the header', async () => {
  const page = await site.newPage('/');
  await loginThroughUi(page, site.server.url);
  await page.locator('header.s-header').getByRole('link', { name: 'Deposit' }).click();
  await page.waitForURL(`${site.server.url}/deposit`);
  await waitForModuleState(page, '@khel/wallet', 'mounted');
  await page.locator('.khel-app-root').getByRole('heading', { name: 'Deposit' }).waitFor();
});

test('a demo user is sent away from the wallet with its error', async () => {
  const page = await site.newPage('/login');
  await page.getByRole('button', { name: 'Login with Demo ID' }).click();
  await page.waitForURL(`${site.server.url}/`);
  await page.getByTestId('header-balance').waitFor();
  await page.locator('header.s-header').getByRole('link', { name: 'Deposit' }).click();
  await page.locator('.k-toast', { hasText: 'Wallet access is restricted for demo users' }).first().waitFor();
  await page.waitForURL(`${site.server.url}/`);
});

test.each([
  ['@khel/games', '/sports-book'],
  ['@khel/games', '/casino/live'],
  ['@khel/games', '/matka'],
  ['@khel/fantasy', '/cricket-fight'],
])('%s owns %s and mounts there', async (name, path) => {
  const page = await site.newPage(path);
  await waitForModuleState(page, name, 'mounted');
  await page.locator('header.s-header').getByRole('link', { name: 'Login' }).waitFor();
});

// @khel/reports owns the reports' paths; they are a player's own, so a logged-out visit goes to the login page,
// which comes back there.
test('@khel/reports owns /bets: a logged-out visit goes to the login page and back', async () => {
  const page = await site.newPage('/bets');
  await page.waitForURL(`${site.server.url}/login?next=%2Fbets`);
  await page.getByRole('button', { name: 'Login' }).first().waitFor();
});

test("an unknown path shows '404 Not Found' and 'Go To Homepage' goes Home", async () => {
  const page = await site.newPage('/no/such/page');
  await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Go To Homepage' }).click();
  await page.waitForURL(`${site.server.url}/`);
  // A loaded CI machine once timed out here; the page's text says what was on screen instead of Home.
  await page
    .locator('.s-home')
    .waitFor({ timeout: 30_000 })
    .catch(async (error: Error) => {
      const text = await page.locator('body').innerText().catch(() => '(no body)');
      throw new Error(`${error.message}\nthe page showed:\n${text.slice(0, 2000)}`);
    });
  await expect(page.getByRole('heading', { name: '404 Not Found' }).count()).resolves.toBe(0);
});
