import type { Queryable } from '../db/db';
import { markPending } from './pending';

/** What a notification is about (the inbox's `kind` column allows exactly these). */
export type NotificationKind = 'deposit' | 'withdrawal' | 'bet' | 'bonus' | 'refer' | 'limit' | 'announcement';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['deposit', 'withdrawal', 'bet', 'bonus', 'refer', 'limit', 'announcement'];

/**
 * The texts of a notification in the site's translation form (English key with {{params}} -> Hindi in
 * services/site/texts/*.ts): put it in `data.t` and the player's screens show the title and body in their
 * language; `title` and `body` stay the English texts (web push, the console, a key with no translation).
 */
export interface NotificationText {
  title: string;
  body: string;
  params?: Record<string, string | number>;
}

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  /** anything the screens may use (`t`: NotificationText; ids such as requestId, betId, marketId) */
  data?: Record<string, unknown>;
  at: Date;
  /**
   * Optional: what this notification is for ("deposit:42:approved"); a second notify with the same key for the same
   * player writes nothing (listeners run again when a settlement resumes or a call is replayed).
   */
  dedupeKey?: string;
}

/**
 * Writes a notification to the player's inbox IN THE CALLER'S TRANSACTION (it commits or rolls back with it).
 * Once that transaction commits, the notification reaches every open tab of the player as a toast (the live
 * channel's `me` topic, relay.ts) and the player's subscribed devices as a web push; rolled back, nothing is sent.
 * Returns nothing: a duplicate (same dedupeKey) is silently skipped.
 */
export async function notify(q: Queryable, n: NewNotification): Promise<void> {
  await notifyMany(q, [n]);
}

/** notify() for many at once, in ONE statement (a settlement batch tells hundreds of players). */
export async function notifyMany(q: Queryable, list: readonly NewNotification[]): Promise<void> {
  if (!list.length) return;
  for (const n of list) if (!(NOTIFICATION_KINDS as readonly string[]).includes(n.kind)) throw new Error(`notify: unknown kind ${n.kind}`);
  const { rows } = await q.query<{ id: string; user_id: string }>(
    `INSERT INTO notifications (user_id, kind, title, body, data, dedupe_key, created_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::timestamptz[])
     ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
     RETURNING id::text AS id, user_id::text AS user_id`,
    [
      list.map((n) => n.userId),
      list.map((n) => n.kind),
      list.map((n) => n.title.slice(0, 200)),
      list.map((n) => n.body.slice(0, 2000)),
      list.map((n) => JSON.stringify(n.data ?? {})),
      list.map((n) => n.dedupeKey ?? null),
      list.map((n) => n.at),
    ],
  );
  if (!rows.length) return;
  for (const r of rows) markPending(r.user_id, r.id);
  // After the commit this tells every API process that the players changed; the relay then delivers the rows.
  q.playersChanged(rows.map((r) => r.user_id));
}
