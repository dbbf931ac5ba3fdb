import type { Page } from 'playwright-core';
import { opsCall, opsLogin } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { randomUtr, renderSlip } from './harness/slips';
import { apiDeposit, pageToken, toast } from './harness/wallet';

const site = useSite({ copyWeb: true });
jest.setTimeout(120_000);

const IST_MS = 330 * 60_000;
const istDate = (daysBack: number) => new Date(Date.now() + IST_MS - daysBack * 86_400_000).toISOString().slice(0, 10);
const rowTitles = (page: Page) => page.locator('.w-tx').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));

async function applyFilter(page: Page, status: string, request: string) {
  await page.getByRole('button', { name: 'Filter' }).click();
  const modal = page.getByRole('dialog', { name: 'Filter' });
  await modal.getByRole('group', { name: 'Filter By', exact: true }).getByLabel(status, { exact: true }).check();
  await modal.getByRole('group', { name: 'Filter By Request' }).getByLabel(request, { exact: true }).check();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await modal.waitFor({ state: 'detached' });
}

test('transactions: rows, filters, the refresh spinner, the pending-tap error, a hold row opening its details and images, a reject with its remark', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  const token = await pageToken(page);
  const slip = await renderSlip(site.browser.browser, 'upi-receipt', { utr: randomUtr(), amount: 700 });
  const deposit = (amount: number) => apiDeposit(site.server.url, site.server.db, token, { amount, utr: randomUtr(), png: slip });
  await deposit(700); // stays pending
  const held = await deposit(800);
  const approved = await deposit(900);
  const rejected = await deposit(1000);
  const ops = await opsLogin(site.server);
  expect((await opsCall(site.server, ops, 'POST', `/ops/requests/${held}/hold`, { remark: 'Checking with the bank' })).status).toBe(200);
  expect((await opsCall(site.server, ops, 'POST', `/ops/requests/${approved}/approve`, { approved_amount: 850 })).status).toBe(200);
  expect((await opsCall(site.server, ops, 'POST', `/ops/requests/${rejected}/reject`, { remark: 'UTR not found in bank' })).status).toBe(200);

  await page.goto(`${site.server.url}/transaction`);
  await page.locator('.w-tx').first().waitFor();
  // A row with an operator's remark carries it (issue 16 point 4), shown and read out with the row.
  await expect(rowTitles(page)).resolves.toEqual([
    'Client Deposit Request Rejected, Remarks: UTR not found in bank',
    'Client Deposit Request Approved',
    'Client Deposit Request In Process, Remarks: Checking with the bank',
    'Client Deposit Request Pending',
  ]);
  await page.getByRole('button', { name: /Rejected/ }).getByText('Remarks: UTR not found in bank').waitFor();
  // Time and date as 'hh:mmA | DD MMM YYYY'; the approved row shows the approved amount.
  const approvedRow = page.getByRole('button', { name: 'Client Deposit Request Approved' });
  await expect(approvedRow.textContent()).resolves.toMatch(/\d\d:\d\d[AP]M \| \d\d [A-Z][a-z]{2} \d{4}₹850\.00/);

  // The refresh icon spins for 2 s.
  const refresh = page.getByRole('button', { name: 'Client Deposit Request Pending' }).getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await page.locator('.w-refresh.w-spinning').first().waitFor();
  const spunAt = Date.now();
  await page.locator('.w-refresh.w-spinning').first().waitFor({ state: 'detached', timeout: 4000 });
  expect(Date.now() - spunAt).toBeGreaterThan(1500);

  // A pending row says its details are unavailable.
  await page.getByRole('button', { name: 'Client Deposit Request Pending' }).click();
  await toast(page, 'Pending Status Details Are Currently Unavailable').waitFor();
  expect(page.url()).toBe(`${site.server.url}/transaction`);

  // The filter modal: dates default to 3 days ago and today; status and request radios.
  await page.getByRole('button', { name: 'Filter' }).click();
  const modal = page.getByRole('dialog', { name: 'Filter' });
  await expect(modal.getByLabel('From').inputValue()).resolves.toBe(istDate(3));
  await expect(modal.getByLabel('To').inputValue()).resolves.toBe(istDate(0));
  await modal.getByRole('button', { name: 'Close' }).click();
  await applyFilter(page, 'Approve', 'Deposit');
  await expect(rowTitles(page)).resolves.toEqual(['Client Deposit Request Approved']);
  await applyFilter(page, 'Rejected', 'All');
  await expect(rowTitles(page)).resolves.toEqual(['Client Deposit Request Rejected, Remarks: UTR not found in bank']);
  await applyFilter(page, 'Processing', 'All');
  await expect(rowTitles(page)).resolves.toEqual(['Client Deposit Request In Process, Remarks: Checking with the bank']);
  await applyFilter(page, 'All', 'Withdrawal');
  await page.getByText('No records found').waitFor();
  await applyFilter(page, 'Processing', 'Deposit');

  // A hold row opens its details; View details shows its slip.
  await page.getByRole('button', { name: 'Client Deposit Request In Process' }).click();
  await page.waitForURL(`${site.server.url}/transaction-details/${held}`);
  const details = page.getByRole('region', { name: 'Transaction details' });
  await details.getByText('Processing Amount').waitFor();
  await details.getByText('₹800.00').waitFor();
  await details.getByText('Checking with the bank').waitFor();
  await details.getByRole('button', { name: 'View details' }).click();
  const images = page.getByRole('dialog', { name: 'View Details' });
  const image = images.getByAltText('Attachment 1');
  await image.waitFor();
  await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
  await expect(images.getByRole('link', { name: 'Download' }).getAttribute('href')).resolves.toMatch(/\/wallet\/uploads\/payment-slip\/[\w-]+\.png$/);

  // The rejected row opens its details (issue 16 point 4), which show the operator's remark; so does its address.
  await page.goto(`${site.server.url}/transaction`);
  await page.getByRole('button', { name: /Rejected/ }).click();
  await page.waitForURL(`${site.server.url}/transaction-details/${rejected}`);
  await page.getByRole('region', { name: 'Transaction details' }).getByText('UTR not found in bank').waitFor();
  await page.goto(`${site.server.url}/transaction-details/${rejected}`);
  const rejectedDetails = page.getByRole('region', { name: 'Transaction details' });
  await rejectedDetails.getByText('Rejected Amount').waitFor();
  await rejectedDetails.getByText('UTR not found in bank').waitFor();
  await rejectedDetails.getByText('Reject Completed').waitFor();
});

test('a demo user is sent away from the wallet with the error', async () => {
  const page = await site.newPage('/login', { offerSeen: true });
  await page.getByRole('button', { name: 'Login with Demo ID' }).click();
  await page.waitForURL(`${site.server.url}/`);
  for (const path of ['/deposit', '/withdrawal']) {
    await page.goto(`${site.server.url}${path}`);
    await toast(page, 'Wallet access is restricted for demo users').waitFor();
    await page.waitForURL(`${site.server.url}/`);
    await expect(page.getByPlaceholder('Enter Amount').count()).resolves.toBe(0);
  }
});
