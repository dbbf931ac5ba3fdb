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
export async function ledgerRupees(db: E2eDatabase, userId: string, kind: 'cash' | 'withdrawal_hold'): Promise<number> {
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
