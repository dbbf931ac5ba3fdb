import type { Queryable } from '../db/db';
import type { Award } from './awards';
import { WAGERING_PRODUCTS, type WageringProduct } from './settings';

export interface ProductWagering {
  product: WageringProduct;
  /** settled stakes of bets placed while the bonus was locked, paise */
  staked: bigint;
  /** percent of a stake that counts */
  pct: number;
  /** what counts: staked x pct / 100, rounded down to the paisa */
  counted: bigint;
}

export interface Wagering {
  byProduct: ProductWagering[];
  wagered: bigint;
  required: bigint;
  met: boolean;
}

/** What a stake counts for, per product, from the percentages the bonus was offered with. */
export function countWagering(staked: Record<WageringProduct, bigint>, award: Pick<Award, 'contributions' | 'wageringRequired'>): Wagering {
  const byProduct = WAGERING_PRODUCTS.map((product) => {
    const pct = award.contributions[product] ?? 0;
    const s = staked[product];
    return { product, staked: s, pct, counted: (s * BigInt(pct)) / 100n };
  });
  const wagered = byProduct.reduce((sum, p) => sum + p.counted, 0n);
  return { byProduct, wagered, required: award.wageringRequired, met: wagered >= award.wageringRequired };
}

/**
 * The wagering of a locked bonus, derived from the facts: the player's SETTLED bets (void and open ones do not
 * count) placed while the bonus was locked (from its locking to its expiry), their stakes summed per product. Nothing is counted in a
 * table of ours, so a resumed settlement or a replayed event cannot count a stake twice.
 */
export async function readWagering(q: Queryable, award: Award): Promise<Wagering> {
  const staked: Record<WageringProduct, bigint> = { sports: 0n, casino: 0n, matka: 0n };
  if (award.lockedAt) {
    const { rows } = await q.query<{ product: string; staked: string }>(
      `SELECT product, sum(stake)::text AS staked FROM bets
        WHERE user_id = $1 AND status = 'settled' AND placed_at >= $2 AND ($3::timestamptz IS NULL OR placed_at < $3) GROUP BY product`,
      [award.userId, award.lockedAt, award.expiresAt],
    );
    for (const r of rows) if ((WAGERING_PRODUCTS as readonly string[]).includes(r.product)) staked[r.product as WageringProduct] = BigInt(r.staked);
  }
  return countWagering(staked, award);
}
