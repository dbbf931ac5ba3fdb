import type { Queryable } from '../db/db';
import { conflict } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { findPlayer } from '../ops/players';
import { protectionChanged } from './gate';
import { recordProtectionEvent } from './history';
import { istText } from './messages';

/**
 * An admin corrects an operator's mistake (issue 27 L3): within 24 hours of an operator applying a time-out or a
 * self-exclusion, the end it had before comes back (the player's own break, if any, stays whole; none, and the
 * break is over). A break the player took themselves is never lifted: refused here, and by the trigger of
 * migration 073, which allows only this exact change, only while this transaction says it is a correction.
 */
export const CORRECTION_WINDOW_MS = 24 * 3600 * 1000;

export const CORRECTION_MESSAGES = {
  noneRunning: (what: string) => `The player has no running ${what} to correct`,
  playersOwn: (what: string) => `The player took this ${what} themselves: it can never be lifted or shortened`,
  tooLate: (what: string, at: Date) => `An operator's ${what} can be corrected only within 24 hours; this one was applied at ${istText(at)}`,
} as const;

type What = 'time_out' | 'self_exclusion';
const COLUMNS: Record<What, { until: string; by: string; at: string; prior: string; words: string }> = {
  time_out: { until: 'time_out_until', by: 'time_out_by', at: 'time_out_at', prior: 'time_out_prior_until', words: 'time-out' },
  self_exclusion: { until: 'self_excluded_until', by: 'self_excluded_by', at: 'self_excluded_at', prior: 'self_excluded_prior_until', words: 'self-exclusion' },
};

export async function correctOperatorBreak(q: Queryable, ref: string, what: What, reason: string, actor: Actor, now: Date): Promise<{ userId: string; until: Date | null }> {
  const c = COLUMNS[what];
  const p = await findPlayer(q, ref);
  const { rows } = await q.query<{ until: Date | null; by: string | null; by_name: string | null; at: Date | null; prior: Date | null }>(
    `SELECT pp.${c.until} AS until, pp.${c.by}::text AS by, o.username AS by_name, pp.${c.at} AS at, pp.${c.prior} AS prior
       FROM player_protection pp LEFT JOIN operators o ON o.id = pp.${c.by} WHERE pp.user_id = $1 FOR UPDATE OF pp`,
    [p.id],
  );
  const row = rows[0];
  if (!row?.until || new Date(row.until) <= now) throw conflict(CORRECTION_MESSAGES.noneRunning(c.words));
  if (!row.by || !row.at) throw conflict(CORRECTION_MESSAGES.playersOwn(c.words));
  if (now.getTime() - new Date(row.at).getTime() >= CORRECTION_WINDOW_MS) throw conflict(CORRECTION_MESSAGES.tooLate(c.words, new Date(row.at)));
  // The trigger lets exactly this change through while the transaction says so; said only around this statement.
  await q.query(`SELECT set_config('khel.protection_correction', 'on', true)`);
  await q.query(`UPDATE player_protection SET ${c.until} = ${c.prior}, ${c.by} = NULL, ${c.at} = NULL, ${c.prior} = NULL, updated_at = $2 WHERE user_id = $1`, [p.id, now]);
  await q.query(`SELECT set_config('khel.protection_correction', 'off', true)`);
  const restored = row.prior ? new Date(row.prior) : null;
  const detail = { what, from: new Date(row.until).toISOString(), to: restored?.toISOString() ?? null, applied_by: row.by_name, applied_at: new Date(row.at).toISOString(), reason };
  await recordProtectionEvent(q, { userId: p.id, action: 'correction', detail, operatorId: actor.operatorId, at: now });
  await writeAudit(q, {
    actor,
    action: 'protection.correct',
    target: `user:${p.id}`,
    before: { [c.until]: new Date(row.until).toISOString(), applied_by: row.by_name, applied_at: new Date(row.at).toISOString() },
    after: { [c.until]: restored?.toISOString() ?? null, reason },
    at: now,
  });
  protectionChanged(q, p.id);
  return { userId: p.id, until: restored && restored > now ? restored : null };
}
