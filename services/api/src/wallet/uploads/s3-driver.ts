import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings, SignedUpload, StoredCheck, UploadDriver, UploadSlot } from './driver';
import { sniffImageType } from './magic';

export type { S3Settings } from './driver';

/** How long a signed GET of a private object lives (the site's read URL redirects to a fresh one each time). */
export const S3_READ_URL_SECONDS = 300;

type Fetch = (url: string, init: { method: string; headers?: Record<string, string> }) => Promise<{ status: number; headers: { get(name: string): string | null }; arrayBuffer(): Promise<ArrayBuffer> }>;

/**
 * Private objects in S3 (issue 11 point 11), signed by the AWS SDK: uploads are presigned POST forms
 * (@aws-sdk/s3-presigned-post) whose signed policy fixes the key, the Content-Type and a content-length-range up to
 * the slot's limit (a presigned PUT cannot bound the size); no ACL is granted, so objects are private and are read
 * through short-lived signed GET URLs (@aws-sdk/s3-request-presigner). After the upload, checkStored reads the object
 * back: its size must be within the limit and file-type must find the declared image, else the object is deleted and
 * the upload refused. Signing uses the app's clock (`now`), so tests and a skewed host sign for the time they mean.
 */
export class S3UploadDriver implements UploadDriver {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly s: S3Settings,
    private readonly now: () => Date = () => new Date(),
    private readonly fetcher: Fetch = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }),
  ) {
    // KHEL_S3_HOST: an S3-compatible endpoint, addressed path-style (https://host/bucket/key); otherwise AWS's
    // virtual host https://<bucket>.s3.<region>.amazonaws.com/key.
    const endpoint = s.host ? (/^https?:\/\//i.test(s.host) ? s.host : `https://${s.host}`) : undefined;
    this.client = new S3Client({
      region: s.region,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    });
  }

  private objectKey(key: string): string {
    const prefix = this.s.prefix ? `${this.s.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    return `${prefix}${key}`;
  }

  async sign(slot: UploadSlot, _origin: string): Promise<SignedUpload> {
    const now = this.now();
    // The POST presigner reads the client's clock offset (its skew correction) for the signing date.
    this.client.config.systemClockOffset = now.getTime() - Date.now();
    const Key = this.objectKey(slot.key);
    const form = await createPresignedPost(this.client, {
      Bucket: this.s.bucket,
      Key,
      Conditions: [['content-length-range', 1, slot.maxBytes]],
      Fields: { 'Content-Type': slot.contentType },
      Expires: Math.max(1, Math.round((slot.expiresAt.getTime() - now.getTime()) / 1000)),
    });
    const base = form.url.endsWith('/') ? form.url : `${form.url}/`;
    return { method: 'POST', url: form.url, fields: form.fields, file_url: new URL(Key, base).href };
  }

  private presign(method: 'GET' | 'DELETE', key: string, expiresIn: number): Promise<string> {
    const input = { Bucket: this.s.bucket, Key: this.objectKey(key) };
    const command = method === 'GET' ? new GetObjectCommand(input) : new DeleteObjectCommand(input);
    return getSignedUrl(this.client, command, { expiresIn, signingDate: this.now() });
  }

  readUrl(key: string): Promise<string> {
    return this.presign('GET', key, S3_READ_URL_SECONDS);
  }

  async checkStored(key: string, contentType: string, maxBytes: number): Promise<StoredCheck> {
    let res: Awaited<ReturnType<Fetch>>;
    try {
      res = await this.fetcher(await this.presign('GET', key, 60), { method: 'GET' });
    } catch {
      return { ok: false, reason: 'missing' };
    }
    if (res.status !== 200) return { ok: false, reason: 'missing' };
    // The whole object (at most the slot's limit, which the signed policy enforced): file-type needs more than the
    // first bytes to tell a real PNG from its signature.
    const declared = Number(res.headers.get('content-length'));
    const bytes = declared > maxBytes ? new Uint8Array(0) : new Uint8Array(await res.arrayBuffer());
    const size = Number.isSafeInteger(declared) && declared > 0 ? declared : bytes.length;
    const reason = size > maxBytes ? 'too-large' : (await sniffImageType(bytes)) !== contentType ? 'corrupted' : undefined;
    if (!reason) return { ok: true, size };
    await this.presign('DELETE', key, 60)
      .then((url) => this.fetcher(url, { method: 'DELETE' }))
      .catch(() => undefined);
    return { ok: false, reason };
  }
}
