import type { FastifyInstance } from 'fastify';
import { StakesDto } from '@khel/shared/validation';
import { playerClaims, requirePlayer, SESSION_ENDED_MESSAGE } from '../../auth/player-guard';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { BalancePoll, PlInfo, StakesSaved, User } from '@khel/shared/contracts';
import { schemaOf } from '../../http/schemas/from-class';
import { walletFigures } from '../../ledger';
import { AUTH_MESSAGES as M } from './messages';
import { BalanceBatcher, type BalanceRow } from './balance-batcher';
import { SessionCache } from '../../auth/session-cache';
import { findUserBy } from '../../user/users-repo';
import { userView } from './user-view';

/** The balance poll's answer (the shared BalancePoll, at the top level of the body, SPEC §7) and when it goes stale. */
type PollAnswer = BalancePoll & { success: true; expiresMs: number };

function pollAnswer(row: BalanceRow): PollAnswer {
  const figures = walletFigures({ cash: BigInt(row.cash), bonus: BigInt(row.bonus), exposure: BigInt(row.exposure), withdrawalHold: BigInt(row.hold) });
  return { success: true, bl: figures.bl, ex: figures.ex, bc: row.bets_count, eb: figures.eb, expiresMs: row.expires_ms };
}

/** /user/api/*: the logged-in player's own account. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = app.deps;

  const tags = ['user: account'];
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ schema: routeSchema({ tags, security: 'player', ...spec }) });

  app.get('/api/get-user-info', { preHandler: requirePlayer, ...schema({ summary: "The player's account (User, amounts in rupees)", data: User }) }, async (request) => {
    const user = await findUserBy(db, 'id', request.player!.userId);
    if (!user) throw unauthorized(SESSION_ENDED_MESSAGE);
    return ok(await userView(db, user));
  });

  app.get('/api/get-user-pl-info', { preHandler: requirePlayer, ...schema({ summary: "The player's profit and loss (zero until bets arrive)", data: PlInfo }) }, async (request) => {
    const user = await findUserBy(db, 'id', request.player!.userId);
    if (!user) throw unauthorized(SESSION_ENDED_MESSAGE);
    // Bets arrive with the sports and casino services; until then every figure is zero.
    return ok({ bets_count: user.bets_count, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 });
  });

  // The balance poll (every 2 s per logged-in player, SPEC §4): answered from the cache while the player's data
  // is unchanged; otherwise session check and balances in one read, batched with the other polls of the moment.
  const batcher = new BalanceBatcher(db, deps.now);
  const balances = new SessionCache<PollAnswer>(db.changes, async (sid, uid) => {
    const row = await batcher.load(sid, uid);
    return row && pollAnswer(row);
  });
  app.addHook('onClose', async () => balances.close());
  // The response schema lets Fastify serialise this hot answer with a compiled serializer (and leaves expiresMs out).
  const balanceSchema = schema({
    summary: 'The balance poll (every 2 s): bl, ex, bc, eb at the top level, no envelope',
    body: { type: 'object', description: 'Empty' },
    answer: { 200: schemaOf(BalancePoll) },
  });
  app.post('/api/wallet-balance', balanceSchema, async (request) => {
    const now = deps.now();
    const claims = playerClaims(request, now);
    const answer = await balances.get(claims.sid, claims.sub, now.getTime());
    if (!answer) throw unauthorized(SESSION_ENDED_MESSAGE);
    return answer;
  });

  app.put('/api/stakes', { preHandler: requirePlayer, ...schema({ summary: "Save the player's 4 stake buttons", body: StakesDto, data: StakesSaved, message: M.stakesSaved }) }, async (request) => {
    const body = await parseBody(StakesDto, request.body);
    await db.query('UPDATE users SET stakes = $2::jsonb WHERE id = $1', [request.player!.userId, JSON.stringify(body.stakes)]);
    return ok({ stakes: body.stakes }, M.stakesSaved);
  });
}
