import type { TransferRow, TransferTotals } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { paiseToRupees } from '../wallet/money';
import { cursorTime, decodeCursor, pageOf } from './cursor';
import type { TransferFilters } from './filters';
import type { ReportRange } from './range';
import { Params, paise } from './sql';

/**
 * The transfer statement: the player's deposit and withdrawal requests of the range (by the time they were made),
 * newest first, with their status and the operator's remark; keyset on (created_at, id).
 */
export interface TransferQuery {
  userId: string;
  range: Pick<ReportRange, 'start' | 'end'>;
  filters: TransferFilters;
}

const KINDS = { deposit: `('client_deposit', 'manual_deposit')`, withdrawal: `('client_withdrawal', 'manual_withdrawal')` } as const;
const PENDING = `('pending', 'hold', 'approve_in_process', 'reject_in_process')`;

function where(p: Params, query: TransferQuery): string[] {
  const c = [`t.user_id = ${p.add(query.userId)}`, `t.created_at >= ${p.add(query.range.start)}`, `t.created_at < ${p.add(query.range.end)}`];
  if (query.filters.kind) c.push(`t.type IN ${KINDS[query.filters.kind]}`);
  if (query.filters.status) c.push(`t.status = ${p.add(query.filters.status)}`);
  return c;
}

interface Row {
  id: string;
  type: string;
  status: string;
  amount: string;
  approved_amount: string | null;
  method_name: string | null;
  utr: string | null;
  remark: string | null;
  created_at: Date;
  action_at: Date | null;
  k: string;
}

const view = (r: Row): TransferRow => ({
  id: r.id,
  kind: r.type.endsWith('_withdrawal') ? 'withdrawal' : 'deposit',
  type: r.type,
  status: r.status,
  amount: paiseToRupees(r.amount),
  approved_amount: r.approved_amount === null ? null : paiseToRupees(r.approved_amount),
  method: r.method_name,
  reference: r.utr,
  remark: r.remark && r.remark !== 'null' ? r.remark : null,
  created_at: new Date(r.created_at).toISOString(),
  action_at: r.action_at ? new Date(r.action_at).toISOString() : null,
});

export async function transferPage(q: Queryable, query: TransferQuery, page: { cursor?: unknown; limit: number }): Promise<{ items: TransferRow[]; next: string | null }> {
  const key = decodeCursor(page.cursor, ['time', 'id']);
  const p = new Params();
  const c = where(p, query);
  if (key) c.push(`(t.created_at, t.id) < (${p.add(key[0])}::timestamptz, ${p.add(key[1])}::bigint)`);
  const { rows } = await q.query<Row>(
    `SELECT t.id::text AS id, t.type, t.status, t.amount::text AS amount, t.approved_amount::text AS approved_amount, t.method_name, t.utr, t.remark,
            t.created_at, t.action_at, ${cursorTime('t.created_at')} AS k
       FROM wallet_transactions t WHERE ${c.join(' AND ')}
      ORDER BY t.created_at DESC, t.id DESC LIMIT ${p.add(page.limit + 1)}`,
    p.values,
  );
  const { items, next } = pageOf(rows, page.limit, (r) => [r.k, r.id]);
  return { items: items.map(view), next };
}

export async function transferTotals(q: Queryable, query: TransferQuery): Promise<TransferTotals> {
  const p = new Params();
  const c = where(p, query);
  const { rows } = await q.query<{ n: number; deposited: string | null; withdrawn: string | null; pd: string | null; pw: string | null }>(
    `SELECT count(*)::int AS n,
            sum(coalesce(t.approved_amount, t.amount)) FILTER (WHERE t.type IN ${KINDS.deposit} AND t.status = 'approve_completed')::text AS deposited,
            sum(coalesce(t.approved_amount, t.amount)) FILTER (WHERE t.type IN ${KINDS.withdrawal} AND t.status = 'approve_completed')::text AS withdrawn,
            sum(t.amount) FILTER (WHERE t.type IN ${KINDS.deposit} AND t.status IN ${PENDING})::text AS pd,
            sum(t.amount) FILTER (WHERE t.type IN ${KINDS.withdrawal} AND t.status IN ${PENDING})::text AS pw
       FROM wallet_transactions t WHERE ${c.join(' AND ')}`,
    p.values,
  );
  const r = rows[0]!;
  const deposited = paise(r.deposited);
  const withdrawn = paise(r.withdrawn);
  return {
    requests: r.n,
    deposited: paiseToRupees(deposited),
    withdrawn: paiseToRupees(withdrawn),
    net: paiseToRupees(deposited - withdrawn),
    pending_deposits: paiseToRupees(paise(r.pd)),
    pending_withdrawals: paiseToRupees(paise(r.pw)),
  };
}
