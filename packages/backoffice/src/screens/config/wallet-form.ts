import type { WalletConfig } from '../../api/types';

/** The wallet configuration form's text fields, and their conversion back to the configuration. */
export interface WalletForm {
  depositMin: string;
  depositMax: string;
  withdrawalMin: string;
  withdrawalMax: string;
  stakes: string;
  announcement: string;
  expiryMinutes: string;
  bankOnly: boolean;
}

export function formOf(c: WalletConfig): WalletForm {
  return {
    depositMin: String(c.deposit_range?.min ?? ''),
    depositMax: String(c.deposit_range?.max ?? ''),
    withdrawalMin: String(c.withdrawal_range?.min ?? ''),
    withdrawalMax: String(c.withdrawal_range?.max ?? ''),
    stakes: (c.stake_button ?? []).join(', '),
    announcement: c.announcement ?? '',
    expiryMinutes: c.request_expiry_minutes === undefined ? '' : String(c.request_expiry_minutes),
    bankOnly: Boolean(c.is_bank_only),
  };
}

const positive = (t: string) => /^\d+(\.\d{1,2})?$/.test(t.trim()) && Number(t) > 0;

/** The first problem with the form, or null. */
export function formProblem(f: WalletForm): string | null {
  if (![f.depositMin, f.depositMax, f.withdrawalMin, f.withdrawalMax].every(positive)) return 'Ranges must be amounts greater than 0';
  if (Number(f.depositMin) > Number(f.depositMax)) return 'Deposit minimum cannot be above the maximum';
  if (Number(f.withdrawalMin) > Number(f.withdrawalMax)) return 'Withdrawal minimum cannot be above the maximum';
  const stakes = f.stakes.split(',').map((s) => s.trim()).filter(Boolean);
  if (!stakes.length || !stakes.every(positive)) return 'Stake buttons must be amounts greater than 0, separated by commas';
  if (stakes.length > 12) return 'At most 12 stake buttons';
  if (f.expiryMinutes.trim() && !(/^\d+$/.test(f.expiryMinutes.trim()) && Number(f.expiryMinutes) >= 1 && Number(f.expiryMinutes) <= 43_200)) {
    return 'Request expiry must be 1 to 43200 minutes';
  }
  return null;
}

export function applyForm(c: WalletConfig, f: WalletForm): WalletConfig {
  return {
    ...c,
    deposit_range: { min: Number(f.depositMin), max: Number(f.depositMax) },
    withdrawal_range: { min: Number(f.withdrawalMin), max: Number(f.withdrawalMax) },
    stake_button: f.stakes.split(',').map((s) => s.trim()).filter(Boolean).map(Number),
    announcement: f.announcement.trim(),
    is_bank_only: f.bankOnly,
    ...(f.expiryMinutes.trim() ? { request_expiry_minutes: Number(f.expiryMinutes) } : {}),
  };
}
