import type { AnnouncementDto } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { standingOf } from '../protection/standing';
import { markPending } from './pending';

/**
 * Operators' announcements to everyone or to a segment of the players:
 *   all               every player (not blocked, not a demo account)
 *   deposited_within  players with an approved deposit in the last `days` days
 *   site              players who made a deposit or withdrawal request on that site
 *   users             these player ids
 * Marketing never reaches a player who asked for a break: PROTECT's rule (standingOf(...).canReceiveOffers: no
 * running self-exclusion or time-out) leaves them out. Each recipient gets an inbox row (kind announcement) in the
 * sending transaction; once it commits the relay delivers them (toasts, pushes) like any notification.
 */

export interface Segment {
  kind: 'all' | 'deposited_within' | 'site' | 'users';
  days?: number;
  site_id?: string;
  user_ids?: string[];
}

export function segmentOf(dto: AnnouncementDto): Segment {
  if (dto.segment === 'deposited_within') return { kind: dto.segment, days: Number(dto.days) };
  if (dto.segment === 'site') return { kind: dto.segment, site_id: dto.site_id };
  if (dto.segment === 'users') return { kind: dto.segment, user_ids: [...new Set(dto.user_ids)] };
  return { kind: 'all' };
}

interface Candidate {
  id: string;
  time_out_until: Date | null;
  self_excluded_until: Date | null;
}

/** The players a segment reaches at `now`, ids ascending. */
export async function recipients(q: Queryable, segment: Segment, now: Date): Promise<string[]> {
  const { rows } = await q.query<Candidate>(
    `SELECT u.id::text AS id, pp.time_out_until, pp.self_excluded_until
       FROM users u LEFT JOIN player_protection pp ON pp.user_id = u.id
      WHERE NOT u.blocked AND NOT u.is_demo
        AND CASE $1::text
          WHEN 'all' THEN true
          WHEN 'users' THEN u.id = ANY($2::bigint[])
          WHEN 'site' THEN EXISTS (SELECT 1 FROM wallet_transactions w WHERE w.user_id = u.id AND w.site_id = $3::bigint)
          WHEN 'deposited_within' THEN EXISTS (
            SELECT 1 FROM wallet_transactions w
             WHERE w.user_id = u.id AND w.type IN ('client_deposit', 'manual_deposit') AND w.status = 'approve_completed'
               AND coalesce(w.action_at, w.updated_at) > $4::timestamptz - make_interval(days => $5::int))
          ELSE false END
      ORDER BY u.id`,
    [segment.kind, segment.user_ids ?? [], segment.site_id ?? null, now, segment.days ?? 0],
  );
  return rows.filter((r) => standingOf(r, now).canReceiveOffers).map((r) => r.id);
}

export interface Sent {
  id: string;
  recipients: number;
}

/** Writes the announcement, one inbox row per recipient, and the audit record, in the caller's transaction. */
export async function sendAnnouncement(q: Queryable, input: { title: string; body: string; segment: Segment; actor: Actor; now: Date }): Promise<Sent> {
  const ids = await recipients(q, input.segment, input.now);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO announcements (title, body, segment, recipients, operator_id, operator_name, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7) RETURNING id::text AS id`,
    [input.title, input.body, JSON.stringify(input.segment), ids.length, input.actor.operatorId, input.actor.name, input.now],
  );
  const id = rows[0]!.id;
  const written = await q.query<{ id: string; user_id: string }>(
    `INSERT INTO notifications (user_id, kind, title, body, data, dedupe_key, announcement_id, created_at)
     SELECT u, 'announcement', $2, $3, jsonb_build_object('announcementId', $1::text), 'announcement:' || $1::text, $1::bigint, $4
       FROM unnest($5::bigint[]) u
     RETURNING id::text AS id, user_id::text AS user_id`,
    [id, input.title, input.body, input.now, ids],
  );
  for (const n of written.rows) markPending(n.user_id, n.id);
  q.playersChanged(ids);
  await writeAudit(q, {
    actor: input.actor,
    action: 'announcement.send',
    target: `announcement #${id}`,
    before: null,
    after: { title: input.title, body: input.body, segment: input.segment, recipients: ids.length },
    at: input.now,
  });
  return { id, recipients: ids.length };
}

export interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  segment: Segment;
  recipients: number;
  operator_name: string;
  created_at: string;
}

export async function recentAnnouncements(q: Queryable, limit = 50): Promise<AnnouncementRow[]> {
  const { rows } = await q.query<Omit<AnnouncementRow, 'created_at'> & { created_at: Date }>(
    `SELECT id::text AS id, title, body, segment, recipients, operator_name, created_at FROM announcements ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
