/** SPEC §5 withdraw amount: whole rupees, digits only, at most 10, on the shared money parser (@khel/shared money). */
import { paiseToRupees, parseRupees, WHOLE_RUPEES } from '@khel/shared';

export const INSUFFICIENT = 'Insufficient Balance';
export const AMOUNT_REQUIRED = 'Please Enter Amount';
export const AMOUNT_DIGITS = 'Amount must be digits only, at most 10';
export const BELOW_MIN_TEMPLATE = 'Please enter amount greater than equal to {min}';
export const belowMin = (min: number) => BELOW_MIN_TEMPLATE.replace('{min}', String(min));
export const aboveMax = (max: number) => `Please enter amount less than equal to ${max}`;

/**
 * The message for an amount as typed, or null when it may be withdrawn. Nothing is stripped or clamped: 12.5 is
 * an error (it was once filed as 125), and so is an amount over the max.
 */
export function withdrawAmountError(amount: string, min: number, available: number | null, max = Number.POSITIVE_INFINITY): string | null {
  if (!amount) return AMOUNT_REQUIRED;
  const r = parseRupees(amount, { ...WHOLE_RUPEES, allowZero: true });
  if (!r.ok) return AMOUNT_DIGITS;
  const rupees = paiseToRupees(r.paise);
  if (rupees < min) return belowMin(min);
  if (rupees > max) return aboveMax(max);
  if (available !== null && rupees > available) return INSUFFICIENT;
  return null;
}

/**
 * Available to withdraw: free cash, bl - eb, on both tabs. `bl` is cash + bonus and a bet's liability already left
 * cash for exposure, so SPEC §9's bl + ex - eb (written for a balance that still held the exposure) took it off twice
 * (issue 26 finding 1); a locked bonus (`eb`) is never withdrawable, whichever tab. The server checks the same.
 */
export function availableToWithdraw(b: { bl: number; ex: number; eb: number } | null, _tab: 'previous' | 'new'): number | null {
  if (!b) return null;
  const value = b.bl - b.eb;
  return Math.round(value * 100) / 100;
}
