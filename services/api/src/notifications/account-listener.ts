import { formatRupees } from '@khel/shared/validation';
import type { AccountListener, BetsSettled, DepositDecided, SettlementRolledBack, WithdrawalDecided } from '../account-events/events';
import type { Queryable } from '../db/db';
import { notify, notifyMany } from './inbox';
import { NOTIFICATION_TEXTS as T, notificationText as text, settledText } from './texts';

/**
 * The player's notifications for what the account events tell (events.ts), written in the writer's transaction:
 * a deposit approved or rejected (with the operator's remark), a withdrawal paid or rejected, and the bets of a
 * sports, matka or fantasy settlement run (one notification per run and player: the market and the player's P&L
 * in it). Casino rounds get none: the game shows each round's result as it happens, and a player spins hundreds
 * of rounds in a session, so a notification per round would bury everything else in the inbox.
 * Each has a dedupe key (request and outcome; run), so a resumed settlement or a replayed decision writes nothing twice.
 */

async function depositDecided(q: Queryable, e: DepositDecided): Promise<void> {
  const amount = formatRupees(e.amountPaise);
  const remark = e.remark?.trim();
  const keys = e.outcome === 'approved' ? T.depositApproved : remark ? T.depositRejected : T.depositRejectedNoRemark;
  const t = text(keys, remark ? { amount, remark } : { amount });
  await notify(q, { userId: e.userId, kind: 'deposit', title: t.title, body: t.body, data: { ...t.data, requestId: e.requestId, outcome: e.outcome }, at: e.at, dedupeKey: `deposit:${e.requestId}:${e.outcome}` });
}

async function withdrawalDecided(q: Queryable, e: WithdrawalDecided): Promise<void> {
  const amount = formatRupees(e.amountPaise);
  const remark = e.remark?.trim();
  const keys = e.outcome === 'paid' ? T.withdrawalPaid : remark ? T.withdrawalRejected : T.withdrawalRejectedNoRemark;
  const t = text(keys, remark ? { amount, remark } : { amount });
  await notify(q, { userId: e.userId, kind: 'withdrawal', title: t.title, body: t.body, data: { ...t.data, requestId: e.requestId, outcome: e.outcome }, at: e.at, dedupeKey: `withdrawal:${e.requestId}:${e.outcome}` });
}

interface RunRow {
  user_id: string;
  pnl: string;
  bets: number;
  voided: boolean;
  description: Record<string, string> | null;
}

/** The market a run settled, as the player knows it: "India v Australia · Match Odds", "Kalyan · Open". */
function marketLabel(product: string, d: Record<string, string> | null): string {
  if (!d) return product;
  if (product === 'matka') return [d.market, d.session ? d.session[0]!.toUpperCase() + d.session.slice(1) : ''].filter(Boolean).join(' · ');
  return [d.event, d.market].filter(Boolean).join(' · ') || product;
}

async function betsSettled(q: Queryable, e: BetsSettled): Promise<void> {
  if (!e.runId || e.product === 'casino' || !e.userIds.length) return;
  const { rows } = await q.query<RunRow>(
    `SELECT s.user_id::text AS user_id, sum(s.pnl)::text AS pnl, count(*)::int AS bets,
            bool_and(b.status = 'void') AS voided, (array_agg(b.description ORDER BY b.id))[1] AS description
       FROM bet_settlements s JOIN bets b ON b.id = s.bet_id
      WHERE s.run_id = $1 AND s.user_id = ANY($2::bigint[])
      GROUP BY s.user_id`,
    [e.runId, e.userIds],
  );
  const notes = rows.map((r) => {
    const pnl = BigInt(r.pnl);
    const market = marketLabel(e.product, r.description);
    const won = formatRupees(pnl < 0n ? -pnl : pnl);
    const t = r.voided ? text(T.betsVoid, { market }) : text(settledText(pnl), { market, amount: won });
    return {
      userId: r.user_id,
      kind: 'bet',
      title: t.title,
      body: t.body,
      data: { ...t.data, product: e.product, runId: e.runId, marketId: e.marketId ?? null, pnl: r.pnl, bets: r.bets },
      at: e.at,
      dedupeKey: `bets:${e.product}:run:${e.runId}`,
    };
  });
  await notifyMany(q, notes);
}

/**
 * A settlement rolled back: each player whose balance the reversal changed is told by how much and why (issue 31
 * item 7); a player whose reversal only held their stake again (a losing bet: cash unchanged) is not. The change is
 * read from the ledger (the reversals' entries on the player's cash account), not recomputed.
 */
async function settlementRolledBack(q: Queryable, e: SettlementRolledBack): Promise<void> {
  if (!e.userIds.length) return;
  const { rows } = await q.query<{ user_id: string; cash: string; description: Record<string, string> | null }>(
    `SELECT s.user_id::text AS user_id,
            coalesce((SELECT sum(le.amount) FROM ledger_entries le JOIN ledger_accounts a ON a.id = le.account_id
                       WHERE a.user_id = s.user_id AND a.kind = 'cash'
                         AND le.transaction_id IN (SELECT x.reversal_id FROM bet_settlements x
                                                    WHERE x.run_id = $1 AND x.user_id = s.user_id AND x.reversal_id IS NOT NULL)), 0)::text AS cash,
            (array_agg(b.description ORDER BY b.id))[1] AS description
       FROM bet_settlements s JOIN bets b ON b.id = s.bet_id
      WHERE s.run_id = $1 AND s.user_id = ANY($2::bigint[])
      GROUP BY s.user_id`,
    [e.runId, e.userIds],
  );
  const reason = e.reason?.trim();
  const notes = rows
    .filter((r) => BigInt(r.cash) !== 0n)
    .map((r) => {
      const cash = BigInt(r.cash);
      const keys = cash < 0n ? (reason ? T.rollbackTakenReason : T.rollbackTaken) : reason ? T.rollbackAddedReason : T.rollbackAdded;
      const params = { market: marketLabel(e.product, r.description), amount: formatRupees(cash < 0n ? -cash : cash), ...(reason ? { reason } : {}) };
      const t = text(keys, params);
      return {
        userId: r.user_id,
        kind: 'bet',
        title: t.title,
        body: t.body,
        data: { ...t.data, product: e.product, runId: e.runId, marketId: e.marketId ?? null, change: r.cash, rolledBack: true },
        at: e.at,
        dedupeKey: `rollback:${e.product}:run:${e.runId}`,
      };
    });
  await notifyMany(q, notes);
}

export const notificationsListener: AccountListener = {
  name: 'notifications',
  depositDecided,
  withdrawalDecided,
  betsSettled,
  settlementRolledBack,
};
