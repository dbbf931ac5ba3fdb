import type { Bonus } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';

export const isSocial = (m: DepositMethod) => m.method_type === 'social';
/** Wallet-type methods take a free-form reference of up to 128 characters instead of a 10-15 digit UTR. */
export const isWalletType = (m: DepositMethod | null | undefined) => m?.method_type === 'wallet' || m?.method_type === 'crypto';

/** The first non-social method is selected by default. */
export const defaultMethod = (list: DepositMethod[]) => list.find((m) => !isSocial(m)) ?? null;

/**
 * The payment bonus for a method: the wallet service's bonus_percentage when it sends one (0 means none), else a
 * site 'payment bonus' naming the method's id.
 */
export function bonusFor(method: DepositMethod, bonusData: Bonus[] | null | undefined): number {
  if (typeof method.bonus_percentage === 'number' && Number.isFinite(method.bonus_percentage)) return Math.max(0, method.bonus_percentage);
  for (const b of bonusData ?? []) {
    if (b.bonusType !== 'payment bonus' || !(b.percentage > 0)) continue;
    try {
      const ids = JSON.parse(b.methodIds) as unknown;
      if (Array.isArray(ids) && ids.map(Number).includes(Number(method.method_id))) return b.percentage;
    } catch {
      // a malformed list names no method
    }
  }
  return 0;
}

/** Where a social method's chat opens: its link, else a chat with its number; null when it has neither. */
export function socialLink(method: DepositMethod): string | null {
  const account = method.accounts.find((a) => a.social_payment_link || a.social_payment_number);
  if (!account) return null;
  if (account.social_payment_link) return account.social_payment_link;
  return `https://wa.me/${String(account.social_payment_number).replace(/\D/g, '')}`;
}

/** Crypto accounts show the amount divided by the multiplier, in the method's currency. */
export function cryptoAmount(amount: number, account: MasterAccount): string | null {
  const m = Number(account.multiplier_value);
  if (!(m > 0)) return null;
  return (amount / m).toFixed(2);
}

/** The UPI payment link a generated QR encodes. */
export function upiLink(account: MasterAccount, amount: number): string {
  // UPI apps expect a literal @ in pa and %20 (not +) for spaces.
  const pa = encodeURIComponent(account.upi_id ?? '').replace(/%40/g, '@');
  const pn = encodeURIComponent(account.account_holder_name ?? '');
  return `upi://pay?pa=${pa}&pn=${pn}&am=${amount}&cu=INR`;
}
