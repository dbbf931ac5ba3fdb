import { BonusClaimBody, BonusMine, BonusTerms } from '@khel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../auth/player-guard';
import { BONUS_MESSAGES, claimBonus } from '../../bonus/lifecycle';
import { startBonusSweep } from '../../bonus/sweep';
import { bonusMine, bonusTerms } from '../../bonus/views';
import { unprocessable } from '../../http/errors';
import { playerOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { schemaOf } from '../../http/schemas/from-class';
import { bodyOf } from '../../ops/input';
import { siteIdOf } from '../../wallet/site';

export const CLAIM_MESSAGES = { badId: 'bonus_id must be the id of an offer', claimed: 'Bonus claimed' } as const;

/**
 * /bonus: the player's bonus page. The terms (public: the payment bonus per method, the welcome bonus, wagering
 * and expiry), the player's bonuses with the locked one's wagering progress, and claiming an offer. The expiry
 * sweep (src/bonus/sweep.ts) runs where this service is served (KHEL_EXPIRY_SWEEP_MS, 0 turns it off).
 */
export async function bonusPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = ['bonus'];
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ schema: routeSchema({ tags, ...spec }) });
  const claimBody = { ...schemaOf(BonusClaimBody), description: `Checked by the route; refusals: 422 ${CLAIM_MESSAGES.badId}` };

  app.get('/terms', schema({ summary: 'The bonus terms: payment bonus per deposit method, welcome bonus, wagering, contributions, expiry', query: { domain: 'The site (default: the configured domain)' }, data: BonusTerms }), async (request) =>
    ok(await bonusTerms(db, await siteIdOf(request))));

  app.get('/mine', { preHandler: requirePlayer, ...schema({ summary: "The player's bonuses: the one wagering (with progress per product), offers to claim, history", security: 'player', data: BonusMine }) }, async (request) =>
    ok(await bonusMine(db, request.player!.userId, app.deps.now())));

  app.post('/claim', {
    preHandler: requirePlayer,
    ...schema({
      summary: 'Claim an offer: it goes on the bonus account and starts wagering', security: 'player', body: claimBody, data: BonusMine, message: CLAIM_MESSAGES.claimed,
      refusals: { 400: Object.values(BONUS_MESSAGES).join(' / '), 422: CLAIM_MESSAGES.badId },
    }),
  }, async (request) => {
    const raw = bodyOf(request.body).bonus_id;
    const id = typeof raw === 'number' ? String(raw) : raw;
    if (typeof id !== 'string' || !/^[0-9]{1,18}$/.test(id)) throw unprocessable([CLAIM_MESSAGES.badId]);
    const userId = request.player!.userId;
    const mine = await playerOnce(request, 'bonus:claim', async (q) => {
      await claimBonus(q, userId, id, app.deps.now());
      return bonusMine(q, userId, app.deps.now());
    });
    return ok(mine, CLAIM_MESSAGES.claimed);
  });

  const intervalMs = app.deps.config.expirySweepMs;
  if (intervalMs > 0) {
    const stop = startBonusSweep(db, { intervalMs, now: app.deps.now, log: app.log });
    app.addHook('onClose', async () => stop());
  }
}
