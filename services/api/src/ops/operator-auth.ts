import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { signToken, verifyToken } from '../auth/jwt';
import { bearerToken } from '../auth/player-guard';
import { forbidden, unauthorized } from '../http/errors';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import type { ThrottleRule } from '../throttle/throttles';
import { missingPermissionMessage, roleCan, ROLE_PERMISSIONS, rolesWith, type OperatorPermission, type OperatorRoleName } from '@khel/shared/validation';
import type { Actor } from './actor';

export type OperatorRole = OperatorRoleName;

export interface OperatorIdentity {
  id: string;
  username: string;
  role: OperatorRole;
  sessionId: string;
  /** An admin set this operator's password: only who-am-I, sign-out and the password change answer until it changes. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorIdentity;
  }
}

export const OPERATOR_SESSION_SECONDS = 12 * 3600;
export const BAD_LOGIN_MESSAGE = 'Invalid username or password';
export const OPERATOR_DISABLED_MESSAGE = 'This operator account is disabled. Ask an admin to enable it.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'You must change your password before you continue';
export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-ins. Please try again in 15 minutes.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function actorOf(op: OperatorIdentity): Actor {
  return { operatorId: op.id, name: op.username };
}

/**
 * Operator sign-in tries (src/throttle: counted and checked in one atomic step, before the password is checked):
 * 5 per username from one address in 15 minutes, so nobody can lock the real operator out from elsewhere; and 50
 * per username from anywhere, so many addresses cannot guess on without end. The username is the account key,
 * lower-cased (operatorAccountKey). A right password forgets its address's tries and gives back its own.
 */
export const OPERATOR_LOGIN_THROTTLE: ThrottleRule = {
  name: 'operator-login',
  limits: [
    { id: 'address', by: 'account+address', points: 5, windowSeconds: 15 * 60, onSuccess: 'forget', message: LOGIN_LOCKED_MESSAGE },
    { id: 'account', by: 'account', points: 50, windowSeconds: 15 * 60, onSuccess: 'refund', message: LOGIN_LOCKED_MESSAGE },
  ],
};

export function operatorAccountKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Checks the password (argon2id) and opens an operator session; null when the username or password is wrong. A
 * disabled operator with the right password is told so (403) and gets no session. `mustChangePassword`: the
 * password was set by an admin (or is a new operator's first one) and must be changed before anything else.
 */
export async function loginOperator(
  db: Db,
  username: string,
  password: string,
  opts: { secret: string; now: Date; ttlSeconds?: number },
): Promise<{ token: string; exp: number; operator: { id: string; username: string; role: OperatorRole; mustChangePassword: boolean } } | null> {
  const { rows } = await db.query<{ id: string; username: string; role: OperatorRole; password_hash: string; disabled: boolean; must_change_password: boolean }>(
    'SELECT id::text AS id, username, role, password_hash, disabled_at IS NOT NULL AS disabled, must_change_password FROM operators WHERE username = $1',
    [username],
  );
  const row = rows[0];
  if (!row) return verifyAgainstNothing(password).then(() => null);
  if (!(await verifyPassword(row.password_hash, password))) return null;
  if (row.disabled) throw forbidden(OPERATOR_DISABLED_MESSAGE);
  const sessionId = randomUUID();
  const iat = Math.floor(opts.now.getTime() / 1000);
  const exp = iat + (opts.ttlSeconds ?? OPERATOR_SESSION_SECONDS);
  await db.query('INSERT INTO operator_sessions (id, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    row.id,
    opts.now,
    new Date(exp * 1000),
  ]);
  const token = signToken({ sid: sessionId, sub: row.id, aud: 'operator', iat, exp }, opts.secret);
  return { token, exp, operator: { id: row.id, username: row.username, role: row.role, mustChangePassword: row.must_change_password } };
}

export async function endOperatorSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('UPDATE operator_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
}

/** Whether the operator's role holds a permission (issue 27's separation of duties). */
export function can(op: Pick<OperatorIdentity, 'role'>, permission: OperatorPermission): boolean {
  return roleCan(op.role, permission);
}

/** 403 naming the missing permission, what it allows and which roles hold it. */
export function assertCan(op: Pick<OperatorIdentity, 'role'>, permission: OperatorPermission): void {
  if (!can(op, permission)) throw forbidden(missingPermissionMessage(op.role, permission));
}

/** The operator as the console's session keeps it: role and permissions, so it shows only what they can use. */
export function operatorView(op: { id: string; username: string; role: OperatorRole; mustChangePassword: boolean }) {
  return { id: op.id, username: op.username, role: op.role, permissions: [...(ROLE_PERMISSIONS[op.role] ?? [])], must_change_password: op.mustChangePassword };
}

/**
 * preHandler factory: a live operator session of an enabled operator (a player's token is refused: its audience is
 * 'player'; a disabled operator's sessions are ended, and refused here too); with a permission, an operator whose
 * role lacks it gets 403 naming it (assertCan). An operator who must change their password gets 403
 * PASSWORD_CHANGE_REQUIRED_MESSAGE from every route but those marked `duringPasswordChange` (who am I, sign out,
 * change password). Every console route names its permission; reads need console.read.
 */
export function requireOperator(permission?: OperatorPermission, opts: { duringPasswordChange?: boolean } = {}) {
  const guard = async function operatorGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { deps } = request.server;
    const now = deps.now();
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authorization token is missing');
    const claims = verifyToken(token, deps.secrets.jwt, Math.floor(now.getTime() / 1000));
    if (!claims || claims.aud !== 'operator' || !/^[0-9]{1,18}$/.test(claims.sub) || !UUID.test(claims.sid)) {
      throw unauthorized('Invalid or expired token');
    }
    const { rows } = await deps.db.query<{ username: string; role: OperatorRole; must_change_password: boolean }>(
      `SELECT o.username, o.role, o.must_change_password FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
        WHERE s.id = $1 AND s.operator_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3 AND o.disabled_at IS NULL`,
      [claims.sid, claims.sub, now],
    );
    const row = rows[0];
    if (!row) throw unauthorized('Your session has ended. Please sign in again.');
    request.operator = { id: claims.sub, username: row.username, role: row.role, sessionId: claims.sid, mustChangePassword: row.must_change_password };
    if (row.must_change_password && !opts.duringPasswordChange) throw forbidden(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    if (permission) assertCan(row, permission);
  };
  // The route's document names the permission (schemasByRoute reads it).
  return Object.assign(guard, { routeNote: permission ? `Permission: ${permission} (${rolesWith(permission).join(', ')}); otherwise 403 naming it.` : undefined });
}
