import type { Queryable } from '../db/db';

/** The products whose settled stakes count toward wagering, each at its configured percentage. */
export const WAGERING_PRODUCTS = ['sports', 'casino', 'matka'] as const;
export type WageringProduct = (typeof WAGERING_PRODUCTS)[number];
export type Contributions = Record<WageringProduct, number>;

/** A site's bonus settings (bonus_settings; the defaults below until an operator saves them). Money in paise. */
export interface BonusSettings {
  wageringMultipleX100: number;
  contributions: Contributions;
  expiryDays: number;
  offerDays: number;
  welcome: { enabled: boolean; pctX100: number; minDeposit: bigint; cap: bigint };
}

/** SPEC §4's bonus terms: min deposit 300, bonus up to 5000; 10x wagering, 30 days. */
export const DEFAULT_MIN_DEPOSIT = 30_000n;
export const DEFAULT_MAX_BONUS = 500_000n;
export const DEFAULT_SETTINGS: BonusSettings = {
  wageringMultipleX100: 1000,
  contributions: { sports: 100, casino: 50, matka: 100 },
  expiryDays: 30,
  offerDays: 7,
  welcome: { enabled: true, pctX100: 10000, minDeposit: DEFAULT_MIN_DEPOSIT, cap: DEFAULT_MAX_BONUS },
};

interface SettingsRow {
  wagering_multiple_x100: number;
  sports_pct: number;
  casino_pct: number;
  matka_pct: number;
  expiry_days: number;
  offer_days: number;
  welcome_enabled: boolean;
  welcome_pct_x100: number;
  welcome_min_deposit: string;
  welcome_cap: string;
}

export async function readBonusSettings(q: Queryable, siteId: string | null): Promise<BonusSettings> {
  if (siteId === null) return DEFAULT_SETTINGS;
  const { rows } = await q.query<SettingsRow>(
    `SELECT wagering_multiple_x100, sports_pct, casino_pct, matka_pct, expiry_days, offer_days, welcome_enabled,
            welcome_pct_x100, welcome_min_deposit::text, welcome_cap::text
       FROM bonus_settings WHERE site_id = $1`,
    [siteId],
  );
  const r = rows[0];
  if (!r) return DEFAULT_SETTINGS;
  return {
    wageringMultipleX100: r.wagering_multiple_x100,
    contributions: { sports: r.sports_pct, casino: r.casino_pct, matka: r.matka_pct },
    expiryDays: r.expiry_days,
    offerDays: r.offer_days,
    welcome: { enabled: r.welcome_enabled, pctX100: r.welcome_pct_x100, minDeposit: BigInt(r.welcome_min_deposit), cap: BigInt(r.welcome_cap) },
  };
}

export async function saveBonusSettings(q: Queryable, siteId: string, s: BonusSettings, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO bonus_settings (site_id, wagering_multiple_x100, sports_pct, casino_pct, matka_pct, expiry_days, offer_days,
                                 welcome_enabled, welcome_pct_x100, welcome_min_deposit, welcome_cap, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (site_id) DO UPDATE SET
       wagering_multiple_x100 = EXCLUDED.wagering_multiple_x100, sports_pct = EXCLUDED.sports_pct, casino_pct = EXCLUDED.casino_pct,
       matka_pct = EXCLUDED.matka_pct, expiry_days = EXCLUDED.expiry_days, offer_days = EXCLUDED.offer_days,
       welcome_enabled = EXCLUDED.welcome_enabled, welcome_pct_x100 = EXCLUDED.welcome_pct_x100,
       welcome_min_deposit = EXCLUDED.welcome_min_deposit, welcome_cap = EXCLUDED.welcome_cap, updated_at = EXCLUDED.updated_at`,
    [siteId, s.wageringMultipleX100, s.contributions.sports, s.contributions.casino, s.contributions.matka, s.expiryDays, s.offerDays,
      s.welcome.enabled, s.welcome.pctX100, s.welcome.minDeposit.toString(), s.welcome.cap.toString(), now],
  );
}

/** bonus x multiple, rounded up to the paisa (a requirement is never short of the stated multiple). */
export function wageringRequired(amount: bigint, multipleX100: number): bigint {
  return (amount * BigInt(multipleX100) + 99n) / 100n;
}

/** pct (x100) of an amount, rounded down to the paisa, capped. */
export function percentOf(amount: bigint, pctX100: number, cap: bigint): bigint {
  const v = (amount * BigInt(pctX100)) / 10_000n;
  return v > cap ? cap : v;
}
