import { REALITY_CHECK_DEFAULT } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import { protectionChanged } from './gate';
import { recordProtectionEvent } from './history';
import { PROTECTION_TEXT as T } from './messages';

/**
 * Time-out (1 to 42 days) and self-exclusion (6 to 60 months): both close betting and deposits until their end and
 * leave withdrawals and logging in open (a player must be able to take their money out). Neither can be shortened
 * or lifted by anyone, player or operator: only a longer one may replace it, and it ends when its time passes
 * (the trigger of migration 053 is the backstop). Operators may apply either (audited by the route): the row keeps
 * who applied the running break, when, and the end it had before, so an admin can correct an operator's mistake
 * within 24 hours (correct.ts, migration 073) by putting that end back; a player's own break is never lifted.
 */

interface Row {
  time_out_until: Date | null;
  self_excluded_until: Date | null;
  reality_check_minutes: number | null;
}

async function lockRow(q: Queryable, userId: string): Promise<Row> {
  const { rows } = await q.query<Row>(
    `INSERT INTO player_protection (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET updated_at = player_protection.updated_at
     RETURNING time_out_until, self_excluded_until, reality_check_minutes`,
    [userId],
  );
  return rows[0]!;
}

export interface BreakBy {
  /** the operator who applied it; absent when the player did */
  operatorId?: string;
  /** why (operators must give one, issue 27 L3), kept in the history */
  reason?: string;
}

export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 August + 6 months is 28 (or 29) February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export async function startTimeOut(q: Queryable, userId: string, days: number, now: Date, by: BreakBy = {}): Promise<Date> {
  const row = await lockRow(q, userId);
  const until = new Date(now.getTime() + days * 86_400_000);
  if (row.time_out_until && row.time_out_until > now && row.time_out_until >= until) throw badRequest(T.cannotShorten('time-out', row.time_out_until));
  await q.query(
    `UPDATE player_protection SET time_out_until = $2, updated_at = $3, time_out_by = $4, time_out_at = $3,
            time_out_prior_until = CASE WHEN $4::bigint IS NULL THEN NULL ELSE time_out_until END WHERE user_id = $1`,
    [userId, until, now, by.operatorId ?? null],
  );
  await recordProtectionEvent(q, { userId, action: 'time_out', detail: { days, until: until.toISOString(), ...(by.reason ? { reason: by.reason } : {}) }, operatorId: by.operatorId, at: now });
  protectionChanged(q, userId);
  return until;
}

export async function startSelfExclusion(q: Queryable, userId: string, months: number, now: Date, by: BreakBy = {}): Promise<Date> {
  const row = await lockRow(q, userId);
  const until = addMonths(now, months);
  if (row.self_excluded_until && row.self_excluded_until > now && row.self_excluded_until >= until) {
    throw badRequest(T.cannotShorten('self-exclusion', row.self_excluded_until));
  }
  await q.query(
    `UPDATE player_protection SET self_excluded_until = $2, updated_at = $3, self_excluded_by = $4, self_excluded_at = $3,
            self_excluded_prior_until = CASE WHEN $4::bigint IS NULL THEN NULL ELSE self_excluded_until END WHERE user_id = $1`,
    [userId, until, now, by.operatorId ?? null],
  );
  await recordProtectionEvent(q, { userId, action: 'self_exclusion', detail: { months, until: until.toISOString(), ...(by.reason ? { reason: by.reason } : {}) }, operatorId: by.operatorId, at: now });
  protectionChanged(q, userId);
  return until;
}

export async function setRealityCheck(q: Queryable, userId: string, minutes: number, now: Date): Promise<void> {
  const row = await lockRow(q, userId);
  await q.query('UPDATE player_protection SET reality_check_minutes = $2, updated_at = $3 WHERE user_id = $1', [userId, minutes, now]);
  await recordProtectionEvent(q, { userId, action: 'reality_check', detail: { from: row.reality_check_minutes ?? REALITY_CHECK_DEFAULT, to: minutes }, at: now });
}
