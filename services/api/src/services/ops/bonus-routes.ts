import {
  BonusItem, OpsBonusConfig, OpsBonusGrantBody, OpsBonusMethodBody, OpsBonusPlayer, OpsBonusSettingsBody, OpsBonusSweepReport,
} from '@khel/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { grantBonusToPlayer, OPS_BONUS_MESSAGES, updateBonusSettings, updateMethodBonus } from '../../bonus/operator';
import { sweepBonuses } from '../../bonus/sweep';
import { opsBonusConfig, playerBonusItems, playerClawbacks } from '../../bonus/views';
import { notFound } from '../../http/errors';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';
import { writeAudit } from '../../ops/audit';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { siteIdOf } from '../../ops/site-config';
import { domainFromQuery } from '../../site/site-repo';

const operator = 'operator' as const;
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field (src/bonus/operator.ts); each refusal is a 422 naming the field.' });
const ADMIN = 'Audited.';
const domain = { domain: 'The site (default: the configured domain)' };

const SCHEMAS: RouteSpecs = {
  'GET /bonus/config': { summary: 'Bonus settings: wagering, contributions, expiry, welcome bonus, and every deposit method with its payment bonus', security: operator, query: domain, data: OpsBonusConfig },
  'POST /bonus/config': { summary: 'Save the bonus settings (every field)', security: operator, query: domain, body: checked(OpsBonusSettingsBody), data: OpsBonusConfig, description: ADMIN, refusals: { 422: 'wagering_multiple must be a number from 0 to 100 with at most 2 decimals' } },
  'POST /bonus/methods/:id': { summary: "A deposit method's payment bonus: percentage (the wallet's badge), minimum deposit, cap", security: operator, query: domain, params: { id: 'Payment method id' }, body: checked(OpsBonusMethodBody), data: OpsBonusConfig, description: ADMIN, refusals: { 404: OPS_BONUS_MESSAGES.methodNotFound } },
  'POST /bonus/grants': { summary: 'Grant a bonus to a player (started at once, or offered to claim)', security: operator, query: domain, body: checked(OpsBonusGrantBody), data: BonusItem, description: ADMIN, refusals: { 403: OPS_BONUS_MESSAGES.noOffers, 404: OPS_BONUS_MESSAGES.playerNotFound } },
  'GET /bonus/players/:id': { summary: "A player's bonuses with the wagering progress", security: operator, params: { id: 'Player id' }, data: OpsBonusPlayer, refusals: { 404: OPS_BONUS_MESSAGES.playerNotFound } },
  'POST /bonus/sweep': { summary: 'Run the expiry sweep now (it also runs on a timer)', security: operator, body: { type: 'object', description: 'Empty' }, data: OpsBonusSweepReport, description: ADMIN },
};

/** /ops/bonus: the console's bonus screen. Admins configure and grant (audited); any operator reads a player's bonuses. */
export async function opsBonusRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  const admin = { preHandler: requireOperator('config.manage') };
  const anyOperator = { preHandler: requireOperator('console.read') };
  const now = () => app.deps.now();
  const site = (request: FastifyRequest) => siteIdOf(db, domainFromQuery(request.query, app.deps.config.defaultDomain));
  type ById = FastifyRequest<{ Params: { id: string } }>;
  const idOf = (request: ById) => (/^\d{1,18}$/.test(request.params.id) ? request.params.id : '0');

  app.get('/bonus/config', admin, async (request) => ok(await opsBonusConfig(db, await site(request))));

  app.post('/bonus/config', admin, async (request) => {
    const siteId = await site(request);
    await operatorOnce(request, 'bonus.config', (q) => updateBonusSettings(q, siteId, request.body, actorOf(request.operator!), now()));
    return ok(await opsBonusConfig(db, siteId), 'Bonus settings saved');
  });

  app.post<{ Params: { id: string } }>('/bonus/methods/:id', admin, async (request) => {
    const siteId = await site(request);
    await operatorOnce(request, 'bonus.method', (q) => updateMethodBonus(q, siteId, idOf(request), request.body, actorOf(request.operator!), now()));
    return ok(await opsBonusConfig(db, siteId), 'Payment bonus saved');
  });

  app.post('/bonus/grants', admin, async (request) => {
    const siteId = await site(request);
    const item = await operatorOnce(request, 'bonus.grant', (q) => grantBonusToPlayer(q, siteId, request.body, actorOf(request.operator!), now()));
    return ok(item, 'Bonus granted');
  });

  app.get<{ Params: { id: string } }>('/bonus/players/:id', anyOperator, async (request) => {
    const { rows } = await db.query<{ id: string; user_name: string }>('SELECT id::text, user_name FROM users WHERE id = $1', [idOf(request)]);
    if (!rows[0]) throw notFound(OPS_BONUS_MESSAGES.playerNotFound);
    return ok({ user_id: rows[0].id, user_name: rows[0].user_name, bonuses: await playerBonusItems(db, rows[0].id), clawbacks: await playerClawbacks(db, rows[0].id) });
  });

  app.post('/bonus/sweep', admin, async (request) => {
    const r = await sweepBonuses(db, now());
    const report = { expired: r.expired.length, released: r.released.length, lapsed: r.lapsed };
    await writeAudit(db, { actor: actorOf(request.operator!), action: 'bonus.sweep', target: null, before: null, after: r, at: now() });
    return ok(report, `${report.expired} expired, ${report.released} released, ${report.lapsed} offers lapsed`);
  });
}
