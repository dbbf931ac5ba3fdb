import multipart from '@fastify/multipart';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES } from '@khel/shared/validation';
import { badRequest } from '../../http/errors';
import { recogniseUtr } from '../../wallet/auto-utr';
import { requireWalletPlayer } from '../../wallet/guard';
import { sniffImageType } from '../../wallet/uploads/magic';

export const AUTO_UTR_MESSAGES = {
  noImage: 'No image found for UTR auto-check.',
  failed: 'Something went wrong while fetching UTR.',
} as const;

/** POST /wallet/client/auto-utr: multipart field `image`; answers {success, utr}. */
export async function autoUtrRoute(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const cacheDir = path.join(app.deps.config.dataDir, 'tesseract-cache');

  app.post('/client/auto-utr', { preHandler: requireWalletPlayer }, async (request) => {
    if (!request.isMultipart()) throw badRequest(AUTO_UTR_MESSAGES.noImage);
    let image: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname === 'image' && !image) {
          image = await part.toBuffer().catch(() => undefined);
          if (part.file.truncated) image = undefined;
        } else {
          part.file.resume(); // drain other files, or the parser waits for them forever
        }
      }
    } catch {
      // A body that is not multipart after all (no boundary, cut short): the client's fault, not a 500.
      throw badRequest(AUTO_UTR_MESSAGES.noImage);
    }
    if (!image || !(await sniffImageType(image))) throw badRequest(AUTO_UTR_MESSAGES.noImage);
    let utr: string | undefined;
    try {
      utr = await recogniseUtr(image, cacheDir);
    } catch (error) {
      request.log.warn({ err: error }, 'auto-utr failed');
    }
    if (!utr) throw badRequest(AUTO_UTR_MESSAGES.failed);
    return { success: true, status: 1, message: 'Success', utr };
  });
}
