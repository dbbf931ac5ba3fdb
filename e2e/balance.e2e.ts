import { apiLogin } from './harness/api';
import { DEMO_PLAYER, DEMO_PLAYER_START_RUPEES } from './harness/demo';
import { adjustCash, findPlayer } from './harness/ledger';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

test('the seeded player logs in and sees the balance in the header', async () => {
  expect(DEMO_PLAYER_START_RUPEES).toBe(10_000);
  const page = await site.newPage('/');
  await loginThroughUi(page, site.server.url);
  await expect(headerBalance(page).textContent()).resolves.toMatch(/₹10,000\.00/);
});

test('a balance change on the server reaches the header within 3 s', async () => {
  const page = await site.newPage('/');
  await loginThroughUi(page, site.server.url);
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const before = (await headerBalance(page).textContent()) ?? '';
  expect(before).toMatch(/₹[\d,]+\.\d\d/);

  await adjustCash(site.server.db, player.id, 1234.5);
  const changedAt = Date.now();
  await headerBalance(page).filter({ hasText: '₹11,234.50' }).waitFor({ timeout: 3000 });
  expect(Date.now() - changedAt).toBeLessThanOrEqual(3000);

  await adjustCash(site.server.db, player.id, -1234.5);
  await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor({ timeout: 3000 });
});

test('a failing balance poll logs the player out', async () => {
  const page = await site.newPage('/');
  await loginThroughUi(page, site.server.url);
  await headerBalance(page).waitFor();
  // A login elsewhere ends this session: the next poll answers 401.
  await apiLogin(site.server, DEMO_PLAYER);
  await page.getByRole('link', { name: 'Login' }).waitFor({ timeout: 5000 });
  await expect(headerBalance(page).count()).resolves.toBe(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'AUTH_TOKEN')).toBeUndefined();
});
