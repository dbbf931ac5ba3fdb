import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../auth/player-guard';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { Subscribed, VapidKey } from '@khel/shared/contracts';
import { MAX_PUSH_SUBSCRIPTIONS, SUBSCRIBE_MESSAGES, parseSubscribeBody } from './subscription';
import { getVapidKeys } from '../../notifications/vapid';
import { inboxRoutes } from './inbox-routes';

/** /notification: web push subscriptions per player and device. */
export async function notificationPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await app.register(inboxRoutes);

  const tags = ['notification'];
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ schema: routeSchema({ tags, ...spec }) });
  const subscribeBody = {
    type: 'object',
    description: `Checked by subscription.ts: the endpoint must be https on a known push service (KHEL_PUSH_HOSTS); at most ${MAX_PUSH_SUBSCRIPTIONS} per player, a newer one replaces the oldest. Refusals (422): `  + Object.values(SUBSCRIBE_MESSAGES).join(' / '),
    properties: {
      deviceData: { description: "The browser's PushSubscription.toJSON() (https endpoint, keys p256dh and auth), as an object or its JSON text" },
      domainName: { type: 'string', description: 'The site the player subscribed on (host name)' },
    },
  };

  app.get('/vapid-public-key', schema({ summary: 'The VAPID public key for PushManager.subscribe', data: VapidKey }), async () => ok({ publicKey: (await getVapidKeys(db)).publicKey }));

  app.post('/subscribe', { preHandler: requirePlayer, ...schema({ summary: "Save this device's push subscription", security: 'player', body: subscribeBody, data: Subscribed, message: 'Subscribed to notifications' }) }, async (request) => {
    const { subscription, domainName } = parseSubscribeBody(request.body, app.deps.config.pushHosts);
    const userId = request.player!.userId;
    await db.tx(async (q) => {
      await q.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, subscription, domain_name) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, endpoint) DO UPDATE SET subscription = EXCLUDED.subscription, domain_name = EXCLUDED.domain_name`,
        [userId, subscription.endpoint, JSON.stringify(subscription), domainName],
      );
      // At most MAX_PUSH_SUBSCRIPTIONS per player: a newer device replaces the oldest (issue 27 M3).
      await q.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1
           AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,
        [userId, MAX_PUSH_SUBSCRIPTIONS],
      );
      await q.query('UPDATE users SET notification_subscribed = true, notification_unsubscribed = false WHERE id = $1', [userId]);
    });
    return ok({ subscribed: true }, 'Subscribed to notifications');
  });

  /** The player declined notifications (SPEC §4 "Cancel marks notificationUnsubscribed"): stop asking, stop sending. */
  app.post('/unsubscribe', { preHandler: requirePlayer, ...schema({ summary: 'The player declined notifications: stop asking, stop sending', security: 'player', body: { type: 'object', description: 'Empty' }, data: Subscribed, message: 'Unsubscribed from notifications' }) }, async (request) => {
    const userId = request.player!.userId;
    await db.tx(async (q) => {
      await q.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]);
      await q.query('UPDATE users SET notification_subscribed = false, notification_unsubscribed = true WHERE id = $1', [userId]);
    });
    return ok({ subscribed: false }, 'Unsubscribed from notifications');
  });
}
