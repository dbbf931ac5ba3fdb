import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KEY_PATTERN, type UploadDriver, type UploadSlot } from './driver';

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

  putUrl(slot: UploadSlot, origin: string): string {
    const expires = Math.floor(slot.expiresAt.getTime() / 1000);
    return `${origin}${LOCAL_UPLOAD_PREFIX}${slot.key}?expires=${expires}&signature=${this.signature(slot.key, expires, slot.contentType)}`;
  }

  verify(key: string, expires: number, contentType: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(key, expires, contentType));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  keyOf(url: string): string | undefined {
    let pathname: string;
    try {
      pathname = new URL(url, 'http://local').pathname;
    } catch {
      return undefined;
    }
    if (!pathname.startsWith(LOCAL_UPLOAD_PREFIX)) return undefined;
    const key = pathname.slice(LOCAL_UPLOAD_PREFIX.length);
    return KEY_PATTERN.test(key) ? key : undefined;
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
