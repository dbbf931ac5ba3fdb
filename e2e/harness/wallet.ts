import type { Page } from 'playwright-core';
import type { E2eDatabase } from './database';

export interface WalletRequestRow {
  id: string;
  type: string;
  status: string;
  amount: string;
  approved_amount: string | null;
  utr: string | null;
  image_urls: string;
  has_edited_utr: boolean;
  remark: string | null;
}

/** A player's wallet requests, newest first, amounts in paise (text). */
export async function walletRequests(db: E2eDatabase, userId: string): Promise<WalletRequestRow[]> {
  return db.query<WalletRequestRow>(
    `SELECT id::text, type, status, amount::text, approved_amount::text, utr, image_urls, has_edited_utr, remark
       FROM wallet_transactions WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
}

/** A ledger balance of the player in rupees: cash, bonus, exposure or withdrawal_hold. */
export async function ledgerRupees(db: E2eDatabase, userId: string, kind: 'cash' | 'bonus' | 'withdrawal_hold'): Promise<number> {
  const rows = await db.query<{ balance: string }>('SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = $2', [userId, kind]);
  return Number(rows[0]?.balance ?? 0) / 100;
}

/** The toasts on screen (the shared toast list). */
export function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** Chooses a slip through the deposit screen's file input, as a player picking a screenshot does. */
export async function chooseSlip(page: Page, png: Buffer, name = 'slip.png'): Promise<void> {
  await page.getByLabel('Payment slip').setInputFiles({ name, mimeType: 'image/png', buffer: png });
}

/** Grants the clipboard to the site, so the copy buttons take their async-clipboard path. */
export async function allowClipboard(page: Page, baseUrl: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
}

/** The player's bearer token of a logged-in page (its AUTH_TOKEN cookie), so API set-up shares the page's session. */
export async function pageToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'AUTH_TOKEN');
  if (!cookie) throw new Error('the page is not logged in');
  return decodeURIComponent(cookie.value);
}

/** A player-authenticated wallet call; throws on an error answer. */
export async function walletCall<T = unknown>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await response.json()) as { data?: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`);
  return answer.data as T;
}

/**
 * A deposit request made through the wallet API as the app makes it (signed upload of the slip, then the
 * request against the seeded HDFC master account); returns the request's id.
 */
export async function apiDeposit(baseUrl: string, db: E2eDatabase, token: string, d: { amount: number; utr: string; png: Buffer }): Promise<string> {
  const { url } = await walletCall<{ url: string }>(baseUrl, token, 'POST', '/wallet/dir/settings/getSignedUrl', {
    file_type: 'image/png',
    file_size: Math.max(1, Math.round(d.png.length / 1024)),
    file_name: 'slip.png',
    type: 'payment-slip',
  });
  const put = await fetch(new URL(url, baseUrl), { method: 'PUT', body: new Uint8Array(d.png), headers: { 'content-type': 'image/png', 'x-amz-acl': 'public-read' } });
  if (!put.ok) throw new Error(`slip upload answered ${put.status}`);
  const [account] = await db.query<{ id: string }>("SELECT id::text FROM master_accounts WHERE account_number = '50100123456789'");
  await walletCall(baseUrl, token, 'POST', '/wallet/client/client-account-transaction', {
    amount: d.amount,
    transaction_id: d.utr,
    transaction_image_url: url.split('?')[0],
    account_index: Number(account!.id),
    client_created_date: new Date().toISOString(),
    type: 'client_deposit',
    has_edited_utr: false,
    multiplier_value: null,
  });
  const [row] = await db.query<{ id: string }>('SELECT id::text FROM wallet_transactions WHERE utr = $1', [d.utr]);
  return row!.id;
}
