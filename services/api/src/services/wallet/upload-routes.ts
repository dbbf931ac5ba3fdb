import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES, SignedUrlDto, WALLET_MESSAGES as M } from '@khel/shared/validation';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { requireWalletPlayer } from '../../wallet/guard';
import { KEY_PATTERN } from '../../wallet/uploads/driver';
import { LocalUploadDriver } from '../../wallet/uploads/local-driver';
import { canonicalImageType, sniffImageType } from '../../wallet/uploads/magic';
import { createUploadSlot, signedUrlAnswer } from '../../wallet/uploads/uploads';
import { originOf, type WalletContext } from './context';

export const UPLOAD_MESSAGES = {
  badSignature: 'Invalid or expired upload URL',
  used: 'This upload URL has already been used',
  corrupted: 'File seems corrupted and cannot be uploaded',
  typeMismatch: 'Invalid file type',
  uploaded: 'File uploaded successfully',
} as const;

/** POST /wallet/dir/settings/getSignedUrl (player) and, with the local driver, the PUT and GET of /wallet/uploads/*. */
export function uploadRoutes(ctx: WalletContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const { db } = app.deps;
    const deps = app.deps;

    app.post('/dir/settings/getSignedUrl', { preHandler: requireWalletPlayer }, async (request) => {
      const dto = await parseBody(SignedUrlDto, request.body);
      const contentType = canonicalImageType(dto.file_type);
      if (!contentType) throw new ApiError(422, M.invalidFileType, [M.invalidFileType]);
      const signed = await createUploadSlot(db, ctx.uploads, {
        owner: { userId: request.player!.userId },
        purpose: dto.type,
        contentType,
        now: deps.now(),
        origin: originOf(request),
      });
      return ok(signedUrlAnswer(signed));
    });

    const local = ctx.uploads;
    if (!(local instanceof LocalUploadDriver)) {
      // S3 objects are private: the site's read URL answers a redirect to a short-lived signed GET of a checked object.
      const s3 = local;
      app.get<{ Params: { purpose: string; name: string } }>('/uploads/:purpose/:name', async (request, reply) => {
        const key = `${request.params.purpose}/${request.params.name}`;
        if (!KEY_PATTERN.test(key) || !s3.readUrl) throw notFound('File not found');
        const { rowCount } = await db.query('SELECT 1 FROM uploads WHERE object_key = $1 AND uploaded_at IS NOT NULL', [key]);
        if (!rowCount) throw notFound('File not found');
        return reply.header('cache-control', 'private, no-store').redirect(await s3.readUrl(key), 302);
      });
      return;
    }

    // The bytes of an image arrive raw; anything over 5 MB is refused by Fastify with a 413.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

    app.put<{ Params: { purpose: string; name: string }; Querystring: { expires?: string; signature?: string } }>('/uploads/:purpose/:name', async (request, reply) => {
      const key = `${request.params.purpose}/${request.params.name}`;
      const expires = Number(request.query.expires);
      const declared = canonicalImageType(String(request.headers['content-type'] ?? ''));
      if (!KEY_PATTERN.test(key) || !Number.isInteger(expires) || !declared || !local.verify(key, expires, declared, String(request.query.signature ?? ''))) {
        throw forbidden(UPLOAD_MESSAGES.badSignature);
      }
      if (expires * 1000 < deps.now().getTime()) throw forbidden(UPLOAD_MESSAGES.badSignature);
      const bytes = request.body;
      // 415 for bytes that are not the declared image: the client shows 'File seems corrupted and cannot be uploaded'.
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new ApiError(415, UPLOAD_MESSAGES.corrupted);
      if (bytes.length > IMAGE_MAX_BYTES) throw new ApiError(413, M.invalidFileType);
      const actual = await sniffImageType(bytes);
      if (!actual) throw new ApiError(415, UPLOAD_MESSAGES.corrupted);
      if (actual !== declared) throw new ApiError(415, UPLOAD_MESSAGES.typeMismatch);
      await db.tx(async (q) => {
        // Single use: only the first PUT marks the slot; the file is written before the mark commits.
        const slot = await q.query(
          'UPDATE uploads SET uploaded_at = $2, size = $3 WHERE object_key = $1 AND uploaded_at IS NULL AND content_type = $4 RETURNING id',
          [key, deps.now(), bytes.length, declared],
        );
        if (!slot.rowCount) throw forbidden(UPLOAD_MESSAGES.used);
        await local.write(key, bytes);
      });
      reply.code(200);
      return ok(null, UPLOAD_MESSAGES.uploaded);
    });

    app.get<{ Params: { purpose: string; name: string } }>('/uploads/:purpose/:name', async (request, reply) => {
      const key = `${request.params.purpose}/${request.params.name}`;
      if (!KEY_PATTERN.test(key)) throw notFound('File not found');
      const bytes = await local.read(key);
      if (!bytes) throw notFound('File not found');
      reply
        .header('content-type', (await sniffImageType(bytes)) ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(bytes);
    });
  };
}
