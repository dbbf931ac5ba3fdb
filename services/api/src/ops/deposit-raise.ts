import type { Queryable } from '../db/db';
import { conflict } from '../http/errors';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { paiseToRupees } from './money';
import { auditState, REQUEST_COLUMNS, type RequestRow } from './request-row';

/**
 * An approval never creates money on one operator's word (issue 11 point 6). A deposit approved for more than the
 * player asked for is a proposal until a second operator approves the same amount: the first call records who
 * proposed what, the second (another operator, same amount) lets the approval through. Each step is audited.
 * Approving at or below the requested amount, or rejecting, drops a pending proposal.
 */

export const RAISE_MESSAGES = {
  proposed: 'Approval above the requested amount needs a second operator: it waits for their approval',
  sameOperator: (amount: number) => `You proposed ₹${amount}: a second operator must approve it`,
} as const;

export type RaiseOutcome = { kind: 'proposed'; row: RequestRow } | { kind: 'confirmed'; proposedBy: string };

/** Called for a deposit approved above its amount, inside the decision's transaction with the row locked. */
export async function approveAboveRequested(q: Queryable, row: RequestRow, approved: bigint, actor: Actor, now: Date): Promise<RaiseOutcome> {
  const pending = row.raise_paise !== null ? { paise: BigInt(row.raise_paise), by: row.raise_by! } : null;
  if (pending && pending.paise === approved) {
    if (pending.by === actor.operatorId) throw conflict(RAISE_MESSAGES.sameOperator(paiseToRupees(approved)!));
    return { kind: 'confirmed', proposedBy: pending.by };
  }
  // A first proposal, or another amount than the one pending: this operator's proposal replaces it.
  const { rows } = await q.query<RequestRow>(
    `UPDATE wallet_transactions t SET raise_paise = $2, raise_by = $3, raise_at = $4, updated_at = $4 WHERE t.id = $1 RETURNING ${REQUEST_COLUMNS}`,
    [row.id, approved.toString(), actor.operatorId, now],
  );
  const after = rows[0]!;
  await writeAudit(q, {
    actor,
    action: 'request.approve_above_requested',
    target: `request #${row.id}`,
    before: { ...auditState(row), proposed_amount: paiseToRupees(row.raise_paise) },
    after: { ...auditState(after), proposed_amount: paiseToRupees(approved) },
    at: now,
  });
  return { kind: 'proposed', row: after };
}

/** Drops a pending proposal (the request was decided another way). */
export async function clearRaise(q: Queryable, row: RequestRow): Promise<void> {
  if (row.raise_paise === null) return;
  await q.query('UPDATE wallet_transactions SET raise_paise = NULL, raise_by = NULL, raise_at = NULL WHERE id = $1', [row.id]);
}
