import type { OpsPlayerProtection } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { findPlayer } from '../ops/players';
import { startSelfExclusion, startTimeOut } from './breaks';
import { protectionHistory } from './history';
import { protectionOverview } from './overview';

/**
 * The console's side: one player's protection (limits, waiting increases, breaks, history) for any operator, and
 * the two actions operators may take, each audited: apply a time-out or a self-exclusion. Nothing here lowers a
 * protection: no operator can lift or shorten a break, nor raise or remove a player's limit.
 */
export async function operatorProtectionView(q: Queryable, ref: string, now: Date): Promise<OpsPlayerProtection> {
  const p = await findPlayer(q, ref);
  const dob = await q.query<{ dob: string | null }>("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM users WHERE id = $1", [p.id]);
  const history = await protectionHistory(q, p.id);
  return {
    user_id: p.id,
    user_name: p.user_name,
    date_of_birth: dob.rows[0]?.dob ?? null,
    ...(await protectionOverview(q, p.id, now)),
    history: history.map((e) => ({
      id: e.id,
      action: e.action,
      detail: JSON.stringify(e.detail),
      operator_name: e.operator_name,
      created_at: new Date(e.created_at).toISOString(),
    })),
  };
}

export async function operatorApplyBreak(
  q: Queryable,
  ref: string,
  what: { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number },
  actor: Actor,
  now: Date,
): Promise<Date> {
  const p = await findPlayer(q, ref);
  const before = await q.query<{ time_out_until: Date | null; self_excluded_until: Date | null }>(
    'SELECT time_out_until, self_excluded_until FROM player_protection WHERE user_id = $1',
    [p.id],
  );
  const by = { operatorId: actor.operatorId ?? undefined };
  const until = what.kind === 'time_out' ? await startTimeOut(q, p.id, what.days, now, by) : await startSelfExclusion(q, p.id, what.months, now, by);
  await writeAudit(q, {
    actor,
    action: what.kind === 'time_out' ? 'protection.time_out' : 'protection.self_exclusion',
    target: `user:${p.id}`,
    before: before.rows[0] ?? null,
    after: { ...what, until: until.toISOString() },
    at: now,
  });
  return until;
}
