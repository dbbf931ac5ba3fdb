import pLimit from 'p-limit';
import webpush from 'web-push';
import type { Queryable } from '../db/db';
import { getVapidKeys, vapidSubject } from './vapid';

/** A browser's PushSubscription.toJSON(), as stored in push_subscriptions.subscription. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface PushResult {
  sent: number;
  /** Subscriptions the push service answered 404 or 410 (gone): deleted. */
  dropped: number;
  failed: number;
}

/** Requests in flight at once while sending one player's pushes. */
export const PUSH_CONCURRENCY = 2;

/**
 * Sends a web push to every device a player subscribed. A subscription the push service says is gone (404 or
 * 410) is deleted; other failures are counted and kept for the next try.
 */
export async function sendPushToUser(
  db: Queryable,
  userId: string | number,
  payload: Record<string, unknown>,
  options: { ttlSeconds?: number; agent?: import('node:https').Agent; timeoutMs?: number; vapidSubject?: string; concurrency?: number } = {},
): Promise<PushResult> {
  const vapid = await getVapidKeys(db);
  const { rows } = await db.query<{ id: string; subscription: PushSubscriptionJson }>(
    'SELECT id::text AS id, subscription FROM push_subscriptions WHERE user_id = $1',
    [userId],
  );
  const result: PushResult = { sent: 0, dropped: 0, failed: 0 };
  const body = JSON.stringify(payload);
  // Bounded concurrency (issue 27 M3): at most PUSH_CONCURRENCY requests to push services at once for one player.
  const limit = pLimit(Math.max(1, options.concurrency ?? PUSH_CONCURRENCY));
  await Promise.all(
    rows.map((row) =>
      limit(async () => {
        try {
          await webpush.sendNotification(row.subscription, body, {
            vapidDetails: { subject: vapidSubject(options), publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: options.ttlSeconds ?? 3600,
            timeout: options.timeoutMs ?? 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          });
          result.sent++;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await db.query('DELETE FROM push_subscriptions WHERE id = $1', [row.id]);
            result.dropped++;
          } else {
            result.failed++;
          }
        }
      }),
    ),
  );
  return result;
}
