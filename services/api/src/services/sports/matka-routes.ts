import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePlayer } from '../../auth/player-guard';
import { forbidden } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute } from '../../http/schemas/by-route';
import { istDate } from '../../matka/clock';
import { getMarket, listMarkets } from '../../matka/markets';
import { placeSlip, type SlipView } from '../../matka/place-slip';
import { chart, resultHistory } from '../../matka/results';
import { slipInput } from '../../matka/slip-input';
import { marketView, myBets, todaySessions } from '../../matka/views';
import { intQuery, marketParam, oneOfQuery, queryOf } from './matka-input';
import { MATKA_SCHEMAS } from './matka-schemas';

/**
 * /sports/matka: markets with today's draw, results and charts (public), a player's slips and bets. GET paths are
 * four segments deep, so none takes the /sports/{type}/{id} page shape (ARCHITECTURE: Services).
 */
export async function matkaRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['sports'], MATKA_SCHEMAS, app.prefix);
  const { db } = app.deps;
  const now = () => app.deps.now();
  type ById = FastifyRequest<{ Params: { id: string } }>;
  const market = (request: ById) => getMarket(db, marketParam(request.params.id));

  app.get('/market/list', async () => {
    const at = now();
    const [markets, today] = await Promise.all([listMarkets(db, { activeOnly: true }), todaySessions(db, istDate(at))]);
    return ok({ markets: markets.map((m) => marketView(m, today.get(m.id) ?? {}, at)), now: at.toISOString() });
  });

  app.get<{ Params: { id: string } }>('/market/:id', async (request) => {
    const m = await market(request);
    const at = now();
    return ok(marketView(m, (await todaySessions(db, istDate(at))).get(m.id) ?? {}, at));
  });

  app.get<{ Params: { id: string } }>('/market/:id/results', async (request) => {
    const m = await market(request);
    const q = queryOf(request.query);
    return ok(await resultHistory(db, m.id, intQuery(q, 'page', 1, 100_000), intQuery(q, 'page_size', 20, 100)));
  });

  for (const kind of ['jodi-chart', 'panel-chart'] as const) {
    app.get<{ Params: { id: string } }>(`/market/:id/${kind}`, async (request) => {
      const m = await market(request);
      const weeks = intQuery(queryOf(request.query), 'weeks', 10, 52);
      return ok({ market_id: m.id, name: m.name, ...(await chart(db, m.id, istDate(now()), weeks)) });
    });
  }

  app.post('/slips', { preHandler: requirePlayer }, async (request) => {
    if (request.player!.isDemo) throw forbidden('Demo players cannot place bets');
    const input = slipInput(request.body);
    const slip = await placeSlip(db, request.player!.userId, input, { clientKey: idempotencyKeyOf(request), now: now() });
    return ok(slipAnswer(slip), 'Bets placed');
  });

  app.get('/my/bets', { preHandler: requirePlayer }, async (request) => {
    const q = queryOf(request.query);
    const status = oneOfQuery(q, 'status', ['open', 'settled'] as const);
    return ok(await myBets(db, request.player!.userId, { status, page: intQuery(q, 'page', 1, 100_000), pageSize: intQuery(q, 'page_size', 20, 100) }));
  });
}

function slipAnswer(s: SlipView) {
  const rupees = (p: string) => Number(p) / 100;
  return {
    slip_id: s.slip_id,
    market_id: s.market_id,
    draw_date: s.draw_date,
    total: rupees(s.total),
    bets: s.bets.map((b) => ({ bet_id: b.bet_id, type: b.type, session: b.session, number: b.number, amount: rupees(b.amount), rate: b.rate_x100 / 100 })),
  };
}
