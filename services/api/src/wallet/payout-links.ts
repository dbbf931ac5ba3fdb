import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';

/**
 * Issue 11 point 9: a payout account (same bank account number + IFSC, or same UPI / e-wallet id) saved by a second
 * player flags both players for operator review. The first owner keeps withdrawing to it; the second player's copy
 * cannot be withdrawn to until an operator clears the flag (so nobody can block another player's withdrawals by
 * saving their account, nor send their own money to it unseen).
 */
export const PAYOUT_LINK_MESSAGES = {
  underReview: 'This payout account is under review by our team. Please use another account or contact support.',
} as const;

/**
 * Records the link when another player saved this account first. The first owner is the earliest copy of the key
 * (deleted copies count: deleting does not undo a link; a copy an operator removed by unlinking does not): when that
 * is this player's own older copy, nothing is recorded. Called in the transaction that inserts the new account; the
 * advisory lock on the key makes two players saving the same account at once see each other.
 */
export async function recordPayoutLink(q: Queryable, a: { userId: string; accountId: number; normalizedKey: string; now: Date }): Promise<boolean> {
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7011))', [`payout:${a.normalizedKey}`]);
  const first = await q.query<{ id: string; user_id: string }>(
    `SELECT c.id::text, c.user_id::text FROM client_accounts c
      WHERE c.normalized_key = $1 AND c.id <> $2
        AND NOT (c.deleted_at IS NOT NULL AND EXISTS (SELECT 1 FROM payout_account_links l
              WHERE l.status = 'unlinked' AND c.id IN (l.first_account_id, l.second_account_id)))
      ORDER BY c.created_at, c.id LIMIT 1`,
    [a.normalizedKey, a.accountId],
  );
  const owner = first.rows[0];
  if (!owner || owner.user_id === a.userId) return false;
  await q.query(
    `INSERT INTO payout_account_links (normalized_key, first_user_id, first_account_id, second_user_id, second_account_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.normalizedKey, owner.user_id, owner.id, a.userId, a.accountId, a.now],
  );
  return true;
}

/** Refuses a withdrawal to a player's copy of another player's account while the link is flagged. */
export async function assertPayoutAccountUsable(q: Queryable, accountId: string): Promise<void> {
  const { rowCount } = await q.query(`SELECT 1 FROM payout_account_links WHERE second_account_id = $1 AND status = 'flagged'`, [accountId]);
  if (rowCount) throw badRequest(PAYOUT_LINK_MESSAGES.underReview);
}
