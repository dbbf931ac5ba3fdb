import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unprocessable } from '../../http/errors';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute } from '../../http/schemas/by-route';
import { readDemoPolicy, saveDemoPolicy } from '../../casino/operator-demo';
import { listGames, updateGame } from '../../casino/operator-games';
import { CASINO_INPUT_MESSAGES, demoPolicyOf, gameChanges, newProvider, pageOf, providerChanges } from '../../casino/operator-input';
import { createProvider, listProviders, providerView, rotateProviderSecret, updateProvider } from '../../casino/operator-providers';
import { listRounds } from '../../casino/operator-rounds';
import { runRoundSweep, sweepRulesOf } from '../../casino/operator-sweep';
import { forgetProviders } from '../../casino/providers';
import { OPS_CASINO_SECTIONS } from '@khel/shared/console-contracts';
import { bodyOf } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { domainFromQuery } from '../../site/site-repo';
import { CASINO_SCHEMAS } from './casino-schemas';

const PAGE_SIZE = 50;
const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{1,31}$/;
type Query = Record<string, string | undefined>;

/**
 * /ops/casino: the console's casino configuration (providers, games, the demo policy; admins only, each change
 * audited) and support's read of recent rounds (any operator). A provider's secret leaves the server only in the
 * answer of the create or rotate call that made it: those two calls take no Idempotency-Key, because a stored
 * replay would keep the secret in the idempotency table (a double click makes a second provider 409, or rotates
 * once more, which only means giving the provider the newer secret).
 */
export async function opsCasinoRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], CASINO_SCHEMAS, app.prefix);
  const { db, secretBox, config } = app.deps;
  const admin = { preHandler: requireOperator('config.manage') };
  const anyOperator = { preHandler: requireOperator('console.read') };
  const now = () => app.deps.now();
  const providerIdOf = (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!PROVIDER_ID.test(request.params.id)) throw notFound('Provider not found');
    return request.params.id;
  };
  // Provider changes apply to the seamless wallet's cache at once in this process (others within its 30 s).
  const changed = <T>(value: T): T => {
    forgetProviders(db);
    return value;
  };

  app.get('/casino/providers', admin, async () => ok({ providers: await listProviders(db) }));

  app.post('/casino/providers', admin, async (request) => {
    const input = newProvider(bodyOf(request.body));
    const made = changed(await db.tx((q) => createProvider(q, secretBox, input, actorOf(request.operator!), now())));
    return ok(made, `Provider ${input.name} added: copy its secret now, it is not shown again`);
  });

  app.post<{ Params: { id: string } }>('/casino/providers/:id', admin, async (request) => {
    const id = providerIdOf(request);
    const changes = providerChanges(bodyOf(request.body));
    await providerView(db, id);
    const saved = changed(await operatorOnce(request, `casino.provider:${id}`, (q) => updateProvider(q, id, changes, actorOf(request.operator!), now())));
    return ok(saved, `Provider ${saved.name} saved`);
  });

  app.post<{ Params: { id: string } }>('/casino/providers/:id/secret', admin, async (request) => {
    const id = providerIdOf(request);
    const secret = changed(await db.tx((q) => rotateProviderSecret(q, secretBox, id, actorOf(request.operator!), now())));
    return ok({ provider_id: id, secret }, 'New secret made: copy it now, it is not shown again');
  });

  app.get<{ Querystring: Query }>('/casino/games', admin, async (request) => {
    const { provider, section, enabled, q, page } = request.query;
    if (section && !OPS_CASINO_SECTIONS.includes(section as never)) throw unprocessable([CASINO_INPUT_MESSAGES.section]);
    if (enabled && enabled !== 'true' && enabled !== 'false') throw unprocessable(['enabled must be true or false']);
    if (q && q.length > 100) throw unprocessable(['q must be at most 100 characters']);
    const filter = {
      provider: provider || undefined, section: section || undefined, enabled: enabled ? enabled === 'true' : undefined,
      search: q?.trim() || undefined, page: pageOf(page), pageSize: PAGE_SIZE,
    };
    return ok(await listGames(db, filter));
  });

  app.post<{ Params: { id: string } }>('/casino/games/:id', admin, async (request) => {
    if (!/^\d{1,18}$/.test(request.params.id)) throw notFound('Game not found');
    const id = request.params.id;
    const changes = gameChanges(bodyOf(request.body));
    const saved = await operatorOnce(request, `casino.game:${id}`, (q) => updateGame(q, id, changes, actorOf(request.operator!), now()));
    return ok(saved, `${saved.name} saved`);
  });

  const domainOf = (request: FastifyRequest) => domainFromQuery(request.query, config.defaultDomain);
  app.get('/casino/demo-policy', admin, async (request) => ok(await readDemoPolicy(db, domainOf(request))));
  app.put('/casino/demo-policy', admin, async (request) => {
    const policy = demoPolicyOf(bodyOf(request.body));
    const domain = domainOf(request);
    const saved = await operatorOnce(request, `casino.demo-policy:${domain}`, (q) => saveDemoPolicy(q, domain, policy, actorOf(request.operator!), now()));
    return ok(saved, policy === 'barred' ? 'Demo accounts are barred from casino games' : 'Demo accounts play casino games with play money');
  });

  app.get<{ Querystring: Query }>('/casino/rounds', anyOperator, async (request) => {
    const { player, provider, page } = request.query;
    if (player && player.length > 64) throw unprocessable(['player must be at most 64 characters']);
    if (provider && !PROVIDER_ID.test(provider)) throw unprocessable(['provider must be a provider id']);
    return ok(await listRounds(db, { player: player?.trim() || undefined, provider: provider || undefined, page: pageOf(page), pageSize: PAGE_SIZE }));
  });

  // The round sweep now, by the providers' rules (the timer runs it where the sports service runs); audited. It moves
  // only what the rules decide (a drawn outcome, or stakes back), so it needs no limit and no second operator.
  app.post('/casino/rounds/sweep', admin, async (request) => {
    const report = await runRoundSweep(db, actorOf(request.operator!), now(), sweepRulesOf(config.casino));
    const n = report.closed.length;
    return ok(report, n === 0 ? 'No casino round was left open' : `${n} casino round${n === 1 ? '' : 's'} closed`);
  });
}
