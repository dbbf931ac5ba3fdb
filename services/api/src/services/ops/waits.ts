import type { FastifyReply } from 'fastify';
import { ok } from '../../http/reply';
import { approvalView, FOUR_EYES_MESSAGES, type ApprovalRow } from '../../ops/four-eyes';

/**
 * The answer of a call that was recorded and waits for a second operator (src/ops/four-eyes.ts): 202, the
 * approval as data, and a message saying why it waits. Every four-eyes route answers this way (`accepted` in its
 * schema).
 */
export function waitsForSecondOperator(reply: FastifyReply, approval: ApprovalRow) {
  reply.code(202);
  return ok(approvalView(approval), FOUR_EYES_MESSAGES.waits(approval.reason));
}
