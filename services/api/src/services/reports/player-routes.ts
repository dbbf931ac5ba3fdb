import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../../http/errors';
import { ok } from '../../http/reply';
import { EXPORT_THROTTLE } from '../../reports/export/throttle';
import type { Query } from '../../reports/filters';
import {
  betsReport, exportChoice, exportRequestOf, oneBetReport, sendExport, statementReport, transfersReport, winLossBetsReport, winLossMarketsReport,
  winLossReport, type ReportReads, type ReportSubject,
} from './reads';

/** Whose reports a request reads: the signed-in player, or the player an operator named. */
export type SubjectOf = (request: FastifyRequest) => ReportSubject | Promise<ReportSubject>;

const queryOf = (request: FastifyRequest): Query => (request.query ?? {}) as Query;

/** GET /bets, /bets/:id, /win-loss, /win-loss/markets, /win-loss/bets, /statement, /transfers (guarded by the caller). */
export function playerReportRoutes(app: FastifyInstance, reads: ReportReads, who: SubjectOf): void {
  app.get('/bets', async (request) => ok(await betsReport(reads, await who(request), queryOf(request))));
  app.get<{ Params: { id: string } }>('/bets/:id', async (request) => ok(await oneBetReport(reads, await who(request), request.params.id)));
  app.get('/win-loss', async (request) => ok(await winLossReport(reads, await who(request), queryOf(request))));
  app.get('/win-loss/markets', async (request) => ok(await winLossMarketsReport(reads, await who(request), queryOf(request))));
  app.get('/win-loss/bets', async (request) => ok(await winLossBetsReport(reads, await who(request), queryOf(request))));
  app.get('/statement', async (request) => ok(await statementReport(reads, await who(request), queryOf(request))));
  app.get('/transfers', async (request) => ok(await transfersReport(reads, await who(request), queryOf(request))));
}

export interface ExportHooks {
  /** Whose exports are counted together by the throttle. */
  account: (request: FastifyRequest) => Promise<string>;
  /** Called once the export is allowed, before it streams (the operator's audit record). */
  allowed?: (request: FastifyRequest, subject: ReportSubject, what: { report: string; format: string; from: string; to: string }) => Promise<void>;
}

/**
 * GET /export/:report: the report's CSV or PDF. Every check (filters, range) comes first, then the throttle counts
 * the download, then the file streams.
 */
export function exportRoute(app: FastifyInstance, reads: ReportReads, who: SubjectOf, account: ExportHooks['account'], allowed?: ExportHooks['allowed']): void {
  app.get<{ Params: { report: string } }>('/export/:report', async (request, reply) => {
    const query = queryOf(request);
    const choice = exportChoice(request.params.report, query);
    const subject = await who(request);
    const wanted = await exportRequestOf(reads, subject, choice, query);
    const gate = await app.deps.throttles.take(EXPORT_THROTTLE, { account: await account(request) });
    if (!gate.ok) {
      reply.header('retry-after', String(gate.retryAfterSeconds));
      throw tooMany(gate.message);
    }
    await allowed?.(request, subject, { report: choice.report, format: choice.format, from: wanted.range.from, to: wanted.range.to });
    return sendExport(reads, reply, choice, wanted);
  });
}
