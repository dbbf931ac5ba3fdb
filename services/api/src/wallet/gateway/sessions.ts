import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../http/errors';
import { getWalletConfig } from '../config-repo';
import { depositRangeMessage } from '../deposits';
import { findMasterAccount } from '../master-list';
import { rupeesToPaise } from '../money';
import { recordStatusChange } from '../events';
import { creditDeposit } from '../postings';
import { emitAccountEvent } from '../../account-events/emit';
import type { GatewayCallback, PaymentGateway } from './gateway';
import { checkDeposit } from '../../protection/enforce';

export const GATEWAY_MESSAGES = {
  notGateway: 'This payment method does not support online payment',
  unavailable: 'Online payment is not available right now. Please choose another payment method.',
  amountRequired: 'Please Enter Deposit Amount',
  sessionNotFound: 'Payment session not found',
  forged: 'Invalid callback signature',
  amountMismatch: 'Callback amount does not match the payment',
  credited: 'Payment approved',
  declined: 'Payment declined',
  alreadyDone: 'Payment already processed',
} as const;

/** GET client/payment-url: a pending deposit request and a gateway session for it; returns the hosted page URL. */
export async function startGatewayPayment(
  db: Db,
  gateway: PaymentGateway,
  a: { userId: string; siteId: string; amount: unknown; masterAccountId: unknown; now: Date; origin: string },
): Promise<string> {
  const amount = rupeesToPaise(a.amount);
  if (amount === undefined || amount <= 0n) throw badRequest(GATEWAY_MESSAGES.amountRequired);
  const master = await findMasterAccount(db, a.siteId, a.masterAccountId);
  if (!master) throw notFound('Payment account not found');
  if (master.method_type !== 'payment_gateway') throw badRequest(GATEWAY_MESSAGES.notGateway);
  const config = await getWalletConfig(db, a.siteId);
  if (amount < BigInt(config.deposit_min) || amount > BigInt(config.deposit_max)) throw badRequest(depositRangeMessage(config.deposit_min, config.deposit_max));
  const sessionId = randomBytes(24).toString('base64url');
  await db.tx(async (q) => {
    await checkDeposit(q, a.userId, amount, a.now); // time-out, self-exclusion, deposit limits (issue 15 part 5)
    const t = await q.query<{ id: string }>(
      `INSERT INTO wallet_transactions (user_id, site_id, type, amount, method_id, method_name, master_account_id, remark, created_at, updated_at)
       VALUES ($1, $2, 'client_deposit', $3, $4, $5, $6, $7, $8, $8) RETURNING id::text`,
      [a.userId, a.siteId, amount.toString(), master.method_id, master.method_name, master.id, `${gateway.name} gateway`, a.now],
    );
    await q.query('INSERT INTO gateway_sessions (id, gateway, transaction_id, user_id, amount, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      sessionId, gateway.name, t.rows[0]!.id, a.userId, amount.toString(), a.now,
    ]);
  });
  return gateway.pageUrl(sessionId, a.origin);
}

export interface SessionView {
  id: string;
  amount: string;
  status: string;
  method_name: string;
}

export async function findSession(db: Db, id: string): Promise<SessionView | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
  const { rows } = await db.query<SessionView>(
    `SELECT s.id, s.amount::text, s.status, coalesce(t.method_name, '') AS method_name
       FROM gateway_sessions s JOIN wallet_transactions t ON t.id = s.transaction_id WHERE s.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Applies a verified callback exactly once: the session leaves 'open' in the same transaction that credits the
 * deposit (approved) or rejects the request (declined). A replay finds the session closed and changes nothing.
 */
export async function applyGatewayCallback(db: Db, cb: GatewayCallback, now: Date): Promise<{ changed: boolean; message: string }> {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ transaction_id: string; user_id: string; amount: string; status: string }>(
      'SELECT transaction_id::text, user_id::text, amount::text, status FROM gateway_sessions WHERE id = $1 FOR UPDATE',
      [cb.sessionId],
    );
    const s = rows[0];
    if (!s) throw notFound(GATEWAY_MESSAGES.sessionNotFound);
    if (s.status !== 'open') return { changed: false, message: GATEWAY_MESSAGES.alreadyDone };
    if (BigInt(s.amount) !== cb.amountPaise) throw badRequest(GATEWAY_MESSAGES.amountMismatch);
    const t = await q.query<{ status: string; site_id: string | null; method_id: string | null; method_name: string | null }>(
      'SELECT status, site_id::text, method_id::text, method_name FROM wallet_transactions WHERE id = $1 FOR UPDATE',
      [s.transaction_id],
    );
    if (t.rows[0]!.status !== 'pending') {
      // Cancelled or expired while the payer was on the page: the session closes, nothing is credited.
      await q.query(`UPDATE gateway_sessions SET status = 'declined', completed_at = $2 WHERE id = $1`, [cb.sessionId, now]);
      return { changed: false, message: GATEWAY_MESSAGES.alreadyDone };
    }
    await q.query('UPDATE gateway_sessions SET status = $2, completed_at = $3 WHERE id = $1', [cb.sessionId, cb.status, now]);
    const row = t.rows[0]!;
    // The gateway decided the deposit as an operator would: told to notifications, bonus and refer alike.
    const decided = (outcome: 'approved' | 'rejected', remark: string | null) =>
      emitAccountEvent(q, 'depositDecided', {
        outcome, userId: s.user_id, siteId: row.site_id, requestId: s.transaction_id, amountPaise: cb.amountPaise,
        methodId: row.method_id, methodName: row.method_name, remark, at: now,
      });
    if (cb.status === 'approved') {
      const credit = await creditDeposit(q, { userId: s.user_id, requestId: s.transaction_id, amountPaise: cb.amountPaise });
      await recordStatusChange(q, { requestId: s.transaction_id, from: 'pending', to: 'approve_completed', actor: 'gateway', ledgerTransactionId: credit.transactionId, at: now });
      await q.query(
        `UPDATE wallet_transactions SET status = 'approve_completed', approved_amount = amount, action_at = $2, updated_at = $2 WHERE id = $1`,
        [s.transaction_id, now],
      );
      await decided('approved', null);
      return { changed: true, message: GATEWAY_MESSAGES.credited };
    }
    await q.query(
      `UPDATE wallet_transactions SET status = 'reject_completed', approved_amount = 0, remark = 'Declined at the payment gateway', action_at = $2, updated_at = $2 WHERE id = $1`,
      [s.transaction_id, now],
    );
    await recordStatusChange(q, { requestId: s.transaction_id, from: 'pending', to: 'reject_completed', actor: 'gateway', remark: 'Declined at the payment gateway', at: now });
    await decided('rejected', 'Declined at the payment gateway');
    return { changed: true, message: GATEWAY_MESSAGES.declined };
  });
}
