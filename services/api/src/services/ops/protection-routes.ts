import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OperatorSelfExclusionDto, OperatorTimeOutDto, ProtectionCorrectionDto } from '@khel/shared/validation';
import { BreakCorrected, BreakStarted, OpsPlayerProtection } from '@khel/shared/contracts';
import { OpsApproval } from '@khel/shared/console-contracts';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { parseBody } from '../../http/validate';
import type { ApprovalRow } from '../../ops/four-eyes';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { CORRECTION_MESSAGES, correctOperatorBreak } from '../../protection/correct';
import { istText, PROTECTION_TEXT as T } from '../../protection/messages';
import { operatorApplyBreak, operatorProtectionView, type OperatorBreak } from '../../protection/operator';
import { waitsForSecondOperator } from './waits';

const operator = 'operator' as const;
const playerRef = { id: 'Player id, user name or mobile' };

const SCHEMAS: RouteSpecs = {
  'GET /players/:id/protection': {
    summary: "A player's protection: limits (with what each window counts now and any waiting increase), time-out, self-exclusion (with the operator who applied it), date of birth and the history",
    security: operator, params: playerRef, data: OpsPlayerProtection, refusals: { 404: 'Player not found' },
  },
  'POST /players/:id/protection/time-out': {
    summary: 'Apply a time-out of 1 to 42 days with a reason (never shortens a running one); audited (protection.time_out); takes an Idempotency-Key',
    security: operator, params: playerRef, body: OperatorTimeOutDto, data: BreakStarted,
    refusals: { 400: 'Your time-out runs until <time> IST and cannot be shortened.', 404: 'Player not found', 422: 'Please give a reason of 3 to 500 characters' },
  },
  'POST /players/:id/protection/self-exclusion': {
    summary: 'Propose a self-exclusion of 6 to 60 months with a reason: it applies when a second operator makes the same call or approves it (202 until then); audited; takes an Idempotency-Key',
    security: operator, params: playerRef, body: OperatorSelfExclusionDto, data: BreakStarted, accepted: OpsApproval,
    refusals: { 400: 'Your self-exclusion runs until <time> IST and cannot be shortened.', 404: 'Player not found', 409: 'You proposed this (…): a second operator must approve it' },
  },
  'POST /players/:id/protection/correct': {
    summary: "Correct an operator's time-out or self-exclusion within 24 hours of it: the end it had before comes back (a player's own break is never lifted); audited (protection.correct)",
    security: operator, params: playerRef, body: ProtectionCorrectionDto, data: BreakCorrected,
    refusals: { 409: `${CORRECTION_MESSAGES.playersOwn('self-exclusion')} / ${CORRECTION_MESSAGES.noneRunning('time-out')} / An operator's self-exclusion can be corrected only within 24 hours; …`, 422: 'what must be time_out or self_exclusion' },
  },
};

/**
 * /ops/players/:id/protection: every operator sees a player's protection; players.protect applies a time-out or
 * proposes a self-exclusion (a second operator confirms it), each with a reason; protection.correct (admins) puts
 * an operator's break right within 24 hours. No route lifts a player's own break.
 */
export async function opsProtectionRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator('console.read') };
  const protector = { preHandler: requireOperator('players.protect') };
  const corrector = { preHandler: requireOperator('protection.correct') };

  app.get<{ Params: { id: string } }>('/players/:id/protection', anyOperator, async (request) => ok(await operatorProtectionView(db, request.params.id, app.deps.now())));

  app.post<{ Params: { id: string } }>('/players/:id/protection/time-out', protector, async (request) => {
    const body = await parseBody(OperatorTimeOutDto, request.body);
    const answer = await operatorOnce(request, `protection-time-out:${request.params.id}`, async (q) => {
      const done = await operatorApplyBreak(q, request.params.id, { kind: 'time_out', days: body.days, reason: body.reason.trim() }, actorOf(request.operator!), app.deps.now());
      if (!('until' in done)) throw new Error('a time-out never waits for a second operator');
      return { message: T.timeOutSet(done.until), until: done.until.toISOString() };
    });
    return ok(answer, answer.message);
  });

  type SelfExcluded = { waits: ApprovalRow } | { message: string; until: string };
  async function selfExclude(request: FastifyRequest, ref: string, what: OperatorBreak, confirm?: string): Promise<SelfExcluded> {
    return operatorOnce(request, `protection-self-exclusion:${ref}`, async (q): Promise<SelfExcluded> => {
      const done = await operatorApplyBreak(q, ref, what, actorOf(request.operator!), app.deps.now(), { confirm });
      return 'waits' in done ? { waits: done.waits } : { message: T.selfExclusionSet(done.until), until: done.until.toISOString() };
    });
  }

  app.post<{ Params: { id: string } }>('/players/:id/protection/self-exclusion', protector, async (request, reply) => {
    const body = await parseBody(OperatorSelfExclusionDto, request.body);
    const answer = await selfExclude(request, request.params.id, { kind: 'self_exclusion', months: body.months, reason: body.reason.trim() });
    return 'waits' in answer ? waitsForSecondOperator(reply, answer.waits) : ok(answer, answer.message);
  });

  app.post<{ Params: { id: string } }>('/players/:id/protection/correct', corrector, async (request) => {
    const body = await parseBody(ProtectionCorrectionDto, request.body);
    const done = await operatorOnce(request, `protection-correct:${request.params.id}`, async (q) => {
      const r = await correctOperatorBreak(q, request.params.id, body.what, body.reason.trim(), actorOf(request.operator!), app.deps.now());
      return { until: r.until?.toISOString() ?? null };
    });
    const words = body.what === 'time_out' ? 'time-out' : 'self-exclusion';
    const message = done.until ? `Corrected: the player's own ${words} runs until ${istText(new Date(done.until))}` : `Corrected: the operator's ${words} is lifted`;
    return ok({ message, until: done.until }, message);
  });

  // The approvals page's second operator applies the proposed self-exclusion (approval-routes.ts).
  app.opsApprovalExecutors.set('protection.self_exclusion', async (request, a) => {
    const ref = a.target.slice('user:'.length);
    const done = await selfExclude(request, ref, { kind: 'self_exclusion', months: Number(a.payload.months), reason: String(a.payload.reason) }, a.id);
    return 'message' in done ? done.message : 'Waiting for a second operator';
  });
}
