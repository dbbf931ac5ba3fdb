import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { demoQrPng } from '../../wallet/demo-qr';

export const DEMO_QR_NOT_FOUND = 'File not found';

/** GET /wallet/demo/qr/:name: the demo master accounts' QR images (src/wallet/demo-qr.ts), public like any site image. */
export async function demoQrRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/demo/qr/:name', async (request, reply) => {
    const png = demoQrPng(request.params.name);
    if (!png) throw notFound(DEMO_QR_NOT_FOUND);
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400');
    return reply.send(await png);
  });
}
