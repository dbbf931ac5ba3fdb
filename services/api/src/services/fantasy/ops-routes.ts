import {
  OpsFantasyFightPage, OpsFantasyMatchBody, OpsFantasyMatchDetail, OpsFantasyMatchList, OpsFantasyRollbackBody, OpsFantasyRollbackReport, OpsFantasyScoresBody,
  OpsFantasySettleReport, OpsFantasyStatusBody, FANTASY_FIGHT_STATUSES,
} from '@khel/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';
import { APPROVAL_TEXT } from '../../fantasy/correction-approval';
import { CORRECTION_TEXT, correctScores } from '../../fantasy/corrections';
import { formatRupees } from '@khel/shared/validation';
import { getMatch } from '../../fantasy/matches';
import { createMatch, reopenMatch, updateMatch } from '../../fantasy/operator-matches';
import { matchChanges, newMatch, scoresInput, statusInput } from '../../fantasy/ops-input';
import { opsFights, opsMatchDetail, opsMatchList } from '../../fantasy/ops-views';
import { rollbackMatch, settleMatch, SETTLE_TEXT, type SettleReport } from '../../fantasy/settle';
import { writeAudit } from '../../ops/audit';
import { bodyOf, requiredText } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { intQuery, oneOfQuery, queryOf } from '../sports/matka-input';

/**
 * Who may do what on the console's fantasy pages (the permissions of shared/src/validation/operator-permissions.ts),
 * one line each: reading is any operator's; the match's day (scores of an operator-fed match, its status, settling)
 * is a trader's, like settling a sports market; configuration (matches, squads, contest types and commission) needs
 * config.manage; corrections after the result (they move money already paid) and rollbacks need settlements.rollback.
 */
const MAY = {
  read: { preHandler: requireOperator('console.read') },
  configure: { preHandler: requireOperator('config.manage') },
  score: { preHandler: requireOperator('sports.settle') },
  correct: { preHandler: requireOperator('settlements.rollback') },
  rollback: { preHandler: requireOperator('settlements.rollback') },
};

export const FANTASY_OPS_TEXT = {
  simulated: "This match's scores come from the simulator: correct them once it is completed",
  over: 'The match is over: correct its scores instead',
} as const;

const operator = 'operator' as const;
const matchId = { id: 'Match id' };
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field (src/fantasy/ops-input.ts); each refusal is a 422 naming the field.' });
const ADMIN = 'Admins only (403 "Only an admin can do this"). Audited.';
const ANY = 'Any operator. Audited.';

const SCHEMAS: RouteSpecs = {
  'GET /fantasy/matches': { summary: 'Fantasy matches with their fights (counts, money held), commission and settlement', security: operator, data: OpsFantasyMatchList },
  'POST /fantasy/matches': {
    summary: 'Create a match: teams, start time, feed (simulator or operator), both squads with roles, contest types', security: operator, body: checked(OpsFantasyMatchBody),
    data: OpsFantasyMatchDetail, description: `${ADMIN} A simulator-fed match also gets its exchange event (match odds, two fancy lines), which the simulator moves.`,
    refusals: { 422: 'start_time must be in the future / players must hold 2 to 25 players of team a' },
  },
  'GET /fantasy/matches/:id': { summary: 'A match with its squads, scores, fights and settlement', security: operator, params: matchId, data: OpsFantasyMatchDetail, refusals: { 404: 'Match not found' } },
  'POST /fantasy/matches/:id': {
    summary: 'Edit a match (the fields sent): competition, venue, start time and squads before the start, contest types (stakes, commission) for new fights',
    security: operator, params: matchId, body: checked(OpsFantasyMatchBody), data: OpsFantasyMatchDetail, description: ADMIN,
    refusals: { 400: 'The match has started: its squads and start time can no longer change', 409: 'x is in a fight\'s team and cannot be removed' },
  },
  'GET /fantasy/matches/:id/fights': {
    summary: "A match's fights, newest first", security: operator, params: matchId, query: { status: 'open, matched, settled, refunded or cancelled', page: 'From 1', page_size: '1 to 100 (50)' },
    data: OpsFantasyFightPage,
  },
  'POST /fantasy/matches/:id/scores': {
    summary: "Enter scores of an operator-fed match while it is played (pushed live to the players)", security: operator, params: matchId, body: checked(OpsFantasyScoresBody),
    data: OpsFantasyMatchDetail, description: ANY, refusals: { 400: `${FANTASY_OPS_TEXT.simulated} / ${FANTASY_OPS_TEXT.over}` },
  },
  'POST /fantasy/matches/:id/corrections': {
    summary: "Correct a completed match's scores: a settled match settles again (its settlement reversed, exactly once)", security: operator, params: matchId,
    body: checked(OpsFantasyScoresBody), data: OpsFantasySettleReport,
    description: `${ADMIN} A correction that moves more than ₹1,00,000 is kept as a proposal (awaiting_second_admin) until another admin sends the same correction.`,
    refusals: { 400: CORRECTION_TEXT.notOver, 409: `Player x no longer holds the settled amount; the result cannot be rolled back / ${APPROVAL_TEXT.ownProposal}`, 422: CORRECTION_TEXT.reason },
  },
  'POST /fantasy/matches/:id/status': {
    summary: 'Set the status: live, completed (settles on the scores) or abandoned (refunds every fight); live again undoes a result that was rolled back',
    security: operator, params: matchId, body: checked(OpsFantasyStatusBody), data: OpsFantasySettleReport, description: ANY, refusals: { 409: 'Roll the settlement back first' },
  },
  'POST /fantasy/matches/:id/settle': {
    summary: 'Settle the completed (or abandoned) match: resumes a crashed run; again, pays nothing more', security: operator, params: matchId,
    body: { type: 'object', description: 'Empty' }, data: OpsFantasySettleReport,
    description: ANY, refusals: { 409: SETTLE_TEXT.notOver },
  },
  'POST /fantasy/matches/:id/rollback': {
    summary: "Roll the match's settlement back: its postings reversed, its fights open to settle again", security: operator, params: matchId, body: checked(OpsFantasyRollbackBody),
    data: OpsFantasyRollbackReport, description: ADMIN, refusals: { 409: 'Settlement not found on this match / Player x no longer holds the settled amount; the result cannot be rolled back' },
  },
};

/** /ops/fantasy: the console's fantasy pages. Every change is audited (by the domain, or here for feed entries). */
export async function opsFantasyRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  const now = () => app.deps.now();
  type ById = FastifyRequest<{ Params: { id: string } }>;
  const detail = async (id: string) => opsMatchDetail(db, await getMatch(db, id), now());
  const report = async (id: string, r: SettleReport | null, proposed?: bigint) => ({
    run_id: r?.runId ?? null, bets: r?.bets ?? 0, players: r?.players ?? 0, resumed: r?.resumed ?? false, already_settled: r?.alreadySettled ?? false,
    resettled: r?.resettled ?? false, awaiting_second_admin: proposed !== undefined, moves: proposed === undefined ? null : Number(proposed) / 100, match: await detail(id),
  });
  const settledText = (r: SettleReport | null, what: string) =>
    !r ? what : r.alreadySettled ? `${what}: already settled, nothing more was paid` : `${what}: ${r.bets} bets of ${r.players} players settled${r.resettled ? ' again' : ''}`;
  const audit = (request: FastifyRequest, action: string, id: string, after: unknown) =>
    db.tx((q) => writeAudit(q, { actor: actorOf(request.operator!), action, target: `fantasy:${id}`, before: null, after, at: now() }));

  app.get('/fantasy/matches', MAY.read, async () => ok(await opsMatchList(db, now())));

  app.post('/fantasy/matches', MAY.configure, async (request) => {
    const input = newMatch(request.body, now());
    const id = await operatorOnce(request, 'fantasy.match.create', (q) => createMatch(q, input, actorOf(request.operator!), now()));
    return ok(await detail(id), `Match ${input.teamA} v ${input.teamB} created`);
  });

  app.get<{ Params: { id: string } }>('/fantasy/matches/:id', MAY.read, async (request: ById) => ok(await detail(request.params.id)));

  app.post<{ Params: { id: string } }>('/fantasy/matches/:id', MAY.configure, async (request: ById) => {
    const id = (await getMatch(db, request.params.id)).id;
    const changes = matchChanges(request.body, now());
    await operatorOnce(request, `fantasy.match.update:${id}`, (q) => updateMatch(q, id, changes, actorOf(request.operator!), now()));
    return ok(await detail(id), 'Match saved');
  });

  app.get<{ Params: { id: string } }>('/fantasy/matches/:id/fights', MAY.read, async (request: ById) => {
    const id = (await getMatch(db, request.params.id)).id;
    const q = queryOf(request.query);
    const status = oneOfQuery(q, 'status', FANTASY_FIGHT_STATUSES);
    return ok(await opsFights(db, id, { status, page: intQuery(q, 'page', 1, 100_000), pageSize: intQuery(q, 'page_size', 50, 100) }));
  });

  app.post<{ Params: { id: string } }>('/fantasy/matches/:id/scores', MAY.score, async (request: ById) => {
    const m = await getMatch(db, request.params.id);
    const { lines, reason } = scoresInput(request.body);
    if (m.status === 'completed' || m.status === 'abandoned') throw badRequest(FANTASY_OPS_TEXT.over);
    if (m.feed === 'simulator') throw badRequest(FANTASY_OPS_TEXT.simulated);
    await app.fantasy.operator.enter({ matchId: m.id, lines, actor: actorOf(request.operator!) });
    await audit(request, 'fantasy.scores.enter', m.id, { lines, reason: reason || null });
    return ok(await detail(m.id), 'Scores saved');
  });

  app.post<{ Params: { id: string } }>('/fantasy/matches/:id/corrections', MAY.correct, async (request: ById) => {
    const m = await getMatch(db, request.params.id);
    const { lines, reason } = scoresInput(request.body);
    const done = await correctScores(db, { matchId: m.id, lines, reason }, actorOf(request.operator!), { now: now(), hub: app.hasDecorator('sports') ? app.sports.hub : undefined });
    const message =
      done.proposed !== undefined ? APPROVAL_TEXT.proposed(formatRupees(done.proposed))
      : done.changed ? settledText(done.settlement, `${done.changed} players corrected`)
      : 'Nothing changed: those are the scores already';
    return ok(await report(m.id, done.settlement, done.proposed), message);
  });

  app.post<{ Params: { id: string } }>('/fantasy/matches/:id/status', MAY.score, async (request: ById) => {
    const m = await getMatch(db, request.params.id);
    const status = statusInput(bodyOf(request.body));
    const actor = actorOf(request.operator!);
    if (status === 'live' && (m.status === 'completed' || m.status === 'abandoned')) {
      await db.tx((q) => reopenMatch(q, m.id, actor, now()));
      return ok(await report(m.id, null), 'Match reopened');
    }
    let settled: SettleReport | null = null;
    if (status !== m.status) {
      settled = await app.fantasy.applier.enqueue({ matchId: m.id, status, actor });
      await audit(request, 'fantasy.match.status', m.id, { before: m.status, status });
    }
    return ok(await report(m.id, settled), settledText(settled, status === 'abandoned' ? 'Match abandoned' : status === 'completed' ? 'Match completed' : 'Match live'));
  });

  app.post<{ Params: { id: string } }>('/fantasy/matches/:id/settle', MAY.score, async (request: ById) => {
    const m = await getMatch(db, request.params.id);
    const r = await settleMatch(db, m.id, actorOf(request.operator!), { now: now() });
    return ok(await report(m.id, r), settledText(r, 'Settlement'));
  });

  app.post<{ Params: { id: string } }>('/fantasy/matches/:id/rollback', MAY.rollback, async (request: ById) => {
    const m = await getMatch(db, request.params.id);
    const runId = requiredText(bodyOf(request.body), 'run_id', 20);
    if (!/^\d{1,18}$/.test(runId)) throw notFound(SETTLE_TEXT.otherRun);
    const done = await rollbackMatch(db, m.id, runId, actorOf(request.operator!), now());
    return ok(
      { run_id: runId, postings: done.postings, already_rolled_back: done.alreadyRolledBack, match: await detail(m.id) },
      done.alreadyRolledBack ? 'This settlement was already rolled back' : 'Settlement rolled back: the match can be settled again',
    );
  });
}
