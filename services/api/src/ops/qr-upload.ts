import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { IMAGE_MAX_BYTES, SignedUrlDto, WALLET_MESSAGES } from '@khel/shared/validation';
import { unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';
import type { UploadDriver } from '../wallet/uploads/driver';
import { canonicalImageType, EXTENSION_OF } from '../wallet/uploads/magic';
import { UPLOAD_URL_TTL_SECONDS } from '../wallet/uploads/uploads';
import type { Body } from './input';

/**
 * A signed single-use PUT URL for a master account's QR image, through the wallet's upload driver (the wallet
 * plugin's PUT checks the signature, the magic bytes and single use). The slot belongs to the operator.
 */
export async function createQrUploadSlot(q: Queryable, driver: UploadDriver, a: { operatorId: string; body: Body; now: Date; origin: string }): Promise<string> {
  // The player's signed-URL rules (type, size and file name all required), then the one type an operator uploads.
  const dto = await parseBody(SignedUrlDto, a.body);
  if (dto.type !== 'qr-code') throw unprocessable(['type must be qr-code']);
  const contentType = canonicalImageType(dto.file_type);
  if (!contentType) throw unprocessable([WALLET_MESSAGES.invalidFileType]);
  const key = `qr-code/${randomBytes(24).toString('base64url')}.${EXTENSION_OF[contentType]}`;
  const expiresAt = new Date(a.now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await q.query(
    `INSERT INTO uploads (operator_id, purpose, object_key, content_type, max_bytes, driver, expires_at, created_at)
     VALUES ($1, 'qr-code', $2, $3, $4, $5, $6, $7)`,
    [a.operatorId, key, contentType, IMAGE_MAX_BYTES, driver.name, expiresAt, a.now],
  );
  return driver.putUrl({ key, contentType, expiresAt }, a.origin);
}
