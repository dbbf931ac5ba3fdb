import { paiseToRupees as toRupees, parseRupees, RUPEES_2DP } from '@khel/shared/validation';
import { unprocessable } from '../http/errors';

/**
 * An operator's amount through the shared parser (the same rule as the player's deposit: digits, at most 2
 * decimals, nothing around them), with the 422 naming the field. Configured limits may take 13 digits and 0.
 */
export function rupeesToPaise(value: unknown, field: string, opts: { allowZero?: boolean } = {}): bigint {
  const r = parseRupees(value, { ...RUPEES_2DP, wholeDigits: 13, allowZero: opts.allowZero });
  if (r.ok) return r.paise;
  throw unprocessable([r.problem === 'zero' ? `${field} must be greater than 0` : `${field} must be an amount in rupees with at most 2 decimals`]);
}

export function paiseToRupees(paise: bigint | string | null | undefined): number | null {
  return paise === null || paise === undefined ? null : toRupees(paise);
}
