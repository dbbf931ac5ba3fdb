/** Where uploaded images go. The local driver stores them itself; the S3 driver hands out presigned URLs. */
export interface UploadSlot {
  key: string;
  contentType: string;
  expiresAt: Date;
}

export interface UploadDriver {
  readonly name: 'local' | 's3';
  /** The URL the client PUTs the bytes to (with Content-Type and x-amz-acl: public-read). */
  putUrl(slot: UploadSlot, origin: string): string;
  /** The object key of a stored file's public URL (the put URL without its query), or undefined if not ours. */
  keyOf(url: string): string | undefined;
}

export const KEY_PATTERN = /^(payment-slip|qr-code)\/[A-Za-z0-9_-]{32}\.(jpg|png|webp)$/;
