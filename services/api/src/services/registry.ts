import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../config';

export type ServicePlugin = (app: FastifyInstance) => Promise<void>;

/** Service name -> its plugin, loaded lazily so a host serving a subset loads only that code. */
export const SERVICE_PLUGINS: Partial<Record<ServiceName, () => Promise<ServicePlugin>>> = {
  site: () => import('./site/plugin').then((m) => m.sitePlugin),
  user: () => import('./user/plugin').then((m) => m.userPlugin),
  notification: () => import('./notification/plugin').then((m) => m.notificationPlugin),
  wallet: () => import('./wallet/plugin').then((m) => m.walletPlugin),
  bonus: () => import('./bonus/plugin').then((m) => m.bonusPlugin),
  sports: () => import('./sports/plugin').then((m) => m.sportsPlugin),
  fantasy: () => import('./fantasy/plugin').then((m) => m.fantasyPlugin),
  reports: () => import('./reports/plugin').then((m) => m.reportsPlugin),
  ops: () => import('./ops/plugin').then((m) => m.opsPlugin),
};
