import { CreateOperatorDto, OperatorRoleDto, ResetOperatorPasswordDto } from '@khel/shared/validation';
import type { FastifyInstance } from 'fastify';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { createOperator, listOperators, newPasswordHash, operatorUsername, resetOperatorPassword, setOperatorDisabled, setOperatorRole } from '../../ops/operators';

/**
 * /ops/operators (admins only): list, create (agent or admin, with a first password the operator must change),
 * disable and enable (a disabled operator's sessions end at once), change role, reset password (the operator must
 * change it at the next sign-in). None may leave the site without an active admin; each is audited. A write with an
 * Idempotency-Key (the console sends one) runs once: a double click gets the first answer.
 */
export async function opsOperatorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const adminOnly = { preHandler: requireOperator('operators.manage') };

  app.get('/operators', adminOnly, async () => ok({ items: await listOperators(db) }));

  app.post('/operators', adminOnly, async (request) => {
    const body = await parseBody(CreateOperatorDto, request.body);
    const passwordHash = await newPasswordHash(body.password, body.username);
    const row = await operatorOnce(request, 'operator.create', (q) =>
      createOperator(q, { username: body.username, role: body.role, passwordHash, mustChange: true, actor: actorOf(request.operator!), now: app.deps.now() }),
    );
    return ok(row, `Operator ${row.username} created: they must change the password at their first sign-in`);
  });

  for (const [path, disabled] of [['disable', true], ['enable', false]] as const) {
    app.post<{ Params: { id: string } }>(`/operators/:id/${path}`, adminOnly, async (request) => {
      const row = await operatorOnce(request, `operator.${path}:${request.params.id}`, (q) =>
        setOperatorDisabled(q, { id: request.params.id, disabled, actor: actorOf(request.operator!), now: app.deps.now() }),
      );
      return ok(row, disabled ? `Operator ${row.username} disabled: their sessions have ended` : `Operator ${row.username} enabled`);
    });
  }

  app.put<{ Params: { id: string } }>('/operators/:id/role', adminOnly, async (request) => {
    const body = await parseBody(OperatorRoleDto, request.body);
    const row = await operatorOnce(request, `operator.role:${request.params.id}`, (q) =>
      setOperatorRole(q, { id: request.params.id, role: body.role, actor: actorOf(request.operator!), now: app.deps.now() }),
    );
    return ok(row, `Operator ${row.username} is now ${row.role}`);
  });

  app.post<{ Params: { id: string } }>('/operators/:id/reset-password', adminOnly, async (request) => {
    const body = await parseBody(ResetOperatorPasswordDto, request.body);
    const passwordHash = await newPasswordHash(body.password, await operatorUsername(db, request.params.id));
    const row = await operatorOnce(request, `operator.reset_password:${request.params.id}`, (q) =>
      resetOperatorPassword(q, { id: request.params.id, passwordHash, actor: actorOf(request.operator!), now: app.deps.now() }),
    );
    return ok(row, `Password of ${row.username} reset: they must change it at their next sign-in`);
  });
}
