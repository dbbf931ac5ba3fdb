import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/** A launch's game session lasts this long for debits and balance; credits and rollbacks never check it. */
export const SESSION_TTL_MS = 6 * 60 * 60 * 1000;

export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Creates a game session and answers its token (only the token's SHA-256 is stored). */
export async function createGameSession(
  q: Queryable,
  s: { userId: string; providerId: string; gameId: string; playMoney: boolean; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(s.now.getTime() + SESSION_TTL_MS);
  await q.query(
    `INSERT INTO casino_sessions (token_hash, user_id, provider_id, game_id, play_money, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tokenHash(token), s.userId, s.providerId, s.gameId, s.playMoney, s.now, expiresAt],
  );
  return { token, expiresAt };
}

export interface GameSession {
  userId: string;
  userName: string;
  gameId: string;
  gameCode: string;
  playMoney: boolean;
  expiresAt: Date;
}

/** The live session a token names for this provider (not expired, player not blocked), or null. */
export async function liveSession(q: Queryable, providerId: string, token: string, now: Date): Promise<GameSession | null> {
  const { rows } = await q.query<{ user_id: string; user_name: string; game_id: string; code: string; play_money: boolean; expires_at: Date }>(
    `SELECT s.user_id::text, u.user_name, s.game_id::text, g.code, s.play_money, s.expires_at
       FROM casino_sessions s JOIN users u ON u.id = s.user_id JOIN casino_games g ON g.id = s.game_id
      WHERE s.token_hash = $1 AND s.provider_id = $2 AND s.expires_at > $3 AND NOT u.blocked`,
    [tokenHash(token), providerId, now],
  );
  const r = rows[0];
  return r ? { userId: r.user_id, userName: r.user_name, gameId: r.game_id, gameCode: r.code, playMoney: r.play_money, expiresAt: new Date(r.expires_at) } : null;
}

/**
 * Whether the player has a game session of this provider open now (not expired, player not blocked): a provider
 * reads a player's balance by id only then (issue 26 finding 7), never another provider's players'.
 */
export async function hasOpenSession(q: Queryable, providerId: string, userId: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM casino_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.user_id = $1 AND s.provider_id = $2 AND s.expires_at > $3 AND NOT u.blocked LIMIT 1`,
    [userId, providerId, now],
  );
  return rows.length > 0;
}
