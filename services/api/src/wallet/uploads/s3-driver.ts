import type { SignedUpload, StoredCheck, UploadDriver, UploadSlot } from './driver';
import { sniffImageType } from './magic';
import { presignPost, presignUrl } from './sigv4';

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Host of the bucket; default <bucket>.s3.<region>.amazonaws.com */
  host?: string;
  /** Folder inside the bucket */
  prefix?: string;
}

/** How long a signed GET of a private object lives (the site's read URL redirects to a fresh one each time). */
export const S3_READ_URL_SECONDS = 300;

type Fetch = (url: string, init: { method: string; headers?: Record<string, string> }) => Promise<{ status: number; headers: { get(name: string): string | null }; arrayBuffer(): Promise<ArrayBuffer> }>;

/**
 * Private objects in S3 (issue 11 point 11). Uploads are presigned POST forms whose signed policy fixes the key, the
 * Content-Type and a content-length-range up to the slot's limit; no ACL is granted, so objects are private and are
 * read through short-lived signed GET URLs. After the upload, checkStored reads the object's first bytes back: the
 * magic bytes must be the declared image type, else the object is deleted and the upload refused.
 */
export class S3UploadDriver implements UploadDriver {
  readonly name = 's3' as const;
  constructor(
    private readonly s: S3Settings,
    private readonly now: () => Date = () => new Date(),
    private readonly fetcher: Fetch = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }),
  ) {}

  private get host(): string {
    return this.s.host ?? `${this.s.bucket}.s3.${this.s.region}.amazonaws.com`;
  }

  private get prefix(): string {
    return this.s.prefix ? `${this.s.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  }

  sign(slot: UploadSlot, _origin: string): SignedUpload {
    const form = presignPost({
      host: this.host,
      bucket: this.s.bucket,
      key: `${this.prefix}${slot.key}`,
      region: this.s.region,
      accessKeyId: this.s.accessKeyId,
      secretAccessKey: this.s.secretAccessKey,
      expiresAt: slot.expiresAt,
      now: this.now(),
      contentType: slot.contentType,
      minBytes: 1,
      maxBytes: slot.maxBytes,
    });
    return { method: 'POST', url: form.url, fields: form.fields, file_url: `https://${this.host}/${this.prefix}${slot.key}` };
  }

  private presign(method: 'GET' | 'DELETE', key: string, expires: number): string {
    return presignUrl({
      method,
      host: this.host,
      path: `/${this.prefix}${key}`,
      region: this.s.region,
      service: 's3',
      accessKeyId: this.s.accessKeyId,
      secretAccessKey: this.s.secretAccessKey,
      expires,
      now: this.now(),
    });
  }

  readUrl(key: string): string {
    return this.presign('GET', key, S3_READ_URL_SECONDS);
  }

  async checkStored(key: string, contentType: string, maxBytes: number): Promise<StoredCheck> {
    let res: Awaited<ReturnType<Fetch>>;
    try {
      res = await this.fetcher(this.presign('GET', key, 60), { method: 'GET', headers: { range: 'bytes=0-63' } });
    } catch {
      return { ok: false, reason: 'missing' };
    }
    if (res.status !== 206 && res.status !== 200) return { ok: false, reason: 'missing' };
    const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? res.headers.get('content-length'));
    const head = new Uint8Array(await res.arrayBuffer()).slice(0, 64);
    const reason = !Number.isSafeInteger(total) || total > maxBytes ? 'too-large' : sniffImageType(head) !== contentType ? 'corrupted' : undefined;
    if (!reason) return { ok: true, size: total };
    await this.fetcher(this.presign('DELETE', key, 60), { method: 'DELETE' }).catch(() => undefined);
    return { ok: false, reason };
  }
}

/** The S3 driver when KHEL_UPLOAD_DRIVER=s3 (KHEL_S3_BUCKET, KHEL_S3_REGION, KHEL_S3_ACCESS_KEY_ID, KHEL_S3_SECRET_ACCESS_KEY). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings {
  const need = (name: string) => {
    const v = env[name];
    if (!v) throw new Error(`KHEL_UPLOAD_DRIVER=s3 needs ${name}`);
    return v;
  };
  return {
    bucket: need('KHEL_S3_BUCKET'),
    region: need('KHEL_S3_REGION'),
    accessKeyId: need('KHEL_S3_ACCESS_KEY_ID'),
    secretAccessKey: need('KHEL_S3_SECRET_ACCESS_KEY'),
    host: env.KHEL_S3_HOST || undefined,
    prefix: env.KHEL_S3_PREFIX || undefined,
  };
}
