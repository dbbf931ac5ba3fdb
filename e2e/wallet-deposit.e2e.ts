import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { opsCall, opsLogin } from './harness/ops';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { randomUtr, renderSlip, SLIP_LAYOUTS } from './harness/slips';
import { allowClipboard, chooseSlip, ledgerRupees, toast, walletRequests } from './harness/wallet';

const site = useSite({ copyWeb: true });
jest.setTimeout(120_000);

const SUCCESS = (amount: string) =>
  `Congratulations! Deposit request of ${amount} has been submitted. We will approve as soon as we detect the payment in our banks.`;
const UTR_FOUND = "We find this as UTR Number from uploaded screenshot by you, If it's wrong Kindly make it correct manually for fast deposit.";

/** One whole deposit through the UI with a slip of `layout`; returns the UTR the slip carries. */
async function depositWithSlip(
  amount: string,
  layout: (typeof SLIP_LAYOUTS)[number],
  finish: 'start-playing' | 'wait',
  options: { editUtr?: boolean; switchMethodFirst?: boolean } = {},
) {
  const page = await site.newPage('/', { offerSeen: true });
  await allowClipboard(page, site.server.url);
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/deposit`);

  // Step 1: the amount with its range; Next only from the min.
  const amountField = page.getByPlaceholder('Enter Amount');
  await page.getByText(/Min: ₹100\.00\s+Max: ₹9,99,99,999\.00/).waitFor();
  await amountField.fill('50');
  await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
  await amountField.fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the first non-social method is selected; copy a field of its account.
  await page.getByRole('tab', { name: /Bank Transfer/, selected: true }).waitFor();
  await page.getByRole('button', { name: 'Copy Account Number' }).first().click();
  await toast(page, 'Account Number Copied').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('50100123456789');

  // The slip: the OCR fills the UTR field and says so.
  let utr = randomUtr();
  const png = await renderSlip(site.browser.browser, layout, { utr, amount: Number(amount) });
  const utrField = page.getByPlaceholder('Enter UTR Number');
  if (options.switchMethodFirst) {
    // Choosing another method resets the slip and the UTR.
    await chooseSlip(page, png, `${layout}.png`);
    await page.getByText(UTR_FOUND).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: /^UPI/ }).click();
    await page.getByAltText('Payment slip preview').waitFor({ state: 'detached' });
    await expect(utrField.inputValue()).resolves.toBe('');
    await page.getByRole('tab', { name: /Bank Transfer/ }).click();
    await expect(utrField.inputValue()).resolves.toBe('');
  }
  await chooseSlip(page, png, `${layout}.png`);
  await page.waitForFunction((expected) => (document.querySelector('input[name="utr"]') as HTMLInputElement | null)?.value === expected, utr, {
    timeout: 30_000,
  });
  await expect(utrField.inputValue()).resolves.toBe(utr);
  await page.getByText(UTR_FOUND).waitFor();
  await page.getByAltText('Payment slip preview').waitFor();
  await page.getByText('Uploading…').waitFor({ state: 'detached' });
  if (options.editUtr) {
    // The player corrects the number the OCR read: has_edited_utr goes with the request.
    utr = `${utr.slice(0, 11)}${(Number(utr[11]) + 1) % 10}`;
    await utrField.fill(utr);
  }

  // Terms, SUBMIT, the success modal.
  await page.getByLabel('I have read and agree with the').check();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const modal = page.getByRole('dialog', { name: 'Deposit Request Submitted' });
  await modal.getByText(SUCCESS(amount), { exact: true }).waitFor();
  if (finish === 'start-playing') await modal.getByRole('button', { name: 'Start Playing' }).click();
  else await modal.getByRole('button', { name: 'Close' }).click();
  const left = Date.now();
  await page.waitForURL(`${site.server.url}/`, { timeout: 5000 });
  expect(Date.now() - left).toBeGreaterThanOrEqual(400);
  return { page, utr };
}

test('a whole deposit: amount, method, copy, a slip whose UTR the OCR reads, submit, success, Home; approval reaches the header', async () => {
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const cashBefore = await ledgerRupees(site.server.db, player.id, 'cash');

  const { page, utr } = await depositWithSlip('1500', 'upi-receipt', 'start-playing');

  const [request] = await walletRequests(site.server.db, player.id);
  expect(request).toMatchObject({ type: 'client_deposit', status: 'pending', amount: '150000', utr, has_edited_utr: false });
  expect(request!.image_urls).toMatch(/\/wallet\/uploads\//);
  // The uploaded slip is served back.
  const slip = await fetch(new URL(request!.image_urls.split(',')[0]!, site.server.url));
  expect(slip.status).toBe(200);
  expect(slip.headers.get('content-type')).toMatch(/image\/png/);
  await expect(ledgerRupees(site.server.db, player.id, 'cash')).resolves.toBe(cashBefore);

  // An operator approves it through the ops API; the header follows within 3 s.
  const token = await opsLogin(site.server);
  const approved = await opsCall(site.server, token, 'POST', `/ops/requests/${request!.id}/approve`, {});
  expect(approved.status).toBe(200);
  const at = Date.now();
  // Bank Transfer carries the 'Get 3% Bonus' badge: the approval also starts a 3% payment bonus (₹45, locked on
  // the bonus account), and the header's balance is cash plus bonus (SPEC: bl includes the bonus).
  // Being the player's first approved deposit, it also brings the welcome bonus as an offer to claim.
  const bonus = await site.server.db.query<{ kind: string; amount: string; status: string }>(
    'SELECT kind, amount::text, status FROM bonus_awards WHERE user_id = $1 AND deposit_id = $2 ORDER BY kind', [player.id, request!.id]);
  expect(bonus).toEqual([{ kind: 'payment', amount: '4500', status: 'locked' }, { kind: 'welcome', amount: '150000', status: 'offered' }]);
  const shown = (await ledgerRupees(site.server.db, player.id, 'cash')) + (await ledgerRupees(site.server.db, player.id, 'bonus'));
  const expected = shown.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await headerBalance(page).filter({ hasText: `₹${expected}` }).waitFor({ timeout: 3000 });
  expect(Date.now() - at).toBeLessThanOrEqual(3000);
  await expect(ledgerRupees(site.server.db, player.id, 'cash')).resolves.toBe(cashBefore + 1500);
  const [after] = await walletRequests(site.server.db, player.id);
  expect(after!.status).toBe('approve_completed');
});

test('a bank IMPS slip after a method switch (slip and UTR reset); the modal closed goes Home 0.5 s later', async () => {
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const { utr } = await depositWithSlip('2500', 'bank-imps', 'wait', { switchMethodFirst: true });
  const [request] = await walletRequests(site.server.db, player.id);
  expect(request).toMatchObject({ status: 'pending', amount: '250000', utr, has_edited_utr: false });
});

test('a wallet-screenshot slip whose UTR the player corrects: has_edited_utr is sent', async () => {
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const { utr } = await depositWithSlip('3000', 'wallet-screenshot', 'start-playing', { editUtr: true });
  const [request] = await walletRequests(site.server.db, player.id);
  expect(request).toMatchObject({ status: 'pending', amount: '300000', utr, has_edited_utr: true });
});
