// Refer and earn end to end (issue 15): a friend opens the referrer's link in another browser, signs up (the code is
// filled in from ?ref=), an operator approves their first deposit and the referrer's page shows the reward; a second
// sign-up from the referrer's own browser (same device id) is refused and shows as not eligible.
import type { Page } from 'playwright-core';
import { otpFromLog } from './harness/api';
import { opsCall, opsLogin } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

async function signUpWithLink(page: Page, code: string, mobile: string): Promise<string> {
  await page.goto(`${site.server.url}/sign-up?ref=${code}`);
  await expect(page.getByLabel('Refer Code (optional)').inputValue()).resolves.toBe(code);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await otpFromLog(site.server, mobile));
  await page.getByLabel('Password', { exact: true }).fill('Friend@123');
  await page.getByLabel('Confirm Password').fill('Friend@123');
  await page.getByLabel('Date of Birth').fill('1994-02-11');
  await page.locator('form').getByRole('button', { name: 'Sign Up' }).click();
  await page.getByTestId('header-balance').waitFor();
  const [row] = await site.server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE mobile = $1', [mobile]);
  return row!.id;
}

/** A first deposit of ₹1,000 made and approved by an operator (the decision pays the reward in its transaction). */
async function approvedDeposit(userId: string): Promise<void> {
  const [method] = await site.server.db.query<{ id: string; site_id: string }>("SELECT id::text AS id, site_id::text AS site_id FROM payment_methods WHERE method_type = 'upi' ORDER BY id LIMIT 1");
  const [request] = await site.server.db.query<{ id: string }>(
    `INSERT INTO wallet_transactions (user_id, site_id, type, amount, method_id, method_name) VALUES ($1, $2, 'client_deposit', 100000, $3, 'upi') RETURNING id::text AS id`,
    [userId, method!.site_id, method!.id],
  );
  const admin = await opsLogin(site.server);
  const approved = await opsCall(site.server, admin, 'POST', `/ops/requests/${request!.id}/approve`, {});
  expect(approved.status).toBe(200);
}

test("a friend signed up through the link earns the referrer ₹100; a sign-up on the referrer's own device does not", async () => {
  const referrer = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(referrer, site.server.url);
  await referrer.goto(`${site.server.url}/refer-earn`);
  const code = (await referrer.getByTestId('refer-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await referrer.getByText(`${site.server.url}/sign-up?ref=${code}`).waitFor();
  await referrer.getByRole('img', { name: 'Scan to sign up' }).waitFor();
  await referrer.getByText('No referrals yet. Share your link to invite friends.').waitFor();

  const friend = await site.newPage('/', { offerSeen: true });
  const friendId = await signUpWithLink(friend, code, '9345678901');
  await approvedDeposit(friendId);

  await referrer.reload();
  const list = referrer.getByRole('list');
  await list.getByText('Rewarded ₹100').waitFor();

  // The referrer's own browser, logged out: the same device id goes with the sign-up.
  await referrer.context().clearCookies();
  const twinId = await signUpWithLink(referrer, code, '9345678902');
  await approvedDeposit(twinId);
  const [decision] = await site.server.db.query<{ status: string; reason: string }>('SELECT status, reason FROM refer_rewards WHERE referred_id = $1', [twinId]);
  expect(decision).toEqual({ status: 'refused', reason: 'same_device' });
});
