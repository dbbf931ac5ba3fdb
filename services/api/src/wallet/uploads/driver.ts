/** The S3 bucket uploads go to (KHEL_S3_*, read by config.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint (KHEL_S3_HOST, e.g. minio.internal:9000), addressed path-style; default AWS's virtual host <bucket>.s3.<region>.amazonaws.com */
  host?: string;
  /** Folder inside the bucket */
  prefix?: string;
}

/** Where uploaded images go. The local driver stores them itself; the S3 driver hands out presigned POST forms. */
export interface UploadSlot {
  key: string;
  contentType: string;
  expiresAt: Date;
  /** The most bytes the store accepts for this slot (S3: in the signed policy's content-length-range). */
  maxBytes: number;
}

/** How the client sends the bytes: a PUT of the raw file (local), or a multipart POST with these fields first (S3). */
export interface SignedUpload {
  method: 'PUT' | 'POST';
  url: string;
  fields?: Record<string, string>;
  /** The URL the file is known by once stored: the only string the deposit / account forms accept back for it. */
  file_url: string;
}

/** What a check of a stored object found (S3: read back after the client's upload). */
export type StoredCheck = { ok: true; size: number } | { ok: false; reason: 'missing' | 'corrupted' | 'too-large' };

export interface UploadDriver {
  readonly name: 'local' | 's3';
  /** How the client uploads to the slot. */
  sign(slot: UploadSlot, origin: string): SignedUpload | Promise<SignedUpload>;
  /** S3 only: a short-lived signed GET of a private object. */
  readUrl?(key: string): Promise<string>;
  /** S3 only: reads the stored object's first bytes and size (magic-byte and size check after upload). */
  checkStored?(key: string, contentType: string, maxBytes: number): Promise<StoredCheck>;
}

export const KEY_PATTERN = /^(payment-slip|qr-code)\/[A-Za-z0-9_-]{32}\.(jpg|png|webp)$/;
