import type { Queryable } from '../db/db';
import { unprocessable } from '../http/errors';

/**
 * The console's audit log (issue 27): filters by actor (operators and players by default, so the feed's system
 * rows do not flood it), operator name, action (exact, or a prefix ending in '.'), target, time range and a search
 * over the action, target, who and the states; newest first, a page at a time by keyset (`before`: the last id seen).
 */
export const AUDIT_ACTORS = ['people', 'operator', 'player', 'system', 'all'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];

export interface AuditFilter {
  actor: AuditActor;
  operator?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
  q?: string;
  before?: string;
  limit: number;
}

export interface AuditRow {
  id: number;
  operator: string;
  actor_kind: 'operator' | 'player' | 'system';
  created_at: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

const text = (query: Record<string, unknown>, key: string, max: number): string | undefined => {
  const v = query[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw unprocessable([`${key} must be text`]);
  if (v.length > max) throw unprocessable([`${key} must be at most ${max} characters`]);
  return v.trim() || undefined;
};

/** A date (YYYY-MM-DD, the whole IST day: from its start, to its end) or an ISO instant. */
function instant(query: Record<string, unknown>, key: 'from' | 'to'): Date | undefined {
  const v = text(query, key, 40);
  if (v === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const start = new Date(`${v}T00:00:00+05:30`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) > v) throw unprocessable([`${key} must be a date such as 2026-11-23 or an ISO time`]);
    return key === 'to' ? new Date(start.getTime() + 86_400_000) : start;
  }
  const d = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(d.getTime())) throw unprocessable([`${key} must be a date such as 2026-11-23 or an ISO time`]);
  return d;
}

/** The filter from a query string, each wrong value a 422 naming it. */
export function parseAuditFilter(raw: unknown, maxLimit = 200): AuditFilter {
  const query = (raw ?? {}) as Record<string, unknown>;
  const actor = (text(query, 'actor', 20) ?? 'people') as AuditActor;
  if (!AUDIT_ACTORS.includes(actor)) throw unprocessable([`actor must be one of ${AUDIT_ACTORS.join(', ')}`]);
  const before = text(query, 'before', 20);
  if (before !== undefined && !/^[0-9]{1,18}$/.test(before)) throw unprocessable(['before must be an audit id']);
  const limitText = text(query, 'limit', 5);
  const limit = limitText === undefined ? 50 : Number(limitText);
  if (!/^[0-9]+$/.test(limitText ?? '50') || limit < 1 || limit > maxLimit) throw unprocessable([`limit must be a whole number from 1 to ${maxLimit}`]);
  const filter: AuditFilter = {
    actor,
    operator: text(query, 'operator', 64),
    action: text(query, 'action', 64),
    target: text(query, 'target', 200),
    from: instant(query, 'from'),
    to: instant(query, 'to'),
    q: text(query, 'q', 100),
    before,
    limit,
  };
  if (filter.from && filter.to && filter.from >= filter.to) throw unprocessable(['from must be before to']);
  return filter;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: AuditFilter): { clause: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replaceAll('$?', `$${params.length}`));
  };
  if (f.actor === 'people') parts.push(`actor_kind IN ('operator', 'player')`);
  else if (f.actor !== 'all') add('actor_kind = $?', f.actor);
  if (f.operator) add('operator_name = $?', f.operator);
  if (f.action) {
    if (f.action.endsWith('.')) add(`action LIKE $? ESCAPE '\\'`, `${likeEscape(f.action)}%`);
    else add('action = $?', f.action);
  }
  if (f.target) add('target = $?', f.target);
  if (f.from) add('created_at >= $?', f.from);
  if (f.to) add('created_at < $?', f.to);
  if (f.q) {
    add(
      `(action ILIKE $? ESCAPE '\\' OR target ILIKE $? ESCAPE '\\' OR operator_name ILIKE $? ESCAPE '\\' OR before::text ILIKE $? ESCAPE '\\' OR after::text ILIKE $? ESCAPE '\\')`,
      `%${likeEscape(f.q)}%`,
    );
  }
  if (f.before) add('id < $?', f.before);
  return { clause: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** Newest first; `next_before` continues after the last row (null on the last page). */
export async function queryAudit(q: Queryable, f: AuditFilter): Promise<{ items: AuditRow[]; next_before: string | null }> {
  const { clause, params } = where(f);
  const { rows } = await q.query<{ id: string; operator_name: string; actor_kind: AuditRow['actor_kind']; created_at: Date; action: string; target: string | null; before: unknown; after: unknown }>(
    `SELECT id::text, operator_name, actor_kind, created_at, action, target, before, after FROM audit_log ${clause} ORDER BY audit_log.id DESC LIMIT $${params.length + 1}`,
    [...params, f.limit + 1],
  );
  const items = rows.slice(0, f.limit).map((r) => ({
    id: Number(r.id),
    operator: r.operator_name,
    actor_kind: r.actor_kind,
    created_at: new Date(r.created_at).toISOString(),
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
  }));
  return { items, next_before: rows.length > f.limit ? String(items[items.length - 1]!.id) : null };
}

/** The actions recorded, for the console's action filter (most used first). */
export async function auditActions(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ action: string }>('SELECT action FROM audit_log GROUP BY action ORDER BY count(*) DESC, action LIMIT 200');
  return rows.map((r) => r.action);
}
