import type { Queryable } from '../db/db';
import type { Award } from './awards';
import { WAGERING_PRODUCTS, type WageringProduct } from './settings';

export interface ProductWagering {
  product: WageringProduct;
  /** the risk of the settled bets placed while the bonus was locked (per market, net of offsetting bets), paise */
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
 * The wagering of a bonus, derived from the facts: the player's SETTLED bets (void and open ones do not count)
 * placed while the bonus was locked (from its locking to its release or expiry). Wagering counts RISK, not
 * turnover (issue 26 finding 6): per market, what the player could lose at settlement net of their own offsetting
 * bets. A sports, matka or fantasy bet's `exposure_delta` is what it changed the player's worst case on its market
 * by (a lay that hedges a back lowers it), so their sum per market is the worst case the bets added, floored at 0: a
 * back ₹4,000 @ 1.45 and a lay ₹4,000 @ 1.46 on one runner count ₹40, not ₹8,000. A casino round risks its stake
 * (`liability`). Each product's sum then counts at its percentage. Nothing is counted in a table of ours, so a
 * resumed settlement or a replayed event cannot count a bet twice, and a rolled-back settlement (its bets matched
 * again) stops counting at once.
 */
export async function readWagering(q: Queryable, award: Award): Promise<Wagering> {
  const staked: Record<WageringProduct, bigint> = { sports: 0n, casino: 0n, matka: 0n };
  if (award.lockedAt) {
    const until = award.closedAt ?? award.expiresAt;
    const { rows } = await q.query<{ product: string; staked: string }>(
      `SELECT product, sum(risk)::text AS staked FROM (
         SELECT product, greatest(0, sum(CASE WHEN product = 'casino' THEN liability ELSE exposure_delta END)) AS risk
           FROM bets
          WHERE user_id = $1 AND status = 'settled' AND placed_at >= $2 AND ($3::timestamptz IS NULL OR placed_at < $3)
          GROUP BY product, market_id) m
        GROUP BY product`,
      [award.userId, award.lockedAt, until],
    );
    for (const r of rows) if ((WAGERING_PRODUCTS as readonly string[]).includes(r.product)) staked[r.product as WageringProduct] = BigInt(r.staked);
  }
  return countWagering(staked, award);
}
