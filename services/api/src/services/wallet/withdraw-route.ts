import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { routeSchema } from '../../http/schemas/route';
import { RequestCreated } from '@khel/shared/contracts';
import { WithdrawDto } from '@khel/shared/validation';
import { requireWalletPlayer } from '../../wallet/guard';
import { playerOnce as once } from '../../http/idempotency';
import { siteIdOf } from '../../wallet/site';
import { createWithdrawal } from '../../wallet/withdrawals';

/**
 * POST /user/api/get-id/wallet-withdraw (SPEC §7 puts it on the user service): registered by the user plugin.
 * The amount leaves cash for the withdrawal hold in the transaction that records the request.
 */
export async function withdrawRoute(app: FastifyInstance): Promise<void> {
  const schema = routeSchema({
    tags: ['wallet'],
    summary: 'A withdrawal request: the amount moves from cash to the withdrawal hold at once; takes an Idempotency-Key',
    security: 'player',
    body: WithdrawDto,
    data: RequestCreated,
    refusals: { 400: 'Insufficient Balance, the withdrawal password, a flagged payout account', 403: 'Demo players cannot use the wallet' },
  });
  app.post('/api/get-id/wallet-withdraw', { preHandler: requireWalletPlayer, schema }, async (request) => {
    const siteId = await siteIdOf(request);
    const result = await once(request, 'withdraw', (q) =>
      createWithdrawal(q, { userId: request.player!.userId, siteId, body: request.body, now: app.deps.now() }),
    );
    return ok(result.data, result.message);
  });
}
