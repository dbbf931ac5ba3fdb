import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';

/** /user: player identity (auth/*) and the player's own account (api/*). */
export async function userPlugin(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register((await import('../wallet/withdraw-route')).withdrawRoute);
  await app.register((await import('./protection-routes')).protectionRoutes); // /user/api/protection (issue 15)
  await app.register((await import('./refer-settings-routes')).referSettingsRoutes); // /user/refer, /user/api/settings (issue 15)
  await app.register((await import('./click-bet-routes')).clickBetRoutes); // /user/api/click-bet (issue 30)
}
