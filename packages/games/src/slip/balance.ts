import { balance$ } from '@khel/shared';
import type { SlipPlacedBet } from '../api/model';

/**
 * After a bet or a cash-out: the wallet figures of the answer go on the bus at once, so the header shows the new
 * balance and exposure without waiting for the next balance poll. Without figures in the answer, the bet's
 * exposure change is applied (cash -> exposure: the balance and the exposure both move by it).
 */
export function pushBalance(answer: Pick<SlipPlacedBet, 'balance'> & { bet?: { exposureDelta?: number | null } | null }): void {
  const now = balance$.value;
  if (answer.balance) {
    balance$.next({ bc: now?.bc ?? 0, eb: now?.eb ?? 0, ...now, ...answer.balance } as NonNullable<typeof now>);
    return;
  }
  const delta = answer.bet?.exposureDelta;
  if (!now || !delta) return;
  const round = (n: number) => Math.round(n * 100) / 100;
  balance$.next({ ...now, bl: round(now.bl - delta), ex: round(now.ex - delta) });
}
