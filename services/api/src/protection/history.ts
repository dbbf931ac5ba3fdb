import type { Queryable } from '../db/db';

/** One line of a player's protection history (protection_events, append-only): by the player, or by an operator. */
export async function recordProtectionEvent(
  q: Queryable,
  e: { userId: string; action: string; detail: Record<string, unknown>; operatorId?: string | null; at: Date },
): Promise<void> {
  await q.query('INSERT INTO protection_events (user_id, action, detail, operator_id, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)', [
    e.userId,
    e.action,
    JSON.stringify(e.detail, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    e.operatorId ?? null,
    e.at,
  ]);
}

export interface ProtectionEventRow {
  id: string;
  action: string;
  detail: Record<string, unknown>;
  operator_name: string | null;
  created_at: Date;
}

export async function protectionHistory(q: Queryable, userId: string, limit = 100): Promise<ProtectionEventRow[]> {
  const { rows } = await q.query<ProtectionEventRow>(
    `SELECT e.id::text, e.action, e.detail, o.username AS operator_name, e.created_at
       FROM protection_events e LEFT JOIN operators o ON o.id = e.operator_id
      WHERE e.user_id = $1 ORDER BY e.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
