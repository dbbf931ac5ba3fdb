import type { Bonus } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';

export const isSocial = (m: DepositMethod) => m.method_type === 'social';
/** Wallet-type methods take a free-form reference of up to 128 characters instead of a 10-15 digit UTR. */
export const isWalletType = (m: DepositMethod | null | undefined) => m?.method_type === 'wallet' || m?.method_type === 'crypto';

/** The first non-social method is selected by default. */
export const defaultMethod = (list: DepositMethod[]) => list.find((m) => !isSocial(m)) ?? null;

/** The payment bonus for a method: its own bonus_percentage, else a site 'payment bonus' naming its id. */
export function bonusFor(method: DepositMethod, bonusData: Bonus[] | null | undefined): number {
  if (method.bonus_percentage && method.bonus_percentage > 0) return method.bonus_percentage;
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
  const q = new URLSearchParams({ pa: account.upi_id ?? '', pn: account.account_holder_name ?? '', am: String(amount), cu: 'INR' });
  return `upi://pay?${q.toString()}`;
}
