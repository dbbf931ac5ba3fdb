import type { FastifyInstance } from 'fastify';
import { OpsReferConfig, OpsReferConfigBody, OpsReferralList, REFER_REFUSALS } from '@khel/shared/contracts';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf } from '../../http/schemas/from-class';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { getReferConfig, opsConfigView, parseConfigChange, updateReferConfig } from '../../refer/config';
import { listReferrals } from '../../refer/operator-view';

const operator = 'operator' as const;

const SCHEMAS: RouteSpecs = {
  'GET /refer/config': { summary: 'The refer reward rule', security: operator, data: OpsReferConfig },
  'POST /refer/config': {
    summary: 'Change the refer reward rule (the fields sent)', security: operator, description: 'Audited (refer.config).',
    body: { ...schemaOf(OpsReferConfigBody), description: 'Checked field by field (src/refer/config.ts); each refusal is a 422 naming the field.' },
    data: OpsReferConfig, message: 'Refer rule saved', refusals: { 422: 'percent must be a number from 0 to 100 with at most 2 decimals / fixed_amount must be at most 100000' },
  },
  'GET /refer/referrals': {
    summary: 'Referred players, newest first: who referred them, and the decision on their first approved deposit (paid, or refused with the reason)',
    security: operator,
    query: { state: 'all (default), waiting, paid or refused', reason: `Only refusals for this reason: ${REFER_REFUSALS.join(', ')}`, player: 'User name or id of the referrer or the referred player', page: 'Page, from 1' },
    data: OpsReferralList, refusals: { 422: 'state must be one of all, waiting, paid, refused' },
  },
};

/** /ops/refer: the refer reward rule (admins change it, audited) and the referrals with their refusals (any operator). */
export async function opsReferRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;

  app.get('/refer/config', { preHandler: requireOperator('console.read') }, async () => ok(opsConfigView(await getReferConfig(db))));

  app.post('/refer/config', { preHandler: requireOperator('config.manage') }, async (request) => {
    const change = parseConfigChange(request.body);
    const answer = await operatorOnce(request, 'refer.config', async (q) => opsConfigView(await updateReferConfig(q, change, actorOf(request.operator!), app.deps.now())));
    return ok(answer, 'Refer rule saved');
  });

  app.get('/refer/referrals', { preHandler: requireOperator('console.read') }, async (request) => ok(await listReferrals(db, (request.query ?? {}) as Record<string, unknown>)));
}
