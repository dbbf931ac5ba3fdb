import type { Queryable } from '../db/db';
import { verifyToken } from '../auth/jwt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Says whose a player token is, or null: the checks of requirePlayer (auth/player-guard.ts) for a live socket. */
export type LiveAuthenticate = (token: string) => Promise<string | null>;

/**
 * A token is accepted as player-guard accepts a request's: signed with the API's secret, unexpired, a player's,
 * its session live (not ended, not past its end) and its player not blocked.
 */
export function livePlayerAuth(deps: { db: Queryable; secrets: { jwt: string }; now: () => Date }): LiveAuthenticate {
  return async (token) => {
    const now = deps.now();
    const claims = verifyToken(token, deps.secrets.jwt, Math.floor(now.getTime() / 1000));
    if (!claims || claims.aud !== 'player' || !/^[0-9]{1,18}$/.test(claims.sub) || !UUID.test(claims.sid)) return null;
    const { rows } = await deps.db.query(
      `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3 AND NOT u.blocked`,
      [claims.sid, claims.sub, now],
    );
    return rows.length ? claims.sub : null;
  };
}
