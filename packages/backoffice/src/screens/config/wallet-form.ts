import type { WalletConfig } from '../../api/types';

/** The wallet configuration form's text fields, and their conversion back to the configuration. */
export interface WalletForm {
  depositMin: string;
  depositMax: string;
  withdrawalMin: string;
  withdrawalMax: string;
  stakes: string;
}

export function formOf(c: WalletConfig): WalletForm {
  return {
    depositMin: String(c.deposit_range?.min ?? ''),
    depositMax: String(c.deposit_range?.max ?? ''),
    withdrawalMin: String(c.withdrawal_range?.min ?? ''),
    withdrawalMax: String(c.withdrawal_range?.max ?? ''),
    stakes: (c.stake_button ?? []).join(', '),
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
  return null;
}

export function applyForm(c: WalletConfig, f: WalletForm): WalletConfig {
  return {
    ...c,
    deposit_range: { min: Number(f.depositMin), max: Number(f.depositMax) },
    withdrawal_range: { min: Number(f.withdrawalMin), max: Number(f.withdrawalMax) },
    stake_button: f.stakes.split(',').map((s) => s.trim()).filter(Boolean).map(Number),
  };
}
