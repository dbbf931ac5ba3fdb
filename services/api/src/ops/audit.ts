import type { Queryable } from '../db/db';
import type { Actor } from './actor';

/** One audit record: who, when, what, before and after. Call it inside the action's transaction. */
export async function writeAudit(
  q: Queryable,
  entry: { actor: Actor; action: string; target: string | null; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, operator_name, action, target, before, after, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [entry.actor.operatorId, entry.actor.name, entry.action, entry.target, toJson(entry.before), toJson(entry.after), entry.at],
  );
}

function toJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export interface AuditRow {
  id: number;
  operator: string;
  created_at: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

/** Newest first, a page at a time, optionally narrowed to one action or operator. */
export async function listAudit(
  q: Queryable,
  opts: { page: number; pageSize: number; action?: string; operator?: string },
): Promise<{ items: AuditRow[]; total: number; page: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (opts.action) {
    params.push(opts.action);
    where.push(`action = $${params.length}`);
  }
  if (opts.operator) {
    params.push(opts.operator);
    where.push(`operator_name = $${params.length}`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM audit_log ${clause}`, params);
  const { rows } = await q.query<{ id: string; operator_name: string; created_at: Date; action: string; target: string | null; before: unknown; after: unknown }>(
    `SELECT id::text, operator_name, created_at, action, target, before, after FROM audit_log ${clause}
      ORDER BY audit_log.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      operator: r.operator_name,
      created_at: new Date(r.created_at).toISOString(),
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
    })),
    total: Number(total.rows[0]?.n ?? 0),
    page: opts.page,
  };
}
