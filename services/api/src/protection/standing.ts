import type { Queryable } from '../db/db';

/**
 * A player's protection standing at `now`: a running time-out or self-exclusion (an end in the past is over).
 * Both stop betting and deposits; withdrawals stay open. Offers (marketing, bonus grants) stop during either:
 * a player who asked for a break is not tempted back during it.
 */
export interface ProtectionStanding {
  selfExcludedUntil: Date | null;
  timeOutUntil: Date | null;
  canBet: boolean;
  canReceiveOffers: boolean;
}

export function standingOf(row: { time_out_until: Date | null; self_excluded_until: Date | null } | undefined, now: Date): ProtectionStanding {
  const running = (until: Date | null | undefined) => (until && until.getTime() > now.getTime() ? new Date(until) : null);
  const selfExcludedUntil = running(row?.self_excluded_until);
  const timeOutUntil = running(row?.time_out_until);
  const free = !selfExcludedUntil && !timeOutUntil;
  return { selfExcludedUntil, timeOutUntil, canBet: free, canReceiveOffers: free };
}

export async function protectionStanding(q: Queryable, userId: string, now: Date): Promise<ProtectionStanding> {
  const { rows } = await q.query<{ time_out_until: Date | null; self_excluded_until: Date | null }>(
    'SELECT time_out_until, self_excluded_until FROM player_protection WHERE user_id = $1',
    [userId],
  );
  return standingOf(rows[0], now);
}
