import type { Page } from 'playwright-core';
import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { consoleSignIn } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { randomUtr, renderSlip } from './harness/slips';
import { apiDeposit, pageToken } from './harness/wallet';

const site = useSite();
jest.setTimeout(120_000);

/** Resolves once the page's live channel has the player's topic (the server's snap of `me`). */
function followingMe(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"topic":"me"')) resolve();
      });
    });
  });
}

test("an approval made in the console reaches the player's second open tab as a toast, without a reload", async () => {
  const first = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(first, site.server.url);
  // The second tab of the same browser (same session), opened on another page of the site.
  const second = await first.context().newPage();
  const live = followingMe(second);
  await second.goto(`${site.server.url}/faq`);
  await live;
  await second.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const png = await renderSlip(site.browser.browser, 'bank-imps', { utr: randomUtr(), amount: 1500 });
  const requestId = await apiDeposit(site.server.url, site.server.db, await pageToken(first), { amount: 1500, utr: randomUtr(), png });

  const console = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(console, site.server.url);
  await console.goto(`${site.server.url}/backoffice/deposits`);
  const row = console.getByRole('row', { name: `Request ${requestId}` });
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = console.getByRole('dialog', { name: `Approve deposit #${requestId}` });
  await dialog.getByRole('button', { name: 'Confirm approve' }).click();
  await dialog.waitFor({ state: 'detached' });

  const text = 'Deposit approved: Your deposit of ₹1,500.00 was approved and added to your balance.';
  await second.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 2500 });
  await expect(second.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).resolves.toBe(true);
  // and the header's bell counts it
  const user = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const [unread] = await site.server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [user.id]);
  await second.getByTestId('unread-count').filter({ hasText: unread!.n }).waitFor();

  // The notifications page lists it, unread; Mark all as read clears the count.
  await second.getByRole('link', { name: `${unread!.n} unread notifications` }).click();
  const item = second.getByTestId('notification').filter({ hasText: 'Your deposit of ₹1,500.00 was approved and added to your balance.' });
  await item.getByText('Unread').waitFor();
  await second.getByRole('button', { name: 'Mark all as read' }).click();
  await item.getByText('Unread').waitFor({ state: 'detached' });
  await second.getByTestId('unread-count').waitFor({ state: 'detached' });
  const [left] = await site.server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [user.id]);
  expect(left!.n).toBe('0');
});
