import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KEY_PATTERN, type SignedUpload, type UploadDriver, type UploadSlot } from './driver';

export const LOCAL_UPLOAD_PREFIX = '/wallet/uploads/';

/** Files on the API's disk, written by a PUT to an HMAC-signed, expiring URL and served at that URL without its query. */
export class LocalUploadDriver implements UploadDriver {
  readonly name = 'local' as const;
  constructor(
    private readonly secret: string,
    readonly dir: string,
  ) {}

  signature(key: string, expires: number, contentType: string): string {
    return createHmac('sha256', this.secret).update(`PUT\n${key}\n${expires}\n${contentType}`).digest('base64url');
  }

  sign(slot: UploadSlot, origin: string): SignedUpload {
    const expires = Math.floor(slot.expiresAt.getTime() / 1000);
    const fileUrl = `${origin}${LOCAL_UPLOAD_PREFIX}${slot.key}`;
    return { method: 'PUT', url: `${fileUrl}?expires=${expires}&signature=${this.signature(slot.key, expires, slot.contentType)}`, file_url: fileUrl };
  }

  verify(key: string, expires: number, contentType: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(key, expires, contentType));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private fileOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('bad upload key');
    return path.join(this.dir, key);
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, file);
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key));
    } catch {
      return undefined;
    }
  }
}
