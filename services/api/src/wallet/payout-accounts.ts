import { NewPayoutAccountDto, WALLET_MESSAGES as M } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';
import { findBank } from './banks';
import { recordPayoutLink } from './payout-links';
import { getWalletConfig } from './config-repo';
import type { UploadDriver } from './uploads/driver';
import { UPLOAD_CLAIM_MESSAGES, resolveUploads } from './uploads/claim';
import { LOCAL_UPLOAD_PREFIX } from './uploads/local-driver';

export const PAYOUT_MESSAGES = {
  added: 'Account added successfully',
  deleted: 'Account deleted successfully',
  notFound: 'Account not found',
  duplicate: 'This account is already saved',
  methodNotFound: 'Payment method not found',
  qrNotOurs: 'Please upload the QR code through this site',
  bankOnly: 'Only bank accounts can be added',
} as const;

/** The real account behind a payout account: the same key saved by two players links them. */
export function normalizedKey(a: { payment_method: string; ifsc_code?: string; account_number?: string; upi_id?: string; crypto_wallet_id?: string }): string {
  if (a.payment_method === 'bank') return `bank:${String(a.ifsc_code).toUpperCase()}:${String(a.account_number).replace(/^0+/, '')}`;
  if (a.payment_method === 'upi') return a.upi_id ? `upi:${a.upi_id.trim().toLowerCase()}` : `upi-qr:${a.crypto_wallet_id ?? ''}`;
  return `wallet:${String(a.crypto_wallet_id).trim().toLowerCase()}`;
}

/** Parses and checks a new payout account (everything but the withdrawal password, checked by the caller). */
export async function parseNewPayoutAccount(q: Queryable, driver: UploadDriver, userId: string, siteId: string, body: unknown) {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const password = typeof raw.transaction_password === 'string' ? raw.transaction_password.replace(/\s+/g, '') : raw.transaction_password;
  const dto = await parseBody(NewPayoutAccountDto, { ...raw, transaction_password: password });
  const methodId = String(dto.method_id);
  const method = /^[0-9]{1,18}$/.test(methodId)
    ? (await q.query<{ id: string; method_type: string }>(
        'SELECT id::text, method_type FROM payment_methods WHERE id = $1 AND site_id = $2 AND active AND for_withdrawal',
        [methodId, siteId],
      )).rows[0]
    : undefined;
  if (!method || method.method_type !== dto.payment_method) throw notFound(PAYOUT_MESSAGES.methodNotFound);
  if (dto.payment_method !== 'bank' && (await getWalletConfig(q, siteId)).is_bank_only) throw badRequest(PAYOUT_MESSAGES.bankOnly);
  const bank = dto.payment_method === 'bank' ? findBank(dto.bank_id) : undefined;
  if (dto.payment_method === 'bank' && !bank) throw badRequest(M.bankRequired);
  const given = typeof dto.qr_code === 'string' && dto.qr_code.trim() && dto.payment_method !== 'bank' ? dto.qr_code.trim() : null;
  // The QR must be this player's own unused upload (issue 11 point 11); it is marked used when the account is saved.
  const resolved = given ? await resolveUploads(q, { owner: { userId }, purpose: 'qr-code', urls: given, now: new Date(), driver }) : [];
  if (resolved.length > 1) throw badRequest(PAYOUT_MESSAGES.qrNotOurs);
  const qr = resolved[0]?.stored ?? null;
  const upi = dto.payment_method === 'upi' && dto.upi_id ? dto.upi_id : null;
  return {
    dto,
    password: dto.transaction_password,
    row: {
      method_id: methodId,
      payment_method: dto.payment_method,
      bank_id: bank?.id ?? null,
      bank_name: bank?.bank_name ?? null,
      account_number: dto.payment_method === 'bank' ? required(dto.account_number, M.accountNumberRequired) : null,
      ifsc_code: dto.payment_method === 'bank' ? required(dto.ifsc_code, M.ifscRequired).toUpperCase() : null,
      upi_id: upi,
      crypto_wallet_id: dto.payment_method === 'wallet' ? required(dto.crypto_wallet_id, M.walletIdRequired) : null,
      crypto_type: dto.payment_method === 'wallet' ? 'USDT' : null,
      account_holder_name: dto.account_holder_name.trim(),
      qr_code: qr,
      normalized_key: normalizedKey({
        payment_method: dto.payment_method,
        ifsc_code: dto.ifsc_code,
        account_number: dto.account_number,
        upi_id: upi ?? undefined,
        // A UPI account given only by its QR image is keyed by the image (nothing to link it by).
        crypto_wallet_id: dto.payment_method === 'wallet' ? dto.crypto_wallet_id : (qr ?? undefined),
      }),
    },
  };
}

/** A field the DTO requires for this payment method, checked again rather than asserted non-null. */
function required(value: unknown, message: string): string {
  if (typeof value !== 'string' || !value) throw unprocessable([message]);
  return value;
}

export type NewPayoutRow = Awaited<ReturnType<typeof parseNewPayoutAccount>>['row'];

export async function insertPayoutAccount(q: Queryable, userId: string, row: NewPayoutRow, now: Date): Promise<number> {
  const dup = await q.query('SELECT 1 FROM client_accounts WHERE user_id = $1 AND normalized_key = $2 AND deleted_at IS NULL', [userId, row.normalized_key]);
  if (dup.rowCount) throw badRequest(PAYOUT_MESSAGES.duplicate);
  if (row.qr_code) {
    const used = await q.query(
      `UPDATE uploads SET used_at = $3 WHERE user_id = $2 AND purpose = 'qr-code' AND used_at IS NULL AND (read_url = $1 OR $4 || object_key = $1) RETURNING id`,
      [row.qr_code, userId, now, LOCAL_UPLOAD_PREFIX],
    );
    if (!used.rowCount) throw badRequest(UPLOAD_CLAIM_MESSAGES.used);
  }
  const cols = Object.keys(row) as (keyof NewPayoutRow)[];
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO client_accounts (user_id, created_at, ${cols.join(', ')}) VALUES ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id::text`,
    [userId, now, ...cols.map((c) => row[c])],
  );
  const id = Number(rows[0]!.id);
  // Another player's account: both are flagged for review; the save itself succeeds (issue 11 point 9).
  await recordPayoutLink(q, { userId, accountId: id, normalizedKey: row.normalized_key, now });
  return id;
}

interface SavedRow {
  id: string;
  method_name: string;
  name: string;
  bank_id: number | null;
  bank_name: string | null;
  payment_method: 'bank' | 'upi' | 'wallet';
  account_number: string | null;
  phone_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  account_holder_name: string;
  qr_code: string | null;
  created_at: Date;
}

/** GET /wallet/client/client-account: newest first. */
export async function listPayoutAccounts(q: Queryable, userId: string, siteId: string) {
  const { rows } = await q.query<SavedRow>(
    `SELECT c.id::text, m.method_name, m.name, c.bank_id, c.bank_name, c.payment_method, c.account_number, c.phone_number, c.ifsc_code,
            c.upi_id, c.crypto_wallet_id, c.account_holder_name, c.qr_code, c.created_at
       FROM client_accounts c JOIN payment_methods m ON m.id = c.method_id
      WHERE c.user_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at DESC, c.id DESC`,
    [userId],
  );
  const config = await getWalletConfig(q, siteId);
  const password = await q.query<{ set: boolean }>('SELECT withdraw_password_hash IS NOT NULL AS set FROM users WHERE id = $1', [userId]);
  return {
    account_list: rows.map((r) => ({
      client_account_id: Number(r.id),
      method_name: r.method_name,
      bank_id: r.bank_id,
      bank_name: r.bank_name,
      payment_type_name: r.name,
      payment_method: r.payment_method,
      account_number: r.account_number,
      phone_number: r.phone_number,
      ifsc_code: r.ifsc_code,
      upi_id: r.upi_id,
      crypto_wallet_id: r.crypto_wallet_id,
      account_holder_name: r.account_holder_name,
      qr_code: r.qr_code,
      created_at: r.created_at,
    })),
    is_bank_only: config.is_bank_only,
    has_withdraw_password: Boolean(password.rows[0]?.set),
  };
}

export async function deletePayoutAccount(q: Queryable, userId: string, id: unknown, now: Date): Promise<void> {
  const text = typeof id === 'string' && /^[0-9]{1,18}$/.test(id) ? id : undefined;
  const done = text
    ? await q.query('UPDATE client_accounts SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id', [text, userId, now])
    : { rowCount: 0 };
  if (!done.rowCount) throw notFound(PAYOUT_MESSAGES.notFound);
}
