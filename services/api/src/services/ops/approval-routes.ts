import { OpsApproval, OpsApprovalPage } from '@khel/shared/console-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import {
  APPROVAL_KINDS, APPROVAL_STATUSES, approvalById, approvalView, FOUR_EYES_MESSAGES, listApprovals, rejectApproval, type ApprovalKind, type ApprovalRow, type ApprovalStatus,
} from '../../ops/four-eyes';
import { bodyOf, optionalText } from '../../ops/input';
import { actorOf, can, requireOperator } from '../../ops/operator-auth';

/** Runs a pending approval's action as the approving operator; answers the action's success message. */
export type ApprovalExecutor = (request: FastifyRequest, approval: ApprovalRow) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Each four-eyes action's executor, set by the route plugin that owns the action (the ops plugin makes the map). */
    opsApprovalExecutors: Map<ApprovalKind, ApprovalExecutor>;
  }
}

const operator = 'operator' as const;
const approvalId = { id: 'Approval id' };

export const APPROVAL_ROUTE_MESSAGES = {
  cannotApprove: (permission: string) => `Approving this needs the permission ${permission} or approvals.decide`,
  noteRequired: 'Please enter a note: why it is rejected',
  badStatus: `status must be one of ${APPROVAL_STATUSES.join(', ')} or all`,
} as const;

const SCHEMAS: RouteSpecs = {
  'GET /approvals': {
    summary: 'Actions waiting for (or decided by) a second operator, newest first',
    security: operator,
    query: { status: 'pending (default), approved, rejected, superseded, cancelled or all', before: 'The next_before of the previous page' },
    data: OpsApprovalPage,
  },
  'GET /approvals/:id': { summary: 'One approval', security: operator, params: approvalId, data: OpsApproval, refusals: { 404: FOUR_EYES_MESSAGES.notFound } },
  'POST /approvals/:id/approve': {
    summary: "Approve another operator's pending action: it runs now, under your name, with the details proposed (audited)",
    security: operator,
    params: approvalId,
    body: { type: 'object', description: 'Empty' },
    data: OpsApproval,
    description: 'Who may approve: an operator other than the proposer holding the action\'s permission (approver_permission) or approvals.decide.',
    refusals: { 403: APPROVAL_ROUTE_MESSAGES.cannotApprove('sports.settle'), 409: `${FOUR_EYES_MESSAGES.notPending} / You proposed this (…): a second operator must approve it` },
  },
  'POST /approvals/:id/reject': {
    summary: 'Reject a pending action (the proposer withdraws their own): nothing of it was done (audited)',
    security: operator,
    params: approvalId,
    body: { type: 'object', properties: { note: { type: 'string', description: 'Why (required, at most 500 characters)' } } },
    data: OpsApproval,
    refusals: { 403: APPROVAL_ROUTE_MESSAGES.cannotApprove('sports.settle'), 409: FOUR_EYES_MESSAGES.notPending, 422: APPROVAL_ROUTE_MESSAGES.noteRequired },
  },
};

/**
 * /ops/approvals: the four-eyes queue (src/ops/four-eyes.ts). Every operator sees it; a second operator (holding the
 * action's permission or approvals.decide, never the proposer) approves, which runs the action through the route
 * plugin's own code (its executor) with the details proposed, or rejects it with a note.
 */
export async function opsApprovalRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  const reader = { preHandler: requireOperator('console.read') };

  const mayDecide = (request: FastifyRequest, a: ApprovalRow) => {
    const op = request.operator!;
    const permission = APPROVAL_KINDS[a.kind].permission;
    if (a.proposed_by !== op.id && !can(op, permission) && !can(op, 'approvals.decide')) throw forbidden(APPROVAL_ROUTE_MESSAGES.cannotApprove(permission));
  };

  app.get('/approvals', reader, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const status = query.status === undefined || query.status === '' ? 'pending' : query.status;
    if (status !== 'all' && !APPROVAL_STATUSES.includes(status as ApprovalStatus)) throw unprocessable([APPROVAL_ROUTE_MESSAGES.badStatus]);
    const before = query.before === undefined || query.before === '' ? undefined : query.before;
    if (before !== undefined && (typeof before !== 'string' || !/^[0-9]{1,18}$/.test(before))) throw unprocessable(['before must be an approval id']);
    const page = await listApprovals(db, { status: status === 'all' ? undefined : (status as ApprovalStatus), before, limit: 50 });
    return ok({ items: page.items.map(approvalView), next_before: page.next });
  });

  app.get<{ Params: { id: string } }>('/approvals/:id', reader, async (request) => ok(approvalView(await approvalById(db, request.params.id))));

  app.post<{ Params: { id: string } }>('/approvals/:id/approve', reader, async (request) => {
    const a = await approvalById(db, request.params.id);
    if (a.status !== 'pending') throw conflict(FOUR_EYES_MESSAGES.notPending);
    mayDecide(request, a);
    if (a.proposed_by === request.operator!.id) throw conflict(FOUR_EYES_MESSAGES.sameOperator(a.summary));
    const run = app.opsApprovalExecutors.get(a.kind);
    if (!run) throw conflict(`This server cannot run ${a.kind} approvals: approve it on a server that serves it`);
    const message = await run(request, a);
    return ok(approvalView(await approvalById(db, a.id)), message);
  });

  app.post<{ Params: { id: string } }>('/approvals/:id/reject', reader, async (request) => {
    const body = bodyOf(request.body);
    const note = optionalText(body, 'note', 500);
    if (!note) throw unprocessable([APPROVAL_ROUTE_MESSAGES.noteRequired]);
    const rejected = await db.tx(async (q) => {
      const a = await approvalById(q, request.params.id);
      mayDecide(request, a);
      return rejectApproval(q, a.id, actorOf(request.operator!), app.deps.now(), note);
    });
    return ok(approvalView(rejected), rejected.status === 'cancelled' ? 'Your proposal was withdrawn' : 'Rejected: nothing of it was done');
  });
}
