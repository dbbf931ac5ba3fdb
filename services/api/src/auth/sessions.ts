import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { unauthorized } from '../http/errors';
import { signToken } from './jwt';

/** KHEL_REFRESH_MAX_AGE's default: a login lasts at most 30 days, however often it is refreshed. */
export const DEFAULT_REFRESH_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface IssuedToken {
  token: string;
  /** expiry, seconds since the epoch */
  exp: number;
  sessionId: string;
}

/**
 * Starts a player session and ends every older one: one device at a time. The older tokens answer 401 on
 * their next call. Run it inside the login transaction.
 */
export async function startPlayerSession(
  q: Queryable,
  userId: string | number,
  opts: { secret: string; ttlSeconds: number; maxAgeSeconds?: number; now: Date },
): Promise<IssuedToken> {
  // Two logins at once must not both survive: the player's row lock makes the second wait and then end the first.
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await endPlayerSessions(q, userId, 'new_login', opts.now);
  const sessionId = randomUUID();
  const iat = Math.floor(opts.now.getTime() / 1000);
  const lex = iat + (opts.maxAgeSeconds ?? DEFAULT_REFRESH_MAX_AGE_SECONDS);
  const exp = Math.min(iat + opts.ttlSeconds, lex);
  await q.query('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    userId,
    opts.now,
    new Date(exp * 1000),
  ]);
  const token = signToken({ sid: sessionId, sub: String(userId), aud: 'player', iat, exp, lex }, opts.secret);
  return { token, exp, sessionId };
}

export const REFRESH_MESSAGES = {
  maxAge: 'Your login has expired. Please log in again.',
} as const;

/**
 * How long the token a refresh replaced still answers: another tab of the same browser may have sent a call with it
 * a moment before taking the new token from the shared cookie (shared/src/session/token-refresh.ts).
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * Rotates a live session's token (auth refresh). Issue 27 M4: the refresh makes a new session (same login time,
 * so KHEL_REFRESH_MAX_AGE and the reality check still count from the login) and the old token stops working
 * REFRESH_GRACE_SECONDS later; it can never be refreshed again. Issue 11 point 14: a session lives at most
 * maxAgeSeconds from its login, however often it is refreshed: the new token never outlives that, and a refresh
 * past it ends the session and answers 401 with a clear message.
 */
export async function refreshPlayerSession(
  q: Queryable,
  sessionId: string,
  userId: string,
  opts: { secret: string; ttlSeconds: number; maxAgeSeconds: number; now: Date },
): Promise<IssuedToken> {
  const iat = Math.floor(opts.now.getTime() / 1000);
  const { rows } = await q.query<{ created_at: Date }>(
    `UPDATE sessions SET expires_at = LEAST(expires_at, $2::timestamptz), ended_reason = 'refreshed'
      WHERE id = $1 AND ended_at IS NULL AND ended_reason IS NULL AND created_at + make_interval(secs => $3) > $4 RETURNING created_at`,
    [sessionId, new Date((iat + REFRESH_GRACE_SECONDS) * 1000), opts.maxAgeSeconds, opts.now],
  );
  if (!rows[0]) {
    const { rows: rotated } = await q.query("SELECT 1 FROM sessions WHERE id = $1 AND ended_reason = 'refreshed'", [sessionId]);
    if (rotated.length) throw unauthorized(SESSION_REPLACED_MESSAGE);
    await endSession(q, sessionId, 'max_age', opts.now);
    throw unauthorized(REFRESH_MESSAGES.maxAge);
  }
  const createdAt = new Date(rows[0].created_at);
  const lex = Math.floor(createdAt.getTime() / 1000) + opts.maxAgeSeconds;
  const exp = Math.min(iat + opts.ttlSeconds, lex);
  const fresh = randomUUID();
  await q.query('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [fresh, userId, createdAt, new Date(exp * 1000)]);
  q.playersChanged([userId]);
  return { token: signToken({ sid: fresh, sub: userId, aud: 'player', iat, exp, lex }, opts.secret), exp, sessionId: fresh };
}

/** A refreshed token's own refresh: the new token is the only one that carries the login on. */
export const SESSION_REPLACED_MESSAGE = 'Your session has ended. Please log in again.';

export async function endSession(q: Queryable, sessionId: string, reason: string, now: Date): Promise<void> {
  const { rows } = await q.query<{ user_id: string }>(
    'UPDATE sessions SET ended_at = $2, ended_reason = $3 WHERE id = $1 AND ended_at IS NULL RETURNING user_id::text',
    [sessionId, now, reason],
  );
  q.playersChanged(rows.map((r) => r.user_id));
}

/**
 * The player's side channels end with their sessions (issue 27 M4): casino and built-in game sessions stop taking
 * debits and reading the balance (credits and rollbacks of rounds under way still settle: casino/sessions.ts).
 * The caller tells the player's sockets after the commit (NotificationRuntime.endPlayer).
 */
export async function endGameSessions(q: Queryable, userId: string | number, now: Date): Promise<void> {
  await q.query('UPDATE casino_sessions SET expires_at = $2 WHERE user_id = $1 AND expires_at > $2', [userId, now]);
}

/**
 * Ends every live session of a player (a new login, a password reset, a block): their tokens answer 401 next.
 * `except` keeps one (a password change ends the player's other sessions, not the one that made it).
 */
export async function endPlayerSessions(q: Queryable, userId: string | number, reason: string, now: Date, except?: string): Promise<void> {
  if (except) await q.query('UPDATE sessions SET ended_at = $2, ended_reason = $3 WHERE user_id = $1 AND ended_at IS NULL AND id <> $4', [userId, now, reason, except]);
  else await q.query('UPDATE sessions SET ended_at = $2, ended_reason = $3 WHERE user_id = $1 AND ended_at IS NULL', [userId, now, reason]);
  q.playersChanged([userId]);
}
