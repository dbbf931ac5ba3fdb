/** SPEC §5 deposit amount rules as pure functions, on the shared money parser (@khel/shared money). */
import { paiseToRupees, parseRupees, RUPEES_2DP } from '@khel/shared';

export const AMOUNT_FORMAT_ERROR = 'Amount must be a number with at most 2 decimals';
export const depositRangeError = (min: number, max: number) => `Deposit amount must be between ${min} and ${max}`;
/** Why Next is disabled (translated, then filled: ActionButton's Why). */
export const DEPOSIT_RANGE_TEMPLATE = 'Deposit amount must be between {min} and {max}';
export const MIN_DEPOSIT_TEMPLATE = 'Minimum deposit is {min}';

/**
 * The message for a deposit amount as typed, or null when it may be deposited. The field keeps exactly what the
 * player typed or pasted: 100.50 stays 100.50 (10050 paise), and '1,000', ' 100' or an amount over the max is
 * shown an error, never stripped, trimmed or clamped into another amount.
 */
export function depositAmountError(raw: string, min: number, max: number): string | null {
  const r = parseRupees(raw, RUPEES_2DP);
  if (!r.ok) return r.problem === 'format' ? AMOUNT_FORMAT_ERROR : depositRangeError(min, max);
  const rupees = paiseToRupees(r.paise);
  return rupees < min || rupees > max ? depositRangeError(min, max) : null;
}

/** Quick-add: adds the stake to the amount (in paise, so 100.50 + 100 is 200.50 exactly), capped at the max. */
export function addStake(current: string, stake: number, max: number): string {
  const r = parseRupees(current, RUPEES_2DP);
  const sum = paiseToRupees((r.ok ? r.paise : 0n) + BigInt(Math.round(stake * 100)));
  return String(Math.min(sum, max));
}

/** The first 4 of the player's stakes, or the configured stake_button list. */
export function quickStakes(userStakes: number[] | undefined, configured: number[]): number[] {
  const own = (userStakes ?? []).filter((n) => typeof n === 'number' && n > 0);
  return (own.length ? own : configured).slice(0, 4);
}

export const STAKE_MIN = 100;
export const STAKE_MAX = 10_000_000;
export const STAKE_RANGE_ERROR = 'Stake value must be between 100 to 1Cr.';

/** An Edit Stake input: up to 8 digits, capped at 1 crore. */
export function capStake(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (!digits) return '';
  return Number(digits) > STAKE_MAX ? String(STAKE_MAX) : digits;
}

export function stakesValid(values: string[]): boolean {
  return values.length === 4 && values.every((v) => v !== '' && Number(v) >= STAKE_MIN && Number(v) <= STAKE_MAX);
}
