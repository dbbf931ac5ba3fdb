import type { FastifyInstance } from 'fastify';
import { schemasByRoute } from '../../http/schemas/by-route';
import { betRoutes } from './bet-routes';
import { eventRoutes } from './event-routes';
import { liveRoute } from './live-route';
import { SPORTS_PLAYER_SCHEMAS } from './schemas';

/**
 * The sports and racing routes of the /sports host: public reads (event-routes.ts), the player's bets,
 * positions and cash-out (bet-routes.ts), and the live price channel (live-route.ts, GET /sports/live).
 */
export async function playerRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['sports'], SPORTS_PLAYER_SCHEMAS, app.prefix);
  await app.register(eventRoutes);
  await app.register(betRoutes);
  await app.register(liveRoute);
}
