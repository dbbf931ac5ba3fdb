import type { Queryable } from '../db/db';

export interface PlayerBalances {
  cash: bigint;
  bonus: bigint;
  exposure: bigint;
  withdrawalHold: bigint;
}

/** A player's balances in paise, read in one query (zeros for a player without accounts). */
export async function getPlayerBalances(q: Queryable, userId: string | number): Promise<PlayerBalances> {
  const { rows } = await q.query<{ kind: string; balance: string }>(
    'SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  const b: PlayerBalances = { cash: 0n, bonus: 0n, exposure: 0n, withdrawalHold: 0n };
  for (const r of rows) {
    const v = BigInt(r.balance);
    if (r.kind === 'cash') b.cash = v;
    else if (r.kind === 'bonus') b.bonus = v;
    else if (r.kind === 'exposure') b.exposure = v;
    else if (r.kind === 'withdrawal_hold') b.withdrawalHold = v;
  }
  return b;
}

/**
 * The wallet figures of SPEC §3/§9 in rupees: bl (balance, bonus included), ex (exposure, zero or negative),
 * eb (earned bonus). Available to withdraw: bl + ex - eb on saved accounts.
 */
export function walletFigures(b: PlayerBalances): { bl: number; ex: number; eb: number } {
  return { bl: paiseToRupees(b.cash + b.bonus), ex: paiseToRupees(-b.exposure), eb: paiseToRupees(b.bonus) };
}

export function paiseToRupees(p: bigint): number {
  return Number(p) / 100;
}
