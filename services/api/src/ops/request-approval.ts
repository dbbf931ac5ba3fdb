import { formatRupees } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import type { Actor } from './actor';
import { readControls } from './controls';
import { dropPending, fourEyes, type Gate } from './four-eyes';
import { isWithdrawal, type RequestRow } from './request-row';

/**
 * When approving a deposit or a withdrawal needs a second operator (four-eyes.ts): a deposit approved above the
 * amount the player asked for (issue 11: money created on one operator's word), a deposit approved for more than
 * the deposit limit, a withdrawal of more than the withdrawal limit (issue 27 H1: one agent approved ₹5,00,000).
 */
export const REQUEST_APPROVAL_REASONS = {
  raise: 'Approval above the requested amount needs a second operator',
  deposit: (limit: bigint) => `A deposit above ${formatRupees(limit)} needs a second operator`,
  withdrawal: (limit: bigint) => `A withdrawal above ${formatRupees(limit)} needs a second operator`,
} as const;

const targetOf = (row: RequestRow) => `request:${row.id}`;

/** The gate of an approval of `approved` paise, inside the decision's transaction with the request locked. */
export async function requestApprovalGate(q: Queryable, row: RequestRow, approved: bigint, actor: Actor, now: Date, opts: { confirm?: string } = {}): Promise<Gate> {
  const controls = await readControls(q);
  const withdrawal = isWithdrawal(row);
  const reason =
    withdrawal ? (approved > controls.withdrawalLimit ? REQUEST_APPROVAL_REASONS.withdrawal(controls.withdrawalLimit) : null)
    : approved > BigInt(row.amount) ? REQUEST_APPROVAL_REASONS.raise
    : approved > controls.depositLimit ? REQUEST_APPROVAL_REASONS.deposit(controls.depositLimit)
    : null;
  const summary = withdrawal
    ? `Pay withdrawal #${row.id} of ${formatRupees(approved)}`
    : `Approve deposit #${row.id} for ${formatRupees(approved)} (requested ${formatRupees(row.amount)})`;
  return fourEyes(q, { kind: 'request.approve', target: targetOf(row), payload: { approved_paise: approved.toString() }, summary, reason }, actor, now, opts);
}

/** The request was decided another way (rejected, held, expired, cancelled): its pending approval is dropped. */
export async function dropRequestApproval(q: Queryable, row: RequestRow, actor: Actor, now: Date, how: string): Promise<void> {
  await dropPending(q, 'request.approve', targetOf(row), actor, now, `The request was ${how}`);
}
