import { OpsControls, OpsControlsBody } from '@khel/shared/console-contracts';
import type { FastifyInstance } from 'fastify';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf } from '../../http/schemas/from-class';
import { controlsView, readControls, updateControls } from '../../ops/controls';
import { bodyOf } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';

const SCHEMAS: RouteSpecs = {
  'GET /controls': { summary: 'The limits above which an action waits for a second operator', security: 'operator', data: OpsControls },
  'PUT /controls': {
    summary: 'Change the limits (the fields sent); audited (controls.update); takes an Idempotency-Key',
    security: 'operator',
    body: { ...schemaOf(OpsControlsBody), description: 'Checked field by field (src/ops/controls.ts); each refusal is a 422 naming the field.' },
    data: OpsControls,
    message: 'Approval limits saved',
    refusals: { 422: 'withdrawal_limit must be an amount in rupees with at most 2 decimals / price_jump_percent must be a whole number from 1 to 10000' },
  },
};

/** /ops/controls: every operator reads the four-eyes limits (so the console can say why something waits); admins change them. */
export async function opsControlRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;
  app.get('/controls', { preHandler: requireOperator('console.read') }, async () => ok(controlsView(await readControls(db))));
  app.put('/controls', { preHandler: requireOperator('config.manage') }, async (request) => {
    const body = bodyOf(request.body);
    const saved = await operatorOnce(request, 'controls', async (q) => controlsView(await updateControls(q, body, actorOf(request.operator!), app.deps.now())));
    return ok(saved, 'Approval limits saved');
  });
}
