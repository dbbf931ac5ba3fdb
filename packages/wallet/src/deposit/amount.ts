/** SPEC §5 deposit amount rules as pure functions. */

/** Digits only, capped to the max. */
export function capAmount(raw: string, max: number): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  return Number(digits) > max ? String(max) : digits;
}

/** Quick-add: adds the stake to the amount, capped at the max. */
export function addStake(current: string, stake: number, max: number): string {
  return String(Math.min((Number(current) || 0) + stake, max));
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
