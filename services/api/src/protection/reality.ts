import { REALITY_CHECK_DEFAULT } from '@khel/shared/validation';
import type { Queryable } from '../db/db';

/**
 * The reality check's figures for the player's current login: how long since they logged in (the session's start;
 * a token refresh keeps the session) and the net result of the bets settled since then (bets.pnl: positive when the
 * player is ahead). The interval is the player's choice, 60 minutes until they choose, 0 when they turned it off.
 */
export interface RealityFigures {
  intervalMinutes: number;
  sessionStartedAt: Date;
  playedSeconds: number;
  /** paise */
  netResult: bigint;
}

export async function realityFigures(q: Queryable, userId: string, sessionId: string, now: Date): Promise<RealityFigures | null> {
  const { rows } = await q.query<{ started: Date; minutes: number | null; net: string }>(
    `SELECT s.created_at AS started,
            (SELECT p.reality_check_minutes FROM player_protection p WHERE p.user_id = s.user_id) AS minutes,
            (SELECT COALESCE(SUM(b.pnl), 0) FROM bets b
              WHERE b.user_id = s.user_id AND b.status = 'settled' AND b.settled_at >= s.created_at AND b.settled_at <= $3)::text AS net
       FROM sessions s WHERE s.id = $2 AND s.user_id = $1`,
    [userId, sessionId, now],
  );
  const r = rows[0];
  if (!r) return null;
  const started = new Date(r.started);
  return {
    intervalMinutes: r.minutes ?? REALITY_CHECK_DEFAULT,
    sessionStartedAt: started,
    playedSeconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
    netResult: BigInt(r.net),
  };
}
