/** The image type a file's first bytes say it is (the name and the declared type are not trusted). */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

/** image/jpg is what some browsers send for .jpg files. */
export function canonicalImageType(type: string): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  const t = type.toLowerCase().split(';')[0]!.trim();
  if (t === 'image/jpeg' || t === 'image/jpg') return 'image/jpeg';
  if (t === 'image/png') return 'image/png';
  if (t === 'image/webp') return 'image/webp';
  return undefined;
}

export const EXTENSION_OF = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
