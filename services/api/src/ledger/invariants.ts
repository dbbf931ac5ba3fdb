import type { Queryable } from '../db/db';

export interface LedgerViolations {
  unbalancedTransactions: string[];
  driftedAccounts: string[];
  negativePlayerAccounts: string[];
}

/** The ledger's invariants, checked from the entries: used by tests, the crash test and the operator console. */
export async function findLedgerViolations(q: Queryable): Promise<LedgerViolations> {
  const unbalanced = await q.query<{ id: string }>(
    'SELECT transaction_id::text AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  const drifted = await q.query<{ id: string }>(
    `SELECT a.id::text AS id FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.s, 0)`,
  );
  const negative = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0',
  );
  return {
    unbalancedTransactions: unbalanced.rows.map((r) => r.id),
    driftedAccounts: drifted.rows.map((r) => r.id),
    negativePlayerAccounts: negative.rows.map((r) => r.id),
  };
}
