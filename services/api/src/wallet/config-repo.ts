import type { Queryable } from '../db/db';
import { BANKS } from './banks';
import { paiseToRupees } from './money';

export interface WalletConfigRow {
  site_id: string;
  deposit_min: string;
  deposit_max: string;
  withdrawal_min: string;
  withdrawal_max: string;
  stake_buttons: number[];
  announcement: string;
  rules: { deposit?: Record<string, { description: string }[]>; withdrawal?: Record<string, { description: string }[]> };
  deposit_video: Record<string, string>;
  withdrawal_video: Record<string, string>;
  is_bank_only: boolean;
  request_expiry_minutes: number;
}

/** The site's wallet configuration; a site without one gets the defaults of SPEC §9 (created on first read). */
export async function getWalletConfig(q: Queryable, siteId: string): Promise<WalletConfigRow> {
  const select = () =>
    q.query<WalletConfigRow>(
      `SELECT site_id::text, deposit_min::text, deposit_max::text, withdrawal_min::text, withdrawal_max::text, stake_buttons,
              announcement, rules, deposit_video, withdrawal_video, is_bank_only, request_expiry_minutes
         FROM wallet_config WHERE site_id = $1`,
      [siteId],
    );
  let found = await select();
  if (!found.rows[0]) {
    await q.query('INSERT INTO wallet_config (site_id) VALUES ($1) ON CONFLICT (site_id) DO NOTHING', [siteId]);
    found = await select();
  }
  return found.rows[0]!;
}

export interface PayoutMethodView {
  id: number;
  method_name: string;
  name: string;
  method_type: 'bank' | 'upi' | 'wallet';
}

export async function payoutMethods(q: Queryable, siteId: string): Promise<PayoutMethodView[]> {
  const { rows } = await q.query<{ id: string; method_name: string; name: string; method_type: PayoutMethodView['method_type'] }>(
    `SELECT id::text, method_name, name, method_type FROM payment_methods
      WHERE site_id = $1 AND active AND for_withdrawal ORDER BY sort_order, id`,
    [siteId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** GET /wallet/client/config. */
export async function configView(q: Queryable, siteId: string) {
  const c = await getWalletConfig(q, siteId);
  return {
    deposit_range: { min: paiseToRupees(c.deposit_min), max: paiseToRupees(c.deposit_max) },
    withdrawal_range: { min: paiseToRupees(c.withdrawal_min), max: paiseToRupees(c.withdrawal_max) },
    stake_button: c.stake_buttons,
    announcement: { value: c.announcement },
    rules: { deposit: c.rules.deposit ?? {}, withdrawal: c.rules.withdrawal ?? {} },
    deposit_video: c.deposit_video,
    withdrawal_video: c.withdrawal_video,
    payment_method: await payoutMethods(q, siteId),
    bank_list: BANKS,
  };
}
