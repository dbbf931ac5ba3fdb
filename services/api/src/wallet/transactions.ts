import type { TransactionType } from '../../../../shared/src/types';
import type { Queryable } from '../db/db';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { paiseToRupees } from './money';
import { recordStatusChange } from './events';
import { releaseWithdrawal } from './postings';

export const WALLET_STATUSES = ['pending', 'hold', 'approve_in_process', 'approve_completed', 'reject_in_process', 'reject_completed', 'expired', 'cancelled'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];
export type WalletType = TransactionType;

export const isWithdrawal = (type: string) => type === 'client_withdrawal' || type === 'manual_withdrawal';

export interface WalletTransactionRow {
  id: string;
  user_id: string;
  type: WalletType;
  status: WalletStatus;
  amount: string;
  approved_amount: string | null;
  utr: string | null;
  image_urls: string;
  method_name: string | null;
  remark: string | null;
  created_at: Date;
  hold_at: Date | null;
  action_at: Date | null;
  user_name: string;
  hold_posting_id: string | null;
}

export const TRANSACTION_COLUMNS = `t.id::text, t.user_id::text, t.type, t.status, t.amount::text, t.approved_amount::text, t.utr,
  t.image_urls, t.method_name, t.remark, t.created_at, t.hold_at, t.action_at, u.user_name, t.hold_posting_id::text AS hold_posting_id`;

/** The Transaction of the contract (rupees). */
export function transactionView(r: WalletTransactionRow) {
  return {
    c_a_tid: Number(r.id),
    transaction_id: r.utr ?? '',
    type: r.type,
    status: r.status,
    amount: paiseToRupees(r.amount),
    approved_amount: r.approved_amount === null ? null : paiseToRupees(r.approved_amount),
    created_at: r.created_at,
    hold_at: r.hold_at,
    action_at: r.action_at,
    remark: r.remark,
    user_name: r.user_name,
    transaction_image_url: r.image_urls,
    method_name: r.method_name,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as the start of that day in Asia/Kolkata (SPEC §9's default time zone). */
function istMidnight(text: string): Date {
  const d = new Date(`${text}T00:00:00+05:30`);
  if (!DATE.test(text) || Number.isNaN(d.getTime())) throw unprocessable(['Date must be YYYY-MM-DD']);
  return d;
}

function istDate(ms: number): string {
  return new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
}

/** History: from (inclusive) to `to` (exclusive, the client sends end date + 1); defaults: 3 days ago to tomorrow. */
export async function listTransactions(q: Queryable, userId: string, query: { from?: unknown; to?: unknown }, now: Date) {
  const fromText = typeof query.from === 'string' && query.from ? query.from : istDate(now.getTime() - 3 * DAY_MS);
  const toText = typeof query.to === 'string' && query.to ? query.to : istDate(now.getTime() + DAY_MS);
  const from = istMidnight(fromText);
  const to = istMidnight(toText);
  const { rows } = await q.query<WalletTransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM wallet_transactions t JOIN users u ON u.id = t.user_id
      WHERE t.user_id = $1 AND t.created_at >= $2 AND t.created_at < $3
      ORDER BY t.created_at DESC, t.id DESC LIMIT 500`,
    [userId, from, to],
  );
  return rows.map(transactionView);
}

function idText(id: unknown): string | undefined {
  return typeof id === 'string' && /^[0-9]{1,18}$/.test(id) ? id : undefined;
}

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

/** One of the player's own transactions; anybody else's (or none) is a 404. */
export async function findOwnTransaction(q: Queryable, userId: string, id: unknown, forUpdate = false): Promise<WalletTransactionRow> {
  const text = idText(id);
  if (!text) throw notFound(TRANSACTION_NOT_FOUND);
  const { rows } = await q.query<WalletTransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM wallet_transactions t JOIN users u ON u.id = t.user_id
      WHERE t.id = $1 AND t.user_id = $2${forUpdate ? ' FOR UPDATE OF t' : ''}`,
    [text, userId],
  );
  if (!rows[0]) throw notFound(TRANSACTION_NOT_FOUND);
  return rows[0];
}

export const CANCEL_MESSAGES = {
  done: 'Transaction request cancelled successfully',
  notPending: 'Only a pending request can be cancelled',
} as const;

/** pending -> cancelled by the player; a withdrawal's hold returns to cash in the same transaction. */
export async function cancelTransaction(q: Queryable, userId: string, id: unknown, now: Date) {
  const t = await findOwnTransaction(q, userId, id, true);
  if (t.status !== 'pending') throw badRequest(CANCEL_MESSAGES.notPending);
  await q.query(`UPDATE wallet_transactions SET status = 'cancelled', action_at = $2, updated_at = $2 WHERE id = $1`, [t.id, now]);
  // A withdrawal entered without a hold (manual) has nothing to return.
  const released = isWithdrawal(t.type) && t.hold_posting_id ? await releaseWithdrawal(q, { userId, requestId: t.id, amountPaise: BigInt(t.amount) }) : undefined;
  await recordStatusChange(q, { requestId: t.id, from: 'pending', to: 'cancelled', actor: 'player', ledgerTransactionId: released?.transactionId, at: now });
  return transactionView({ ...t, status: 'cancelled', action_at: now });
}
