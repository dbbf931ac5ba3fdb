import type { Queryable } from '../db/db';
import { notFound, unprocessable } from '../http/errors';
import { REQUEST_COLUMNS, transactionView, type RequestRow } from './request-row';
import { countPendingApprovals } from './four-eyes';
import { paiseToRupees } from './money';
import { ALL_STATUSES, type RequestStatus } from './transitions';

export interface RequestFilters {
  statuses?: RequestStatus[];
  type?: 'deposit' | 'withdrawal';
  /** YYYY-MM-DD, India time, both days included */
  from?: string;
  to?: string;
  method?: string;
  q?: string;
  page: number;
  pageSize: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TYPES = { deposit: ['client_deposit', 'manual_deposit'], withdrawal: ['client_withdrawal', 'manual_withdrawal'] } as const;

function text(query: Record<string, unknown>, key: string): string | undefined {
  const v = query[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || v.length > 100) throw unprocessable([`${key} is not valid`]);
  return v.trim() || undefined;
}

export function positiveInt(value: string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw unprocessable([`${field} must be a whole number from 1`]);
  return Math.min(Number(value), max);
}

/** The queue's query string, checked: a wrong value is a 422 naming it. */
export function parseRequestFilters(raw: unknown): RequestFilters {
  const query = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const status = text(query, 'status');
  const statuses = status?.split(',').map((s) => s.trim()).filter(Boolean) as RequestStatus[] | undefined;
  if (statuses?.some((s) => !ALL_STATUSES.includes(s))) throw unprocessable([`status must be one of ${ALL_STATUSES.join(', ')}`]);
  const type = text(query, 'type');
  if (type !== undefined && type !== 'deposit' && type !== 'withdrawal') throw unprocessable(['type must be deposit or withdrawal']);
  const from = text(query, 'from');
  const to = text(query, 'to');
  for (const [k, v] of [['from', from], ['to', to]] as const) {
    if (v !== undefined && (!DATE.test(v) || Number.isNaN(Date.parse(v)))) throw unprocessable([`${k} must be a date (YYYY-MM-DD)`]);
  }
  return {
    statuses: statuses?.length ? statuses : undefined,
    type,
    from,
    to,
    method: text(query, 'method'),
    q: text(query, 'q'),
    page: positiveInt(text(query, 'page'), 'page', 1, 100_000),
    pageSize: positiveInt(text(query, 'page_size'), 'page_size', 20, 100),
  };
}

interface ListedRow extends RequestRow {
  user_name: string;
  mobile: string | null;
  pm_name: string | null;
  pm_type: string | null;
  payout: Record<string, string | null> | null;
  utr_claimed_before: boolean;
  linked_users: string[] | null;
  /** The approval waiting for a second operator (four-eyes.ts), if any. */
  proposal: { approved_paise: string; operator: string; at: string; reason: string } | null;
}

/** Everything an operator needs to decide: the request, its player, method, payout details, slips and flags. */
const LIST_SELECT = `SELECT ${REQUEST_COLUMNS}, u.user_name, u.mobile, pm.name AS pm_name, pm.method_type AS pm_type,
  CASE WHEN ca.id IS NULL THEN NULL ELSE json_build_object(
    'payment_method', ca.payment_method, 'account_holder_name', ca.account_holder_name, 'bank_name', ca.bank_name,
    'account_number', ca.account_number, 'ifsc_code', ca.ifsc_code, 'upi_id', ca.upi_id,
    'crypto_wallet_id', ca.crypto_wallet_id, 'phone_number', ca.phone_number, 'qr_code', ca.qr_code) END AS payout,
  (t.utr IS NOT NULL AND t.utr <> '' AND EXISTS (SELECT 1 FROM utr_attempts a WHERE a.utr = t.utr)) AS utr_claimed_before,
  (SELECT array_agg(DISTINCT ou.user_name) FROM client_accounts mine
     JOIN client_accounts other ON other.normalized_key = mine.normalized_key AND other.user_id <> mine.user_id
     JOIN users ou ON ou.id = other.user_id
    WHERE mine.user_id = t.user_id) AS linked_users,
  (SELECT json_build_object('approved_paise', a.payload->>'approved_paise', 'operator', o.username, 'at', a.proposed_at, 'reason', a.reason)
     FROM ops_approvals a JOIN operators o ON o.id = a.proposed_by
    WHERE a.kind = 'request.approve' AND a.target = 'request:' || t.id AND a.status = 'pending') AS proposal
  FROM wallet_transactions t
  JOIN users u ON u.id = t.user_id
  LEFT JOIN payment_methods pm ON pm.id = t.method_id
  LEFT JOIN client_accounts ca ON ca.id = t.client_account_id`;

export function opsRequestView(r: ListedRow) {
  const images = (r.image_urls ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return {
    ...transactionView(r, r.user_name),
    player: { id: Number(r.user_id), user_name: r.user_name, mobile: r.mobile },
    method: r.method_id ? { id: Number(r.method_id), method_name: r.method_name, name: r.pm_name, method_type: r.pm_type } : null,
    master_account_id: r.master_account_id ? Number(r.master_account_id) : null,
    payout: r.payout,
    images,
    // An approval waiting for a second operator (request-approval.ts): its amount, who proposed it, when, why.
    proposed_approval: !r.proposal
      ? null
      : { amount: paiseToRupees(r.proposal.approved_paise), operator: r.proposal.operator, at: new Date(r.proposal.at).toISOString(), reason: r.proposal.reason },
    flags: {
      utr_claimed_before: r.utr_claimed_before,
      withdrawal_before_wagering: r.withdrawal_before_wagering,
      linked_accounts: r.linked_users ?? [],
    },
  };
}
export type OpsRequestView = ReturnType<typeof opsRequestView>;

export async function listRequests(q: Queryable, f: RequestFilters): Promise<{ items: OpsRequestView[]; total: number; page: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.statuses) where.push(`t.status = ANY(${add(f.statuses)}::text[])`);
  if (f.type) where.push(`t.type = ANY(${add(TYPES[f.type])}::text[])`);
  if (f.from) where.push(`t.created_at >= (${add(f.from)}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  if (f.to) where.push(`t.created_at < ((${add(f.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  if (f.method) {
    const m = add(f.method);
    where.push(`(lower(t.method_name) = lower(${m}) OR t.method_id::text = ${m})`);
  }
  if (f.q?.startsWith('#')) {
    // "#123": the request with that reference
    where.push(`t.id::text = ${add(f.q.slice(1))}`);
  } else if (f.q) {
    const exact = add(f.q);
    const like = add(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(t.id::text = ${exact} OR t.utr = ${exact} OR u.mobile = ${exact} OR u.user_name ILIKE ${like})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM wallet_transactions t JOIN users u ON u.id = t.user_id ${clause}`, params);
  const { rows } = await q.query<ListedRow>(
    `${LIST_SELECT} ${clause} ORDER BY t.created_at DESC, t.id DESC LIMIT ${add(f.pageSize)} OFFSET ${add((f.page - 1) * f.pageSize)}`,
    params,
  );
  return { items: rows.map(opsRequestView), total: Number(total.rows[0]?.n ?? 0), page: f.page };
}

export async function getRequestView(q: Queryable, id: string): Promise<OpsRequestView> {
  if (!/^[0-9]{1,18}$/.test(id)) throw notFound('Request not found');
  const { rows } = await q.query<ListedRow>(`${LIST_SELECT} WHERE t.id = $1`, [id]);
  if (!rows[0]) throw notFound('Request not found');
  return opsRequestView(rows[0]);
}

export async function requestCounts(q: Queryable): Promise<{ pending_deposits: number; pending_withdrawals: number; hold: number; pending_approvals: number }> {
  const { rows } = await q.query<{ d: string; w: string; h: string }>(
    `SELECT count(*) FILTER (WHERE status = 'pending' AND type IN ('client_deposit', 'manual_deposit'))::text AS d,
            count(*) FILTER (WHERE status = 'pending' AND type IN ('client_withdrawal', 'manual_withdrawal'))::text AS w,
            count(*) FILTER (WHERE status = 'hold')::text AS h
       FROM wallet_transactions WHERE status IN ('pending', 'hold')`,
  );
  const r = rows[0];
  return { pending_deposits: Number(r?.d ?? 0), pending_withdrawals: Number(r?.w ?? 0), hold: Number(r?.h ?? 0), pending_approvals: await countPendingApprovals(q) };
}
