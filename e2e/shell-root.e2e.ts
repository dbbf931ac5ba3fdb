// Issue 16, the shell / root-config / console side: the site settings dress the page under the CSP, a logged-out
// visitor to a wallet page is asked to log in and comes back, and the console's withdrawal queue at 1280 px shows
// payout numbers unbroken and times in IST.
import type { Page } from 'playwright-core';
import { apiLogin } from './harness/api';
import { DEMO_PLAYER } from './harness/demo';
import { consoleSignIn } from './harness/ops';
import { useSite } from './harness/site';

const site = useSite();
jest.setTimeout(120_000);

test('the site settings give the page its title, icon, meta tags and CSS (the CSP blocks nothing)', async () => {
  const settings = {
    site_title: 'Lucky Khel',
    fav_logo: '/assets/app-logo.svg',
    meta_tags: '<meta name="description" content="Cricket and casino"><script>window.__pwned = 1</script><meta http-equiv="refresh" content="0;url=/faq">',
    front_css: 'body .khel-main { outline: 3px solid rgb(1, 2, 3); }</style><script>window.__pwned = 2</script>',
  };
  await site.server.db.query(`UPDATE sites SET settings = settings || $1::jsonb WHERE domain = 'localhost'`, [JSON.stringify(settings)]);
  try {
    const page = await site.newPage('/', { offerSeen: true });
    await page.locator('.s-home').waitFor();
    await page.waitForFunction(() => document.title === 'Lucky Khel');
    await expect(page.locator('#khel-favicon').getAttribute('href')).resolves.toBe('/assets/app-logo.svg');
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe('Cricket and casino');
    await expect(page.locator('meta[http-equiv]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => getComputedStyle(document.querySelector('.khel-main')!).outlineColor)).resolves.toBe('rgb(1, 2, 3)');
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    // Still Home: the refresh tag was not applied.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
  } finally {
    await site.server.db.query(`UPDATE sites SET settings = settings - 'meta_tags' - 'front_css' || '{"site_title":"Khel","fav_logo":"/assets/favicon.svg"}'::jsonb WHERE domain = 'localhost'`);
  }
});

test('a logged-out visit to a wallet page asks to log in, then returns to the page', async () => {
  const page = await site.newPage('/withdrawal', { offerSeen: true });
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByText('Please log in to continue.').waitFor();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?next=%2Fwithdrawal');
  await page.getByLabel('Mobile Number').fill(DEMO_PLAYER.mobile);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${site.server.url}/withdrawal`);
  await page.getByRole('heading', { name: 'Withdraw Amount' }).waitFor();
});

/** A call as the player, with an Idempotency-Key; throws on an error answer. */
async function playerCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Math.random()}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${site.server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
  return answer.data;
}

/** A pending withdrawal of the demo player to a new bank account. */
async function pendingWithdrawal(): Promise<void> {
  const token = await apiLogin(site.server, DEMO_PLAYER);
  const p = DEMO_PLAYER.password;
  await playerCall(token, 'POST', '/user/auth/change-password', { current_password: p, new_password: p, confirm_password: p, withdraw_password: 'Strong@123', confirm_withdraw_password: 'Strong@123' });
  const config = await playerCall<{ payment_method: { id: number; method_type: string }[]; bank_list: { id: number }[] }>(token, 'GET', '/wallet/client/config');
  const bank = config.payment_method.find((m) => m.method_type === 'bank')!;
  await playerCall(token, 'POST', '/wallet/client/create-client-account', {
    payment_method: 'bank', method_id: bank.id, bank_id: config.bank_list[0]!.id, ifsc_code: 'SBIN0012345', account_number: '123456789012345678', account_holder_name: 'Asha Verma', transaction_password: 'Strong@123',
  });
  const accounts = await playerCall<{ account_list: { client_account_id: number }[] }>(token, 'GET', '/wallet/client/client-account');
  await playerCall(token, 'POST', '/user/api/get-id/wallet-withdraw', { amount: 500, client_account_index: accounts.account_list[0]!.client_account_id, type: 'client_withdrawal' });
}

async function lineCount(page: Page, text: string): Promise<number> {
  return page.getByText(text, { exact: true }).first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test('the withdrawal queue at 1280 px: payout numbers on one line, times in IST, decisions in view', async () => {
  await pendingWithdrawal();
  const page = await site.newPage('/', { offerSeen: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await consoleSignIn(page, site.server.url);
  await page.goto(`${site.server.url}/backoffice/withdrawals`);
  const row = page.getByRole('row', { name: /^Request \d+$/ }).first();
  await row.waitFor();
  for (const text of ['SBIN0012345', '123456789012345678']) await expect(lineCount(page, text)).resolves.toBe(1);
  await expect(row.locator('td').filter({ hasText: / IST$/ }).first().textContent()).resolves.toMatch(/^\d\d:\d\d[AP]M \| \d\d \w{3} \d{4} IST$/);
  // The decision buttons are within the window, no sideways scrolling needed.
  const approve = await row.getByRole('button', { name: 'Approve', exact: true }).boundingBox();
  expect(approve!.x + approve!.width).toBeLessThanOrEqual(1280);
  await expect(page.evaluate(() => document.scrollingElement!.scrollWidth)).resolves.toBeLessThanOrEqual(1280);
});
