import type { Db, Queryable } from '../src/db/db';
import { offerBonus } from '../src/bonus/lifecycle';
import type { Award } from '../src/bonus/awards';
import { wageringRequired, type Contributions } from '../src/bonus/settings';

/** Fixtures for the bonus suites: a bonus given as an operator's grant would be, settled bets as the products write them. */

let betSeq = 0;

/** A settled bet of the player (status settled, pnl set), placed at `at`, alone on its market (its worst case = its stake): what wagering counts. */
export async function settledBet(q: Queryable, userId: string, product: 'sports' | 'casino' | 'matka' | 'fantasy', stakePaise: bigint, at: Date): Promise<string> {
  const side = product === 'sports' ? 'back' : 'single';
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO bets (user_id, product, market_id, side, stake, liability, exposure_delta, status, pnl, placed_at, matched_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5, 'settled', 0, $6, $6, $6) RETURNING id::text`,
    [userId, product, 900000 + ++betSeq, side, stakePaise.toString(), at],
  );
  return rows[0]!.id;
}

/** A bonus started at once (autoLock), as a grant: amount paise, multiple x100, contributions. */
export async function grantBonus(
  db: Db,
  userId: string,
  a: { amount: bigint; multipleX100: number; contributions?: Contributions; expiryDays?: number; now: Date; key?: string },
): Promise<Award> {
  const award = await db.tx((q) =>
    offerBonus(q, {
      userId, siteId: null, kind: 'grant', amount: a.amount, wageringRequired: wageringRequired(a.amount, a.multipleX100),
      contributions: a.contributions ?? { sports: 100, casino: 50, matka: 100 }, expiryDays: a.expiryDays ?? 30, offerDays: 7,
      sourceKey: a.key ?? `test:${userId}:${Math.random()}`, now: a.now,
    }, { autoLock: true }),
  );
  if (!award) throw new Error('no bonus was given');
  return award;
}

export async function awardStatus(db: Queryable, id: string): Promise<string> {
  return (await db.query<{ status: string }>('SELECT status FROM bonus_awards WHERE id = $1', [id])).rows[0]!.status;
}

/** The player's accounts in paise. */
export async function accountsOf(db: Queryable, userId: string): Promise<Record<string, bigint>> {
  const { rows } = await db.query<{ kind: string; balance: string }>('SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1', [userId]);
  return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.balance)]));
}

/** The bonus postings made for one award, by kind (bonus_grant, bonus_release, bonus_forfeit, bonus_expire). */
export async function bonusPostings(db: Queryable, awardId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ kind: string; n: string }>(
    `SELECT kind, count(*)::text AS n FROM ledger_transactions WHERE memo->>'bonus_id' = $1 GROUP BY kind`,
    [awardId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}
