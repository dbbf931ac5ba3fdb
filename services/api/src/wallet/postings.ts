import type { Queryable } from '../db/db';
import { houseAccount, playerAccounts, post, type PostResult } from '../ledger';

/**
 * The wallet's ledger postings. Each has an idempotency key derived from the request, so a decision retried
 * after a crash cannot post twice. Call them inside the db.tx that changes the request's status.
 */

/** Withdrawal request: cash -> withdrawal hold, at once. */
export async function holdWithdrawal(q: Queryable, a: { userId: string; requestId: string; amountPaise: bigint }): Promise<PostResult> {
  const acc = await playerAccounts(q, a.userId);
  return post(q, {
    kind: 'withdrawal_hold',
    idempotencyKey: `wallet:${a.requestId}:hold`,
    memo: { wallet_transaction: a.requestId },
    lines: [
      { accountId: acc.cash, amount: -a.amountPaise },
      { accountId: acc.withdrawal_hold, amount: a.amountPaise },
    ],
  });
}

/** Rejected, cancelled or expired withdrawal: hold -> cash. */
export async function releaseWithdrawal(q: Queryable, a: { userId: string; requestId: string; amountPaise: bigint }): Promise<PostResult> {
  const acc = await playerAccounts(q, a.userId);
  return post(q, {
    kind: 'withdrawal_release',
    idempotencyKey: `wallet:${a.requestId}:release`,
    memo: { wallet_transaction: a.requestId },
    lines: [
      { accountId: acc.withdrawal_hold, amount: -a.amountPaise },
      { accountId: acc.cash, amount: a.amountPaise },
    ],
  });
}

/**
 * Approved withdrawal: the approved part of the hold goes out (house:withdrawals), any rest returns to cash.
 * approvedPaise may be less than the held amount, never more.
 */
export async function payWithdrawal(q: Queryable, a: { userId: string; requestId: string; heldPaise: bigint; approvedPaise: bigint }): Promise<PostResult> {
  if (a.approvedPaise <= 0n || a.approvedPaise > a.heldPaise) throw new Error('approved amount must be within the held amount');
  const acc = await playerAccounts(q, a.userId);
  const house = await houseAccount(q, 'withdrawals', a.userId);
  const rest = a.heldPaise - a.approvedPaise;
  return post(q, {
    kind: 'withdrawal_payout',
    idempotencyKey: `wallet:${a.requestId}:payout`,
    memo: { wallet_transaction: a.requestId },
    lines: [
      { accountId: acc.withdrawal_hold, amount: -a.heldPaise },
      { accountId: house, amount: a.approvedPaise },
      ...(rest > 0n ? [{ accountId: acc.cash, amount: rest }] : []),
    ],
  });
}

/** Approved deposit: house:deposits -> cash. */
export async function creditDeposit(q: Queryable, a: { userId: string; requestId: string; amountPaise: bigint }): Promise<PostResult> {
  const acc = await playerAccounts(q, a.userId);
  const house = await houseAccount(q, 'deposits', a.userId);
  return post(q, {
    kind: 'deposit',
    idempotencyKey: `wallet:${a.requestId}:credit`,
    memo: { wallet_transaction: a.requestId },
    lines: [
      { accountId: house, amount: -a.amountPaise },
      { accountId: acc.cash, amount: a.amountPaise },
    ],
  });
}
