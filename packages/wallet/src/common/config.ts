import { createContext, useContext } from 'react';
import type { WalletConfig } from '../api/types';

export const DEMO_REFUSED = 'Wallet access is restricted for demo users';

/** SPEC §9 defaults when the configuration leaves a value out. */
export const DEFAULT_DEPOSIT_RANGE = { min: 100, max: 99_999_999 };
export const DEFAULT_WITHDRAW_MAX = 99_999_999;
export const DEFAULT_STAKE_BUTTONS = [100, 200, 500, 1000];

export function withDefaults(config: Partial<WalletConfig> | null): WalletConfig {
  const c = config ?? {};
  const positive = (n: unknown, fallback: number) => (typeof n === 'number' && n > 0 ? n : fallback);
  return {
    deposit_range: {
      min: positive(c.deposit_range?.min, DEFAULT_DEPOSIT_RANGE.min),
      max: positive(c.deposit_range?.max, DEFAULT_DEPOSIT_RANGE.max),
    },
    withdrawal_range: {
      min: positive(c.withdrawal_range?.min, 0),
      max: positive(c.withdrawal_range?.max, DEFAULT_WITHDRAW_MAX),
    },
    stake_button: Array.isArray(c.stake_button) && c.stake_button.length ? c.stake_button : DEFAULT_STAKE_BUTTONS,
    announcement: c.announcement ?? null,
    rules: { deposit: c.rules?.deposit ?? {}, withdrawal: c.rules?.withdrawal ?? {} },
    deposit_video: c.deposit_video ?? {},
    withdrawal_video: c.withdrawal_video ?? {},
    payment_method: c.payment_method ?? [],
    bank_list: c.bank_list ?? [],
  };
}

export const WalletConfigContext = createContext<WalletConfig>(withDefaults(null));
export const useWalletConfig = () => useContext(WalletConfigContext);
