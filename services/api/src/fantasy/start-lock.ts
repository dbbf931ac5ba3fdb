import type { Db } from '../db/db';
import { getMatch } from './matches';
import { refundOpenFights } from './stakes';

/**
 * The start-time lock. Teams lock at the start time by rule (every fight change checks the clock itself, rules.ts);
 * this sweep makes it visible and returns money: a match past its start goes live and every fight nobody took is
 * refunded (one posting per fight), in one transaction under the match's row lock, so a fight being taken at that
 * moment is either taken (it committed first) or refused (it waited for the lock and then saw the time).
 * Idempotent: a match already locked is passed over. Returns the matches it locked.
 */
export async function lockDueMatches(db: Db, now: Date): Promise<Array<{ matchId: string; refunded: number }>> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM fantasy_matches WHERE locked_at IS NULL AND start_time <= $1 AND status IN ('upcoming', 'live') ORDER BY start_time LIMIT 50`,
    [now],
  );
  const done: Array<{ matchId: string; refunded: number }> = [];
  for (const { id } of rows) {
    const refunded = await db.tx(async (q) => {
      const m = await getMatch(q, id, 'update');
      if (m.lockedAt || m.startTime.getTime() > now.getTime() || m.status === 'completed' || m.status === 'abandoned') return null;
      const r = await refundOpenFights(q, { matchId: id, status: 'refunded', now });
      await q.query(`UPDATE fantasy_matches SET locked_at = $2, status = CASE WHEN status = 'upcoming' THEN 'live' ELSE status END, updated_at = $2 WHERE id = $1`, [id, now]);
      return r.fights;
    });
    if (refunded !== null) done.push({ matchId: id, refunded });
  }
  return done;
}
