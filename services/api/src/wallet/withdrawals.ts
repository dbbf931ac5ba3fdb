import { WALLET_MESSAGES as M, WithdrawDto } from '@khel/shared/validation';
import { forfeitOnWithdrawal } from '../bonus/lifecycle';
import type { Queryable } from '../db/db';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';
import { InsufficientFundsError } from '../ledger';
import { getWalletConfig } from './config-repo';
import { assertPayoutAccountUsable } from './payout-links';
import { rupeesText, rupeesToPaise, WHOLE_RUPEES } from './money';
import { holdWithdrawal } from './postings';

export const WITHDRAW_MESSAGES = {
  submitted: 'Withdrawal request submitted successfully',
  accountNotFound: 'Withdrawal account not found',
} as const;

/**
 * Available to withdraw: the player's free cash, in paise. A bet already moved its liability from cash to exposure
 * and a locked bonus sits in the bonus account, so neither is in cash: subtracting the exposure again (SPEC §9's
 * bl + ex - eb, written for a balance that still included it) locked free cash while any bet was open (issue 26
 * finding 1). `lock` locks every account of the player (id order, as the ledger does).
 */
export async function availablePaise(q: Queryable, userId: string, lock = false): Promise<bigint> {
  const { rows } = await q.query<{ kind: string; balance: string }>(
    `SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  const cash = rows.find((r) => r.kind === 'cash');
  return cash ? BigInt(cash.balance) : 0n;
}

/** Players who saved a payout account that this player also saved (deleted ones included: deleting does not unlink). */
export async function linkedPlayers(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ user_id: string }>(
    `SELECT DISTINCT other.user_id::text FROM client_accounts mine
       JOIN client_accounts other ON other.normalized_key = mine.normalized_key AND other.user_id <> mine.user_id
      WHERE mine.user_id = $1 ORDER BY 1`,
    [userId],
  );
  return rows.map((r) => r.user_id);
}

/**
 * True while the player's approved deposits exceed what they have staked (bet postings out of cash).
 * Such a withdrawal is flagged for the operator, not refused.
 */
export async function withdrawsBeforeWagering(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query<{ deposited: string; wagered: string }>(
    `SELECT
       (SELECT coalesce(sum(coalesce(approved_amount, amount)), 0) FROM wallet_transactions
         WHERE user_id = $1 AND type IN ('client_deposit', 'manual_deposit') AND status = 'approve_completed')::text AS deposited,
       (SELECT coalesce(-sum(e.amount), 0) FROM ledger_entries e
          JOIN ledger_transactions t ON t.id = e.transaction_id
          JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.user_id = $1 AND a.kind = 'cash' AND e.amount < 0 AND t.kind LIKE 'bet%')::text AS wagered`,
    [userId],
  );
  return BigInt(rows[0]!.wagered) < BigInt(rows[0]!.deposited);
}

/**
 * POST /user/api/get-id/wallet-withdraw: checks, then in one transaction locks the player's accounts, records the
 * pending request and moves the amount from cash to the withdrawal hold.
 */
export async function createWithdrawal(q: Queryable, a: { userId: string; siteId: string; body: unknown; now: Date }) {
  const dto = await parseBody(WithdrawDto, a.body);
  // Whole rupees only: 12.5 is refused with the SPEC's message, never read as 125 (issue 11 point 13).
  const amount = rupeesToPaise(dto.amount, { ...WHOLE_RUPEES, allowZero: true });
  if (amount === undefined) throw unprocessable([M.withdrawAmountFormat]);
  const config = await getWalletConfig(q, a.siteId);
  if (amount < BigInt(config.withdrawal_min)) throw badRequest(M.withdrawMin.replace('{min}', rupeesText(config.withdrawal_min)));
  if (amount > BigInt(config.withdrawal_max)) throw badRequest(M.withdrawMax.replace('{max}', rupeesText(config.withdrawal_max)));
  const accountId = String(dto.client_account_index);
  const account = /^[0-9]{1,18}$/.test(accountId)
    ? (await q.query<{ id: string; method_id: string; method_name: string }>(
        `SELECT c.id::text, c.method_id::text, m.method_name FROM client_accounts c JOIN payment_methods m ON m.id = c.method_id
          WHERE c.id = $1 AND c.user_id = $2 AND c.deleted_at IS NULL`,
        [accountId, a.userId],
      )).rows[0]
    : undefined;
  if (!account) throw notFound(WITHDRAW_MESSAGES.accountNotFound);
  await assertPayoutAccountUsable(q, account.id);

  // Lock every account of the player (id order, as the ledger does) so concurrent withdrawals queue here.
  const available = await availablePaise(q, a.userId, true);
  if (amount > available) throw badRequest(M.insufficientBalance);
  const flagged = await withdrawsBeforeWagering(q, a.userId);
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO wallet_transactions (user_id, site_id, type, amount, method_id, method_name, client_account_id, withdrawal_before_wagering, created_at, updated_at)
     VALUES ($1, $2, 'client_withdrawal', $3, $4, $5, $6, $7, $8, $8) RETURNING id::text`,
    [a.userId, a.siteId, amount.toString(), account.method_id, account.method_name, account.id, flagged, a.now],
  );
  const id = inserted.rows[0]!.id;
  try {
    const posting = await holdWithdrawal(q, { userId: a.userId, requestId: id, amountPaise: amount });
    await q.query('UPDATE wallet_transactions SET hold_posting_id = $2 WHERE id = $1', [id, posting.transactionId]);
    await forfeitOnWithdrawal(q, { userId: a.userId, withdrawalId: id, now: a.now }); // a locked bonus is forfeited (src/bonus)
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw badRequest(M.insufficientBalance);
    throw error;
  }
  return { message: WITHDRAW_MESSAGES.submitted, data: { c_a_tid: Number(id), status: 'pending' } };
}
