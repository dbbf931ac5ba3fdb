import type { Db } from '../db/db';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { rollbackFixedOddsRun } from '../bets/rollback-run';
import { standingRun } from '../bets/runs';
import { isDrawDate } from './clock';
import { getMarket } from './markets';
import { RESULT_MESSAGES } from './settle';
import { drawSessions, lockSessions } from './sessions';
import type { Session } from './types';

export const MATKA_ROLLBACK_MESSAGES = {
  none: 'This session has no result to roll back',
  running: 'The settlement is still running; declare the same result again to finish it first',
  closeFirst: 'Roll back the close result first: it was settled with this open result',
  otherRun: 'Settlement not found on this session',
} as const;

/**
 * Rolls a declared (or void) session back in one transaction: its run's postings reversed, its bets matched again
 * with their stakes held again, the session open for a new result (not for bets past its time). The run the
 * operator saw (`runId`) is the one rolled back; asked again, it answers alreadyRolledBack and changes nothing.
 */
export async function rollbackSession(
  db: Db,
  input: { marketId: string; date: string; session: Session; runId?: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<{ runId: string; postings: number; alreadyRolledBack: boolean }> {
  if (!isDrawDate(input.date)) throw unprocessable([RESULT_MESSAGES.badDate]);
  return db.tx(async (q) => {
    const m = await getMarket(q, input.marketId);
    const first = await drawSessions(q, m.id, input.date);
    await lockSessions(q, [first.open.id, first.close.id], 'update');
    const draw = await drawSessions(q, m.id, input.date);
    const s = draw[input.session];
    const run = await standingRun(q, 'matka', s.id, true);
    if (input.runId && run?.id !== input.runId) {
      const { rows } = await q.query<{ status: string }>(
        `SELECT status FROM bet_settlement_runs WHERE id = $1 AND product = 'matka' AND market_id = $2`, [input.runId, s.id]);
      if (rows[0]?.status === 'rolled_back') return { runId: input.runId, postings: 0, alreadyRolledBack: true };
      throw notFound(MATKA_ROLLBACK_MESSAGES.otherRun);
    }
    if (!run) throw conflict(MATKA_ROLLBACK_MESSAGES.none);
    if (run.status === 'running') throw conflict(MATKA_ROLLBACK_MESSAGES.running);
    if (input.session === 'open' && (await standingRun(q, 'matka', draw.close.id)) && draw.close.status === 'declared') {
      throw conflict(MATKA_ROLLBACK_MESSAGES.closeFirst);
    }
    const done = await rollbackFixedOddsRun(q, { product: 'matka', marketId: s.id, runId: run.id, kind: 'matka_settle_reversal', now });
    await q.query(`UPDATE matka_sessions SET status = 'open', pana = NULL, declared_at = NULL WHERE id = $1`, [s.id]);
    await writeAudit(q, {
      actor, action: 'matka.rollback', target: `matka:${m.id}:${input.date}:${input.session}`,
      before: { status: s.status, pana: s.pana, runId: run.id, result: run.result }, after: { status: 'open', reversed: done.postings }, at: now,
    });
    return { runId: run.id, postings: done.postings, alreadyRolledBack: false };
  });
}
