/** SPEC §5 withdraw amount: digits only, at most 10 characters, clamped to the configured max (or 99999999). */
export function capWithdrawAmount(raw: string, max: number): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10).replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  return Number(digits) > max ? String(max) : digits;
}

export const INSUFFICIENT = 'Insufficient Balance';
export const AMOUNT_REQUIRED = 'Please Enter Amount';
export const belowMin = (min: number) => `Please enter amount greater than equal to ${min}`;

/** The message for an amount, or null when it may be withdrawn. */
export function withdrawAmountError(amount: string, min: number, available: number | null): string | null {
  if (!amount) return AMOUNT_REQUIRED;
  if (Number(amount) < min) return belowMin(min);
  if (available !== null && Number(amount) > available) return INSUFFICIENT;
  return null;
}

/** SPEC §9: available on the saved-account tab is balance + expl - earnBonus; on the new-account tab balance + expl. */
export function availableToWithdraw(b: { bl: number; ex: number; eb: number } | null, tab: 'previous' | 'new'): number | null {
  if (!b) return null;
  const value = b.bl + b.ex - (tab === 'previous' ? b.eb : 0);
  return Math.round(value * 100) / 100;
}
