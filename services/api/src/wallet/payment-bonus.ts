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
