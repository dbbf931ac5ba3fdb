import type { Queryable } from '../db/db';

/** A notifications row as the routes and the live frames send it (PlayerNotification in the shared contracts). */
export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
}

export const NOTIFICATION_COLUMNS = 'id::text AS id, kind, title, body, data, created_at, read_at';

export interface NotificationJson {
  id: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  created_at: string;
  read: boolean;
}

export function toJson(row: NotificationRow): NotificationJson {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, data: row.data ?? {}, created_at: new Date(row.created_at).toISOString(), read: row.read_at !== null };
}

/** The live channel's frame for a new notification (protocol.ts). */
export function noteFrame(row: NotificationRow, unread: number): string {
  return JSON.stringify({ t: 'note', notification: toJson(row), unread: Math.max(0, unread) });
}

export function unreadFrame(unread: number): string {
  return JSON.stringify({ t: 'unread', unread });
}

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return rows[0]?.n ?? 0;
}

export const PAGE_SIZE = 20;

/** A cursor names the last row of a page: "<created_at in microseconds>.<id>" (keyset: newest first, stable under inserts). */
export interface Cursor {
  us: string;
  id: string;
}

export function parseCursor(cursor: unknown): Cursor | null | 'bad' {
  if (cursor === undefined || cursor === '') return null;
  const m = typeof cursor === 'string' ? /^([0-9]{1,17})\.([0-9]{1,18})$/.exec(cursor) : null;
  if (!m) return 'bad';
  return { us: m[1]!, id: m[2]! };
}

/** One page of a player's notifications, newest first, and the cursor of the next page. */
export async function listPage(q: Queryable, userId: string, after: Cursor | null, limit = PAGE_SIZE): Promise<{ items: NotificationJson[]; next: string | null }> {
  const { rows } = await q.query<NotificationRow & { us: string }>(
    `SELECT ${NOTIFICATION_COLUMNS}, (extract(epoch FROM created_at) * 1000000)::bigint::text AS us FROM notifications
      WHERE user_id = $1
        AND ($2::bigint IS NULL OR (created_at, id) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::bigint))
      ORDER BY created_at DESC, id DESC LIMIT $4`,
    [userId, after?.us ?? null, after?.id ?? '0', limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(toJson), next: rows.length > limit && last ? `${last.us}.${last.id}` : null };
}

/** Marks the player's notifications read: these ids (someone else's are left alone) or, with null, all of them. */
export async function markRead(q: Queryable, userId: string, ids: readonly string[] | null, now: Date): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE notifications SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids, now],
  );
  return rowCount;
}
