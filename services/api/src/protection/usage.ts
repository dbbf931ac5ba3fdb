import { LIMIT_PERIOD_MS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@khel/shared/validation';
import type { Queryable } from '../db/db';

/**
 * What counts toward a player's limits, in rolling windows ending now (the last 24 hours, 7 days, 30 days).
 *
 * Deposits: every deposit request not refused or withdrawn (pending, on hold, being approved, approved), at the
 * time it was asked for; an approved one at the amount approved. Pending requests count, or two requests made
 * together could pass a limit before an operator approves either.
 *
 * Losses: the net of settled bets in the window (losses minus wins, bets.pnl), plus what open bets can still lose
 * (the exposure account: sports and matka liabilities; open casino rounds' stakes; in-play bets waiting out their
 * delay). Open exposure counts: otherwise a player could stake far past the limit before anything settles, and the
 * limit would only be known to be passed afterwards.
 */

export interface DepositCounted {
  at: Date;
  amount: bigint;
}

const DAY_30 = LIMIT_PERIOD_MS['30d'];

/**
 * One lock per player and kind of limit, held to the end of the caller's transaction. Deposits take theirs before
 * writing; bets take theirs after writing (their own rows are then counted), and only ever as their last step, so
 * a transaction holding it waits for nothing else and no two can deadlock on it.
 */
export async function lockPlayerLimits(q: Queryable, userId: string, kind: LimitKind): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($2, ($1::bigint % 2147483647)::int)', [userId, kind === 'deposit' ? 7530 : 7531]);
}

export async function depositsCounted(q: Queryable, userId: string, now: Date): Promise<DepositCounted[]> {
  const { rows } = await q.query<{ at: Date; amount: string }>(
    `SELECT created_at AS at,
            (CASE WHEN status = 'approve_completed' THEN COALESCE(approved_amount, amount) ELSE amount END)::text AS amount
       FROM wallet_transactions
      WHERE user_id = $1 AND type = 'client_deposit' AND created_at > $2 AND created_at <= $3
        AND status IN ('pending', 'hold', 'approve_in_process', 'approve_completed')
      ORDER BY created_at`,
    [userId, new Date(now.getTime() - DAY_30), now],
  );
  return rows.map((r) => ({ at: new Date(r.at), amount: BigInt(r.amount) }));
}

export function sumSince(deposits: DepositCounted[], since: number): bigint {
  return deposits.reduce((s, d) => (d.at.getTime() > since ? s + d.amount : s), 0n);
}

export interface LossUsage {
  /** net loss of bets settled in each window (negative when the player is ahead) */
  settled: Record<LimitPeriod, bigint>;
  /** what open bets can still lose */
  open: bigint;
}

export async function lossUsage(q: Queryable, userId: string, now: Date): Promise<LossUsage> {
  const since = (p: LimitPeriod) => new Date(now.getTime() - LIMIT_PERIOD_MS[p]);
  const { rows } = await q.query<{ d: string; w: string; m: string; open: string }>(
    `SELECT COALESCE(-SUM(b.pnl) FILTER (WHERE b.settled_at > $2), 0)::text AS d,
            COALESCE(-SUM(b.pnl) FILTER (WHERE b.settled_at > $3), 0)::text AS w,
            COALESCE(-SUM(b.pnl), 0)::text AS m,
            (COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.user_id = $1 AND a.kind = 'exposure'), 0)
             + COALESCE((SELECT SUM(o.stake) FROM bets o WHERE o.user_id = $1 AND o.product = 'casino' AND o.status = 'matched'), 0)
             + COALESCE((SELECT SUM(o.liability) FROM bets o WHERE o.user_id = $1 AND o.status = 'pending'), 0))::text AS open
       FROM bets b
      WHERE b.user_id = $1 AND b.status = 'settled' AND b.settled_at > $4 AND b.settled_at <= $5`,
    [userId, since('24h'), since('7d'), since('30d'), now],
  );
  const r = rows[0]!;
  return { settled: { '24h': BigInt(r.d), '7d': BigInt(r.w), '30d': BigInt(r.m) }, open: BigInt(r.open) };
}

export interface ActiveLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint;
}

export async function activeLimits(q: Queryable, userId: string, kind?: LimitKind): Promise<ActiveLimit[]> {
  const { rows } = await q.query<{ kind: LimitKind; period: LimitPeriod; amount: string }>(
    `SELECT kind, period, amount::text FROM player_limits WHERE user_id = $1 AND amount IS NOT NULL AND ($2::text IS NULL OR kind = $2)`,
    [userId, kind ?? null],
  );
  return rows
    .map((r) => ({ kind: r.kind, period: r.period, amount: BigInt(r.amount) }))
    .sort((a, b) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period));
}
