import { unprocessable } from '../http/errors';

/** Rupees (a number with at most 2 decimals, or its text) to paise; a 422 naming the field otherwise. */
export function rupeesToPaise(value: unknown, field: string, opts: { allowZero?: boolean } = {}): bigint {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) throw unprocessable([`${field} must be an amount in rupees with at most 2 decimals`]);
  const [whole, fraction = ''] = text.split('.');
  const paise = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (paise === 0n && !opts.allowZero) throw unprocessable([`${field} must be greater than 0`]);
  return paise;
}

export function paiseToRupees(paise: bigint | string | null | undefined): number | null {
  if (paise === null || paise === undefined) return null;
  return Number(BigInt(paise)) / 100;
}
