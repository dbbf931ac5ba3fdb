import { FANTASY_CONTEST_TABS, FANTASY_MESSAGES, type FantasyContestTab } from '@khel/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { playerClaims, requirePlayer } from '../../auth/player-guard';
import { forbidden } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute } from '../../http/schemas/by-route';
import { fightInput, playersInput } from '../../fantasy/fight-input';
import { cancelFight, editTeam, pairMe, postFight, takeFight, type FightDone } from '../../fantasy/fights';
import { getMatch } from '../../fantasy/matches';
import { matchDetail, matchList, myContest, myContests, openFights } from '../../fantasy/views';
import { playerFigures } from '../../sports/player-reads';
import { intQuery, oneOfQuery, queryOf } from '../sports/matka-input';
import { FANTASY_SCHEMAS } from './schemas';

/**
 * /fantasy: cricket-fight (issue 29). Public reads of matches, squads and open fights; the player's fights (post,
 * take, pair me, change a team, cancel) and contests. Money-moving calls take an Idempotency-Key (the domain's
 * client key) and answer with the fight and the wallet's figures, so the page updates the header at once. Demo
 * players cannot stake (403, as on every product). The game's rules live in src/fantasy; routes only parse.
 */
export async function fantasyPlugin(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['fantasy'], FANTASY_SCHEMAS, app.prefix);
  const { db } = app.deps;
  const now = () => app.deps.now();
  type ById = FastifyRequest<{ Params: { id: string } }>;

  const staking = async (request: FastifyRequest, reply: FastifyReply) => {
    await requirePlayer(request, reply);
    if (request.player!.isDemo) throw forbidden(FANTASY_MESSAGES.demo);
  };
  const player = { preHandler: requirePlayer };
  const bettor = { preHandler: staking };
  const answer = async (request: FastifyRequest, done: FightDone, message: string) => {
    const userId = request.player!.userId;
    const at = now();
    return ok({ fight: await myContest(db, userId, done.fightId, at), paired: done.paired, balance: await playerFigures(db, userId) }, message);
  };
  const opts = (request: FastifyRequest) => ({ clientKey: idempotencyKeyOf(request), now: now() });

  app.get('/matches', async () => ok(await matchList(db, now())));

  app.get<{ Params: { id: string } }>('/matches/:id', async (request) => ok(await matchDetail(db, await getMatch(db, request.params.id), now())));

  app.get<{ Params: { id: string } }>('/matches/:id/fights', async (request) => {
    const m = await getMatch(db, request.params.id);
    // A player's token marks their own fights; the list itself is public.
    let userId: string | null = null;
    try {
      userId = playerClaims(request, now()).sub;
    } catch {
      userId = null;
    }
    return ok(await openFights(db, m.id, userId));
  });

  app.post('/fights', bettor, async (request) => {
    const done = await postFight(db, request.player!.userId, fightInput(request.body), opts(request));
    return answer(request, done, 'Fight posted');
  });

  app.post<{ Params: { id: string } }>('/fights/:id/take', bettor, async (request: ById) => {
    const done = await takeFight(db, request.player!.userId, request.params.id, playersInput(request.body), opts(request));
    return answer(request, done, 'Fight taken');
  });

  app.post('/pair', bettor, async (request) => {
    const done = await pairMe(db, request.player!.userId, fightInput(request.body), opts(request));
    return answer(request, done, done.paired ? 'Paired: your fight is on' : 'Posted: you will be paired with the next equal request');
  });

  app.post<{ Params: { id: string } }>('/fights/:id/team', player, async (request: ById) => {
    const done = await editTeam(db, request.player!.userId, request.params.id, playersInput(request.body), opts(request));
    return answer(request, done, 'Team saved');
  });

  app.post<{ Params: { id: string } }>('/fights/:id/cancel', player, async (request: ById) => {
    const done = await cancelFight(db, request.player!.userId, request.params.id, opts(request));
    return answer(request, done, 'Fight cancelled');
  });

  app.get('/my/contests', player, async (request) => {
    const q = queryOf(request.query);
    const tab: FantasyContestTab = oneOfQuery(q, 'tab', FANTASY_CONTEST_TABS) ?? 'upcoming';
    return ok(await myContests(db, request.player!.userId, tab, intQuery(q, 'page', 1, 100_000), intQuery(q, 'page_size', 20, 100), now()));
  });

  app.get<{ Params: { id: string } }>('/my/contests/:id', player, async (request: ById) => ok(await myContest(db, request.player!.userId, request.params.id, now())));
}
