import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { SandboxGateway } from '../../wallet/gateway/sandbox';
import { applyGatewayCallback, findSession, GATEWAY_MESSAGES } from '../../wallet/gateway/sessions';
import { paiseToRupees } from '../../wallet/money';
import type { WalletContext } from './context';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem}</style></head><body>${body}</body></html>`;
}

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
      const id = escapeHtml(s.id);
      const body =
        s.status === 'open'
          ? `<h1>Sandbox payment</h1><p>${escapeHtml(s.method_name)}: pay <strong>₹${paiseToRupees(s.amount)}</strong></p>
<form method="post" action="/wallet/gateway/sandbox/${id}/approved"><button type="submit">Approve payment</button></form>
<form method="post" action="/wallet/gateway/sandbox/${id}/declined"><button type="submit">Decline payment</button></form>`
          : `<h1>Payment ${escapeHtml(s.status)}</h1><p><a href="/">Back to the site</a></p>`;
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      return page('Sandbox payment', body);
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
      return page('Sandbox payment', `<h1>${escapeHtml(message)}</h1><p><a href="/">Back to the site</a></p>`);
    });
  };
}
