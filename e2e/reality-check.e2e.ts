import { DEMO_PLAYER } from './harness/demo';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

/**
 * Issue 15 part 5 done-when: the reality check appears after the interval the player chose, with the time since
 * login and the net result the server counts, and Log out ends the session. The page's clock is Playwright's
 * (page.clock): the test moves it forward; the product has no test switch.
 */
test('the reality check appears after the chosen interval and Log out ends the session', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await page.clock.install();
  await loginThroughUi(page, site.server.url, DEMO_PLAYER);

  // The player picks a 15-minute reality check on the responsible-gaming page (linked from the footer).
  await page.locator('footer').getByRole('link', { name: 'Responsible Gaming' }).click();
  await page.getByRole('heading', { name: 'Reality check' }).waitFor();
  await page.getByLabel('Remind me every').selectOption('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.locator('.k-toast', { hasText: 'Reality check saved' }).first().waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Reality check' }).waitFor();

  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('10:00');
  expect(await dialog.count()).toBe(0);
  await page.clock.fastForward('05:00');
  await dialog.waitFor();
  expect(await dialog.getByTestId('reality-played').textContent()).toMatch(/^You have been logged in for \d+ min\.$/);
  expect(await dialog.getByTestId('reality-net').textContent()).toBe('Net result since you logged in: ₹0.00');

  await dialog.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${site.server.url}/`);
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  expect(await dialog.count()).toBe(0);
  expect((await page.context().cookies()).find((c) => c.name === 'AUTH_TOKEN')?.value ?? '').toBe('');
  const [open] = await site.server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.mobile = $1 AND s.ended_at IS NULL',
    [DEMO_PLAYER.mobile],
  );
  expect(open!.n).toBe(0);
});
