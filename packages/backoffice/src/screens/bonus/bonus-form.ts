import type { OpsBonusConfig, OpsBonusSettingsBody } from '@khel/shared/contracts';

/** The settings form as text fields (what the inputs hold) and back to the body the server checks field by field. */
export interface SettingsForm {
  wagering_multiple: string;
  sports_pct: string;
  casino_pct: string;
  matka_pct: string;
  expiry_days: string;
  offer_days: string;
  welcome_enabled: boolean;
  welcome_percentage: string;
  welcome_min_deposit: string;
  welcome_cap: string;
}

export function settingsForm(c: OpsBonusConfig): SettingsForm {
  return {
    wagering_multiple: String(c.wagering_multiple), sports_pct: String(c.sports_pct), casino_pct: String(c.casino_pct), matka_pct: String(c.matka_pct),
    expiry_days: String(c.expiry_days), offer_days: String(c.offer_days), welcome_enabled: c.welcome_enabled,
    welcome_percentage: String(c.welcome_percentage), welcome_min_deposit: String(c.welcome_min_deposit), welcome_cap: String(c.welcome_cap),
  };
}

/** Numbers as typed (an empty or non-numeric field goes as NaN-free text, so the server names it in its 422). */
const num = (v: string): number => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : (v as unknown as number));

export function settingsBody(f: SettingsForm): OpsBonusSettingsBody {
  return {
    wagering_multiple: num(f.wagering_multiple), sports_pct: num(f.sports_pct), casino_pct: num(f.casino_pct), matka_pct: num(f.matka_pct),
    expiry_days: num(f.expiry_days), offer_days: num(f.offer_days), welcome_enabled: f.welcome_enabled,
    welcome_percentage: num(f.welcome_percentage), welcome_min_deposit: num(f.welcome_min_deposit), welcome_cap: num(f.welcome_cap),
  };
}

export const numberOrText = num;
