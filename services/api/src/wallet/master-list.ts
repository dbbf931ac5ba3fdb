import type { Queryable } from '../db/db';

export const WALLET_TYPE_METHODS = new Set(['wallet', 'crypto']);

interface MasterRow {
  method_id: string;
  method_name: string;
  method_type: string;
  currency: string | null;
  bonus_percentage: string;
  master_account_id: string;
  bank_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  phone_number: string | null;
  account_holder_name: string | null;
  qr_code: string | null;
  multiplier_value: string | null;
  social_payment_number: string | null;
  social_payment_link: string | null;
  created_at: Date;
}

/**
 * GET /wallet/client/accounts-master-list: the active master accounts that take this amount, grouped by
 * method_name, social methods first, then in the configured order.
 */
/** The deposit methods a player may choose; gateway methods only while online payment is on. */
export async function masterList(q: Queryable, siteId: string, amountPaise: bigint | undefined, options: { onlinePayment: boolean }) {
  const { rows } = await q.query<MasterRow>(
    `SELECT m.id::text AS method_id, m.method_name, m.method_type, m.currency, m.bonus_percentage::text,
            a.id::text AS master_account_id, a.bank_name, a.account_number, a.ifsc_code, a.upi_id, a.crypto_wallet_id,
            a.phone_number, a.account_holder_name, a.qr_code, a.multiplier_value::text, a.social_payment_number,
            a.social_payment_link, a.created_at
       FROM payment_methods m JOIN master_accounts a ON a.method_id = m.id AND a.active
      WHERE m.site_id = $1 AND m.active AND m.for_deposit AND ($3 OR m.method_type <> 'payment_gateway')
        AND ($2::bigint IS NULL OR ((a.min_amount IS NULL OR a.min_amount <= $2) AND (a.max_amount IS NULL OR a.max_amount >= $2)))
      ORDER BY (m.method_type = 'social') DESC, m.sort_order, m.id, a.id`,
    [siteId, amountPaise === undefined ? null : amountPaise.toString(), options.onlinePayment],
  );
  const groups = new Map<string, ReturnType<typeof group>>();
  function group(r: MasterRow) {
    return {
      method_name: r.method_name,
      method_type: r.method_type,
      method_id: Number(r.method_id),
      bonus_percentage: Number(r.bonus_percentage),
      ...(r.currency ? { currency: r.currency } : {}),
      accounts: [] as Record<string, unknown>[],
    };
  }
  for (const r of rows) {
    let g = groups.get(r.method_name);
    if (!g) groups.set(r.method_name, (g = group(r)));
    g.accounts.push({
      method: r.method_type,
      method_id: Number(r.method_id),
      method_name: r.method_name,
      master_account_id: Number(r.master_account_id),
      bank_name: r.bank_name,
      account_number: r.account_number,
      ifsc_code: r.ifsc_code,
      upi_id: r.upi_id,
      crypto_wallet_id: r.crypto_wallet_id,
      phone_number: r.phone_number,
      account_holder_name: r.account_holder_name,
      qr_code: r.qr_code,
      multiplier_value: r.multiplier_value === null ? null : Number(r.multiplier_value),
      created_at: r.created_at,
      social_payment_number: r.social_payment_number,
      social_payment_link: r.social_payment_link,
    });
  }
  return [...groups.values()];
}

export interface MasterAccount {
  id: string;
  method_id: string;
  method_name: string;
  method_type: string;
  multiplier_value: string | null;
}

/** An active master account of the site, with its method. */
export async function findMasterAccount(q: Queryable, siteId: string, id: unknown): Promise<MasterAccount | undefined> {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : '';
  if (!/^[0-9]{1,18}$/.test(text)) return undefined;
  const { rows } = await q.query<MasterAccount>(
    `SELECT a.id::text, m.id::text AS method_id, m.method_name, m.method_type, a.multiplier_value::text
       FROM master_accounts a JOIN payment_methods m ON m.id = a.method_id
      WHERE a.id = $1 AND m.site_id = $2 AND a.active AND m.active AND m.for_deposit`,
    [text, siteId],
  );
  return rows[0];
}
