import type { Queryable } from '../db/db';

/** A status change made by the player or the gateway, in the request's history (wallet_transaction_events, read by the operator console). */
export async function recordStatusChange(
  q: Queryable,
  e: { requestId: string; from: string; to: string; actor: 'player' | 'gateway'; ledgerTransactionId?: string | null; remark?: string | null; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO wallet_transaction_events (transaction_id, from_status, to_status, operator_id, actor, remark, ledger_transaction_id, created_at)
     VALUES ($1, $2, $3, NULL, $4, $5, $6, $7)`,
    [e.requestId, e.from, e.to, e.actor, e.remark ?? null, e.ledgerTransactionId ?? null, e.at],
  );
}
