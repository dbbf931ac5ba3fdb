import { KEY_PATTERN, type UploadDriver, type UploadSlot } from './driver';
import { presignUrl } from './sigv4';

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

/**
 * Presigned PUT to S3 (SPEC §7: the client PUTs with its content type and x-amz-acl: public-read; the URL without
 * its query is the stored image). Both headers are signed, so S3 refuses another type or ACL.
 */
export class S3UploadDriver implements UploadDriver {
  readonly name = 's3' as const;
  constructor(
    private readonly s: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get host(): string {
    return this.s.host ?? `${this.s.bucket}.s3.${this.s.region}.amazonaws.com`;
  }

  private get prefix(): string {
    return this.s.prefix ? `${this.s.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  }

  putUrl(slot: UploadSlot, _origin: string): string {
    const now = this.now();
    return presignUrl({
      method: 'PUT',
      host: this.host,
      path: `/${this.prefix}${slot.key}`,
      region: this.s.region,
      service: 's3',
      accessKeyId: this.s.accessKeyId,
      secretAccessKey: this.s.secretAccessKey,
      expires: Math.max(1, Math.floor((slot.expiresAt.getTime() - now.getTime()) / 1000)),
      now,
      headers: { 'content-type': slot.contentType, 'x-amz-acl': 'public-read' },
    });
  }

  keyOf(url: string): string | undefined {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return undefined;
    }
    const start = `/${this.prefix}`;
    if (u.host !== this.host || !u.pathname.startsWith(start)) return undefined;
    const key = u.pathname.slice(start.length);
    return KEY_PATTERN.test(key) ? key : undefined;
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
