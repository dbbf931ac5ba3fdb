import { operatorPasswordProblem, type OperatorRoleName } from '@khel/shared/validation';
import type { Db, Queryable } from '../db/db';
import { badRequest, conflict, notFound, unprocessable } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Actor } from './actor';
import { writeAudit } from './audit';

/**
 * Operator accounts (issue 11 point 4): the first admin (from the command line), and the console's create, disable,
 * enable, role and password reset (admins only), and every operator's own password change. Each change and its audit
 * record are one transaction (the caller's, so the routes run them under the request's Idempotency-Key); passwords
 * are checked and hashed before it. No change may leave the site without an active admin: changes that could are
 * serialised by one advisory lock, so two admins demoting each other at once cannot both succeed.
 */

export interface OperatorRow {
  id: string;
  username: string;
  role: OperatorRoleName;
  disabled: boolean;
  must_change_password: boolean;
  created_at: string;
  password_changed_at: string | null;
}

export const NO_ADMIN_LEFT_MESSAGE = 'This would leave the site without an active admin. Make another operator admin first.';
export const OPERATOR_NOT_FOUND_MESSAGE = 'Operator not found';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect';
export const usernameTakenMessage = (username: string) => `An operator named ${username} already exists`;

const ADMIN_CHANGE_LOCK = 7_470_011;
const ID = /^[0-9]{1,18}$/;

const COLUMNS = `id::text AS id, username, role, disabled_at IS NOT NULL AS disabled, must_change_password, created_at, password_changed_at`;

type RawRow = Omit<OperatorRow, 'created_at' | 'password_changed_at'> & { created_at: Date; password_changed_at: Date | null };
const toRow = (r: RawRow): OperatorRow => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
  password_changed_at: r.password_changed_at ? new Date(r.password_changed_at).toISOString() : null,
});
/** What the audit records of an operator (never the password hash). */
const auditView = (r: OperatorRow) => ({ username: r.username, role: r.role, disabled: r.disabled, must_change_password: r.must_change_password });

export async function listOperators(q: Queryable): Promise<OperatorRow[]> {
  const { rows } = await q.query<RawRow>(`SELECT ${COLUMNS} FROM operators ORDER BY username`);
  return rows.map(toRow);
}

export async function countActiveAdmins(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL`);
  return Number(rows[0]?.n ?? 0);
}

async function lockedOperator(q: Queryable, id: string): Promise<OperatorRow> {
  if (!ID.test(id)) throw notFound(OPERATOR_NOT_FOUND_MESSAGE);
  const { rows } = await q.query<RawRow>(`SELECT ${COLUMNS} FROM operators WHERE id = $1 FOR UPDATE`, [id]);
  if (!rows[0]) throw notFound(OPERATOR_NOT_FOUND_MESSAGE);
  return toRow(rows[0]);
}

async function endSessions(q: Queryable, operatorId: string, now: Date, keepSessionId?: string): Promise<number> {
  const result = await q.query(
    'UPDATE operator_sessions SET ended_at = $2 WHERE operator_id = $1 AND ended_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)',
    [operatorId, now, keepSessionId ?? null],
  );
  return result.rowCount;
}

/** Refuses a change after which no active admin would remain (call under ADMIN_CHANGE_LOCK). */
async function assertAdminRemains(q: Queryable, target: OperatorRow, after: { role: OperatorRoleName; disabled: boolean }): Promise<void> {
  const wasActiveAdmin = target.role === 'admin' && !target.disabled;
  const staysActiveAdmin = after.role === 'admin' && !after.disabled;
  if (!wasActiveAdmin || staysActiveAdmin) return;
  if ((await countActiveAdmins(q)) <= 1) throw conflict(NO_ADMIN_LEFT_MESSAGE);
}

/** The password rules, with the username it must not contain; a 422 naming the problem. */
export function assertStrongPassword(password: string, username: string): void {
  const problem = operatorPasswordProblem(password, username);
  if (problem) throw unprocessable([problem]);
}

/** Checks the password rules (a 422 naming the problem) and hashes it (argon2id): done before the transaction. */
export async function newPasswordHash(password: string, username: string): Promise<string> {
  assertStrongPassword(password, username);
  return hashPassword(password);
}

/**
 * A new operator, in the caller's transaction (`passwordHash` from newPasswordHash). From the console the password is
 * a first one the operator must change (mustChange); the command line's first admin chose their own. A taken
 * username is refused (409) and nothing is written.
 */
export async function createOperator(
  q: Queryable,
  input: { username: string; role: OperatorRoleName; passwordHash: string; mustChange: boolean; actor: Actor; now: Date },
): Promise<OperatorRow> {
  const { rows } = await q.query<RawRow>(
    `INSERT INTO operators (username, password_hash, role, must_change_password, created_at, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 THEN NULL ELSE $5::timestamptz END)
     ON CONFLICT (username) DO NOTHING RETURNING ${COLUMNS}`,
    [input.username, input.passwordHash, input.role, input.mustChange, input.now],
  );
  if (!rows[0]) throw conflict(usernameTakenMessage(input.username));
  const row = toRow(rows[0]);
  await writeAudit(q, { actor: input.actor, action: 'operator.create', target: `operator ${row.username}`, before: null, after: auditView(row), at: input.now });
  return row;
}

/** Disables (every session ends at once) or enables an operator, in the caller's transaction. */
export async function setOperatorDisabled(q: Queryable, input: { id: string; disabled: boolean; actor: Actor; now: Date }): Promise<OperatorRow> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGE_LOCK]);
  const before = await lockedOperator(q, input.id);
  if (before.disabled === input.disabled) return before;
  await assertAdminRemains(q, before, { role: before.role, disabled: input.disabled });
  const { rows } = await q.query<RawRow>(
    `UPDATE operators SET disabled_at = CASE WHEN $2 THEN $3::timestamptz ELSE NULL END WHERE id = $1 RETURNING ${COLUMNS}`,
    [input.id, input.disabled, input.now],
  );
  const after = toRow(rows[0]!);
  const ended = input.disabled ? await endSessions(q, input.id, input.now) : 0;
  await writeAudit(q, {
    actor: input.actor,
    action: input.disabled ? 'operator.disable' : 'operator.enable',
    target: `operator ${after.username}`,
    before: auditView(before),
    after: { ...auditView(after), ...(input.disabled ? { sessions_ended: ended } : {}) },
    at: input.now,
  });
  return after;
}

export async function setOperatorRole(q: Queryable, input: { id: string; role: OperatorRoleName; actor: Actor; now: Date }): Promise<OperatorRow> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGE_LOCK]);
  const before = await lockedOperator(q, input.id);
  if (before.role === input.role) return before;
  await assertAdminRemains(q, before, { role: input.role, disabled: before.disabled });
  const { rows } = await q.query<RawRow>(`UPDATE operators SET role = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [input.id, input.role]);
  const after = toRow(rows[0]!);
  await writeAudit(q, { actor: input.actor, action: 'operator.role', target: `operator ${after.username}`, before: auditView(before), after: auditView(after), at: input.now });
  return after;
}

/** The username of an operator id (404 when there is none): what a reset's password must not contain. */
export async function operatorUsername(q: Queryable, id: string): Promise<string> {
  if (!ID.test(id)) throw notFound(OPERATOR_NOT_FOUND_MESSAGE);
  const { rows } = await q.query<{ username: string }>('SELECT username FROM operators WHERE id = $1', [id]);
  if (!rows[0]) throw notFound(OPERATOR_NOT_FOUND_MESSAGE);
  return rows[0].username;
}

/**
 * An admin sets a temporary password (`passwordHash` from newPasswordHash), in the caller's transaction: the
 * operator's sessions end, and at their next sign-in they must change it before any other call works (the operator
 * guard enforces it).
 */
export async function resetOperatorPassword(q: Queryable, input: { id: string; passwordHash: string; actor: Actor; now: Date }): Promise<OperatorRow> {
  const before = await lockedOperator(q, input.id);
  const { rows } = await q.query<RawRow>(
    `UPDATE operators SET password_hash = $2, must_change_password = true WHERE id = $1 RETURNING ${COLUMNS}`,
    [input.id, input.passwordHash],
  );
  const after = toRow(rows[0]!);
  const ended = await endSessions(q, input.id, input.now);
  await writeAudit(q, {
    actor: input.actor,
    action: 'operator.reset_password',
    target: `operator ${after.username}`,
    before: auditView(before),
    after: { ...auditView(after), sessions_ended: ended },
    at: input.now,
  });
  return after;
}

/**
 * The operator's own change: the current password is required; the forced-change flag clears; the operator's other
 * sessions end (this one stays).
 */
export async function changeOwnPassword(
  db: Db,
  input: { operatorId: string; sessionId: string; currentPassword: string; newPassword: string; actor: Actor; now: Date },
): Promise<OperatorRow> {
  const { rows: found } = await db.query<{ username: string; password_hash: string }>('SELECT username, password_hash FROM operators WHERE id = $1', [input.operatorId]);
  const me = found[0];
  if (!me) throw notFound(OPERATOR_NOT_FOUND_MESSAGE);
  const hash = await newPasswordHash(input.newPassword, me.username);
  if (!(await verifyPassword(me.password_hash, input.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
  return db.tx(async (q) => {
    const before = await lockedOperator(q, input.operatorId);
    const { rows } = await q.query<RawRow>(
      `UPDATE operators SET password_hash = $2, must_change_password = false, password_changed_at = $3 WHERE id = $1 AND password_hash = $4 RETURNING ${COLUMNS}`,
      [input.operatorId, hash, input.now, me.password_hash],
    );
    // Someone reset it between the check and now: the current password given is no longer the current one.
    if (!rows[0]) throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
    const after = toRow(rows[0]);
    const ended = await endSessions(q, input.operatorId, input.now, input.sessionId);
    await writeAudit(q, {
      actor: input.actor,
      action: 'operator.change_password',
      target: `operator ${after.username}`,
      before: auditView(before),
      after: { ...auditView(after), other_sessions_ended: ended },
      at: input.now,
    });
    return after;
  });
}
