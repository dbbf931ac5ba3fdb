import type { FastifyInstance } from 'fastify';
import { SelfExclusionDto, TimeOutDto } from '@khel/shared/validation';
import { BreakStarted, OpsPlayerProtection } from '@khel/shared/contracts';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { parseBody } from '../../http/validate';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { PROTECTION_TEXT as T } from '../../protection/messages';
import { operatorApplyBreak, operatorProtectionView } from '../../protection/operator';

const operator = 'operator' as const;
const playerRef = { id: 'Player id, user name or mobile' };

const SCHEMAS: RouteSpecs = {
  'GET /players/:id/protection': {
    summary: "A player's protection: limits (with what each window counts now and any waiting increase), time-out, self-exclusion, date of birth and the history",
    security: operator, params: playerRef, data: OpsPlayerProtection, refusals: { 404: 'Player not found' },
  },
  'POST /players/:id/protection/time-out': {
    summary: 'Apply a time-out of 1 to 42 days (never shortens a running one); audited (protection.time_out); takes an Idempotency-Key',
    security: operator, params: playerRef, body: TimeOutDto, data: BreakStarted, refusals: { 400: 'Your time-out runs until <time> IST and cannot be shortened.', 404: 'Player not found' },
  },
  'POST /players/:id/protection/self-exclusion': {
    summary: 'Apply a self-exclusion of 6 to 60 months (never shortens a running one; nobody can lift it); audited (protection.self_exclusion); takes an Idempotency-Key',
    security: operator, params: playerRef, body: SelfExclusionDto, data: BreakStarted, refusals: { 400: 'Your self-exclusion runs until <time> IST and cannot be shortened.', 404: 'Player not found' },
  },
};

/** /ops/players/:id/protection: any operator sees a player's protection and may apply a break; no route lifts one. */
export async function opsProtectionRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator() };

  app.get<{ Params: { id: string } }>('/players/:id/protection', anyOperator, async (request) => ok(await operatorProtectionView(db, request.params.id, app.deps.now())));

  app.post<{ Params: { id: string } }>('/players/:id/protection/time-out', anyOperator, async (request) => {
    const body = await parseBody(TimeOutDto, request.body);
    const answer = await operatorOnce(request, `protection-time-out:${request.params.id}`, async (q) => {
      const until = await operatorApplyBreak(q, request.params.id, { kind: 'time_out', days: body.days }, actorOf(request.operator!), app.deps.now());
      return { message: T.timeOutSet(until), until: until.toISOString() };
    });
    return ok(answer, answer.message);
  });

  app.post<{ Params: { id: string } }>('/players/:id/protection/self-exclusion', anyOperator, async (request) => {
    const body = await parseBody(SelfExclusionDto, request.body);
    const answer = await operatorOnce(request, `protection-self-exclusion:${request.params.id}`, async (q) => {
      const until = await operatorApplyBreak(q, request.params.id, { kind: 'self_exclusion', months: body.months }, actorOf(request.operator!), app.deps.now());
      return { message: T.selfExclusionSet(until), until: until.toISOString() };
    });
    return ok(answer, answer.message);
  });
}
