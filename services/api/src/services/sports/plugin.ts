import type { FastifyInstance } from 'fastify';
import { casinoRoutes } from './casino-routes';
import { matkaRoutes } from './matka-routes';
import { playerRoutes } from './player-routes';

/**
 * /sports: the games host. Sports and racing (player-routes), casino (/sports/casino: lobby, launch, the
 * providers' seamless wallet) and matka (/sports/matka). Each part is its own plugin file.
 */
export async function sportsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(playerRoutes);
  await app.register(casinoRoutes, { prefix: '/casino' });
  await app.register(matkaRoutes, { prefix: '/matka' });
}
