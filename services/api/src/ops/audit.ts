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
