import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { unauthorized } from '../http/errors';
import { readSignedClaims, type TokenClaims, verifyToken } from './jwt';
import { REFRESH_MESSAGES } from './sessions';
import { SessionCache } from './session-cache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

export interface PlayerIdentity {
  userId: string;
  sessionId: string;
  userName: string;
  isDemo: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    player?: PlayerIdentity;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  // The usual exact form first (every poll sends it), without a regular expression.
  if (header.startsWith('Bearer ') && header.indexOf(' ', 7) === -1 && header.length > 7) return header.slice(7);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

// Claims objects come from verifyToken's cache, so a token's shape is checked once, not on every poll.
const playerShaped = new WeakSet<TokenClaims>();

/** The claims of the request's player token (signature and expiry checked; the session is not). 401 otherwise. */
export function playerClaims(request: FastifyRequest, now: Date): TokenClaims {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Authorization token is missing');
  const claims = verifyToken(token, request.server.deps.secrets.jwt, Math.floor(now.getTime() / 1000));
  if (!claims) {
    // A genuine token that reached its login's absolute end (issue 11 point 14) says so: the player logs in again.
    const ended = readSignedClaims(token, request.server.deps.secrets.jwt);
    throw unauthorized(ended && typeof ended.lex === 'number' && ended.exp >= ended.lex ? REFRESH_MESSAGES.maxAge : 'Invalid or expired token');
  }
  if (!playerShaped.has(claims)) {
    if (claims.aud !== 'player' || !/^[0-9]{1,18}$/.test(claims.sub) || !UUID.test(claims.sid)) throw unauthorized('Invalid or expired token');
    playerShaped.add(claims);
  }
  return claims;
}

/** A live session's player, as every player call needs it; kept per session (session-cache.ts). */
interface LiveSession {
  userName: string;
  isDemo: boolean;
  /** ms since the epoch */
  expiresMs: number;
}

const LIVE_SESSION_SQL = `
  SELECT u.user_name, u.is_demo, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3 AND NOT u.blocked`;

// One cache per database (an API process has one; tests start many apps, each with its own).
const liveSessions = new WeakMap<Db, SessionCache<LiveSession>>();

function liveSessionsOf(db: Db, deps: { now(): Date }): SessionCache<LiveSession> {
  let cache = liveSessions.get(db);
  if (!cache) {
    cache = new SessionCache<LiveSession>(db.changes, async (sid, uid) => {
      const row = (await db.query<{ user_name: string; is_demo: boolean; expires_ms: number }>(LIVE_SESSION_SQL, [sid, uid, deps.now()])).rows[0];
      return row && { userName: row.user_name, isDemo: row.is_demo, expiresMs: row.expires_ms };
    });
    liveSessions.set(db, cache);
  }
  return cache;
}

/**
 * preHandler for player calls: a signed, unexpired token whose session is live and whose player is not
 * blocked. Anything else is 401 (the client then logs out). The session check is kept in memory until the player
 * changes (a logout, a block, a password change say so), so most calls make no database read for it.
 */
export async function requirePlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { deps } = request.server;
  const now = deps.now();
  const claims = playerClaims(request, now);
  const session = await liveSessionsOf(deps.db, deps).get(claims.sid, claims.sub, now.getTime());
  if (!session) throw unauthorized(SESSION_ENDED_MESSAGE);
  request.player = { userId: claims.sub, sessionId: claims.sid, userName: session.userName, isDemo: session.isDemo };
}
