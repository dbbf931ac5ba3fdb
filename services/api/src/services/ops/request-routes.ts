import type { FastifyInstance } from 'fastify';
import { isRupees } from '@khel/shared/validation';
import { unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { decide, type Decision } from '../../ops/decisions';
import { operatorOnce } from '../../http/idempotency';
import { bodyOf, optionalText } from '../../ops/input';
import { rupeesToPaise } from '../../ops/money';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { getRequestView, listRequests, parseRequestFilters, requestCounts } from '../../ops/request-list';
import { waitsForSecondOperator } from './waits';

const MESSAGES: Record<Decision, string> = { approve: 'Request approved', reject: 'Request rejected', hold: 'Request put on hold' };

/** /ops/requests: the queues, counts, one request (console.read), and the decisions (requests.decide). */
export async function opsRequestRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator('console.read') };
  const decider = { preHandler: requireOperator('requests.decide') };

  app.get('/requests', anyOperator, async (request) => ok(await listRequests(db, parseRequestFilters(request.query))));
  app.get('/requests/counts', anyOperator, async () => ok(await requestCounts(db)));
  app.get<{ Params: { id: string } }>('/requests/:id', anyOperator, async (request) => ok(await getRequestView(db, request.params.id)));

  for (const decision of ['approve', 'reject', 'hold'] as const) {
    app.post<{ Params: { id: string } }>(`/requests/:id/${decision}`, decider, async (request, reply) => {
      const body = bodyOf(request.body);
      const remark = optionalText(body, 'remark', 500);
      if (decision === 'reject' && !remark) throw unprocessable(['Please enter a remark']);
      const approved = body.approved_amount;
      // The deposit form's amount rule (shared isRupees: digits, at most 2 decimals, nothing around them), so an
      // approval refuses ' 100 ' as a deposit does instead of trimming it.
      if (decision === 'approve' && approved !== undefined && approved !== null && !isRupees(approved)) {
        throw unprocessable(['Approved amount must be a number with at most 2 decimals']);
      }
      const approvedPaise =
        decision === 'approve' && approved !== undefined && approved !== null ? rupeesToPaise(approved, 'Approved amount') : undefined;
      const operator = request.operator!;
      const answer = await operatorOnce(request, `${decision}:${request.params.id}`, async (q) => {
        const result = await decide(q, { id: request.params.id, decision, actor: actorOf(operator), now: app.deps.now(), approvedPaise, remark });
        return { view: await getRequestView(q, request.params.id), approval: result.approval };
      });
      // Above a limit the approval waits for a second operator: 202 with the approval (a replay answers the same).
      if (answer.approval) return waitsForSecondOperator(reply, answer.approval);
      return ok(answer.view, MESSAGES[decision]);
    });
  }

  // The approvals page's second operator approves the proposed amount (approval-routes.ts).
  app.opsApprovalExecutors.set('request.approve', async (request, a) => {
    const id = a.target.slice('request:'.length);
    const approvedPaise = BigInt(String(a.payload.approved_paise));
    await db.tx((q) => decide(q, { id, decision: 'approve', actor: actorOf(request.operator!), now: app.deps.now(), approvedPaise, confirmApproval: a.id }));
    return MESSAGES.approve;
  });
}
