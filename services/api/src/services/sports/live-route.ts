import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { LiveChannel } from '../../live/channel';
import { LIVE_LIMITS } from '../../live/protocol';
import { livePlayerFeed } from '../../notifications/runtime';

export const LIVE_ROUTE_MESSAGES = { upgrade: 'Connect with a WebSocket to receive live prices' } as const;

/** GET /sports/live: the WebSocket of live prices (wire protocol: src/live/protocol.ts). Public, like the prices. */
export async function liveRoute(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: LIVE_LIMITS.maxFrameBytes, perMessageDeflate: false } });
  // One channel, hence one hub subscription, per process.
  const channel = new LiveChannel(app.deps.db, app.sports.hub);
  // The logged-in player's topic `me` (notifications) on the same socket as the prices.
  channel.attachPlayers(livePlayerFeed(app));
  app.addHook('onClose', async () => channel.close());

  app.route({
    method: 'GET',
    url: '/live',
    // A plain HTTP request (no upgrade) is told what to do.
    handler: async () => {
      throw new ApiError(426, LIVE_ROUTE_MESSAGES.upgrade);
    },
    wsHandler: (socket) => {
      channel.connect(socket);
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
