import type { TransactionType } from '../../../../shared/src/types';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { paiseToRupees } from './money';
import type { RequestStatus } from './transitions';

/** A deposit or withdrawal request as stored (bigints as text). */
export interface RequestRow {
  id: string;
  user_id: string;
  site_id: string | null;
  type: TransactionType;
  status: RequestStatus;
  amount: string;
  approved_amount: string | null;
  utr: string | null;
  image_urls: string;
  method_id: string | null;
  method_name: string | null;
  master_account_id: string | null;
  client_account_id: string | null;
  remark: string | null;
  withdrawal_before_wagering: boolean;
  hold_posting_id: string | null;
  created_at: Date;
  hold_at: Date | null;
  action_at: Date | null;
}

export const REQUEST_COLUMNS = `t.id::text AS id, t.user_id::text AS user_id, t.site_id::text AS site_id, t.type, t.status,
  t.amount::text AS amount, t.approved_amount::text AS approved_amount, t.utr, t.image_urls, t.method_id::text AS method_id,
  t.method_name, t.master_account_id::text AS master_account_id, t.client_account_id::text AS client_account_id, t.remark,
  t.withdrawal_before_wagering, t.hold_posting_id::text AS hold_posting_id, t.created_at, t.hold_at, t.action_at`;

export const isWithdrawal = (row: Pick<RequestRow, 'type'>) => row.type === 'client_withdrawal' || row.type === 'manual_withdrawal';

export const NOT_FOUND_MESSAGE = 'Request not found';

/** The request, locked for the rest of the caller's transaction. 404 when there is none. */
export async function lockRequest(q: Queryable, id: string): Promise<RequestRow> {
  if (!/^[0-9]{1,18}$/.test(id)) throw notFound(NOT_FOUND_MESSAGE);
  const { rows } = await q.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM wallet_transactions t WHERE t.id = $1 FOR UPDATE`, [id]);
  if (!rows[0]) throw notFound(NOT_FOUND_MESSAGE);
  return rows[0];
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The contract's Transaction fields (rupees, ISO times). */
export function transactionView(row: RequestRow, userName: string) {
  return {
    c_a_tid: Number(row.id),
    transaction_id: row.utr,
    type: row.type,
    status: row.status,
    amount: paiseToRupees(row.amount),
    approved_amount: paiseToRupees(row.approved_amount),
    created_at: iso(row.created_at),
    hold_at: iso(row.hold_at),
    action_at: iso(row.action_at),
    remark: row.remark,
    user_name: userName,
    transaction_image_url: row.image_urls,
    method_name: row.method_name,
  };
}

/** What the audit keeps of a request before and after a decision. */
export function auditState(row: RequestRow) {
  return {
    status: row.status,
    amount: paiseToRupees(row.amount),
    approved_amount: paiseToRupees(row.approved_amount),
    remark: row.remark,
  };
}
