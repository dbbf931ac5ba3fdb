import type { Queryable } from '../db/db';

/**
 * What happened to a player's money, told to the parts that react to it (notifications, bonus wagering and
 * release, refer rewards). A listener runs INSIDE the writer's transaction where the writer has one (an operator's
 * decision, a settlement batch), so what it writes commits or rolls back with the event; a listener must be
 * idempotent (a resumed settlement or a replayed call may tell it again) and should derive what it needs from the
 * facts in the database (bets, bet_settlements, wallet_transactions) rather than from counters it keeps itself.
 */

/** An operator decided a deposit request (SPEC's approve_completed / reject_completed). */
export interface DepositDecided {
  outcome: 'approved' | 'rejected';
  userId: string;
  siteId: string | null;
  requestId: string;
  /** approved amount (approved) or the requested one (rejected), paise */
  amountPaise: bigint;
  methodId: string | null;
  methodName: string | null;
  remark: string | null;
  at: Date;
}

/** An operator decided a withdrawal: paid (approved) or rejected (its hold returned to cash). */
export interface WithdrawalDecided {
  outcome: 'paid' | 'rejected';
  userId: string;
  siteId: string | null;
  requestId: string;
  amountPaise: bigint;
  remark: string | null;
  at: Date;
}

/**
 * Some of these players' bets settled (or were voided). `runId` names a settlement run (sports, matka: its
 * bet_settlements rows say which bets and their P&L); a casino round names its bets row in `betIds`.
 */
export interface BetsSettled {
  product: string;
  userIds: readonly string[];
  marketId?: string;
  runId?: string;
  betIds?: readonly string[];
  /**
   * Those of userIds holding a locked bonus, when the writer read it in its own statement (the casino credit,
   * lockedBonusColumn): the bonus listener then skips its read. Absent: the listener reads it.
   */
  withLockedBonus?: readonly string[];
  at: Date;
}

/**
 * A settlement run was rolled back (sports, matka, fantasy): its postings reversed by their exact opposites, its
 * bets matched again (bet_settlements.reversal_id names each reversal). What the settlement caused downstream is
 * undone by the listeners (issue 26 finding 5): a bonus its bets released goes back to wagering, and each player
 * whose balance the reversal changed is told, with the reason.
 */
export interface SettlementRolledBack {
  product: string;
  runId: string;
  marketId?: string;
  /** the players whose bets the run had settled */
  userIds: readonly string[];
  /** why, as the operator gave it (null: no reason given) */
  reason: string | null;
  at: Date;
}

export interface AccountEvents {
  depositDecided: DepositDecided;
  withdrawalDecided: WithdrawalDecided;
  betsSettled: BetsSettled;
  settlementRolledBack: SettlementRolledBack;
}

export type AccountListener = {
  readonly name: string;
} & { readonly [K in keyof AccountEvents]?: (q: Queryable, event: AccountEvents[K]) => Promise<void> };
