import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { operatorOnce } from '../../http/idempotency';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { bodyOf } from '../../ops/input';
import { clearPayoutLink, listPayoutLinks, unlinkPayoutLink } from '../../ops/payout-links';
import { playerView, setBlocked } from '../../ops/players';

/**
 * /ops/players/:id (id, user name or mobile): the player's view; block and unblock.
 * /ops/payout-links: payout accounts saved by two players (issue 11 point 9); clear the flag or unlink, audited.
 */
export async function opsPlayerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const reader = { preHandler: requireOperator('console.read') };
  const manager = { preHandler: requireOperator('players.manage') };

  app.get<{ Params: { id: string } }>('/players/:id', reader, async (request) => ok(await playerView(db, request.params.id)));

  for (const [path, blocked] of [['block', true], ['unblock', false]] as const) {
    app.post<{ Params: { id: string } }>(`/players/:id/${path}`, manager, async (request) => {
      const operator = request.operator!;
      const body = await operatorOnce(request, `${path}:${request.params.id}`, (q) =>
        setBlocked(q, request.params.id, blocked, actorOf(operator), app.deps.now()),
      );
      return ok(body, blocked ? 'Player blocked' : 'Player unblocked');
    });
  }

  // status is checked by listPayoutLinks (422 naming the allowed values), as the other ops inputs are.
  app.get('/payout-links', reader, async (request) => ok(await listPayoutLinks(db, ((request.query ?? {}) as Record<string, unknown>).status)));

  app.post<{ Params: { id: string } }>('/payout-links/:id/clear', manager, async (request) => {
    const body = await operatorOnce(request, `payout-link-clear:${request.params.id}`, (q) =>
      clearPayoutLink(q, request.params.id, actorOf(request.operator!), app.deps.now()),
    );
    return ok(body, 'Flag cleared');
  });

  app.post<{ Params: { id: string } }>('/payout-links/:id/unlink', manager, async (request) => {
    const input = bodyOf(request.body);
    const body = await operatorOnce(request, `payout-link-unlink:${request.params.id}`, (q) =>
      unlinkPayoutLink(q, request.params.id, input, actorOf(request.operator!), app.deps.now()),
    );
    return ok(body, 'Account unlinked');
  });
}
