import webpush from 'web-push';
import type { Queryable } from '../db/db';
import { getOrCreateSecret } from '../lib/secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID keys are generated once and kept in the database, so every API process signs pushes the same way. */
export async function getVapidKeys(db: Queryable): Promise<VapidKeys> {
  const stored = await getOrCreateSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}

/** The contact push services may use about our pushes: mailto: or https: (KHEL_VAPID_SUBJECT, as config.vapidSubject). */
export function vapidSubject(config: { vapidSubject?: string } = {}): string {
  return config.vapidSubject || 'mailto:support@khel.invalid';
}
