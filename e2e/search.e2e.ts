import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();
jest.setTimeout(120_000);

/** The search route (SPEC §2) on the seeded demo data: the server's results as the player types. */
test('search: no header, results as the player types (misspelt), grouped, keyboard, body click closes, recent searches kept on the server', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/search`);
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.waitFor();
  // The header is hidden on the search route.
  expect(await page.locator('header.s-header').count()).toBe(0);

  await field.pressSequentially('kolkatta', { delay: 30 });
  const results = page.getByRole('listbox', { name: 'Search results' });
  await results.waitFor();
  const groups = await results.getByRole('group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(groups.slice(0, 3)).toEqual(['Sports events', 'Teams', 'Fantasy matches']);
  await results.getByRole('group', { name: 'Teams' }).getByRole('option', { name: /Kolkata Riders/ }).waitFor();

  // A click on the page body closes the results; the field opens them again.
  await page.mouse.click(5, 600);
  await results.waitFor({ state: 'detached' });
  await field.click();
  await results.waitFor();

  // Another search, misspelt: arrow down to the game and Enter opens its casino section.
  await field.fill('andar bahr');
  await results.getByRole('option', { name: /Andar Bahar/ }).waitFor();
  await field.press('ArrowDown');
  expect(await results.getByRole('option', { selected: true }).textContent()).toContain('Andar Bahar');
  await field.press('Enter');
  await page.waitForURL(`${site.server.url}/casino/indian`);

  // Kept among the player's recent searches, on the server; shown on the search page again.
  const user = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  // The page saves it as it navigates: the row may land a moment after the address changes.
  const deadline = Date.now() + 10_000;
  let kept: { query: string }[] = [];
  while (Date.now() < deadline) {
    kept = await site.server.db.query<{ query: string }>('SELECT query FROM search_recent WHERE user_id = $1', [user.id]);
    if (kept.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(kept.map((r) => r.query)).toEqual(['andar bahr']);
  await page.goto(`${site.server.url}/search`);
  const recent = page.getByRole('list', { name: 'Recent searches' });
  await recent.getByRole('button', { name: 'andar bahr' }).waitFor();

  // Nothing found: the empty-result panel.
  await page.getByRole('combobox', { name: 'Search' }).fill('zzqxv');
  await page.getByText('No data found!').waitFor();
});

test('search in Hindi: a Hindi name finds the item, shown in Hindi', async () => {
  // The language chosen on Settings (as hindi.e2e.ts does), then the search page.
  const page = await site.newPage('/setting', { offerSeen: true });
  await page.getByRole('button', { name: 'Update Language' }).waitFor();
  await page.locator('input[name="language"][value="hi"]').check();
  await page.getByRole('button', { name: 'Update Language' }).click();
  await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
  await page.goto(`${site.server.url}/search`);
  const field = page.getByRole('combobox', { name: 'खोजें' });
  await field.fill('कोलकाता');
  const results = page.getByRole('listbox', { name: 'खोज परिणाम' });
  await results.getByRole('group', { name: 'टीमें' }).getByRole('option', { name: /कोलकाता राइडर्स/ }).waitFor();
});
