import type { Queryable } from '../db/db';
import { recordDevice } from './devices';

/** The header the browser's sign-up, refer and settings calls carry: a random id it keeps (packages/shell/src/api/device.ts). */
export const DEVICE_HEADER = 'x-khel-device';
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The device id a request names, or null when it names none or a malformed one (sign-up never fails for it). */
export function deviceIdOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[DEVICE_HEADER];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
}

/**
 * Records how a player signed up, in the sign-up transaction: the referrer their code named then and their
 * device. A reward is owed only to the referrer recorded here, so a code attached to an account later earns nothing.
 */
export async function recordSignup(q: Queryable, s: { userId: string; referrerId: string | null; deviceId: string | null; at: Date }): Promise<void> {
  await q.query(
    'INSERT INTO signup_records (user_id, referrer_id, device_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING',
    [s.userId, s.referrerId, s.deviceId, s.at],
  );
  await recordDevice(q, s.userId, s.deviceId, s.at);
}
