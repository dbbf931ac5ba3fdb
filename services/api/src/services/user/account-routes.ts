import type { FastifyInstance } from 'fastify';
import { StakesDto } from '@khel/shared/validation';
import { playerClaims, requirePlayer, SESSION_ENDED_MESSAGE } from '../../auth/player-guard';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { walletFigures } from '../../ledger';
import { AUTH_MESSAGES as M } from './messages';
import { BalanceBatcher, type BalanceRow } from './balance-batcher';
import { BalanceCache } from './balance-cache';
import { findUserBy } from './users-repo';
import { userView } from './user-view';

/** The balance poll's answer: bl, ex, bc, eb at the top level of the body (SPEC §7). */
interface PollAnswer {
  success: true;
  bl: number;
  ex: number;
  bc: number;
  eb: number;
  expiresMs: number;
}

function pollAnswer(row: BalanceRow): PollAnswer {
  const figures = walletFigures({ cash: BigInt(row.cash), bonus: BigInt(row.bonus), exposure: BigInt(row.exposure), withdrawalHold: BigInt(row.hold) });
  return { success: true, bl: figures.bl, ex: figures.ex, bc: row.bets_count, eb: figures.eb, expiresMs: row.expires_ms };
}

/** /user/api/*: the logged-in player's own account. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = app.deps;

  app.get('/api/get-user-info', { preHandler: requirePlayer }, async (request) => {
    const user = await findUserBy(db, 'id', request.player!.userId);
    if (!user) throw unauthorized(SESSION_ENDED_MESSAGE);
    return ok(await userView(db, user));
  });

  app.get('/api/get-user-pl-info', { preHandler: requirePlayer }, async (request) => {
    const user = await findUserBy(db, 'id', request.player!.userId);
    if (!user) throw unauthorized(SESSION_ENDED_MESSAGE);
    // Bets arrive with the sports and casino services; until then every figure is zero.
    return ok({ bets_count: user.bets_count, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 });
  });

  // The balance poll (every 2 s per logged-in player, SPEC §4): answered from the cache while the player's data
  // is unchanged; otherwise session check and balances in one read, batched with the other polls of the moment.
  const batcher = new BalanceBatcher(db, deps.now);
  const balances = new BalanceCache<PollAnswer>(db.changes, async (sid, uid) => {
    const row = await batcher.load(sid, uid);
    return row && pollAnswer(row);
  });
  app.addHook('onClose', async () => balances.close());
  // A response schema lets Fastify serialise this hot answer with a compiled serializer (and leaves expiresMs out).
  const balanceSchema = {
    response: {
      200: {
        type: 'object',
        properties: { success: { type: 'boolean' }, bl: { type: 'number' }, ex: { type: 'number' }, bc: { type: 'integer' }, eb: { type: 'number' } },
        required: ['success', 'bl', 'ex', 'bc', 'eb'],
      },
    },
  };
  app.post('/api/wallet-balance', { schema: balanceSchema }, async (request) => {
    const now = deps.now();
    const claims = playerClaims(request, now);
    const answer = await balances.get(claims.sid, claims.sub, now.getTime());
    if (!answer) throw unauthorized(SESSION_ENDED_MESSAGE);
    return answer;
  });

  app.put('/api/stakes', { preHandler: requirePlayer }, async (request) => {
    const body = await parseBody(StakesDto, request.body);
    await db.query('UPDATE users SET stakes = $2::jsonb WHERE id = $1', [request.player!.userId, JSON.stringify(body.stakes)]);
    return ok({ stakes: body.stakes }, M.stakesSaved);
  });
}
