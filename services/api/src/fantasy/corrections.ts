import type { Db } from '../db/db';
import { badRequest, conflict, unprocessable } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { standingRun } from '../bets/runs';
import type { PriceHub } from '../sports/feed/hub';
import type { ScoreLine } from './feed/types';
import { liveData, publishScores } from './live';
import { getMatch, squadOf } from './matches';
import { approveCorrection, CORRECTION_LIMIT_PAISE } from './correction-approval';
import { writeScores } from './scores';
import { finishRun, settleMatch, SETTLE_TEXT, startRun, type SettleReport } from './settle';

export const CORRECTION_TEXT = {
  notOver: 'Scores of a match still being played come from its feed: correct them once it is completed',
  abandoned: 'An abandoned match refunds every fight: its scores decide nothing',
  reason: 'reason is required: say why the scores change (kept in the audit)',
} as const;

/**
 * An operator's correction of a completed match's scores. The new scores, the audit record and, when the match was
 * settled, the rollback of that settlement (reversing entries) and the start of the new one are ONE transaction:
 * a correction the ledger cannot take back (a winner no longer holds their winnings: 409 naming them) changes
 * nothing, and a correction that changes nothing settles nothing again. Then the new run's batches pay. Asked again
 * with the same scores, nothing changes and nothing is paid twice. A settled match's correction that moves more than
 * the limit waits for a second admin (correction-approval.ts): the first call only proposes it.
 */
export async function correctScores(
  db: Db,
  input: { matchId: string; lines: ScoreLine[]; reason: string },
  actor: Actor,
  opts: { now: Date; hub?: PriceHub; limitPaise?: bigint },
): Promise<{ changed: number; settlement: SettleReport | null; proposed?: bigint }> {
  if (!input.reason.trim()) throw unprocessable([CORRECTION_TEXT.reason]);
  const done = await db.tx(async (q) => {
    const m = await getMatch(q, input.matchId, 'update');
    if (m.status === 'abandoned') throw badRequest(CORRECTION_TEXT.abandoned);
    if (m.status !== 'completed') throw badRequest(CORRECTION_TEXT.notOver);
    // Above the limit a settled match's correction waits for a second admin (correction-approval.ts).
    if ((await standingRun(q, 'fantasy', m.id))?.status === 'done') {
      const approval = await approveCorrection(q, m, input, actor, opts.now, opts.limitPaise ?? CORRECTION_LIMIT_PAISE);
      if (approval.decision === 'proposed') return { changed: 0, start: null, settled: false, proposed: approval.moves };
    }
    const before = await squadOf(q, m.id);
    const changed = await writeScores(q, m, input.lines);
    if (!changed) return { changed, start: null, settled: false };
    // Any proposal waiting was made on the scores this correction replaces.
    await q.query('DELETE FROM fantasy_correction_proposals WHERE match_id = $1', [m.id]);
    const after = await squadOf(q, m.id);
    const diff = after
      .map((p, i) => ({ p, was: before[i]! }))
      .filter(({ p, was }) => p.runs !== was.runs || p.balls !== was.balls || p.out !== was.out)
      .map(({ p, was }) => ({ player: p.name, before: { runs: was.runs, balls: was.balls, out: was.out }, after: { runs: p.runs, balls: p.balls, out: p.out } }));
    await writeAudit(q, { actor, action: 'fantasy.scores.correct', target: `fantasy:${m.id}`, before: null, after: { reason: input.reason.trim(), changes: diff }, at: opts.now });
    const run = await standingRun(q, 'fantasy', m.id);
    if (!run) return { changed, start: null, settled: false };
    const start = await startRun(q, m.id, actor, opts.now);
    if ('finish' in start) throw conflict(SETTLE_TEXT.running);
    return { changed, start, settled: true };
  });
  if ('proposed' in done && done.proposed !== undefined) return { changed: 0, settlement: null, proposed: done.proposed };
  const m = await getMatch(db, input.matchId);
  if (done.changed) publishScores(opts.hub, liveData(m, await squadOf(db, m.id)));
  if (!done.changed) return { changed: 0, settlement: null };
  const settlement = done.start ? await finishRun(db, m.id, done.start, { now: opts.now }) : await settleMatch(db, m.id, actor, { now: opts.now });
  return { changed: done.changed, settlement };
}
