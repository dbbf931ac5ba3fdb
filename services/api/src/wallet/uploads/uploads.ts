import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { getOrCreateSecret } from '../../lib/secrets';
import { IMAGE_MAX_BYTES } from '@khel/shared/validation';
import type { UploadDriver } from './driver';
import { LocalUploadDriver } from './local-driver';
import { EXTENSION_OF } from './magic';
import { S3UploadDriver, s3SettingsFromEnv } from './s3-driver';

export const UPLOAD_URL_TTL_SECONDS = 600;
export type UploadPurpose = 'payment-slip' | 'qr-code';

/** The driver chosen by KHEL_UPLOAD_DRIVER (local by default; files in KHEL_UPLOAD_DIR or <data dir>/uploads). */
export async function createUploadDriver(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): Promise<UploadDriver> {
  if (env.KHEL_UPLOAD_DRIVER === 's3') return new S3UploadDriver(s3SettingsFromEnv(env), app.deps.now);
  const secret = await getOrCreateSecret(app.deps.db, 'upload');
  return new LocalUploadDriver(secret, env.KHEL_UPLOAD_DIR || path.join(app.deps.config.dataDir, 'uploads'));
}

/** Records a single-use upload slot for the player and returns its PUT URL. */
export async function createUploadSlot(
  q: Queryable,
  driver: UploadDriver,
  a: { userId: string; purpose: UploadPurpose; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; now: Date; origin: string },
): Promise<string> {
  // 24 random bytes: 32 base64url characters nobody can guess.
  const key = `${a.purpose}/${randomBytes(24).toString('base64url')}.${EXTENSION_OF[a.contentType]}`;
  const expiresAt = new Date(a.now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await q.query(
    `INSERT INTO uploads (user_id, purpose, object_key, content_type, max_bytes, driver, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [a.userId, a.purpose, key, a.contentType, IMAGE_MAX_BYTES, driver.name, expiresAt, a.now],
  );
  return driver.putUrl({ key, contentType: a.contentType, expiresAt }, a.origin);
}

/**
 * True when every comma-separated URL is a file this player uploaded through this service for the purpose (with
 * the local driver: actually received; with S3 the bucket receives it).
 */
export async function isOwnUpload(q: Queryable, driver: UploadDriver, userId: string, purpose: UploadPurpose, urls: string): Promise<boolean> {
  const list = urls.split(',').map((u) => u.trim()).filter(Boolean);
  if (!list.length || list.length > 5) return false;
  for (const url of list) {
    const key = driver.keyOf(url);
    if (!key) return false;
    const { rows } = await q.query(
      `SELECT 1 FROM uploads WHERE object_key = $1 AND user_id = $2 AND purpose = $3 AND (uploaded_at IS NOT NULL OR driver = 's3')`,
      [key, userId, purpose],
    );
    if (!rows.length) return false;
  }
  return true;
}
