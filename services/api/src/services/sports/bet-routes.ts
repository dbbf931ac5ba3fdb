import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePlayer } from '../../auth/player-guard';
import { forbidden, unprocessable } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { playerPosition } from '../../sports/book';
import { BetRefused, REFUSALS } from '../../sports/bet-price';
import { loadMarket } from '../../sports/catalog';
import { cashOut, cashOutOffer } from '../../sports/cash-out-bets';
import { awaitBet } from '../../sports/pending';
import { placeBet, type BetView } from '../../sports/place-bet';
import { myMarkets } from '../../sports/my-market';
import { playerFigures } from '../../sports/player-reads';
import { playerBets } from '../../sports/queries';
import { sidesFor } from '../../sports/types';
import { BET_INPUT_MESSAGES, betInput, cashOutInput, idParam } from './bet-input';
import { betView, cashOutQuoteView, myMarketView, playerBetView, positionView } from './views';

/**
 * The player's bets: place (POST /sports/bets), their bets and positions, cash-out. Placing and cashing out are
 * idempotent on the Idempotency-Key header, passed to the domain as its client key (scopes sports:bet and
 * sports:cash-out; never also playerOnce). In play, the route waits the market's delay and answers the bet as
 * taken or refused then (the sweep of runtime.ts takes it if nobody waits). Answers carry the player's figures
 * (bl, ex, bc, eb) so the page updates the header at once. Demo players (no money of their own, SPEC's demo
 * login) cannot bet: 403, as the wallet refuses them; they still read prices.
 */

export const BET_ROUTE_MESSAGES = {
  demo: 'Demo players cannot place bets',
  placed: 'Bet placed',
  refused: 'Bet refused',
  pending: 'Bet is waiting for the in-play delay',
  cashedOut: 'Cashed out',
  open: 'open must be 1 or 0',
} as const;

/** How long past a bet's delay the route still waits for its outcome before answering it as pending. */
const DELAY_MARGIN_MS = 5_000;

async function requireBettingPlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requirePlayer(request, reply);
  if (request.method === 'POST' && request.player!.isDemo) throw forbidden(BET_ROUTE_MESSAGES.demo);
}

export async function betRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const now = () => app.deps.now();
  app.addHook('preHandler', requireBettingPlayer);

  /** Waits out a pending bet (its delay plus a margin) and answers what it became. */
  async function settled(bet: BetView): Promise<BetView> {
    if (bet.status !== 'pending' || !bet.acceptAfter) return bet;
    const limit = Math.max(0, new Date(bet.acceptAfter).getTime() - Date.now()) + DELAY_MARGIN_MS;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<BetView>((resolve) => (timer = setTimeout(() => resolve(bet), limit)));
    try {
      return await Promise.race([awaitBet(db, bet), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  app.post('/bets', async (request) => {
    const input = betInput(request.body);
    const clientKey = idempotencyKeyOf(request);
    const userId = request.player!.userId;
    const first = await placeBet(db, { userId, ...input, clientKey }, now);
    const bet = await settled(first);
    const message = bet.status === 'refused' ? BET_ROUTE_MESSAGES.refused : bet.status === 'pending' ? BET_ROUTE_MESSAGES.pending : BET_ROUTE_MESSAGES.placed;
    return ok({ bet: betView(bet), balance: await playerFigures(db, userId) }, message);
  });

  app.get('/bets', async (request) => {
    const query = request.query as Record<string, unknown>;
    const eventId = query.event_id === undefined || query.event_id === '' ? undefined : idParam(query.event_id, 'Event');
    if (query.open !== undefined && query.open !== '1' && query.open !== '0') throw unprocessable([BET_ROUTE_MESSAGES.open]);
    const open = query.open === undefined ? undefined : query.open === '1';
    const bets = await playerBets(db, request.player!.userId, { open, eventId });
    return ok({ items: bets.filter((b) => b.product === 'sports').map(playerBetView) });
  });

  app.get('/positions', async (request) => {
    const eventId = idParam((request.query as Record<string, unknown>).event_id, 'Event');
    const userId = request.player!.userId;
    const { rows } = await db.query<{ market_id: string }>(
      `SELECT DISTINCT b.market_id::text FROM bets b JOIN sports_markets m ON m.id = b.market_id
        WHERE b.user_id = $1 AND b.product = 'sports' AND b.status = 'matched' AND m.event_id = $2 ORDER BY 1`,
      [userId, eventId],
    );
    const items = [];
    for (const r of rows) items.push(positionView(r.market_id, await playerPosition(db, userId, r.market_id)));
    return ok({ items });
  });

  // My Market: every market where the player has money at stake (sports, racing, matka, fantasy), from the bets.
  app.get('/my-market', async (request) => ok({ items: (await myMarkets(db, request.player!.userId)).map(myMarketView) }));

  app.get('/position', async (request) => {
    const query = request.query as Record<string, unknown>;
    const marketId = idParam(query.market_id, 'Market');
    const userId = request.player!.userId;
    const before = positionView(marketId, await playerPosition(db, userId, marketId));
    if (query.side === undefined && query.stake === undefined) return ok({ before, after: null });
    const line = typeof query.line === 'string' && /^-?\d{1,7}$/.test(query.line) ? Number(query.line) : query.line;
    const bet = betInput({ ...query, line });
    if (bet.marketId !== marketId) throw unprocessable([BET_INPUT_MESSAGES.id('market_id')]);
    const m = await loadMarket(db, marketId);
    if (!m.runnerIds.includes(bet.runnerId)) throw new BetRefused(REFUSALS.runner);
    if (!sidesFor(m.kind).includes(bet.side)) throw new BetRefused(REFUSALS.side);
    const withBet = { side: bet.side, runnerId: bet.runnerId, oddsX100: bet.oddsX100, stake: bet.stake, line: bet.line };
    return ok({ before, after: positionView(marketId, await playerPosition(db, userId, marketId, withBet)) });
  });

  app.get('/cash-out', async (request) => {
    const marketId = idParam((request.query as Record<string, unknown>).market_id, 'Market');
    return ok(cashOutQuoteView(marketId, await cashOutOffer(db, request.player!.userId, marketId)));
  });

  app.post('/cash-out', async (request) => {
    const input = cashOutInput(request.body);
    const clientKey = idempotencyKeyOf(request);
    const userId = request.player!.userId;
    // In play the hedge waits the market's delay, like any bet, and is then taken at the prices of that moment.
    const m = await loadMarket(db, input.marketId);
    if (m.inPlay && m.betDelaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, m.betDelaySeconds * 1000));
    const done = await cashOut(db, { userId, ...input, clientKey }, now);
    return ok({ profit: Number(done.profit) / 100, bets: done.bets.map(betView), balance: await playerFigures(db, userId) }, BET_ROUTE_MESSAGES.cashedOut);
  });
}
