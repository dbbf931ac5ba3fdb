import { LIMIT_INCREASE_WAIT_MS, type LimitKind, type LimitPeriod } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { badRequest, conflict } from '../http/errors';
import { notify } from '../notifications/inbox';
import { protectionChanged } from './gate';
import { recordProtectionEvent } from './history';
import { limitNotice, PROTECTION_TEXT as T } from './messages';

/**
 * The player's own limit changes. A first limit or a lower one applies at once; a higher one, or removing a limit,
 * waits: it can be confirmed by the player from 24 hours after asking (not before, and not by itself), and only
 * then applies. Asking again replaces what waits (and its clock starts again); a decrease drops what waited.
 * Each applied change tells the player (notify, kind 'limit') and the bet paths (protectionChanged).
 */

export interface LimitRef {
  kind: LimitKind;
  period: LimitPeriod;
}

interface Row {
  amount: string | null;
  pending_amount: string | null;
  pending_requested_at: Date | null;
}

export interface LimitOutcome {
  message: string;
  /** when the waiting change can be confirmed; null when it applied */
  confirmableAt: Date | null;
}

async function lockRow(q: Queryable, userId: string, ref: LimitRef): Promise<Row> {
  const { rows } = await q.query<Row>(
    `INSERT INTO player_limits (user_id, kind, period) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET updated_at = player_limits.updated_at
     RETURNING amount::text, pending_amount::text, pending_requested_at`,
    [userId, ref.kind, ref.period],
  );
  return rows[0]!;
}

async function apply(q: Queryable, userId: string, ref: LimitRef, amount: bigint | null, now: Date, action: string, before: Row): Promise<void> {
  await q.query(
    `UPDATE player_limits SET amount = $4, pending_amount = NULL, pending_requested_at = NULL, updated_at = $5
      WHERE user_id = $1 AND kind = $2 AND period = $3`,
    [userId, ref.kind, ref.period, amount?.toString() ?? null, now],
  );
  await recordProtectionEvent(q, { userId, action, detail: { ...ref, from: before.amount, to: amount }, at: now });
  const notice = limitNotice(ref.kind, ref.period, amount);
  await notify(q, { userId, kind: 'limit', title: notice.title, body: notice.body, data: { ...ref, amount: amount?.toString() ?? null, ...notice.data }, at: now });
  protectionChanged(q, userId);
}

async function wait(q: Queryable, userId: string, ref: LimitRef, amount: bigint | null, now: Date, before: Row): Promise<LimitOutcome> {
  await q.query(
    `UPDATE player_limits SET pending_amount = $4, pending_requested_at = $5, updated_at = $5 WHERE user_id = $1 AND kind = $2 AND period = $3`,
    [userId, ref.kind, ref.period, amount?.toString() ?? null, now],
  );
  await recordProtectionEvent(q, { userId, action: amount === null ? 'limit_removal_requested' : 'limit_increase_requested', detail: { ...ref, from: before.amount, to: amount }, at: now });
  protectionChanged(q, userId);
  const at = new Date(now.getTime() + LIMIT_INCREASE_WAIT_MS);
  return { message: T.limitIncreaseWaits(at), confirmableAt: at };
}

export async function setLimit(q: Queryable, userId: string, ref: LimitRef & { amount: bigint }, now: Date): Promise<LimitOutcome> {
  const row = await lockRow(q, userId, ref);
  const current = row.amount === null ? null : BigInt(row.amount);
  if (current !== null && ref.amount === current && !row.pending_requested_at) throw badRequest(T.limitUnchanged);
  if (current === null || ref.amount <= current) {
    await apply(q, userId, ref, ref.amount, now, current === null ? 'limit_set' : 'limit_decreased', row);
    return { message: T.limitApplied, confirmableAt: null };
  }
  return wait(q, userId, ref, ref.amount, now, row);
}

export async function removeLimit(q: Queryable, userId: string, ref: LimitRef, now: Date): Promise<LimitOutcome> {
  const row = await lockRow(q, userId, ref);
  if (row.amount === null) throw badRequest(T.noLimit);
  return wait(q, userId, ref, null, now, row);
}

export async function confirmLimit(q: Queryable, userId: string, ref: LimitRef, now: Date): Promise<LimitOutcome> {
  const row = await lockRow(q, userId, ref);
  if (!row.pending_requested_at) throw conflict(T.nothingPending);
  const from = new Date(row.pending_requested_at.getTime() + LIMIT_INCREASE_WAIT_MS);
  if (now.getTime() < from.getTime()) throw badRequest(T.confirmTooEarly(from));
  const amount = row.pending_amount === null ? null : BigInt(row.pending_amount);
  await apply(q, userId, ref, amount, now, amount === null ? 'limit_removed' : 'limit_increased', row);
  return { message: amount === null ? T.limitRemoved : T.limitApplied, confirmableAt: null };
}

export async function cancelPendingLimit(q: Queryable, userId: string, ref: LimitRef, now: Date): Promise<LimitOutcome> {
  const row = await lockRow(q, userId, ref);
  if (!row.pending_requested_at) throw conflict(T.nothingPending);
  await q.query(
    `UPDATE player_limits SET pending_amount = NULL, pending_requested_at = NULL, updated_at = $4 WHERE user_id = $1 AND kind = $2 AND period = $3`,
    [userId, ref.kind, ref.period, now],
  );
  await recordProtectionEvent(q, { userId, action: 'limit_change_cancelled', detail: { ...ref, to: row.pending_amount }, at: now });
  return { message: T.pendingCancelled, confirmableAt: null };
}

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingRemoval: boolean;
  confirmableAt: Date | null;
}

export async function readLimits(q: Queryable, userId: string): Promise<LimitView[]> {
  const { rows } = await q.query<Row & LimitRef>(
    `SELECT kind, period, amount::text, pending_amount::text, pending_requested_at FROM player_limits
      WHERE user_id = $1 AND (amount IS NOT NULL OR pending_requested_at IS NOT NULL)
      ORDER BY kind, CASE period WHEN '24h' THEN 0 WHEN '7d' THEN 1 ELSE 2 END`,
    [userId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    amount: r.amount === null ? null : BigInt(r.amount),
    pendingAmount: r.pending_amount === null ? null : BigInt(r.pending_amount),
    pendingRemoval: r.pending_requested_at !== null && r.pending_amount === null,
    confirmableAt: r.pending_requested_at ? new Date(r.pending_requested_at.getTime() + LIMIT_INCREASE_WAIT_MS) : null,
  }));
}
