import type { Db, Queryable } from '../db/db';
import { SignedUrlDto, WALLET_MESSAGES } from '@khel/shared/validation';
import { badRequest, unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';
import type { SignedUpload, UploadDriver } from '../wallet/uploads/driver';
import { canonicalImageType } from '../wallet/uploads/magic';
import { createUploadSlot } from '../wallet/uploads/uploads';
import { markUploadsUsed, resolveUploads, UPLOAD_CLAIM_MESSAGES } from '../wallet/uploads/claim';
import type { Actor } from './actor';
import type { Body } from './input';

/**
 * A signed single-use upload for a master account's QR image, through the wallet's upload driver (the wallet
 * plugin's PUT checks the signature, the magic bytes and single use). The slot belongs to the operator, who holds
 * at most a few unused slots at once, like a player.
 */
export async function createQrUploadSlot(db: Db, driver: UploadDriver, a: { operatorId: string; body: Body; now: Date; origin: string }): Promise<SignedUpload> {
  // The player's signed-URL rules (type, size and file name all required), then the one type an operator uploads.
  const dto = await parseBody(SignedUrlDto, a.body);
  if (dto.type !== 'qr-code') throw unprocessable(['type must be qr-code']);
  const contentType = canonicalImageType(dto.file_type);
  if (!contentType) throw unprocessable([WALLET_MESSAGES.invalidFileType]);
  return createUploadSlot(db, driver, { owner: { operatorId: a.operatorId }, purpose: 'qr-code', contentType, now: a.now, origin: a.origin });
}

/**
 * A master account's qr_code as sent by the console: null or undefined pass through (no change / remove); a URL must
 * be the acting operator's own unused QR upload, and is marked used in the caller's transaction (issue 11 point 11).
 */
export async function claimOperatorQr(q: Queryable, actor: Actor, url: string | null | undefined, now: Date): Promise<string | null | undefined> {
  if (url === null || url === undefined) return url;
  if (!actor.operatorId) throw badRequest(UPLOAD_CLAIM_MESSAGES.notOurs['qr-code']);
  const resolved = await resolveUploads(q, { owner: { operatorId: actor.operatorId }, purpose: 'qr-code', urls: url, now });
  if (resolved.length !== 1) throw badRequest(UPLOAD_CLAIM_MESSAGES.notOurs['qr-code']);
  return markUploadsUsed(q, resolved, now);
}
