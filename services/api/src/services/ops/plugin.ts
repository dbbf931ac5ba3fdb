import type { FastifyInstance } from 'fastify';
import { startExpiryTimer } from '../../ops/expiry';
import { opsAuditRoutes } from './audit-routes';
import { opsAuthRoutes } from './auth-routes';
import { opsConfigRoutes } from './config-routes';
import { opsModuleRoutes } from './module-routes';
import { opsOperatorRoutes } from './operator-routes';
import { opsPlayerRoutes } from './player-routes';
import { opsRequestRoutes } from './request-routes';
import { opsSportsRoutes } from './sports-routes';
import { opsUploadRoutes } from './upload-routes';
import { schemasByRoute } from '../../http/schemas/by-route';
import { OPS_SCHEMAS } from './schemas';

/**
 * /ops: the operator console's back end. Operators sign in with their own sessions (roles with permissions,
 * shared/src/validation/operator-permissions.ts; actions above a limit wait for a second operator);
 * decisions are audited; pending wallet requests expire on a timer (KHEL_EXPIRY_SWEEP_MS, 0 turns it off).
 */
export async function opsPlugin(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], OPS_SCHEMAS, app.prefix);
  // Each four-eyes action's route plugin puts its executor here; /ops/approvals runs them (approval-routes.ts).
  app.decorate('opsApprovalExecutors', new Map());
  await app.register(opsAuthRoutes);
  await app.register(opsRequestRoutes);
  await app.register(opsPlayerRoutes);
  await app.register(opsConfigRoutes);
  await app.register(opsModuleRoutes);
  await app.register(opsAuditRoutes);
  await app.register(opsUploadRoutes);
  await app.register(opsOperatorRoutes);
  await app.register(opsSportsRoutes);
  await app.register((await import('./matka-routes')).opsMatkaRoutes); // /ops/matka (issue 14)
  await app.register((await import('./casino-routes')).opsCasinoRoutes); // /ops/casino (issue 14)
  await app.register((await import('./bonus-routes')).opsBonusRoutes); // /ops/bonus (issue 15)
  await app.register((await import('./refer-routes')).opsReferRoutes); // /ops/refer (issue 15)
  await app.register((await import('./protection-routes')).opsProtectionRoutes); // /ops/players/:id/protection (issue 15)
  await app.register((await import('./announcement-routes')).opsAnnouncementRoutes); // /ops/announcements (issue 15)
  await app.register((await import('./approval-routes')).opsApprovalRoutes); // /ops/approvals (issue 27)
  await app.register((await import('./control-routes')).opsControlRoutes); // /ops/controls (issue 27)
  await app.register((await import('../fantasy/ops-routes')).opsFantasyRoutes); // /ops/fantasy (issue 29)

  const intervalMs = app.deps.config.expirySweepMs;
  if (intervalMs > 0) {
    const stop = startExpiryTimer(app.deps.db, { intervalMs, now: app.deps.now, log: app.log });
    app.addHook('onClose', async () => stop());
  }
}
