import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { SandboxGateway } from '../../wallet/gateway/sandbox';
import { sandboxOutcomePage, sandboxPaymentPage } from '../../wallet/gateway/sandbox-page';
import { applyGatewayCallback, findSession, GATEWAY_MESSAGES } from '../../wallet/gateway/sessions';
import type { WalletContext } from './context';


/** /wallet/gateway/*: the gateway's callback and the sandbox gateway's hosted page. No player token: the signature is the proof. */
export function gatewayRoutes(ctx: WalletContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const { db } = app.deps;
    const deps = app.deps;

    const gateway = ctx.gateway;
    // Online payment off: no callback to take, no hosted page.
    if (!gateway) return;

    app.post('/gateway/callback', async (request) => {
      const cb = gateway.verifyCallback(request.body);
      if (!cb) throw unauthorized(GATEWAY_MESSAGES.forged);
      const result = await applyGatewayCallback(db, cb, deps.now());
      return ok({ changed: result.changed }, result.message);
    });

    const sandbox = gateway;
    if (!(sandbox instanceof SandboxGateway)) return;

    // The hosted page's buttons are plain HTML forms: their (empty) url-encoded body carries nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

    app.get<{ Params: { id: string } }>('/gateway/sandbox/:id', async (request, reply) => {
      const s = await findSession(db, request.params.id);
      if (!s) throw notFound(GATEWAY_MESSAGES.sessionNotFound);
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxPaymentPage(s);
    });

    // The payer's decision: the sandbox then sends its signed callback, as a real gateway's server would.
    app.post<{ Params: { id: string; decision: string } }>('/gateway/sandbox/:id/:decision', async (request, reply) => {
      const decision = request.params.decision;
      if (decision !== 'approved' && decision !== 'declined') throw badRequest('Decision must be approved or declined');
      const s = await findSession(db, request.params.id);
      if (!s) throw notFound(GATEWAY_MESSAGES.sessionNotFound);
      const cb = sandbox.verifyCallback(sandbox.callbackBody(s.id, decision, BigInt(s.amount)))!;
      const { message } = await applyGatewayCallback(db, cb, deps.now());
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxOutcomePage(message);
    });
  };
}
