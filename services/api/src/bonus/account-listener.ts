import type { AccountListener } from '../account-events/events';
import type { Db, Queryable } from '../db/db';
import { methodBonus, paymentBonusAmount } from '../wallet/payment-bonus';
import { offerBonus, reopenOnRollback, settleWagering } from './lifecycle';
import { percentOf, readBonusSettings, wageringRequired } from './settings';

/** Most writers tell us inside their transaction; the casino credit tells after its commit, with the pool. */
const inTx = <T>(q: Queryable, fn: (q: Queryable) => Promise<T>): Promise<T> => ('tx' in q && typeof (q as Db).tx === 'function' ? (q as Db).tx(fn) : fn(q));

/**
 * Bonus, told of account events (src/account-events):
 * - an approved deposit earns its method's payment bonus (started at once) and, on the player's first approved
 *   deposit, the welcome bonus (offered, to claim on the Bonus page);
 * - settled bets may meet a locked bonus's wagering: it is released to cash, once;
 * - a rolled-back settlement whose bets met a released bonus's wagering takes the release back (reopenOnRollback).
 * Everything is keyed by its source (deposit:<id>, welcome:<user>) and derived from bets, so a replay does nothing.
 */
export const bonusAccountListener: AccountListener = {
  name: 'bonus',

  async depositDecided(q, e) {
    if (e.outcome !== 'approved' || e.amountPaise <= 0n) return;
    const settings = await readBonusSettings(q, e.siteId);
    const base = {
      userId: e.userId, siteId: e.siteId, contributions: settings.contributions, expiryDays: settings.expiryDays, offerDays: settings.offerDays,
      depositId: e.requestId, methodName: e.methodName, now: e.at,
    };
    const method = e.methodId ? await methodBonus(q, e.methodId) : null;
    const payment = method ? paymentBonusAmount(method, e.amountPaise) : 0n;
    if (payment > 0n) {
      await offerBonus(q, { ...base, kind: 'payment', amount: payment, wageringRequired: wageringRequired(payment, settings.wageringMultipleX100), sourceKey: `deposit:${e.requestId}:payment` }, { autoLock: true });
    }
    const w = settings.welcome;
    if (w.enabled && e.amountPaise >= w.minDeposit && (await isFirstApprovedDeposit(q, e.userId, e.requestId))) {
      const amount = percentOf(e.amountPaise, w.pctX100, w.cap);
      if (amount > 0n) {
        await offerBonus(q, { ...base, kind: 'welcome', amount, wageringRequired: wageringRequired(amount, settings.wageringMultipleX100), sourceKey: `welcome:${e.userId}` }, { autoLock: false });
      }
    }
  },

  async betsSettled(q, e) {
    // A settlement batch tells hundreds of players; only those with a locked bonus have wagering to count (one read,
    // no locks: settleWagering locks and reads again, and a bonus locked after this read counts none of these bets).
    const locked =
      e.withLockedBonus ??
      (
        await q.query<{ user_id: string }>(
          `SELECT DISTINCT user_id::text AS user_id FROM bonus_awards WHERE status = 'locked' AND user_id = ANY($1::bigint[])`,
          [e.userIds],
        )
      ).rows.map((r) => r.user_id);
    for (const userId of locked) await inTx(q, (t) => settleWagering(t, userId, e.at));
  },

  async settlementRolledBack(q, e) {
    // Only players with a released bonus can have one to take back (one read, then each under its locks).
    const released = (
      await q.query<{ user_id: string }>(
        `SELECT DISTINCT user_id::text AS user_id FROM bonus_awards WHERE status = 'released' AND user_id = ANY($1::bigint[]) ORDER BY 1`,
        [e.userIds],
      )
    ).rows.map((r) => r.user_id);
    for (const userId of released) await reopenOnRollback(q, userId, e);
  },
};

/** This deposit is the player's only approved one (derived from the requests, not a flag we keep). */
async function isFirstApprovedDeposit(q: Queryable, userId: string, requestId: string): Promise<boolean> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM wallet_transactions
      WHERE user_id = $1 AND type IN ('client_deposit', 'manual_deposit') AND status = 'approve_completed' AND id <> $2`,
    [userId, requestId],
  );
  return rows[0]!.n === '0';
}

/**
 * A column for a writer's own statement: whether the player (the SQL expression `player`) holds a locked bonus.
 * Read in the same round trip as the writer's work, it becomes the event's withLockedBonus (casino credits).
 */
export function lockedBonusColumn(player: string): string {
  return `EXISTS (SELECT 1 FROM bonus_awards b WHERE b.user_id = ${player} AND b.status = 'locked') AS bonus_locked`;
}
