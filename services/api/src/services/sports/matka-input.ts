import { notFound, unprocessable } from '../../http/errors';

/** Query and path checks of the matka routes (player and console): a wrong value is a 422 naming it. */

type Query = Record<string, unknown>;
export const queryOf = (raw: unknown): Query => (raw && typeof raw === 'object' ? (raw as Query) : {});

export function intQuery(q: Query, key: string, fallback: number, max: number): number {
  const v = q[key];
  if (v === undefined || v === '') return fallback;
  if (typeof v !== 'string' || !/^\d{1,6}$/.test(v) || Number(v) < 1 || Number(v) > max) throw unprocessable([`${key} must be a whole number from 1 to ${max}`]);
  return Number(v);
}

export function oneOfQuery<T extends string>(q: Query, key: string, values: readonly T[]): T | undefined {
  const v = q[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || !values.includes(v as T)) throw unprocessable([`${key} must be one of ${values.join(', ')}`]);
  return v as T;
}

/** A market id in the path: anything but digits is a market that does not exist. */
export function marketParam(id: string): string {
  if (!/^\d{1,18}$/.test(id)) throw notFound('Market not found');
  return id;
}
