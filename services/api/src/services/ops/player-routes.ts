import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { operatorOnce } from '../../http/idempotency';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { playerView, setBlocked } from '../../ops/players';

/** /ops/players/:id (id, user name or mobile): the player's view; block and unblock. */
export async function opsPlayerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator() };

  app.get<{ Params: { id: string } }>('/players/:id', anyOperator, async (request) => ok(await playerView(db, request.params.id)));

  for (const [path, blocked] of [['block', true], ['unblock', false]] as const) {
    app.post<{ Params: { id: string } }>(`/players/:id/${path}`, anyOperator, async (request) => {
      const operator = request.operator!;
      const body = await operatorOnce(request, `${path}:${request.params.id}`, (q) =>
        setBlocked(q, request.params.id, blocked, actorOf(operator), app.deps.now()),
      );
      return ok(body, blocked ? 'Player blocked' : 'Player unblocked');
    });
  }
}
