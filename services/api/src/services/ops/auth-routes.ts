import type { FastifyInstance } from 'fastify';
import { tooMany, unauthorized, unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { bodyOf } from '../../ops/input';
import { BAD_LOGIN_MESSAGE, endOperatorSession, LOGIN_LOCKED_MESSAGE, loginOperator, operatorLoginLocked, recordOperatorLoginFailure, requireOperator } from '../../ops/operator-auth';

/** /ops/auth: operator sign-in (its own sessions, token audience 'operator'), who am I, sign-out. */
export async function opsAuthRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.post('/auth/login', async (request) => {
    const body = bodyOf(request.body);
    const { username, password } = body;
    if (typeof username !== 'string' || !username.trim()) throw unprocessable(['Please enter your username']);
    if (typeof password !== 'string' || !password) throw unprocessable(['Please enter your password']);
    if (username.length > 64 || password.length > 128) throw unauthorized(BAD_LOGIN_MESSAGE);
    const now = app.deps.now();
    if (await operatorLoginLocked(db, username.trim(), request.ip, now)) throw tooMany(LOGIN_LOCKED_MESSAGE);
    const session = await loginOperator(db, username.trim(), password, { secret: app.deps.secrets.jwt, now });
    if (!session) {
      await recordOperatorLoginFailure(db, username.trim(), request.ip, now);
      throw unauthorized(BAD_LOGIN_MESSAGE);
    }
    return ok(
      { token: session.token, exp: session.exp, operator: { username: session.operator.username, role: session.operator.role } },
      'Signed in',
    );
  });

  app.get('/auth/me', { preHandler: requireOperator() }, async (request) => {
    const op = request.operator!;
    return ok({ operator: { username: op.username, role: op.role } });
  });

  app.post('/auth/logout', { preHandler: requireOperator() }, async (request) => {
    await endOperatorSession(db, request.operator!.sessionId, app.deps.now());
    return ok(null, 'Signed out');
  });
}
