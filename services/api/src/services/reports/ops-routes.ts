import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { writeAudit } from '../../ops/audit';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { dashboard } from '../../reports/dashboard';
import { houseReport } from '../../reports/house';
import { reportPlayer } from '../../reports/player';
import { parseRange } from '../../reports/range';
import { forgetMaxRangeDays, maxRangeDays, parseMaxRange, setMaxRangeDays, settingsView } from '../../reports/settings';
import { exportRoute, playerReportRoutes } from './player-routes';
import type { ReportReads } from './reads';

/** Who may read any player's reports, the house's figures and the dashboard (one line to change as roles grow). */
export const canReadReports = requireOperator('console.read');
/** Who may change the reports' setting. */
export const canChangeReportSettings = requireOperator('config.manage');

export const SETTINGS_SAVED = 'Report settings saved';

/**
 * /reports/ops: the console's dashboard and the house's figures, the reports' setting (admins change it, audited),
 * and every player report of player-routes.ts for any player (`/players/:player/...`, by id, user name or mobile).
 * Reading is not audited (the console's player page shows the same ledger); a download is (reports.export), as the
 * player's data then leaves the console.
 */
export async function opsReportRoutes(app: FastifyInstance, reads: ReportReads): Promise<void> {
  const { db } = app.deps;
  const now = () => app.deps.now();

  app.get('/dashboard', { preHandler: canReadReports }, async () => ok(await dashboard(reads.db, now())));

  app.get('/house', { preHandler: canReadReports }, async (request) => {
    const range = parseRange((request.query ?? {}) as Record<string, unknown>, { now: now(), maxDays: await maxRangeDays(reads.db) });
    return ok(await houseReport(reads.db, range));
  });

  app.get('/settings', { preHandler: canReadReports }, async () => ok(settingsView(await maxRangeDays(db))));

  app.put('/settings', { preHandler: canChangeReportSettings }, async (request) => {
    const days = parseMaxRange(request.body);
    const answer = await operatorOnce(request, 'reports.settings', async (q) => settingsView(await setMaxRangeDays(q, days, actorOf(request.operator!), now())));
    forgetMaxRangeDays(); // committed: this process reads the new value at once
    return ok(answer, SETTINGS_SAVED);
  });

  await app.register(async (players) => {
    players.addHook('preHandler', canReadReports);
    const subject = async (request: FastifyRequest) => {
      const p = await reportPlayer(reads.db, (request.params as { player: string }).player);
      return { userId: p.id, userName: p.user_name };
    };
    players.get<{ Params: { player: string } }>('/players/:player', async (request) => ok(await reportPlayer(reads.db, request.params.player)));
    await players.register(
      async (one) => {
        playerReportRoutes(one, reads, subject);
        exportRoute(one, reads, subject, async (request) => `operator:${request.operator!.id}`, async (request, who, what) => {
          await writeAudit(db, { actor: actorOf(request.operator!), action: 'reports.export', target: `player:${who.userId}`, before: null, after: what, at: now() });
        });
      },
      { prefix: '/players/:player' },
    );
  });
}
