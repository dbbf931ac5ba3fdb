import type { FastifyInstance } from 'fastify';
import { livePlayerAuth } from '../live/player-auth';
import { SESSION_END_FRAME } from '../live/protocol';
import type { PlayerFeed } from '../live/player-topic';
import { NotificationHub } from './hub';
import { unreadCount, unreadFrame } from './read';
import { NotificationRelay, type RelayOptions } from './relay';

/**
 * The notifications runtime of an API process, as `app.notifications` (attached by app.ts for every process, since
 * any of them may write a notification): the hub that carries player messages to every process's live channel,
 * and the relay that delivers what this process wrote once it commits (relay.ts).
 */
export interface NotificationRuntime {
  hub: NotificationHub;
  relay: NotificationRelay;
  /** Tells the player's open tabs their unread count (after a mark-read). */
  sendUnread(userId: string): Promise<void>;
  /** Closes the player's authorised sockets on every process (logout, password change: issue 27 M4). */
  endPlayer(userId: string): Promise<void>;
}

export interface NotificationRuntimeOptions extends RelayOptions {
  redisUrl?: string;
  /** the hub's Redis channel (tests: one of their own) */
  channel?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationRuntime;
  }
}

export async function attachNotifications(app: FastifyInstance, options: NotificationRuntimeOptions): Promise<NotificationRuntime> {
  const { db } = app.deps;
  const hub = new NotificationHub({ redisUrl: options.redisUrl, channel: options.channel });
  await hub.start();
  const relay = new NotificationRelay(db, hub, { onError: (error) => app.log.error({ err: error }, 'notification delivery failed'), ...options });
  const runtime: NotificationRuntime = {
    hub,
    relay,
    async sendUnread(userId) {
      await hub.publish({ userId, frame: unreadFrame(await unreadCount(db, userId)) });
    },
    async endPlayer(userId) {
      await hub.publish({ userId, frame: SESSION_END_FRAME });
    },
  };
  app.decorate('notifications', runtime);
  app.addHook('onClose', async () => {
    relay.close();
    await relay.idle();
    await hub.close();
  });
  return runtime;
}

/** What the live channel's player topic needs (src/live/player-topic.ts): the token check, the hub, the count. */
export function livePlayerFeed(app: FastifyInstance): PlayerFeed {
  return { authenticate: livePlayerAuth(app.deps), hub: app.notifications.hub, unread: (userId) => unreadCount(app.deps.db, userId) };
}
