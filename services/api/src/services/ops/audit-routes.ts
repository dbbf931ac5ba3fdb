import { AuditActions, AuditPage } from '@khel/shared/console-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { auditCsv } from '../../ops/audit-csv';
import { auditActions, parseAuditFilter, queryAudit } from '../../ops/audit-query';
import { requireOperator } from '../../ops/operator-auth';

/** Rows one CSV export holds at most (the newest that match): narrow the filter for older ones. */
export const AUDIT_EXPORT_MAX = 10_000;

const FILTER = {
  actor: 'people (operators and players, the default), operator, player, system or all',
  operator: "An operator's user name",
  action: 'An action (exact), or a prefix ending in a dot (sports.)',
  target: 'A target, e.g. "request #12" or "market:5"',
  from: 'YYYY-MM-DD (IST day) or an ISO time: from then',
  to: 'YYYY-MM-DD (IST day, included) or an ISO time: until then',
  q: 'Search in the action, target, who and the states (at most 100 characters)',
};

const SCHEMAS: RouteSpecs = {
  'GET /audit': {
    summary: 'The audit log, newest first, filtered, a page at a time (keyset: before = the last id seen)',
    security: 'operator',
    query: { ...FILTER, before: 'next_before of the previous page', limit: '1 to 200 (50)' },
    data: AuditPage,
    description: 'A wrong value is 422 naming it. The default view leaves out the system rows (the feed settling markets, the expiry sweep): actor=all shows everything.',
  },
  'GET /audit/actions': { summary: 'The actions the log holds, most frequent first (the console\'s action filter)', security: 'operator', data: AuditActions },
  'GET /audit/export': {
    summary: `The filtered audit log as CSV (the newest ${AUDIT_EXPORT_MAX.toLocaleString('en-IN')} rows at most), with the readable changes beside the states`,
    security: 'operator',
    query: FILTER,
    answer: { 200: { type: 'string', description: 'text/csv; charset=utf-8, as an attachment' } },
  },
};

/** /ops/audit: every action, newest first, with filters and a CSV export (every operator may read it). */
export async function opsAuditRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const reader = { preHandler: requireOperator('console.read') };
  const { db } = app.deps;

  app.get('/audit', reader, async (request) => ok(await queryAudit(db, parseAuditFilter(request.query))));
  app.get('/audit/actions', reader, async () => ok({ actions: await auditActions(db) }));
  app.get('/audit/export', reader, async (request, reply) => {
    const filter = parseAuditFilter({ ...(request.query as object), before: undefined, limit: String(AUDIT_EXPORT_MAX) }, AUDIT_EXPORT_MAX);
    const { items } = await queryAudit(db, filter);
    const stamp = app.deps.now().toISOString().slice(0, 19).replaceAll(':', '-');
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="khel-audit-${stamp}.csv"`);
    return auditCsv(items);
  });
}
