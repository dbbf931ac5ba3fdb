import { WALLET_MESSAGES } from '@khel/shared/validation';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../http/errors';
import type { UploadDriver } from './driver';
import { LOCAL_UPLOAD_PREFIX } from './local-driver';
import { configuredS3Driver, UPLOAD_CLAIM_SECONDS, type UploadOwner, type UploadPurpose } from './uploads';

/**
 * Issue 11 point 11: an image URL a client sends (deposit slip, payout account QR, master account QR) must be exactly
 * the URL our upload endpoint handed out for that owner's slot (or the site path it is read at), still unused. The
 * string is looked up as given, never parsed: an external URL, another owner's file or a path trick does not match.
 */
export const UPLOAD_CLAIM_MESSAGES = {
  notOurs: { 'payment-slip': WALLET_MESSAGES.slipNotOurs, 'qr-code': 'Please upload the QR code through this site' } as Record<UploadPurpose, string>,
  used: 'This image has already been used. Please upload it again.',
  expired: 'This upload has expired. Please upload the image again.',
  notUploaded: 'The image upload did not finish. Please upload it again.',
  corrupted: 'File seems corrupted and cannot be uploaded',
  tooLarge: 'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB',
  tooMany: 'At most 5 images can be sent at once',
} as const;

export interface ResolvedUpload {
  id: string;
  /** What is stored and shown: the site URL it is read at (absolute when the client sent the absolute form). */
  stored: string;
}

interface UploadRow {
  id: string;
  user_id: string | null;
  operator_id: string | null;
  purpose: UploadPurpose;
  object_key: string;
  content_type: string;
  max_bytes: number;
  driver: 'local' | 's3';
  public_url: string | null;
  read_url: string | null;
  uploaded_at: Date | null;
  used_at: Date | null;
  created_at: Date;
}

/**
 * Checks every comma-separated URL and returns what to store for each; nothing is written except, with S3, the
 * result of reading the object back (size and magic bytes) the first time. A refusal says which rule failed.
 */
export async function resolveUploads(
  q: Queryable,
  a: { owner: UploadOwner; purpose: UploadPurpose; urls: string; now: Date; driver?: UploadDriver; usedCheckedLater?: boolean },
): Promise<ResolvedUpload[]> {
  const list = a.urls.split(',').map((u) => u.trim()).filter(Boolean);
  if (!list.length) throw badRequest(UPLOAD_CLAIM_MESSAGES.notOurs[a.purpose]);
  if (list.length > 5) throw badRequest(UPLOAD_CLAIM_MESSAGES.tooMany);
  const out: ResolvedUpload[] = [];
  for (const url of list) {
    const path = url.startsWith(LOCAL_UPLOAD_PREFIX) ? url : undefined;
    const absolute = path ? undefined : canonicalUrl(url);
    if (!path && !absolute) throw badRequest(UPLOAD_CLAIM_MESSAGES.notOurs[a.purpose]);
    const { rows } = await q.query<UploadRow>(
      `SELECT id::text, user_id::text, operator_id::text, purpose, object_key, content_type, max_bytes, driver, public_url, read_url, uploaded_at, used_at, created_at
         FROM uploads WHERE public_url = $1 OR read_url = $1 OR ($2::text IS NOT NULL AND object_key = $2)`,
      [absolute ?? null, path ? path.slice(LOCAL_UPLOAD_PREFIX.length) : null],
    );
    const row = rows[0];
    if (!row || row.purpose !== a.purpose || !row.public_url) throw badRequest(UPLOAD_CLAIM_MESSAGES.notOurs[a.purpose]);
    const mine = 'userId' in a.owner ? row.user_id === a.owner.userId : row.operator_id === a.owner.operatorId;
    // Another owner's upload reads like a foreign URL: nothing tells the sender whose file it is.
    if (!mine) throw badRequest(UPLOAD_CLAIM_MESSAGES.notOurs[a.purpose]);
    if ((row.used_at && !a.usedCheckedLater) || out.some((o) => o.id === row.id)) throw badRequest(UPLOAD_CLAIM_MESSAGES.used);
    if (new Date(row.created_at).getTime() + UPLOAD_CLAIM_SECONDS * 1000 <= a.now.getTime()) throw badRequest(UPLOAD_CLAIM_MESSAGES.expired);
    if (!row.uploaded_at) await checkS3Object(q, row, a.driver, a.now);
    out.push({ id: row.id, stored: path ?? row.read_url! });
  }
  return out;
}

/**
 * The URL in the form it was stored (WHATWG href: default port dropped, host lower-cased), or undefined for anything
 * but a plain http(s) URL whose path is exactly as written: no query, fragment, credentials, dot segments or escapes.
 */
export function canonicalUrl(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.search || u.hash || u.username || u.password || url.includes('?') || url.includes('#')) return undefined;
  const afterScheme = url.slice(url.indexOf('//') + 2);
  const slash = afterScheme.indexOf('/');
  if (slash < 0 || afterScheme.slice(slash) !== u.pathname) return undefined;
  return u.href;
}

async function checkS3Object(q: Queryable, row: UploadRow, driver: UploadDriver | undefined, now: Date): Promise<void> {
  if (row.driver !== 's3') throw badRequest(UPLOAD_CLAIM_MESSAGES.notUploaded);
  const s3 = driver?.checkStored ? driver : configuredS3Driver();
  if (!s3?.checkStored) throw badRequest(UPLOAD_CLAIM_MESSAGES.notUploaded);
  const check = await s3.checkStored(row.object_key, row.content_type, row.max_bytes);
  if (!check.ok) {
    throw badRequest(check.reason === 'missing' ? UPLOAD_CLAIM_MESSAGES.notUploaded : check.reason === 'too-large' ? UPLOAD_CLAIM_MESSAGES.tooLarge : UPLOAD_CLAIM_MESSAGES.corrupted);
  }
  await q.query('UPDATE uploads SET uploaded_at = $2, size = $3 WHERE id = $1 AND uploaded_at IS NULL', [row.id, now, check.size]);
}

/** Marks the resolved uploads used, in the transaction that stores them: a concurrent second use is refused. */
export async function markUploadsUsed(q: Queryable, resolved: ResolvedUpload[], now: Date): Promise<string> {
  for (const r of resolved) {
    const done = await q.query('UPDATE uploads SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [r.id, now]);
    if (!done.rowCount) throw badRequest(UPLOAD_CLAIM_MESSAGES.used);
  }
  return resolved.map((r) => r.stored).join(',');
}

/** Both steps in one (the caller's transaction): the stored form of the URLs, the uploads marked used. */
export async function claimUploads(q: Queryable, a: Parameters<typeof resolveUploads>[1]): Promise<string> {
  return markUploadsUsed(q, await resolveUploads(q, a), a.now);
}
