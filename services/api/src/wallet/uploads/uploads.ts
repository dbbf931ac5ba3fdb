import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { tooMany } from '../../http/errors';
import { getOrCreateSecret } from '../../lib/secrets';
import { IMAGE_MAX_BYTES } from '@khel/shared/validation';
import type { SignedUpload, UploadDriver } from './driver';
import { LOCAL_UPLOAD_PREFIX, LocalUploadDriver } from './local-driver';
import { EXTENSION_OF } from './magic';

/** How long the signed upload URL / form is good for. */
export const UPLOAD_URL_TTL_SECONDS = 600;
/** How long an uploaded file may wait to be used by a form (a deposit, a payout or master account) after its slot. */
export const UPLOAD_CLAIM_SECONDS = 1800;
/** Unused slots one player (or operator) may hold at once (issue 11 point 11). */
export const MAX_OPEN_UPLOADS = 5;
export type UploadPurpose = 'payment-slip' | 'qr-code';
export type UploadOwner = { userId: string } | { operatorId: string };

export const UPLOAD_SLOT_MESSAGES = {
  tooMany: `You already have ${MAX_OPEN_UPLOADS} uploaded images waiting to be used. Submit them, or try again in ${UPLOAD_CLAIM_SECONDS / 60} minutes.`,
} as const;

let s3Driver: UploadDriver | undefined;

/** The S3 driver the app made, for a claim that was not handed one (an operator's QR on a master account). */
export function configuredS3Driver(): UploadDriver | undefined {
  return s3Driver;
}

/** The driver config.uploads names (KHEL_UPLOAD_DRIVER: local by default, files in KHEL_UPLOAD_DIR or <data dir>/uploads). */
export async function createUploadDriver(app: FastifyInstance): Promise<UploadDriver> {
  const { uploads, dataDir } = app.deps.config;
  if (uploads.driver === 's3') {
    // The AWS SDK is loaded only when S3 is the store.
    const { S3UploadDriver } = await import('./s3-driver');
    return (s3Driver = new S3UploadDriver(uploads.s3, app.deps.now));
  }
  const secret = await getOrCreateSecret(app.deps.db, 'upload');
  return new LocalUploadDriver(secret, uploads.dir ?? path.join(dataDir, 'uploads'));
}

/** SQL condition (on table uploads) of a slot still held: not used and within its claim window ($2 = now). */
export const OPEN_SLOT = `used_at IS NULL AND created_at > $2::timestamptz - interval '${UPLOAD_CLAIM_SECONDS} seconds'`;

/**
 * Records a single-use upload slot for the player or operator and returns how to upload to it. The owner's row is
 * locked first, so parallel requests count one after another: at most MAX_OPEN_UPLOADS unused slots at once.
 */
export async function createUploadSlot(
  db: Db,
  driver: UploadDriver,
  a: { owner: UploadOwner; purpose: UploadPurpose; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; now: Date; origin: string },
): Promise<SignedUpload> {
  const [column, table, ownerId] = 'userId' in a.owner ? ['user_id', 'users', a.owner.userId] : ['operator_id', 'operators', a.owner.operatorId];
  return db.tx(async (q) => {
    await q.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [ownerId]);
    const open = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM uploads WHERE ${column} = $1 AND ${OPEN_SLOT}`, [ownerId, a.now]);
    if (Number(open.rows[0]!.n) >= MAX_OPEN_UPLOADS) throw tooMany(UPLOAD_SLOT_MESSAGES.tooMany);
    // 24 random bytes: 32 base64url characters nobody can guess.
    const key = `${a.purpose}/${randomBytes(24).toString('base64url')}.${EXTENSION_OF[a.contentType]}`;
    const expiresAt = new Date(a.now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    const sent = await driver.sign({ key, contentType: a.contentType, expiresAt, maxBytes: IMAGE_MAX_BYTES }, a.origin);
    const signed = { ...sent, file_url: new URL(sent.file_url).href };
    await q.query(
      `INSERT INTO uploads (${column}, purpose, object_key, content_type, max_bytes, driver, expires_at, created_at, public_url, read_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [ownerId, a.purpose, key, a.contentType, IMAGE_MAX_BYTES, driver.name, expiresAt, a.now, signed.file_url, new URL(`${a.origin}${LOCAL_UPLOAD_PREFIX}${key}`).href],
    );
    return signed;
  });
}

/** The answer of a signed-URL route: `url` as before (local: the PUT URL), plus how to upload and the file's URL. */
export function signedUrlAnswer(s: SignedUpload) {
  return { url: s.url, method: s.method, ...(s.fields ? { fields: s.fields } : {}), file_url: s.file_url };
}
