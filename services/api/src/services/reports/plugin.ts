import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../auth/player-guard';
import type { Queryable } from '../../db/db';
import { openPostgres } from '../../db/postgres';
import { schemasByRoute } from '../../http/schemas/by-route';
import { ok } from '../../http/reply';
import { maxRangeDays, settingsView } from '../../reports/settings';
import { opsReportRoutes } from './ops-routes';
import { exportRoute, playerReportRoutes } from './player-routes';
import type { ReportReads, ReportSubject } from './reads';
import { REPORT_SCHEMAS } from './schemas';

/**
 * /reports: the player's bets and bet history, win-loss (by day, market, bet; casino by game and round), account and
 * transfer statements and their CSV/PDF exports (player-routes.ts); the operators' view of the same for any player,
 * the house's figures, the console's dashboard and the reports' one setting (ops-routes.ts). Every read goes to the
 * reports' database: the PostgreSQL read replica named by KHEL_REPORTS_DATABASE_URL, else the main one. Sign-in
 * checks and the settings' change use the main database.
 */
export async function reportsPlugin(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['reports'], REPORT_SCHEMAS, app.prefix);
  const url = app.deps.config.reportsDatabaseUrl;
  let db: Queryable = app.deps.db;
  if (url) {
    const replica = openPostgres(url, { max: 10 });
    app.addHook('onClose', () => replica.close());
    db = replica;
  }
  const reads: ReportReads = { db, now: () => app.deps.now() };

  app.get('/settings', { preHandler: requirePlayer }, async () => ok(settingsView(await maxRangeDays(reads.db))));

  await app.register(async (player) => {
    player.addHook('preHandler', requirePlayer);
    const who = (request: { player?: { userId: string; userName: string } }): ReportSubject => ({ userId: request.player!.userId, userName: request.player!.userName });
    playerReportRoutes(player, reads, who);
    exportRoute(player, reads, who, async (request) => `player:${request.player!.userId}`);
  });
  await app.register(async (ops) => opsReportRoutes(ops, reads), { prefix: '/ops' });
}
