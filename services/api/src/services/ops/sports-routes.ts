import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, unprocessable } from '../../http/errors';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute } from '../../http/schemas/by-route';
import { bodyOf } from '../../ops/input';
import { readControls } from '../../ops/controls';
import { fourEyes, reopenApproval, type ApprovalRow } from '../../ops/four-eyes';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { assertNotHandPricer, assertResultClock, priceJumpRequest, recordHandPricers, sportsResultRequest } from '../../ops/sports-controls';
import { loadMarket, type MarketRow } from '../../sports/catalog';
import type { SportsRuntime } from '../../sports/feed/runtime';
import { createCompetition, createEvent, createMarket, createSport, listOpsEvents, opsCatalog, opsEventRow, setOpsEventState } from '../../sports/operator-events';
import { checkBookMargin } from '../../sports/book-margin';
import { opsMarket, opsMarkets, setMarketLimits, standingPrices } from '../../sports/operator-markets';
import { auditPrices, opsBook, rollbackByOperator, setStatusByOperator, settleByOperator } from '../../sports/operator-settlement';
import {
  competitionInput, eventFilterInput, eventInput, eventStatusInput, marketInput, marketLimitsInput, pathId, pricesInput, resultInput, runIdInput,
  sportInput,
} from './sports-input';
import { SPORTS_SCHEMAS } from './sports-schemas';
import { waitsForSecondOperator } from './waits';
import type { MarketResult, RunnerPrices } from '../../sports/types';

export const NO_SPORTS_RUNTIME = 'Live prices are not running on this server: set prices on a server that serves sports';

/**
 * /ops/sports: the console's sports page. Every operator reads; a trader (sports.price) sets prices, suspends and
 * resumes, sets an event in play; a trader (sports.settle) settles and voids, never on a market they priced by hand
 * and never before the event starts; an admin (config.manage) creates sports, competitions, events and markets and
 * (settlements.rollback) rolls a settlement back. A price jump above the limit and a settlement or void whose net
 * house liability is above the limit wait for a second operator (src/ops/four-eyes.ts; 202). Every change is
 * audited. Prices go through the feed applier, so the live channel tells the players; status changes are told to
 * the price hub when this process runs one.
 */
export async function opsSportsRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SPORTS_SCHEMAS, app.prefix);
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator('console.read') };
  const adminOnly = { preHandler: requireOperator('config.manage') };
  const pricer = { preHandler: requireOperator('sports.price') };
  const settler = { preHandler: requireOperator('sports.settle') };
  const rollbacker = { preHandler: requireOperator('settlements.rollback') };
  const now = () => app.deps.now();
  // The sports runtime (hub, applier) when this process serves sports; decorated by the sports service.
  const runtime = () => (app as unknown as { sports?: SportsRuntime }).sports;
  type ById = FastifyRequest<{ Params: { id: string } }>;
  const market = async (request: ById) => loadMarket(db, pathId(request.params.id, 'Market'));
  const answerMarket = async (id: string) => opsMarket(db, id);

  app.get('/sports/catalog', anyOperator, async () => ok(await opsCatalog(db)));
  app.get('/sports/events', anyOperator, async (request) => ok(await listOpsEvents(db, eventFilterInput(request.query))));
  app.get<{ Params: { id: string } }>('/sports/events/:id', anyOperator, async (request) => {
    const event = await opsEventRow(db, pathId(request.params.id, 'Event'));
    return ok({ event, markets: await opsMarkets(db, { eventId: event.id }) });
  });
  app.get<{ Params: { id: string } }>('/sports/markets/:id', anyOperator, async (request) => ok(await opsMarket(db, pathId(request.params.id, 'Market'))));
  app.get<{ Params: { id: string } }>('/sports/markets/:id/book', anyOperator, async (request) => ok(await opsBook(db, (await market(request)).id, now())));

  app.post('/sports/sports', adminOnly, async (request) => {
    const input = sportInput(bodyOf(request.body));
    await operatorOnce(request, 'sports.sport.create', (q) => createSport(q, input, actorOf(request.operator!), now()));
    return ok(await opsCatalog(db), `Sport ${input.name} created`);
  });
  app.post('/sports/competitions', adminOnly, async (request) => {
    const input = competitionInput(bodyOf(request.body));
    await operatorOnce(request, 'sports.competition.create', (q) => createCompetition(q, input, actorOf(request.operator!), now()));
    return ok(await opsCatalog(db), `Competition ${input.name} created`);
  });
  app.post('/sports/events', adminOnly, async (request) => {
    const input = eventInput(bodyOf(request.body));
    const id = await operatorOnce(request, 'sports.event.create', (q) => createEvent(q, input, actorOf(request.operator!), now()));
    return ok(await opsEventRow(db, id), `Event ${input.name} created`);
  });
  app.post<{ Params: { id: string } }>('/sports/events/:id/markets', adminOnly, async (request) => {
    const eventId = pathId(request.params.id, 'Event');
    const input = marketInput(bodyOf(request.body));
    const id = await operatorOnce(request, `sports.market.create:${eventId}`, (q) => createMarket(q, { ...input, eventId }, actorOf(request.operator!), now()));
    return ok(await answerMarket(id), `Market ${input.name} created`);
  });

  app.post<{ Params: { id: string } }>('/sports/events/:id/status', pricer, async (request) => {
    const eventId = pathId(request.params.id, 'Event');
    const input = eventStatusInput(bodyOf(request.body));
    const suspended = await operatorOnce(request, `sports.event.status:${eventId}`, (q) => setOpsEventState(q, eventId, input, actorOf(request.operator!), now()));
    const event = await opsEventRow(db, eventId);
    for (const marketId of suspended) runtime()?.hub.publish({ marketId, status: 'suspended' });
    runtime()?.hub.publish({ eventId, inPlay: event.in_play, eventStatus: event.status });
    return ok(event, 'Event updated');
  });

  /**
   * Hand prices: a jump above the limit waits for a second operator; applied prices make their operators (and the
   * one who proposed them) the market's hand pricers, who may not settle it.
   */
  async function setPrices(request: FastifyRequest, m: MarketRow, runners: Array<{ runnerId: string } & RunnerPrices>, confirm?: string) {
    if (m.status === 'settled' || m.status === 'void') throw new ApiError(409, `Market is ${m.status}`);
    const live = runtime();
    if (!live) throw new ApiError(503, NO_SPORTS_RUNTIME);
    const actor = actorOf(request.operator!);
    // A book that pays a player betting every runner is refused at entry (book-margin.ts), before it could wait for a
    // second operator, and again when the second operator confirms (the book may have moved meanwhile).
    checkBookMargin(m.kind, m.places, m.runnerIds, await standingPrices(db, m.id), runners);
    const gate = await db.tx(async (q) => fourEyes(q, await priceJumpRequest(q, m, runners, await readControls(q)), actor, now(), { confirm }));
    if (!gate.go) return { waits: gate.approval };
    const given = (r: { id: string }) => runners.some((x) => x.runnerId === r.id);
    const was = await opsMarket(db, m.id);
    // Through the applier (the manual feed's way in): written in order with the market's other updates, then told to
    // the hub, which the live channel fans out. It reports its own failures, so the version says whether it applied.
    await live.applier.enqueue({ type: 'prices', marketId: m.id, runners });
    const after = await opsMarket(db, m.id);
    if (after.version <= was.version) {
      if (gate.approval) await reopenApproval(db, gate.approval.id, actor, now(), 'the prices could not be applied');
      throw new ApiError(503, 'The prices could not be applied; try again');
    }
    await db.tx(async (q) => {
      await recordHandPricers(q, m.id, [actor.operatorId!, ...(gate.approval ? [gate.approval.proposed_by] : [])], now());
      await auditPrices(q, m.id, was.runners.filter(given), after.runners.filter(given), after.version, actor, now());
    });
    return { market: after };
  }

  app.post<{ Params: { id: string } }>('/sports/markets/:id/prices', pricer, async (request, reply) => {
    const m = await market(request);
    const done = await setPrices(request, m, pricesInput(bodyOf(request.body), m.kind, m.runnerIds));
    return done.waits ? waitsForSecondOperator(reply, done.waits) : ok(done.market, 'Prices set');
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/limits', adminOnly, async (request) => {
    const id = pathId(request.params.id, 'Market');
    const input = marketLimitsInput(bodyOf(request.body));
    await operatorOnce(request, `sports.market.limits:${id}`, (q) => setMarketLimits(q, id, input, actorOf(request.operator!), now()));
    return ok(await answerMarket(id), 'Market limits saved');
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/status', pricer, async (request) => {
    const id = pathId(request.params.id, 'Market');
    const status = bodyOf(request.body).status;
    if (status !== 'open' && status !== 'suspended' && status !== 'closed') throw unprocessable(['status must be open, suspended or closed']);
    await operatorOnce(request, `sports.market.status:${id}`, (q) => setStatusByOperator(q, id, status, actorOf(request.operator!), now()));
    runtime()?.hub.publish({ marketId: id, status });
    const messages = { open: 'Market open', suspended: 'Market suspended', closed: 'Market closed' } as const;
    return ok(await answerMarket(id), messages[status]);
  });

  /**
   * A settlement or void: never by an operator who priced the market by hand, never a result before the event
   * starts, and above the liability limit only with a second operator. The same call (or the approvals page) by a
   * second operator with the same result runs it.
   */
  async function settleOrVoid(request: FastifyRequest, m: MarketRow, result: MarketResult, confirm?: string): Promise<{ waits: ApprovalRow } | { message: string; answer: unknown }> {
    const actor = actorOf(request.operator!);
    await assertNotHandPricer(db, m.id, actor.operatorId);
    await assertResultClock(db, m, result, now());
    const gate = await db.tx(async (q) => {
      const req = await sportsResultRequest(q, m, result, await readControls(q));
      return req ? fourEyes(q, req, actor, now(), { confirm }) : ({ go: true, approval: null } as const);
    });
    if (!gate.go) return { waits: gate.approval };
    if (gate.approval) await assertNotHandPricer(db, m.id, gate.approval.proposed_by);
    let report: Awaited<ReturnType<typeof settleByOperator>>;
    try {
      report = await settleByOperator(db, m.id, result, actor, now());
    } catch (error) {
      if (gate.approval) await reopenApproval(db, gate.approval.id, actor, now(), (error as Error).message);
      throw error;
    }
    const voided = 'void' in result;
    runtime()?.hub.publish({ marketId: m.id, status: voided ? 'void' : 'settled' });
    const answer = { run_id: report.runId, bets: report.bets, players: report.players, resumed: report.resumed, already_settled: report.alreadySettled, market: await answerMarket(m.id) };
    const message = voided
      ? report.alreadySettled ? 'Market was already void' : `Market void: ${report.bets} bets refunded`
      : report.alreadySettled ? 'Market was already settled with this result: nothing more was paid' : `Market settled: ${report.bets} bets of ${report.players} players`;
    return { message, answer };
  }
  const settleAnswer = (reply: FastifyReply, done: Awaited<ReturnType<typeof settleOrVoid>>) =>
    'waits' in done ? waitsForSecondOperator(reply, done.waits) : ok(done.answer, done.message);

  app.post<{ Params: { id: string } }>('/sports/markets/:id/settle', settler, async (request, reply) => {
    const m = await market(request);
    return settleAnswer(reply, await settleOrVoid(request, m, resultInput(bodyOf(request.body), m.kind, m.runnerIds, m.places)));
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/void', settler, async (request, reply) => {
    return settleAnswer(reply, await settleOrVoid(request, await market(request), { void: true }));
  });

  // The approvals page's second operator runs the proposed action with its own details (approval-routes.ts).
  app.opsApprovalExecutors.set('sports.prices', async (request, a) => {
    const m = await loadMarket(db, a.target.slice('market:'.length));
    const runners = (a.payload.runners as Array<{ runner_id: string } & RunnerPrices>).map((r) => ({ runnerId: r.runner_id, back: r.back, lay: r.lay }));
    await setPrices(request, m, runners, a.id);
    return 'Prices set';
  });
  app.opsApprovalExecutors.set('sports.result', async (request, a) => {
    const m = await loadMarket(db, a.target.slice('market:'.length));
    const done = await settleOrVoid(request, m, a.payload as MarketResult, a.id);
    return 'message' in done ? done.message : 'Waiting for a second operator';
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/rollback', rollbacker, async (request) => {
    const m = await market(request);
    const runId = runIdInput(bodyOf(request.body));
    const done = await rollbackByOperator(db, m.id, runId, actorOf(request.operator!), now());
    runtime()?.hub.publish({ marketId: m.id, status: 'closed' });
    const answer = { run_id: done.runId, postings: done.postings, already_rolled_back: done.alreadyRolledBack, market: await answerMarket(m.id) };
    return ok(answer, done.alreadyRolledBack ? 'This settlement was already rolled back' : 'Settlement rolled back: the market is closed and can be settled again');
  });
}
