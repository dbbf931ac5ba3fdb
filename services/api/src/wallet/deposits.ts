import { DepositRequestDto, WALLET_MESSAGES as M } from '@khel/shared/validation';
import type { Db, Queryable } from '../db/db';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';
import { getWalletConfig } from './config-repo';
import { findMasterAccount, WALLET_TYPE_METHODS } from './master-list';
import { rupeesText, rupeesToPaise } from './money';
import type { UploadDriver } from './uploads/driver';
import { markUploadsUsed, resolveUploads } from './uploads/claim';
import { checkDeposit } from '../protection/enforce';

export const DEPOSIT_MESSAGES = {
  submitted: 'Deposit request submitted successfully',
  accountNotFound: 'Payment account not found',
  gatewayOnly: 'Please use Pay Now for this payment method',
  socialOnly: 'Please use the chat link for this payment method',
} as const;

export interface DepositAnswer {
  message: string;
  data: unknown;
}

class UtrTaken extends Error {
  constructor(readonly claimedBy: string) {
    super('utr taken');
  }
}

export function depositRangeMessage(min: bigint | string, max: bigint | string): string {
  return M.depositRange.replace('{min}', rupeesText(min)).replace('{max}', rupeesText(max));
}

/**
 * POST /wallet/client/client-account-transaction: a pending deposit request with its UTR claimed. Nothing is
 * posted to the ledger until an operator approves. A UTR claimed before is refused and the attempt recorded.
 */
export async function createDepositRequest(
  a: { db: Db; driver: UploadDriver; userId: string; siteId: string; body: unknown; now: Date },
  run: (work: (q: Queryable) => Promise<DepositAnswer>) => Promise<DepositAnswer>,
) {
  const raw = (a.body && typeof a.body === 'object' ? a.body : {}) as Record<string, unknown>;
  const master = await findMasterAccount(a.db, a.siteId, raw.account_index);
  const walletType = master ? WALLET_TYPE_METHODS.has(master.method_type) : false;
  const dto = await parseBody(DepositRequestDto, { ...raw, wallet_type: walletType });
  if (!master) throw notFound(DEPOSIT_MESSAGES.accountNotFound);
  if (master.method_type === 'payment_gateway') throw badRequest(DEPOSIT_MESSAGES.gatewayOnly);
  if (master.method_type === 'social') throw badRequest(DEPOSIT_MESSAGES.socialOnly);
  const amount = rupeesToPaise(dto.amount);
  if (amount === undefined) throw unprocessable([M.amountFormat]);
  const config = await getWalletConfig(a.db, a.siteId);
  if (amount < BigInt(config.deposit_min) || amount > BigInt(config.deposit_max)) throw badRequest(depositRangeMessage(config.deposit_min, config.deposit_max));
  // The slip must be this player's own upload (checked here, outside the transaction: with S3 it is read back), and
  // unused: marked used after the UTR claim, so a reused UTR is refused (and recorded) as such (issue 11 point 11).
  const slips = await resolveUploads(a.db, { owner: { userId: a.userId }, purpose: 'payment-slip', urls: String(dto.transaction_image_url), now: a.now, driver: a.driver, usedCheckedLater: true });
  const images = slips.map((s) => s.stored).join(',');
  const utr = typeof dto.transaction_id === 'string' && dto.transaction_id.trim() ? dto.transaction_id.trim() : null;

  try {
    return await run(async (q) => {
      // Time-out, self-exclusion and deposit limits, under the player's limit lock (issue 15 part 5).
      await checkDeposit(q, a.userId, amount, a.now);
      const inserted = await q.query<{ id: string }>(
        `INSERT INTO wallet_transactions (user_id, site_id, type, amount, utr, image_urls, method_id, method_name, master_account_id,
           client_created_date, has_edited_utr, multiplier_value, created_at, updated_at)
         VALUES ($1, $2, 'client_deposit', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id::text`,
        [a.userId, a.siteId, amount.toString(), utr, images, master.method_id, master.method_name, master.id,
          typeof dto.client_created_date === 'string' ? dto.client_created_date.slice(0, 64) : null, dto.has_edited_utr === true,
          master.multiplier_value, a.now],
      );
      const id = inserted.rows[0]!.id;
      if (utr) {
        // ON CONFLICT waits for a concurrent claim of the same UTR to commit or roll back: one claim wins.
        const claim = await q.query('INSERT INTO utr_claims (utr, transaction_id, user_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (utr) DO NOTHING RETURNING utr', [utr, id, a.userId, a.now]);
        if (!claim.rowCount) {
          const owner = await q.query<{ transaction_id: string }>('SELECT transaction_id::text FROM utr_claims WHERE utr = $1', [utr]);
          throw new UtrTaken(owner.rows[0]!.transaction_id);
        }
      }
      await markUploadsUsed(q, slips, a.now);
      return { message: DEPOSIT_MESSAGES.submitted, data: { c_a_tid: Number(id), status: 'pending' } };
    });
  } catch (error) {
    if (!(error instanceof UtrTaken)) throw error;
    // The refused claim is kept for the operator (outside the rolled-back transaction).
    await a.db.query('INSERT INTO utr_attempts (utr, user_id, claimed_transaction_id, amount, created_at) VALUES ($1, $2, $3, $4, $5)', [
      utr, a.userId, error.claimedBy, amount.toString(), a.now,
    ]);
    throw badRequest(M.utrUsed);
  }
}
