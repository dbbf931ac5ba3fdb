import { fileTypeFromBuffer } from 'file-type';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

// What file-type may find, and the upload type it counts as (an animated PNG is still a PNG file).
const IMAGE_OF: Record<string, ImageType> = { 'image/jpeg': 'image/jpeg', 'image/png': 'image/png', 'image/apng': 'image/png', 'image/webp': 'image/webp' };

/**
 * The image type a file's bytes say it is, by file-type (the name and the declared type are not trusted). A PNG
 * must show its chunk structure, not just the 8-byte signature; anything else (GIF, SVG, text) is undefined.
 */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | undefined> {
  if (!bytes || bytes.length === 0) return undefined;
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return found ? IMAGE_OF[found.mime] : undefined;
}

/** image/jpg is what some browsers send for .jpg files. */
export function canonicalImageType(type: string): ImageType | undefined {
  const t = type.toLowerCase().split(';')[0]!.trim();
  if (t === 'image/jpeg' || t === 'image/jpg') return 'image/jpeg';
  if (t === 'image/png') return 'image/png';
  if (t === 'image/webp') return 'image/webp';
  return undefined;
}

export const EXTENSION_OF = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
