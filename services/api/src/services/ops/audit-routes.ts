import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { listAudit } from '../../ops/audit';
import { requireOperator } from '../../ops/operator-auth';
import { positiveInt } from '../../ops/request-list';

/** /ops/audit: every operator action, newest first (admins and agents may read it). */
export async function opsAuditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', { preHandler: requireOperator('console.read') }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const str = (k: string) => (typeof query[k] === 'string' && query[k] !== '' ? (query[k] as string) : undefined);
    return ok(
      await listAudit(app.deps.db, {
        page: positiveInt(str('page'), 'page', 1, 100_000),
        pageSize: positiveInt(str('page_size'), 'page_size', 50, 200),
        action: str('action')?.slice(0, 64),
        operator: str('operator')?.slice(0, 64),
      }),
    );
  });
}
