import type { OpsPlayerProtection } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { fourEyes, type ApprovalRow } from '../ops/four-eyes';
import { findPlayer } from '../ops/players';
import { startSelfExclusion, startTimeOut } from './breaks';
import { CORRECTION_WINDOW_MS } from './correct';
import { protectionHistory } from './history';
import { protectionOverview } from './overview';

/**
 * The console's side: one player's protection (limits, waiting increases, breaks with who applied them, history)
 * for any operator, and what operators may do, each audited and each with a reason (issue 27 L3): apply a time-out,
 * or propose a self-exclusion, which a second operator confirms (four-eyes). Nothing here lowers a protection, but
 * an admin may correct an operator's break within 24 hours (correct.ts); a player's own break is never lifted.
 */

export const SELF_EXCLUSION_SECOND_OPERATOR = 'A self-exclusion applied by an operator needs a second operator';

/** Who applied a running break and until when an admin may correct it (null: the player's own, or none). */
async function appliedBy(q: Queryable, userId: string, now: Date) {
  const { rows } = await q.query<{ to_by: string | null; to_at: Date | null; se_by: string | null; se_at: Date | null }>(
    `SELECT (SELECT username FROM operators WHERE id = p.time_out_by) AS to_by, p.time_out_at AS to_at,
            (SELECT username FROM operators WHERE id = p.self_excluded_by) AS se_by, p.self_excluded_at AS se_at
       FROM player_protection p WHERE p.user_id = $1`,
    [userId],
  );
  const r = rows[0];
  const one = (by: string | null | undefined, at: Date | null | undefined) => {
    if (!by || !at) return null;
    const until = new Date(new Date(at).getTime() + CORRECTION_WINDOW_MS);
    return { operator: by, at: new Date(at).toISOString(), correctable_until: until > now ? until.toISOString() : null };
  };
  return { time_out: one(r?.to_by, r?.to_at), self_exclusion: one(r?.se_by, r?.se_at) };
}
export async function operatorProtectionView(q: Queryable, ref: string, now: Date): Promise<OpsPlayerProtection> {
  const p = await findPlayer(q, ref);
  const dob = await q.query<{ dob: string | null }>("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM users WHERE id = $1", [p.id]);
  const history = await protectionHistory(q, p.id);
  const overview = await protectionOverview(q, p.id, now);
  const applied = await appliedBy(q, p.id, now);
  return {
    user_id: p.id,
    user_name: p.user_name,
    date_of_birth: dob.rows[0]?.dob ?? null,
    ...overview,
    // Only a running break has someone who applied it.
    applied_by: { time_out: overview.time_out_until ? applied.time_out : null, self_exclusion: overview.self_excluded_until ? applied.self_exclusion : null },
    history: history.map((e) => ({
      id: e.id,
      action: e.action,
      detail: JSON.stringify(e.detail),
      operator_name: e.operator_name,
      created_at: new Date(e.created_at).toISOString(),
    })),
  };
}

export type OperatorBreak = { kind: 'time_out'; days: number; reason: string } | { kind: 'self_exclusion'; months: number; reason: string };

/**
 * Applies a break an operator asked for, with its reason. A self-exclusion first passes the four-eyes gate: the
 * first operator's call records a proposal (`{ waits }`), a second operator's same call (or the approvals page,
 * `confirm`) applies it. A time-out applies at once (a player in distress on the phone is helped now).
 */
export async function operatorApplyBreak(q: Queryable, ref: string, what: OperatorBreak, actor: Actor, now: Date, opts: { confirm?: string } = {}): Promise<{ until: Date } | { waits: ApprovalRow }> {
  const p = await findPlayer(q, ref);
  let proposedBy: string | null = null;
  if (what.kind === 'self_exclusion') {
    const gate = await fourEyes(q, {
      kind: 'protection.self_exclusion',
      target: `user:${p.id}`,
      payload: { months: what.months, reason: what.reason },
      summary: `Self-exclude ${p.user_name} for ${what.months} months: ${what.reason}`,
      reason: SELF_EXCLUSION_SECOND_OPERATOR,
    }, actor, now, opts);
    if (!gate.go) return { waits: gate.approval };
    proposedBy = gate.approval?.proposed_by_name ?? null;
  }
  const before = await q.query<{ time_out_until: Date | null; self_excluded_until: Date | null }>(
    'SELECT time_out_until, self_excluded_until FROM player_protection WHERE user_id = $1',
    [p.id],
  );
  const by = { operatorId: actor.operatorId ?? undefined, reason: what.reason };
  const until = what.kind === 'time_out' ? await startTimeOut(q, p.id, what.days, now, by) : await startSelfExclusion(q, p.id, what.months, now, by);
  await writeAudit(q, {
    actor,
    action: what.kind === 'time_out' ? 'protection.time_out' : 'protection.self_exclusion',
    target: `user:${p.id}`,
    before: before.rows[0] ?? null,
    after: { ...what, until: until.toISOString(), ...(proposedBy ? { proposed_by: proposedBy } : {}) },
    at: now,
  });
  return { until };
}
