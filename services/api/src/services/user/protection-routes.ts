import type { FastifyInstance } from 'fastify';
import { LimitRefDto, RealityCheckDto, SelfExclusionDto, SetLimitDto, TimeOutDto, WHOLE_RUPEES, paiseToRupees, rupeesToPaise } from '@khel/shared/validation';
import { BreakStarted, LimitChange, ProtectionOverview, RealityCheck, RealityCheckSaved } from '@khel/shared/contracts';
import { requirePlayer, SESSION_ENDED_MESSAGE } from '../../auth/player-guard';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { startSelfExclusion, startTimeOut, setRealityCheck } from '../../protection/breaks';
import { cancelPendingLimit, confirmLimit, removeLimit, setLimit, type LimitOutcome } from '../../protection/limits';
import { PROTECTION_TEXT as T } from '../../protection/messages';
import { protectionOverview } from '../../protection/overview';
import { realityFigures } from '../../protection/reality';

/** /user/api/protection*: the player's own limits, time-out, self-exclusion and reality check (src/protection). */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = app.deps;
  const tags = ['user: protection'];
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ preHandler: requirePlayer, schema: routeSchema({ tags, security: 'player', ...spec }) });
  const change = (o: LimitOutcome) => ok({ message: o.message, confirmable_at: o.confirmableAt?.toISOString() ?? null }, o.message);

  app.get('/api/protection', schema({ summary: "The player's limits (with what each window counts now), time-out, self-exclusion and reality check", data: ProtectionOverview }), async (request) =>
    ok(await protectionOverview(db, request.player!.userId, deps.now())),
  );

  app.post('/api/protection/limit', schema({ summary: 'Set a deposit or loss limit: a first or lower limit applies at once, a higher one waits 24 hours and a confirmation', body: SetLimitDto, data: LimitChange, refusals: { 400: T.limitUnchanged } }), async (request) => {
    const body = await parseBody(SetLimitDto, request.body);
    const amount = rupeesToPaise(body.amount, WHOLE_RUPEES)!;
    return change(await db.tx((q) => setLimit(q, request.player!.userId, { kind: body.kind, period: body.period, amount }, deps.now())));
  });

  app.post('/api/protection/limit/remove', schema({ summary: 'Ask to remove a limit (waits 24 hours and a confirmation, as an increase)', body: LimitRefDto, data: LimitChange, refusals: { 400: T.noLimit } }), async (request) => {
    const body = await parseBody(LimitRefDto, request.body);
    return change(await db.tx((q) => removeLimit(q, request.player!.userId, body, deps.now())));
  });

  app.post('/api/protection/limit/confirm', schema({ summary: 'Confirm a waiting increase or removal, 24 hours or more after asking', body: LimitRefDto, data: LimitChange, refusals: { 400: 'This change can be confirmed from <time> IST.', 409: T.nothingPending } }), async (request) => {
    const body = await parseBody(LimitRefDto, request.body);
    return change(await db.tx((q) => confirmLimit(q, request.player!.userId, body, deps.now())));
  });

  app.post('/api/protection/limit/cancel', schema({ summary: 'Drop a waiting increase or removal (the current limit stays)', body: LimitRefDto, data: LimitChange, refusals: { 409: T.nothingPending } }), async (request) => {
    const body = await parseBody(LimitRefDto, request.body);
    return change(await db.tx((q) => cancelPendingLimit(q, request.player!.userId, body, deps.now())));
  });

  app.post('/api/protection/time-out', schema({ summary: 'Take a time-out of 1 to 42 days: no bets or deposits until it ends; withdrawals stay open; cannot be shortened', body: TimeOutDto, data: BreakStarted, refusals: { 400: 'Your time-out runs until <time> IST and cannot be shortened.' } }), async (request) => {
    const body = await parseBody(TimeOutDto, request.body);
    const until = await db.tx((q) => startTimeOut(q, request.player!.userId, body.days, deps.now()));
    return ok({ message: T.timeOutSet(until), until: until.toISOString() }, T.timeOutSet(until));
  });

  app.post('/api/protection/self-exclusion', schema({ summary: 'Self-exclude for 6 to 60 months: no bets, deposits or offers until it ends; withdrawals stay open; no early lift', body: SelfExclusionDto, data: BreakStarted, refusals: { 400: 'Your self-exclusion runs until <time> IST and cannot be shortened.' } }), async (request) => {
    const body = await parseBody(SelfExclusionDto, request.body);
    const until = await db.tx((q) => startSelfExclusion(q, request.player!.userId, body.months, deps.now()));
    return ok({ message: T.selfExclusionSet(until), until: until.toISOString() }, T.selfExclusionSet(until));
  });

  app.put('/api/protection/reality-check', schema({ summary: 'Choose the reality check interval in minutes (0: off)', body: RealityCheckDto, data: RealityCheckSaved, message: T.realityCheckSaved }), async (request) => {
    const body = await parseBody(RealityCheckDto, request.body);
    await db.tx((q) => setRealityCheck(q, request.player!.userId, body.minutes, deps.now()));
    return ok({ minutes: body.minutes }, T.realityCheckSaved);
  });

  app.get('/api/protection/reality-check', schema({ summary: 'The reality check: time since login and the net result of bets settled since', data: RealityCheck }), async (request) => {
    const now = deps.now();
    const f = await realityFigures(db, request.player!.userId, request.player!.sessionId, now);
    if (!f) throw unauthorized(SESSION_ENDED_MESSAGE);
    return ok({
      interval_minutes: f.intervalMinutes,
      session_started_at: f.sessionStartedAt.toISOString(),
      played_seconds: f.playedSeconds,
      net_result: paiseToRupees(f.netResult),
    });
  });
}
