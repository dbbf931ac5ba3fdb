import type { Queryable } from '../db/db';
import { conflict, notFound, unprocessable } from '../http/errors';
import { houseAccount, InsufficientFundsError, playerAccounts, post, type PostResult } from '../ledger';
import { creditDeposit, payWithdrawal, releaseWithdrawal } from '../wallet/postings';
import type { Actor } from './actor';
import { paiseToRupees } from './money';
import { writeAudit } from './audit';
import { emitAccountEvent } from '../account-events/emit';
import type { ApprovalRow } from './four-eyes';
import { dropRequestApproval, requestApprovalGate } from './request-approval';
import { auditState, isWithdrawal, lockRequest, REQUEST_COLUMNS, type RequestRow } from './request-row';
import { assertTransition, type RequestStatus } from './transitions';

export type Decision = 'approve' | 'reject' | 'hold';

export interface DecisionInput {
  id: string;
  decision: Decision;
  actor: Actor;
  now: Date;
  /**
   * paise; approve only. Deposit: the requested amount by default; less on one operator's word; more, or more than
   * the deposit limit, only when a second operator approves the same amount (request-approval.ts). Withdrawal:
   * exactly the held amount; above the withdrawal limit only with a second operator.
   */
  approvedPaise?: bigint;
  remark?: string | null;
  /** The approvals page: confirm this pending approval only (never propose a new one). */
  confirmApproval?: string;
}

/**
 * One operator decision, inside the caller's transaction: lock the request, check the move, post to the ledger,
 * change the status (each step recorded), write the audit record. Any failure rolls all of it back.
 */
export async function decide(q: Queryable, input: DecisionInput): Promise<DecisionResult> {
  const before = await lockRequest(q, input.id);
  if (input.decision === 'hold') {
    assertTransition(before.id, before.status, 'hold');
    const after = await setStatus(q, before, 'hold', { remark: input.remark ?? before.remark, holdAt: input.now, now: input.now });
    await recordEvent(q, before.id, before.status, 'hold', input.actor, input.remark ?? null, null, input.now);
    await dropRequestApproval(q, before, input.actor, input.now, 'put on hold');
    await writeAudit(q, { actor: input.actor, action: 'request.hold', target: `request #${before.id}`, before: auditState(before), after: auditState(after), at: input.now });
    return { row: after, approval: null };
  }

  const [inProcess, completed]: [RequestStatus, RequestStatus] =
    input.decision === 'approve' ? ['approve_in_process', 'approve_completed'] : ['reject_in_process', 'reject_completed'];
  assertTransition(before.id, before.status, inProcess);

  let approved: bigint | null = null;
  let postingId: string | null = null;
  let secondOf: string | null = null;
  if (input.decision === 'approve') {
    approved = input.approvedPaise ?? BigInt(before.amount);
    if (approved <= 0n) throw unprocessable(['Approved amount must be greater than 0']);
    if (isWithdrawal(before) && approved !== BigInt(before.amount)) {
      throw unprocessable([`A withdrawal is paid in full: approve ${paiseToRupees(before.amount)} or reject it`]);
    }
    if (!isWithdrawal(before)) await assertWithinDepositMax(q, before, approved);
    const gate = await requestApprovalGate(q, before, approved, input.actor, input.now, { confirm: input.confirmApproval });
    if (!gate.go) return { row: before, approval: gate.approval };
    secondOf = gate.approval?.proposed_by ?? null;
    postingId = await postApproval(q, before, approved);
  } else {
    await dropRequestApproval(q, before, input.actor, input.now, 'rejected');
    if (isWithdrawal(before)) postingId = await releaseWithdrawalHold(q, before);
  }

  await recordEvent(q, before.id, before.status, inProcess, input.actor, input.remark ?? null, null, input.now);
  const after = await setStatus(q, before, completed, {
    remark: input.remark ?? before.remark,
    approvedPaise: approved,
    actionAt: input.now,
    now: input.now,
  });
  await recordEvent(q, before.id, inProcess, completed, input.actor, null, postingId, input.now);
  await writeAudit(q, {
    actor: input.actor,
    action: `request.${input.decision}`,
    target: `request #${before.id}`,
    before: auditState(before),
    after: { ...auditState(after), ledger_transaction_id: postingId, ...(secondOf ? { proposed_by_operator_id: secondOf } : {}) },
    at: input.now,
  });
  await tellDecision(q, after, input.decision === 'approve', input.now);
  return { row: after, approval: null };
}

/** The decision, told to notifications, bonus and refer (account-events) in the same transaction. */
async function tellDecision(q: Queryable, row: RequestRow, approved: boolean, at: Date): Promise<void> {
  const base = { userId: row.user_id, siteId: row.site_id, requestId: row.id, remark: row.remark, at };
  const amountPaise = BigInt(approved && row.approved_amount !== null ? row.approved_amount : row.amount);
  if (isWithdrawal(row)) {
    await emitAccountEvent(q, 'withdrawalDecided', { ...base, outcome: approved ? 'paid' : 'rejected', amountPaise });
  } else {
    await emitAccountEvent(q, 'depositDecided', { ...base, outcome: approved ? 'approved' : 'rejected', amountPaise, methodId: row.method_id, methodName: row.method_name });
  }
}

export interface DecisionResult {
  row: RequestRow;
  /** The approval was recorded and waits for a second operator (nothing else changed). */
  approval: ApprovalRow | null;
}

/** Moves a pending request to expired (the sweep) or cancelled (its player); a withdrawal's hold returns to cash. */
export async function closeRequest(
  q: Queryable,
  input: { id: string; to: 'expired' | 'cancelled'; actor: Actor; now: Date; userId?: string },
): Promise<RequestRow> {
  const before = await lockRequest(q, input.id);
  if (input.userId !== undefined && before.user_id !== input.userId) throw notFound('Request not found');
  assertTransition(before.id, before.status, input.to);
  const postingId = isWithdrawal(before) ? await releaseWithdrawalHold(q, before) : null;
  await dropRequestApproval(q, before, input.actor, input.now, input.to);
  const after = await setStatus(q, before, input.to, { actionAt: input.now, now: input.now });
  await recordEvent(q, before.id, before.status, input.to, input.actor, null, postingId, input.now);
  await writeAudit(q, {
    actor: input.actor,
    action: `request.${input.to === 'expired' ? 'expire' : 'cancel'}`,
    target: `request #${before.id}`,
    before: auditState(before),
    after: { ...auditState(after), ledger_transaction_id: postingId },
    at: input.now,
  });
  return after;
}

/** A deposit may be approved for another amount than requested, but never above the site's deposit maximum. */
async function assertWithinDepositMax(q: Queryable, row: RequestRow, approved: bigint): Promise<void> {
  const { rows } = await q.query<{ max: string }>('SELECT deposit_max::text AS max FROM wallet_config WHERE site_id = $1', [row.site_id]);
  const max = rows[0] ? BigInt(rows[0].max) : undefined;
  if (max !== undefined && approved > max) {
    throw unprocessable([`Approved amount cannot be more than the deposit maximum of ${paiseToRupees(max)}`]);
  }
}

async function postApproval(q: Queryable, row: RequestRow, approved: bigint): Promise<string> {
  const requestId = row.id;
  if (!isWithdrawal(row)) {
    return ledgerOrConflict(row, () => creditDeposit(q, { userId: row.user_id, requestId, amountPaise: approved }));
  }
  if (row.hold_posting_id) {
    return ledgerOrConflict(row, () => payWithdrawal(q, { userId: row.user_id, requestId, heldPaise: BigInt(row.amount), approvedPaise: approved }));
  }
  // A withdrawal that made no hold (entered by hand) is paid from cash.
  const accounts = await playerAccounts(q, row.user_id);
  const house = await houseAccount(q, 'withdrawals', row.user_id);
  return ledgerOrConflict(row, () =>
    post(q, {
      kind: 'withdrawal_payout',
      idempotencyKey: `wallet:${requestId}:payout`,
      memo: { wallet_transaction: requestId },
      lines: [
        { accountId: accounts.cash, amount: -approved },
        { accountId: house, amount: approved },
      ],
    }),
  );
}

/** Returns a withdrawal's hold to the player's cash (reject, expiry). Nothing to return without a hold. */
export async function releaseWithdrawalHold(q: Queryable, row: RequestRow): Promise<string | null> {
  if (!row.hold_posting_id) return null;
  return ledgerOrConflict(row, () => releaseWithdrawal(q, { userId: row.user_id, requestId: row.id, amountPaise: BigInt(row.amount) }));
}

async function ledgerOrConflict(row: RequestRow, posting: () => Promise<PostResult>): Promise<string> {
  try {
    return (await posting()).transactionId;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw conflict(`The player's balance does not cover request #${row.id}`);
    throw error;
  }
}

async function setStatus(
  q: Queryable,
  row: RequestRow,
  status: RequestStatus,
  opts: { now: Date; remark?: string | null; approvedPaise?: bigint | null; holdAt?: Date; actionAt?: Date },
): Promise<RequestRow> {
  const { rows } = await q.query<RequestRow>(
    `UPDATE wallet_transactions t SET status = $2, remark = $3, approved_amount = coalesce($4, t.approved_amount),
            hold_at = coalesce($5, t.hold_at), action_at = coalesce($6, t.action_at), updated_at = $7
      WHERE t.id = $1 RETURNING ${REQUEST_COLUMNS}`,
    [
      row.id,
      status,
      opts.remark === undefined ? row.remark : opts.remark,
      opts.approvedPaise === undefined || opts.approvedPaise === null ? null : opts.approvedPaise.toString(),
      opts.holdAt ?? null,
      opts.actionAt ?? null,
      opts.now,
    ],
  );
  return rows[0]!;
}

async function recordEvent(
  q: Queryable,
  id: string,
  from: RequestStatus,
  to: RequestStatus,
  actor: Actor,
  remark: string | null,
  postingId: string | null,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO wallet_transaction_events (transaction_id, from_status, to_status, operator_id, actor, remark, ledger_transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, from, to, actor.operatorId, actor.name, remark, postingId, now],
  );
}
