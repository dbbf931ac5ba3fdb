import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, tooMany } from '../../http/errors';
import { LiveChannel } from '../../live/channel';
import { LIVE_LIMITS, LIVE_MESSAGES } from '../../live/protocol';
import { livePlayerFeed } from '../../notifications/runtime';

export const LIVE_ROUTE_MESSAGES = { upgrade: 'Connect with a WebSocket to receive live prices' } as const;

/**
 * GET /sports/live: the WebSocket of live prices (wire protocol: src/live/protocol.ts). Public, like the prices,
 * within the live channel's limits (docs/security.md "Live channel limits").
 */
export async function liveRoute(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: LIVE_LIMITS.maxFrameBytes, perMessageDeflate: false } });
  const { live, publicUrl } = app.deps.config;
  // One channel, hence one hub subscription, per process.
  const channel = new LiveChannel(app.deps.db, app.sports.hub, {
    ...LIVE_LIMITS,
    maxSocketsPerAddress: live.maxSocketsPerAddress,
    maxSocketsPerPlayer: live.maxSocketsPerPlayer,
    framesPerSecond: live.framesPerSecond,
    subscriptionsPerSecond: live.subscriptionsPerSecond,
    maxBadFrames: live.maxRefusals,
    topicRefreshMs: live.topicRefreshMs,
    penaltyMs: live.penaltyMs,
  });
  // The logged-in player's topic `me` (notifications) on the same socket as the prices.
  channel.attachPlayers(livePlayerFeed(app));
  app.addHook('onClose', async () => channel.close());

  /**
   * A browser always says which page opens a socket (Origin); only the site's own pages may (its address as this
   * request reached us, KHEL_PUBLIC_URL, KHEL_LIVE_ORIGINS). A client with no Origin is not a browser page and
   * cannot carry a player's cookies, so it is let through like any API client.
   */
  const originAllowed = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    const allowed = new Set(live.origins);
    allowed.add(`${request.protocol}://${request.host}`);
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    return allowed.has(origin);
  };

  app.route({
    method: 'GET',
    url: '/live',
    preValidation: async (request) => {
      if (!request.ws) return;
      if (!originAllowed(request)) throw forbidden(LIVE_MESSAGES.badOrigin);
      if (channel.full(request.ip)) throw tooMany(LIVE_MESSAGES.tooManySockets);
    },
    // A plain HTTP request (no upgrade) is told what to do.
    handler: async () => {
      throw new ApiError(426, LIVE_ROUTE_MESSAGES.upgrade);
    },
    wsHandler: (socket, request) => {
      // Checked again here: upgrades that passed preValidation together cannot all take the last place.
      if (!channel.connect(socket, request.ip)) return;
      socket.on('message', (data, isBinary) => {
        if (isBinary) return channel.message(socket, '');
        channel.message(socket, data.toString());
      });
      socket.on('pong', () => channel.pong(socket));
      socket.on('close', () => channel.disconnect(socket));
      socket.on('error', () => channel.disconnect(socket));
    },
  });
}
