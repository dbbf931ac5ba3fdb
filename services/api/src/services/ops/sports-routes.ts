import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unprocessable } from '../../http/errors';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute } from '../../http/schemas/by-route';
import { bodyOf } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { loadMarket } from '../../sports/catalog';
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

export const NO_SPORTS_RUNTIME = 'Live prices are not running on this server: set prices on a server that serves sports';

/**
 * /ops/sports: the console's sports page. Any operator reads, sets prices, suspends and resumes, sets an event in
 * play, settles and voids (the day's trading, like the wallet queues' decisions); an admin creates sports,
 * competitions, events and markets (their stakes and limits are configuration) and rolls a settlement back
 * (it takes back money already paid). Every change is audited. Prices go through the feed applier, so the live
 * channel tells the players; status changes are told to the price hub when this process runs one.
 */
export async function opsSportsRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SPORTS_SCHEMAS, app.prefix);
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator() };
  const adminOnly = { preHandler: requireOperator('admin') };
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

  app.post<{ Params: { id: string } }>('/sports/events/:id/status', anyOperator, async (request) => {
    const eventId = pathId(request.params.id, 'Event');
    const input = eventStatusInput(bodyOf(request.body));
    const suspended = await operatorOnce(request, `sports.event.status:${eventId}`, (q) => setOpsEventState(q, eventId, input, actorOf(request.operator!), now()));
    const event = await opsEventRow(db, eventId);
    for (const marketId of suspended) runtime()?.hub.publish({ marketId, status: 'suspended' });
    runtime()?.hub.publish({ eventId, inPlay: event.in_play, eventStatus: event.status });
    return ok(event, 'Event updated');
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/prices', anyOperator, async (request) => {
    const m = await market(request);
    const runners = pricesInput(bodyOf(request.body), m.kind, m.runnerIds);
    if (m.status === 'settled' || m.status === 'void') throw new ApiError(409, `Market is ${m.status}`);
    const live = runtime();
    if (!live) throw new ApiError(503, NO_SPORTS_RUNTIME);
    const given = (r: { id: string }) => runners.some((x) => x.runnerId === r.id);
    const was = await opsMarket(db, m.id);
    // A book that pays a player betting every runner is refused at entry (book-margin.ts).
    checkBookMargin(m.kind, m.places, m.runnerIds, await standingPrices(db, m.id), runners);
    // Through the applier (the manual feed's way in): written in order with the market's other updates, then told to
    // the hub, which the live channel fans out. It reports its own failures, so the version says whether it applied.
    await live.applier.enqueue({ type: 'prices', marketId: m.id, runners });
    const after = await opsMarket(db, m.id);
    if (after.version <= was.version) throw new ApiError(503, 'The prices could not be applied; try again');
    await db.tx((q) => auditPrices(q, m.id, was.runners.filter(given), after.runners.filter(given), after.version, actorOf(request.operator!), now()));
    return ok(after, 'Prices set');
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/limits', adminOnly, async (request) => {
    const id = pathId(request.params.id, 'Market');
    const input = marketLimitsInput(bodyOf(request.body));
    await operatorOnce(request, `sports.market.limits:${id}`, (q) => setMarketLimits(q, id, input, actorOf(request.operator!), now()));
    return ok(await answerMarket(id), 'Market limits saved');
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/status', anyOperator, async (request) => {
    const id = pathId(request.params.id, 'Market');
    const status = bodyOf(request.body).status;
    if (status !== 'open' && status !== 'suspended' && status !== 'closed') throw unprocessable(['status must be open, suspended or closed']);
    await operatorOnce(request, `sports.market.status:${id}`, (q) => setStatusByOperator(q, id, status, actorOf(request.operator!), now()));
    runtime()?.hub.publish({ marketId: id, status });
    const messages = { open: 'Market open', suspended: 'Market suspended', closed: 'Market closed' } as const;
    return ok(await answerMarket(id), messages[status]);
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/settle', anyOperator, async (request) => {
    const m = await market(request);
    const result = resultInput(bodyOf(request.body), m.kind, m.runnerIds, m.places);
    const report = await settleByOperator(db, m.id, result, actorOf(request.operator!), now());
    runtime()?.hub.publish({ marketId: m.id, status: 'settled' });
    const answer = { run_id: report.runId, bets: report.bets, players: report.players, resumed: report.resumed, already_settled: report.alreadySettled, market: await answerMarket(m.id) };
    return ok(answer, report.alreadySettled ? 'Market was already settled with this result: nothing more was paid' : `Market settled: ${report.bets} bets of ${report.players} players`);
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/void', anyOperator, async (request) => {
    const m = await market(request);
    const report = await settleByOperator(db, m.id, { void: true }, actorOf(request.operator!), now());
    runtime()?.hub.publish({ marketId: m.id, status: 'void' });
    const answer = { run_id: report.runId, bets: report.bets, players: report.players, resumed: report.resumed, already_settled: report.alreadySettled, market: await answerMarket(m.id) };
    return ok(answer, report.alreadySettled ? 'Market was already void' : `Market void: ${report.bets} bets refunded`);
  });

  app.post<{ Params: { id: string } }>('/sports/markets/:id/rollback', adminOnly, async (request) => {
    const m = await market(request);
    const runId = runIdInput(bodyOf(request.body));
    const done = await rollbackByOperator(db, m.id, runId, actorOf(request.operator!), now());
    runtime()?.hub.publish({ marketId: m.id, status: 'closed' });
    const answer = { run_id: done.runId, postings: done.postings, already_rolled_back: done.alreadyRolledBack, market: await answerMarket(m.id) };
    return ok(answer, done.alreadyRolledBack ? 'This settlement was already rolled back' : 'Settlement rolled back: the market is closed and can be settled again');
  });
}
