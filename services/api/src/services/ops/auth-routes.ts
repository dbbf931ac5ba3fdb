import { ChangeOperatorPasswordDto } from '@khel/shared/validation';
import type { FastifyInstance } from 'fastify';
import { tooMany, unauthorized, unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { writeAudit } from '../../ops/audit';
import { bodyOf } from '../../ops/input';
import { changeOwnPassword } from '../../ops/operators';
import { actorOf, BAD_LOGIN_MESSAGE, endOperatorSession, loginOperator, OPERATOR_LOGIN_THROTTLE, operatorAccountKey, operatorView, requireOperator } from '../../ops/operator-auth';

/** /ops/auth: operator sign-in (its own sessions, token audience 'operator'), who am I, own password change, sign-out. */
export async function opsAuthRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.post('/auth/login', async (request) => {
    const body = bodyOf(request.body);
    const { username, password } = body;
    if (typeof username !== 'string' || !username.trim()) throw unprocessable(['Please enter your username']);
    if (typeof password !== 'string' || !password) throw unprocessable(['Please enter your password']);
    if (username.length > 64 || password.length > 128) throw unauthorized(BAD_LOGIN_MESSAGE);
    const now = app.deps.now();
    const who = { account: operatorAccountKey(username), address: request.ip };
    const gate = await app.deps.throttles.take(OPERATOR_LOGIN_THROTTLE, who);
    if (!gate.ok) throw tooMany(gate.message);
    const session = await loginOperator(db, username.trim(), password, { secret: app.deps.secrets.jwt, now });
    if (!session) throw unauthorized(BAD_LOGIN_MESSAGE);
    await app.deps.throttles.succeeded(OPERATOR_LOGIN_THROTTLE, who);
    await writeAudit(db, { actor: { operatorId: session.operator.id, name: session.operator.username }, action: 'operator.login', target: `operator ${session.operator.username}`, before: null, after: { ip: request.ip }, at: now });
    return ok(
      {
        token: session.token,
        exp: session.exp,
        operator: operatorView(session.operator),
      },
      session.operator.mustChangePassword ? 'Signed in: you must change your password before you continue' : 'Signed in',
    );
  });

  // These three answer an operator who must change their password; every other route refuses them until they do.
  const duringPasswordChange = { preHandler: requireOperator(undefined, { duringPasswordChange: true }) };

  app.get('/auth/me', duringPasswordChange, async (request) => {
    const op = request.operator!;
    return ok({ operator: operatorView(op) });
  });

  /** The operator's own password: the current one required; clears a forced change; their other sessions end. */
  app.post('/auth/password', duringPasswordChange, async (request) => {
    const op = request.operator!;
    const body = await parseBody(ChangeOperatorPasswordDto, request.body);
    await changeOwnPassword(db, {
      operatorId: op.id,
      sessionId: op.sessionId,
      currentPassword: body.current_password,
      newPassword: body.new_password,
      actor: actorOf(op),
      now: app.deps.now(),
    });
    return ok({ operator: operatorView({ ...op, mustChangePassword: false }) }, 'Password changed');
  });

  app.post('/auth/logout', duringPasswordChange, async (request) => {
    const op = request.operator!;
    await db.tx(async (q) => {
      await endOperatorSession(q, op.sessionId, app.deps.now());
      await writeAudit(q, { actor: { operatorId: op.id, name: op.username }, action: 'operator.logout', target: `operator ${op.username}`, before: null, after: null, at: app.deps.now() });
    });
    return ok(null, 'Signed out');
  });
}
