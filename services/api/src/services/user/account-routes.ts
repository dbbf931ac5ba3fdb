import type { FastifyInstance } from 'fastify';
import { StakesDto } from '@khel/shared/validation';
import { playerClaims, requirePlayer, SESSION_ENDED_MESSAGE } from '../../auth/player-guard';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { walletFigures } from '../../ledger';
import { AUTH_MESSAGES as M } from './messages';
import { findUserBy } from './users-repo';
import { userView } from './user-view';

/**
 * The balance poll (every 2 s per logged-in player, SPEC §4) in one round trip: session check and the four
 * ledger balances together.
 */
const BALANCE_SQL = `
  SELECT u.bets_count,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'cash'), 0)::text AS cash,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'bonus'), 0)::text AS bonus,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'exposure'), 0)::text AS exposure,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'withdrawal_hold'), 0)::text AS hold
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN ledger_accounts a ON a.user_id = u.id
   WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3 AND NOT u.blocked
   GROUP BY u.id`;

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

  app.post('/api/wallet-balance', async (request) => {
    const now = deps.now();
    const claims = playerClaims(request, now);
    const { rows } = await db.query<{ bets_count: number; cash: string; bonus: string; exposure: string; hold: string }>(BALANCE_SQL, [claims.sid, claims.sub, now]);
    const row = rows[0];
    if (!row) throw unauthorized(SESSION_ENDED_MESSAGE);
    const figures = walletFigures({ cash: BigInt(row.cash), bonus: BigInt(row.bonus), exposure: BigInt(row.exposure), withdrawalHold: BigInt(row.hold) });
    // The client reads bl, ex, bc, eb at the top level of the body (SPEC §7).
    return { success: true, bl: figures.bl, ex: figures.ex, bc: row.bets_count, eb: figures.eb };
  });

  app.put('/api/stakes', { preHandler: requirePlayer }, async (request) => {
    const body = await parseBody(StakesDto, request.body);
    await db.query('UPDATE users SET stakes = $2::jsonb WHERE id = $1', [request.player!.userId, JSON.stringify(body.stakes)]);
    return ok({ stakes: body.stakes }, M.stakesSaved);
  });
}
