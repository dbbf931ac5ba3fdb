import type { Queryable } from '../db/db';
import { pgErrorCode } from '../db/db';

export interface PostingLine {
  accountId: string;
  /** paise; positive raises the account's balance, negative lowers it; the lines sum to zero */
  amount: bigint;
}

export interface Posting {
  kind: string;
  /** Same key, same posting: a replay changes nothing and returns the first posting's id. */
  idempotencyKey?: string;
  lines: PostingLine[];
  memo?: Record<string, unknown>;
  reverses?: string;
}

export interface PostResult {
  transactionId: string;
  replayed: boolean;
}

/** A player account would go below zero. The wallet shows it as 'Insufficient Balance'. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId?: string) {
    super('insufficient_funds');
  }
}

/**
 * Posts one balanced transaction in a single round trip (the ledger_post SQL function). Inside db.tx() it joins
 * that transaction, so a decision's posting, status change and audit record commit together. The players it
 * moved are told to the balance caches once it commits.
 */
export async function post(q: Queryable, posting: Posting): Promise<PostResult> {
  try {
    const { rows } = await q.query<{ transaction_id: string; replayed: boolean; player_ids: string[] }>(
      'SELECT transaction_id::text, replayed, player_ids::text[] FROM ledger_post($1, $2, $3::bigint[], $4::bigint[], $5::jsonb, $6)',
      [
        posting.kind,
        posting.idempotencyKey ?? null,
        posting.lines.map((l) => l.accountId),
        posting.lines.map((l) => l.amount.toString()),
        JSON.stringify(posting.memo ?? {}),
        posting.reverses ?? null,
      ],
    );
    const row = rows[0]!;
    q.playersChanged(row.player_ids);
    return { transactionId: row.transaction_id, replayed: row.replayed };
  } catch (error) {
    const code = pgErrorCode(error);
    // KH001 is ledger_post's own check; 23514 is the CHECK (balance >= 0) backstop.
    if (code === 'KH001' || code === '23514') {
      throw new InsufficientFundsError((error as { detail?: string }).detail);
    }
    throw error;
  }
}

/** Reverses a posting with its exact opposite; a transaction can be reversed once. */
export async function reverse(q: Queryable, transactionId: string, kind: string, memo: Record<string, unknown> = {}): Promise<PostResult> {
  const { rows } = await q.query<{ account_id: string; amount: string }>(
    'SELECT account_id::text, amount::text FROM ledger_entries WHERE transaction_id = $1 ORDER BY id',
    [transactionId],
  );
  if (!rows.length) throw new Error(`ledger transaction ${transactionId} not found`);
  return post(q, {
    kind,
    idempotencyKey: `reversal:${transactionId}`,
    reverses: transactionId,
    memo,
    lines: rows.map((r) => ({ accountId: r.account_id, amount: -BigInt(r.amount) })),
  });
}
