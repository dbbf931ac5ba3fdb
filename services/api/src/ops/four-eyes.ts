import type { OperatorPermission } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { conflict, notFound } from '../http/errors';
import type { Actor } from './actor';
import { writeAudit } from './audit';

/**
 * Four-eyes (issue 27, after issue 11's deposit rule): an action above its limit is not done on one operator's word.
 * The first call records a proposal (kind, target, the action's details) and the action waits; a second operator
 * approving the same details, by making the same call or from the console's approvals page, lets it through under
 * their name, with the proposer kept. One pending proposal per kind and target: a proposal with other details
 * replaces it, and a decision within the limits (or another way: reject, hold, expiry) drops it. Every step is
 * audited. Call it inside the action's transaction, before the action changes anything: when it answers
 * `go: false`, commit (the proposal must stay) and answer that the action waits.
 */

/** The actions that can wait for a second operator, with the permission a second operator needs (or approvals.decide). */
export const APPROVAL_KINDS = {
  'request.approve': { permission: 'requests.decide', what: 'Approve a deposit or withdrawal' },
  'sports.result': { permission: 'sports.settle', what: 'Settle or void a sports market' },
  'sports.prices': { permission: 'sports.price', what: 'Set prices by hand' },
  'matka.result': { permission: 'matka.result', what: 'Declare or void a matka result' },
  'protection.self_exclusion': { permission: 'players.protect', what: "Self-exclude a player" },
} as const satisfies Record<string, { permission: OperatorPermission; what: string }>;
export type ApprovalKind = keyof typeof APPROVAL_KINDS;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'superseded', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const FOUR_EYES_MESSAGES = {
  waits: (reason: string) => `${reason}: it waits for a second operator's approval`,
  sameOperator: (summary: string) => `You proposed this (${summary}): a second operator must approve it`,
  notPending: 'This approval is no longer pending',
  notFound: 'Approval not found',
} as const;

export interface ApprovalRow {
  id: string;
  kind: ApprovalKind;
  target: string;
  payload: Record<string, unknown>;
  summary: string;
  reason: string;
  status: ApprovalStatus;
  proposed_by: string;
  proposed_by_name: string;
  proposed_at: Date;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  note: string | null;
}

export interface FourEyesRequest {
  kind: ApprovalKind;
  /** What the action is on: 'request:12', 'market:5', 'matka:3:2026-11-23:open', 'user:9'. */
  target: string;
  /** The action's details as it takes them (a second operator approves exactly these). */
  payload: Record<string, unknown>;
  summary: string;
  /** Why a second operator is needed; null when the action is within one operator's limits. */
  reason: string | null;
  /**
   * For actions that leave a record of each run (a settlement run): when the action last started on this target,
   * null if never. An approval of the same details decided after it has not been carried out yet (its run is under
   * way, or was cut off): a repeat call carries it out instead of proposing it again.
   */
  lastRunAt?: Date | null;
}

// Advisory lock class of four-eyes decisions (the object is a hash of kind and target).
const FOUR_EYES_LOCK = 7472;

export type Gate = { go: true; approval: ApprovalRow | null } | { go: false; approval: ApprovalRow };

const COLUMNS = `a.id::text AS id, a.kind, a.target, a.payload, a.summary, a.reason, a.status, a.proposed_by::text AS proposed_by,
  p.username AS proposed_by_name, a.proposed_at, a.decided_by::text AS decided_by, d.username AS decided_by_name, a.decided_at, a.note`;
const FROM = 'ops_approvals a JOIN operators p ON p.id = a.proposed_by LEFT JOIN operators d ON d.id = a.decided_by';

/** The audit row's target: the same words the action's own audit uses ('request #12', 'market:5', 'user:9'). */
export const auditTargetOf = (target: string) => target.replace(/^request:([0-9]+)$/, 'request #$1');

/** What the audit keeps of an approval. */
const auditView = (a: ApprovalRow) => ({ kind: a.kind, summary: a.summary, reason: a.reason, status: a.status, proposed_by: a.proposed_by_name, payload: a.payload });

/**
 * The gate. `confirm`: the approvals page's call, which may only confirm that pending approval (never propose a
 * new one: the operator approving may not hold the action's own permission).
 */
export async function fourEyes(q: Queryable, req: FourEyesRequest, actor: Actor, now: Date, opts: { confirm?: string } = {}): Promise<Gate> {
  // One decision at a time per kind and target: two first proposals at once would both find nothing pending.
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [FOUR_EYES_LOCK, `${req.kind}:${req.target}`]);
  const { rows } = await q.query<ApprovalRow & { same: boolean }>(
    `SELECT ${COLUMNS}, a.payload = $3::jsonb AS same FROM ${FROM} WHERE a.kind = $1 AND a.target = $2 AND a.status = 'pending' FOR UPDATE OF a`,
    [req.kind, req.target, JSON.stringify(req.payload)],
  );
  const pending = rows[0];
  if (opts.confirm !== undefined && (!pending || pending.id !== opts.confirm || !pending.same)) throw conflict(FOUR_EYES_MESSAGES.notPending);
  if (pending?.same) {
    if (pending.proposed_by === actor.operatorId) throw conflict(FOUR_EYES_MESSAGES.sameOperator(pending.summary));
    return { go: true, approval: await decideApproval(q, pending, 'approved', actor, now, null) };
  }
  if (pending) await decideApproval(q, pending, 'superseded', actor, now, req.reason ? 'Replaced by a new proposal' : 'Replaced by a decision within the limits');
  if (req.reason === null) return { go: true, approval: null };
  if (req.lastRunAt !== undefined) {
    const approved = await q.query<ApprovalRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE a.kind = $1 AND a.target = $2 AND a.status = 'approved' AND a.payload = $3::jsonb
          AND ($4::timestamptz IS NULL OR a.decided_at > $4::timestamptz) ORDER BY a.id DESC LIMIT 1`,
      [req.kind, req.target, JSON.stringify(req.payload), req.lastRunAt],
    );
    if (approved.rows[0]) return { go: true, approval: null };
  }
  if (!actor.operatorId) throw conflict('Only an operator can propose this');
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO ops_approvals (kind, target, payload, summary, reason, proposed_by, proposed_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7) RETURNING id::text AS id`,
    [req.kind, req.target, JSON.stringify(req.payload), req.summary, req.reason, actor.operatorId, now],
  );
  const approval = await approvalById(q, inserted.rows[0]!.id);
  await writeAudit(q, { actor, action: 'approval.propose', target: auditTargetOf(req.target), before: null, after: { id: approval.id, ...auditView(approval) }, at: now });
  return { go: false, approval };
}

/** Drops the pending proposal of a kind and target (the request was rejected, held or expired): cancelled, audited. */
export async function dropPending(q: Queryable, kind: ApprovalKind, target: string, actor: Actor, now: Date, note: string): Promise<void> {
  const { rows } = await q.query<ApprovalRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.kind = $1 AND a.target = $2 AND a.status = 'pending' FOR UPDATE OF a`, [kind, target]);
  if (rows[0]) await decideApproval(q, rows[0], 'cancelled', actor, now, note);
}

/**
 * A second operator (or the proposer, withdrawing it) turns a pending proposal down: rejected (cancelled when it is
 * the proposer's own), with their note; audited. Nothing of the action was done, so nothing is undone.
 */
export async function rejectApproval(q: Queryable, id: string, actor: Actor, now: Date, note: string): Promise<ApprovalRow> {
  const approval = await lockedApproval(q, id);
  if (approval.status !== 'pending') throw conflict(FOUR_EYES_MESSAGES.notPending);
  return decideApproval(q, approval, approval.proposed_by === actor.operatorId ? 'cancelled' : 'rejected', actor, now, note);
}

/**
 * An approved action that then failed (the market changed, the player's balance no longer covers it): the approval
 * is pending again, so the operators see it and decide afresh, instead of an approval that did nothing.
 */
export async function reopenApproval(q: Queryable, id: string, actor: Actor, now: Date, why: string): Promise<void> {
  const { rowCount } = await q.query(
    `UPDATE ops_approvals SET status = 'pending', decided_by = NULL, decided_at = NULL, note = $2
      WHERE id = $1 AND status = 'approved' AND NOT EXISTS (SELECT 1 FROM ops_approvals o WHERE o.kind = ops_approvals.kind AND o.target = ops_approvals.target AND o.status = 'pending')`,
    [id, `Approved, but the action failed: ${why}`.slice(0, 500)],
  );
  if (rowCount) await writeAudit(q, { actor, action: 'approval.reopen', target: `approval #${id}`, before: { status: 'approved' }, after: { status: 'pending', reason: why }, at: now });
}

async function decideApproval(q: Queryable, a: ApprovalRow, status: ApprovalStatus, actor: Actor, now: Date, note: string | null): Promise<ApprovalRow> {
  await q.query('UPDATE ops_approvals SET status = $2, decided_by = $3, decided_at = $4, note = $5 WHERE id = $1', [a.id, status, actor.operatorId, now, note]);
  const after = await approvalById(q, a.id);
  const action = { approved: 'approval.approve', rejected: 'approval.reject', cancelled: 'approval.cancel', superseded: 'approval.supersede', pending: 'approval.propose' }[status];
  await writeAudit(q, { actor, action, target: auditTargetOf(a.target), before: { id: a.id, ...auditView(a) }, after: { id: a.id, ...auditView(after), note }, at: now });
  return after;
}

export async function approvalById(q: Queryable, id: string): Promise<ApprovalRow> {
  if (!/^[0-9]{1,18}$/.test(id)) throw notFound(FOUR_EYES_MESSAGES.notFound);
  const { rows } = await q.query<ApprovalRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`, [id]);
  if (!rows[0]) throw notFound(FOUR_EYES_MESSAGES.notFound);
  return rows[0];
}

async function lockedApproval(q: Queryable, id: string): Promise<ApprovalRow> {
  if (!/^[0-9]{1,18}$/.test(id)) throw notFound(FOUR_EYES_MESSAGES.notFound);
  const { rows } = await q.query<ApprovalRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
  if (!rows[0]) throw notFound(FOUR_EYES_MESSAGES.notFound);
  return rows[0];
}

/** The pending proposal of a kind and target, if any (the request view's "waiting for a second operator"). */
export async function pendingApproval(q: Queryable, kind: ApprovalKind, target: string): Promise<ApprovalRow | null> {
  const { rows } = await q.query<ApprovalRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.kind = $1 AND a.target = $2 AND a.status = 'pending'`, [kind, target]);
  return rows[0] ?? null;
}

/** Newest first, a page at a time (keyset on id: `before` is the last id of the previous page). */
export async function listApprovals(q: Queryable, opts: { status?: ApprovalStatus; before?: string; limit: number }): Promise<{ items: ApprovalRow[]; next: string | null }> {
  const { rows } = await q.query<ApprovalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ($1::text IS NULL OR a.status = $1) AND ($2::bigint IS NULL OR a.id < $2::bigint) ORDER BY a.id DESC LIMIT $3`,
    [opts.status ?? null, opts.before ?? null, opts.limit + 1],
  );
  const items = rows.slice(0, opts.limit);
  return { items, next: rows.length > opts.limit ? items[items.length - 1]!.id : null };
}

export async function countPendingApprovals(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ops_approvals WHERE status = 'pending'`);
  return Number(rows[0]?.n ?? 0);
}

/** The contract's view (OpsApproval). */
export function approvalView(a: ApprovalRow) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: a.id,
    kind: a.kind,
    what: APPROVAL_KINDS[a.kind]?.what ?? a.kind,
    target: a.target,
    summary: a.summary,
    reason: a.reason,
    status: a.status,
    proposed_by: a.proposed_by_name,
    proposed_at: iso(a.proposed_at)!,
    decided_by: a.decided_by_name,
    decided_at: iso(a.decided_at),
    note: a.note,
    payload: a.payload,
    approver_permission: APPROVAL_KINDS[a.kind]?.permission ?? null,
  };
}
