import type { Queryable } from '../db/db';

/**
 * The site's bonus_data (SPEC §3 "Bonus": bonusType 'payment bonus', methodIds as JSON text, percentage) is derived
 * from the payment methods' bonus percentages, the one place an operator sets them: one entry per percentage.
 * Writing it bumps the site version (trigger), so players pick the change up.
 */
export async function syncPaymentBonusData(q: Queryable, siteId: string | number): Promise<void> {
  await q.query(
    `UPDATE sites SET bonus_data = coalesce((
        SELECT jsonb_agg(jsonb_build_object('bonusType', 'payment bonus', 'methodIds', ids, 'percentage', pct) ORDER BY pct DESC)
          FROM (SELECT bonus_percentage::float8 AS pct, jsonb_agg(id ORDER BY id)::text AS ids
                  FROM payment_methods
                 WHERE site_id = $1 AND active AND for_deposit AND bonus_percentage > 0
                 GROUP BY bonus_percentage) b
      ), '[]'::jsonb)
      WHERE id = $1`,
    [siteId],
  );
}

/**
 * A deposit method's payment bonus: the percentage (payment_methods.bonus_percentage, the same number the wallet's
 * 'Get X% Bonus' badge shows) with its minimum deposit and cap (bonus_method_rules, SPEC §4's 300 / 5000 until set).
 */
export interface MethodBonus {
  methodId: string;
  methodName: string;
  name: string;
  active: boolean;
  /** percent x100 (3% = 300) */
  pctX100: number;
  minDeposit: bigint;
  maxBonus: bigint;
}

const METHOD_BONUS_SELECT = `SELECT m.id::text AS method_id, m.method_name, m.name, (m.active AND m.for_deposit) AS active,
        round(m.bonus_percentage * 100)::int AS pct_x100,
        coalesce(r.min_deposit, 30000)::text AS min_deposit, coalesce(r.max_bonus, 500000)::text AS max_bonus
   FROM payment_methods m LEFT JOIN bonus_method_rules r ON r.method_id = m.id`;

interface MethodBonusRow { method_id: string; method_name: string; name: string; active: boolean; pct_x100: number; min_deposit: string; max_bonus: string }

const toMethodBonus = (r: MethodBonusRow): MethodBonus => ({
  methodId: r.method_id, methodName: r.method_name, name: r.name, active: r.active, pctX100: r.pct_x100,
  minDeposit: BigInt(r.min_deposit), maxBonus: BigInt(r.max_bonus),
});

/** Every deposit method of the site with its payment bonus (the console's table and the bonus terms). */
export async function listMethodBonuses(q: Queryable, siteId: string | number): Promise<MethodBonus[]> {
  const { rows } = await q.query<MethodBonusRow>(`${METHOD_BONUS_SELECT} WHERE m.site_id = $1 AND m.for_deposit ORDER BY m.sort_order, m.id`, [siteId]);
  return rows.map(toMethodBonus);
}

export async function methodBonus(q: Queryable, methodId: string): Promise<MethodBonus | null> {
  if (!/^[0-9]{1,18}$/.test(methodId)) return null;
  const { rows } = await q.query<MethodBonusRow>(`${METHOD_BONUS_SELECT} WHERE m.id = $1`, [methodId]);
  return rows[0] ? toMethodBonus(rows[0]) : null;
}

/** The payment bonus a deposit of `amount` by this method earns, in paise (0 below the minimum or without one). */
export function paymentBonusAmount(m: MethodBonus, amount: bigint): bigint {
  if (!m.active || m.pctX100 <= 0 || amount < m.minDeposit) return 0n;
  const v = (amount * BigInt(m.pctX100)) / 10_000n;
  return v > m.maxBonus ? m.maxBonus : v;
}

/** Sets a method's payment bonus: the percentage where the badge reads it, the limits beside it; bonus_data follows. */
export async function saveMethodBonus(q: Queryable, siteId: string, methodId: string, b: { pctX100: number; minDeposit: bigint; maxBonus: bigint }): Promise<void> {
  await q.query('UPDATE payment_methods SET bonus_percentage = $3::numeric / 100 WHERE id = $1 AND site_id = $2', [methodId, siteId, b.pctX100]);
  await q.query(
    `INSERT INTO bonus_method_rules (method_id, min_deposit, max_bonus, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (method_id) DO UPDATE SET min_deposit = EXCLUDED.min_deposit, max_bonus = EXCLUDED.max_bonus, updated_at = now()`,
    [methodId, b.minDeposit.toString(), b.maxBonus.toString()],
  );
  await syncPaymentBonusData(q, siteId);
}
