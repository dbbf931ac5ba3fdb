import {
  OpsMatkaDraw, OpsMatkaMarket, OpsMatkaMarketBody, OpsMatkaMarketList, OpsMatkaResultBody, OpsMatkaRollbackBody, OpsMatkaRollbackReport,
  OpsMatkaSessionBody, OpsMatkaSettleReport,
} from '@khel/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';
import { istDate, isDrawDate } from '../../matka/clock';
import { marketChanges, newMarket, sessionField, textField } from '../../matka/market-input';
import { createMarket, getMarket, updateMarket } from '../../matka/markets';
import { opsDraw, opsMarketList, opsMarketSettings } from '../../matka/ops-views';
import { rollbackSession } from '../../matka/rollback';
import { readDraw } from '../../matka/sessions';
import { declareResult, RESULT_MESSAGES, type SettleReport } from '../../matka/settle';
import { bodyOf } from '../../ops/input';
import { readControls } from '../../ops/controls';
import { fourEyes, reopenApproval, type ApprovalRow } from '../../ops/four-eyes';
import { matkaResultRequest } from '../../ops/matka-controls';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { assertResultOnTime } from '../../matka/result-clock';
import type { Session } from '../../matka/types';
import { waitsForSecondOperator } from './waits';
import { OpsApproval } from '@khel/shared/console-contracts';

const operator = 'operator' as const;
const marketId = { id: 'Market id' };
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field (src/matka/market-input.ts); each refusal is a 422 naming the field.' });
const ADMIN = 'Audited.';
const ANY = 'Audited.';

const SCHEMAS: RouteSpecs = {
  'GET /matka/markets': { summary: "Matka markets with their settings and today's draw (bets, stakes, settlement)", security: operator, data: OpsMatkaMarketList },
  'POST /matka/markets': { summary: 'Create a matka market: name, IST times, days, rates, stakes', security: operator, body: checked(OpsMatkaMarketBody), data: OpsMatkaMarket, description: ADMIN, refusals: { 409: 'A market named x already exists', 422: 'close_time must be after open_time' } },
  'POST /matka/markets/:id': { summary: 'Edit a market (the fields sent); placed bets keep their rates', security: operator, params: marketId, body: checked(OpsMatkaMarketBody), data: OpsMatkaMarket, description: ADMIN, refusals: { 404: 'Market not found' } },
  'GET /matka/markets/:id/draws/:date': { summary: "A draw's sessions: status, pana, bets, stakes, the house's P&L, the settlement run", security: operator, params: { ...marketId, date: 'IST date YYYY-MM-DD' }, data: OpsMatkaDraw, refusals: { 404: 'Market not found' } },
  'POST /matka/markets/:id/result': {
    summary: "Declare a session's pana and settle its bets (open first, then close); the same pana again pays nothing more",
    security: operator, params: marketId, body: checked(OpsMatkaResultBody), data: OpsMatkaSettleReport, accepted: OpsApproval,
    description: `${ANY} Checked on the draw's own clock: never for a date after today (IST), never before the session stops taking bets. A manual result waits for a second operator (202) unless the approval limits turn that off; the second operator declares the same pana (or approves it in /ops/approvals).`,
    refusals: { 409: 'Declare the open result first / This session was settled with another result; roll it back first / The open session of 2026-11-23 takes bets until 11:00 IST: its result cannot be declared before then', 422: RESULT_MESSAGES.badPana },
  },
  'POST /matka/markets/:id/settle': { summary: 'Finish a settlement a crash interrupted (declares the stored result again)', security: operator, params: marketId, body: checked(OpsMatkaSessionBody), data: OpsMatkaSettleReport, description: ANY, refusals: { 409: 'This session has no result to settle' } },
  'POST /matka/markets/:id/void': { summary: "Void a session: every bet's stake refunded", security: operator, params: marketId, body: checked(OpsMatkaSessionBody), data: OpsMatkaSettleReport, accepted: OpsApproval, description: `${ANY} Waits for a second operator (202) as a result does.`, refusals: { 409: 'This session was settled with another result; roll it back first' } },
  'POST /matka/markets/:id/rollback': {
    summary: "Roll a session's settlement back: its postings reversed, its bets open again, a new result can be declared",
    security: operator, params: marketId, body: checked(OpsMatkaRollbackBody), data: OpsMatkaRollbackReport, description: ADMIN,
    refusals: { 404: 'Settlement not found on this session', 409: 'Roll back the close result first: it was settled with this open result / Player x no longer holds the settled amount; the result cannot be rolled back' },
  },
};

/**
 * /ops/matka: the console's matka page. Every operator reads; a trader (matka.result) declares results, settles
 * and voids, each result on the draw's own clock and, by default, confirmed by a second operator (four-eyes); an
 * admin creates and edits markets (config.manage: rates and limits are configuration) and rolls a settlement back
 * (settlements.rollback: it takes back money already paid). Every change is audited by the domain.
 */
export async function opsMatkaRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  const anyOperator = { preHandler: requireOperator('console.read') };
  const adminOnly = { preHandler: requireOperator('config.manage') };
  const resulter = { preHandler: requireOperator('matka.result') };
  const rollbacker = { preHandler: requireOperator('settlements.rollback') };
  const now = () => app.deps.now();
  type ById = FastifyRequest<{ Params: { id: string } }>;
  const idOf = (request: ById) => (/^\d{1,18}$/.test(request.params.id) ? request.params.id : '0');
  const answerMarket = async (id: string) => {
    const m = await getMarket(db, id);
    return { ...opsMarketSettings(m), today: await opsDraw(db, m, istDate(now())) };
  };
  const dateOf = (body: Record<string, unknown>) => {
    const date = textField(body, 'date');
    if (!isDrawDate(date)) throw unprocessable([RESULT_MESSAGES.badDate]);
    return date;
  };
  const settleAnswer = async (id: string, date: string, r: SettleReport) => ({
    run_id: r.runId, bets: r.bets, players: r.players, resumed: r.resumed, already_settled: r.alreadySettled, draw: await opsDraw(db, await getMarket(db, id), date),
  });
  const settled = (r: SettleReport, what: string) => (r.alreadySettled ? `${what} already settled: nothing more was paid` : `${what}: ${r.bets} bets of ${r.players} players settled`);

  app.get('/matka/markets', anyOperator, async () => ok(await opsMarketList(db, now())));

  app.post('/matka/markets', adminOnly, async (request) => {
    const input = newMarket(bodyOf(request.body));
    const id = await operatorOnce(request, 'matka.market.create', (q) => createMarket(q, input, actorOf(request.operator!), now()));
    return ok(await answerMarket(id), `Market ${input.name} created`);
  });

  app.post<{ Params: { id: string } }>('/matka/markets/:id', adminOnly, async (request) => {
    const id = (await getMarket(db, idOf(request))).id;
    const changes = marketChanges(bodyOf(request.body));
    await operatorOnce(request, `matka.market.update:${id}`, (q) => updateMarket(q, id, changes, actorOf(request.operator!), now()));
    return ok(await answerMarket(id), 'Market saved');
  });

  app.get<{ Params: { id: string; date: string } }>('/matka/markets/:id/draws/:date', anyOperator, async (request) => {
    const m = await getMarket(db, idOf(request));
    if (!isDrawDate(request.params.date)) throw notFound('Draw not found');
    return ok(await opsDraw(db, m, request.params.date));
  });

  /**
   * A result or a void: a result on the draw's clock; both wait for a second operator (unless turned off), who
   * declares the same (route or approvals page). Resuming a session that already holds this result needs nobody.
   */
  async function declare(request: FastifyRequest, id: string, date: string, session: Session, pana: string, confirm?: string): Promise<{ waits: ApprovalRow } | { report: SettleReport }> {
    const actor = actorOf(request.operator!);
    const m = await getMarket(db, id);
    if (pana !== 'void') assertResultOnTime(m, date, session, now());
    const gate = await db.tx(async (q) => {
      const req = await matkaResultRequest(q, m, date, session, pana, await readControls(q));
      return req ? fourEyes(q, req, actor, now(), { confirm }) : ({ go: true, approval: null } as const);
    });
    if (!gate.go) return { waits: gate.approval };
    try {
      return { report: await declareResult(db, { marketId: id, date, session, pana }, actor, { now: now() }) };
    } catch (error) {
      if (gate.approval) await reopenApproval(db, gate.approval.id, actor, now(), (error as Error).message);
      throw error;
    }
  }
  const declared = async (reply: FastifyReply, id: string, date: string, done: Awaited<ReturnType<typeof declare>>, what: (r: SettleReport) => string) =>
    'waits' in done ? waitsForSecondOperator(reply, done.waits) : ok(await settleAnswer(id, date, done.report), what(done.report));
  const resultMessage = (session: Session, pana: string) => (r: SettleReport) => settled(r, `${session === 'open' ? 'Open' : 'Close'} ${pana} declared`);
  const voidMessage = (r: SettleReport) => (r.alreadySettled ? 'Session was already void' : `Session void: ${r.bets} bets refunded`);

  app.post<{ Params: { id: string } }>('/matka/markets/:id/result', resulter, async (request, reply) => {
    const id = (await getMarket(db, idOf(request))).id;
    const body = bodyOf(request.body);
    const [date, session, pana] = [dateOf(body), sessionField(body), textField(body, 'pana')];
    if (pana === 'void') throw unprocessable([RESULT_MESSAGES.badPana]); // voiding is its own call
    return declared(reply, id, date, await declare(request, id, date, session, pana), resultMessage(session, pana));
  });

  app.post<{ Params: { id: string } }>('/matka/markets/:id/settle', resulter, async (request) => {
    const id = (await getMarket(db, idOf(request))).id;
    const body = bodyOf(request.body);
    const [date, session] = [dateOf(body), sessionField(body)];
    const s = (await readDraw(db, id, date))[session];
    if (s.status === 'open') throw conflict('This session has no result to settle');
    const pana = s.status === 'void' ? 'void' : s.pana!;
    const r = await declareResult(db, { marketId: id, date, session, pana }, actorOf(request.operator!), { now: now() });
    return ok(await settleAnswer(id, date, r), settled(r, 'Settlement'));
  });

  app.post<{ Params: { id: string } }>('/matka/markets/:id/void', resulter, async (request, reply) => {
    const id = (await getMarket(db, idOf(request))).id;
    const body = bodyOf(request.body);
    const [date, session] = [dateOf(body), sessionField(body)];
    return declared(reply, id, date, await declare(request, id, date, session, 'void'), voidMessage);
  });

  // The approvals page's second operator declares the proposed pana (approval-routes.ts).
  app.opsApprovalExecutors.set('matka.result', async (request, a) => {
    const [, id, date, session] = a.target.split(':') as [string, string, string, Session];
    const pana = String(a.payload.pana);
    const done = await declare(request, id, date, session, pana, a.id);
    return 'report' in done ? (pana === 'void' ? voidMessage(done.report) : resultMessage(session, pana)(done.report)) : 'Waiting for a second operator';
  });

  app.post<{ Params: { id: string } }>('/matka/markets/:id/rollback', rollbacker, async (request) => {
    const id = (await getMarket(db, idOf(request))).id;
    const body = bodyOf(request.body);
    const [date, session, runId] = [dateOf(body), sessionField(body), textField(body, 'run_id')];
    if (!/^\d{1,18}$/.test(runId)) throw notFound('Settlement not found on this session');
    const done = await rollbackSession(db, { marketId: id, date, session, runId }, actorOf(request.operator!), now());
    const draw = await opsDraw(db, await getMarket(db, id), date);
    return ok({ run_id: done.runId, postings: done.postings, already_rolled_back: done.alreadyRolledBack, draw }, done.alreadyRolledBack ? 'This settlement was already rolled back' : 'Settlement rolled back: a new result can be declared');
  });
}
