import type { Page } from 'playwright-core';
import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { pageToken, walletCall } from './harness/wallet';

/**
 * Protection before payment (issue 31 item 4): the deposit screen asks the server first. A player under a deposit
 * limit sees the room left and cannot go past it; at the limit, and when self-excluded, they see why and until when
 * and never the bank or UPI details to pay into.
 */
const site = useSite({ copyWeb: true });
jest.setTimeout(120_000);

/** Nothing of the seeded accounts' payment details is on the page (account number, UPI ID, the copy buttons). */
async function expectNoPaymentDetails(page: Page): Promise<void> {
  const body = (await page.locator('body').textContent()) ?? '';
  expect(body).not.toMatch(/50100123456789|@ok|IFSC/);
  await expect(page.getByRole('button', { name: /^Copy / }).count()).resolves.toBe(0);
  await expect(page.getByPlaceholder('Enter UTR Number').count()).resolves.toBe(0);
}

test('a player at their deposit limit, then self-excluded, opens the deposit screen and never sees payment details', async () => {
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  const token = await pageToken(page);
  await walletCall(site.server.url, token, 'POST', '/user/api/protection/limit', { kind: 'deposit', period: '24h', amount: 1000 });

  // Under the limit: the room is said and caps the amount before any payment step.
  await page.goto(`${site.server.url}/deposit`);
  await page.getByTestId('deposit-headroom').getByText('Your 24-hour deposit limit of ₹1,000.00 leaves ₹1,000.00 to deposit now.').waitFor();
  await page.getByText(/Min: ₹100\.00\s+Max: ₹1,000\.00/).waitFor();
  await page.getByPlaceholder('Enter Amount').fill('1500');
  await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
  await expectNoPaymentDetails(page);

  // At the limit (a pending request of ₹1,000 counts): why and from when, no amount step, no payment details.
  const [method] = await site.server.db.query<{ id: string; site_id: string }>("SELECT id::text AS id, site_id::text AS site_id FROM payment_methods WHERE method_type = 'upi' ORDER BY id LIMIT 1");
  await site.server.db.query(
    `INSERT INTO wallet_transactions (user_id, site_id, type, amount, method_id, method_name) VALUES ($1, $2, 'client_deposit', 100000, $3, 'upi')`,
    [player.id, method!.site_id, method!.id],
  );
  await page.reload();
  await page.getByTestId('deposit-closed').getByText(/^You have reached your 24-hour deposit limit of ₹1,000\.00\. You can deposit again from .+\.$/).waitFor();
  await expect(page.getByPlaceholder('Enter Amount').count()).resolves.toBe(0);
  await expectNoPaymentDetails(page);

  // Self-excluded: why and until when.
  await walletCall(site.server.url, token, 'POST', '/user/api/protection/self-exclusion', { months: 6 });
  await page.reload();
  await page.getByTestId('deposit-closed').getByText(/^You are self-excluded until .+\. Deposits are closed until then; withdrawals stay open\.$/).waitFor();
  await expect(page.getByPlaceholder('Enter Amount').count()).resolves.toBe(0);
  await expectNoPaymentDetails(page);
});
