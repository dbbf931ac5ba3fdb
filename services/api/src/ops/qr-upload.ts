import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { IMAGE_MAX_BYTES } from '@khel/shared/validation';
import { unprocessable } from '../http/errors';
import type { UploadDriver } from '../wallet/uploads/driver';
import { canonicalImageType, EXTENSION_OF } from '../wallet/uploads/magic';
import { UPLOAD_URL_TTL_SECONDS } from '../wallet/uploads/uploads';
import type { Body } from './input';

/**
 * A signed single-use PUT URL for a master account's QR image, through the wallet's upload driver (the wallet
 * plugin's PUT checks the signature, the magic bytes and single use). The slot belongs to the operator.
 */
export async function createQrUploadSlot(q: Queryable, driver: UploadDriver, a: { operatorId: string; body: Body; now: Date; origin: string }): Promise<string> {
  if (a.body.type !== undefined && a.body.type !== 'qr-code') throw unprocessable(['type must be qr-code']);
  const contentType = typeof a.body.file_type === 'string' ? canonicalImageType(a.body.file_type) : undefined;
  if (!contentType) throw unprocessable(['Only JPG, PNG or WEBP images can be uploaded']);
  const sizeKb = a.body.file_size;
  if (sizeKb !== undefined && (typeof sizeKb !== 'number' || !(sizeKb > 0) || sizeKb * 1024 > IMAGE_MAX_BYTES)) {
    throw unprocessable([`The image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`]);
  }
  const key = `qr-code/${randomBytes(24).toString('base64url')}.${EXTENSION_OF[contentType]}`;
  const expiresAt = new Date(a.now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await q.query(
    `INSERT INTO uploads (operator_id, purpose, object_key, content_type, max_bytes, driver, expires_at, created_at)
     VALUES ($1, 'qr-code', $2, $3, $4, $5, $6, $7)`,
    [a.operatorId, key, contentType, IMAGE_MAX_BYTES, driver.name, expiresAt, a.now],
  );
  return driver.putUrl({ key, contentType, expiresAt }, a.origin);
}
