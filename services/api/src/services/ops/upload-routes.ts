import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { bodyOf } from '../../ops/input';
import { requireOperator } from '../../ops/operator-auth';
import { createQrUploadSlot } from '../../ops/qr-upload';
import { createUploadDriver, signedUrlAnswer } from '../../wallet/uploads/uploads';
import { originOf } from '../wallet/context';

/** POST /ops/uploads/signed-url: the wallet's signed upload URL for a QR image, asked for by an admin. */
export async function opsUploadRoutes(app: FastifyInstance): Promise<void> {
  const driver = await createUploadDriver(app);
  app.post('/uploads/signed-url', { preHandler: requireOperator('config.manage') }, async (request) => {
    const signed = await createQrUploadSlot(app.deps.db, driver, { operatorId: request.operator!.id, body: bodyOf(request.body), now: app.deps.now(), origin: originOf(request) });
    return ok(signedUrlAnswer(signed));
  });
}
