import { LIMIT_PERIOD_MS, paiseToRupees, REALITY_CHECK_DEFAULT } from '@khel/shared/validation';
import type { ProtectionLimit, ProtectionOverview } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { readLimits } from './limits';
import { standingOf } from './standing';
import { depositsCounted, lossUsage, sumSince } from './usage';

/** A player's limits (with what each window counts now), breaks and reality-check choice, as the API answers them. */
export async function protectionOverview(q: Queryable, userId: string, now: Date): Promise<ProtectionOverview> {
  const { rows } = await q.query<{ time_out_until: Date | null; self_excluded_until: Date | null; reality_check_minutes: number | null }>(
    'SELECT time_out_until, self_excluded_until, reality_check_minutes FROM player_protection WHERE user_id = $1',
    [userId],
  );
  const standing = standingOf(rows[0], now);
  const limits = await readLimits(q, userId);
  const deposits = limits.some((l) => l.kind === 'deposit') ? await depositsCounted(q, userId, now) : [];
  const losses = limits.some((l) => l.kind === 'loss') ? await lossUsage(q, userId, now) : null;
  const views: ProtectionLimit[] = limits.map((l) => ({
    kind: l.kind,
    period: l.period,
    amount: l.amount === null ? null : paiseToRupees(l.amount),
    pending_amount: l.pendingAmount === null ? null : paiseToRupees(l.pendingAmount),
    pending_removal: l.pendingRemoval,
    confirmable_at: l.confirmableAt?.toISOString() ?? null,
    used: paiseToRupees(
      l.kind === 'deposit' ? sumSince(deposits, now.getTime() - LIMIT_PERIOD_MS[l.period]) : losses ? losses.settled[l.period] + losses.open : 0n,
    ),
  }));
  return {
    limits: views,
    time_out_until: standing.timeOutUntil?.toISOString() ?? null,
    self_excluded_until: standing.selfExcludedUntil?.toISOString() ?? null,
    reality_check_minutes: rows[0]?.reality_check_minutes ?? REALITY_CHECK_DEFAULT,
    can_bet: standing.canBet,
    can_receive_offers: standing.canReceiveOffers,
  };
}
