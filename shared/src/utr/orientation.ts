/**
 * A slip saved sideways, turned upright for tesseract without decoding it: tesseract.js reads an image's EXIF
 * orientation (big-endian "MM" TIFF, the first one in its first 500 bytes) and turns the picture by it losslessly
 * (leptonica's orthogonal rotation) before recognising it. So a quarter turn is a 38-byte EXIF block put in front:
 * an APP1 segment after a JPEG's start, an eXIf chunk after a PNG's header. Its own `rotateRadians` cannot do this: it
 * turns inside the original frame and cuts off what no longer fits (a tall slip turned loses its top and bottom).
 *
 * DOM-free bytes in, bytes out, so the browser and the server turn slips the same way; no image library (an EXIF
 * writer library would be far more than these few bytes).
 */

/** Quarter turns clockwise. */
export type QuarterTurn = 1 | 2 | 3;

/** EXIF orientation value <-> clockwise quarter turns it asks for (the four rotations; mirrored ones are left alone). */
const ORIENTATION_OF_TURN = [1, 6, 3, 8] as const;
export const TURN_OF_ORIENTATION: Record<number, number> = { 1: 0, 6: 1, 3: 2, 8: 3 };

/** The orientation entry as tesseract.js looks for it (tag 0x0112, SHORT, count 1, big-endian). */
const ENTRY = [1, 18, 0, 3, 0, 0, 0, 1, 0];

/** The image's own EXIF orientation where tesseract.js would find it; 1 (upright) when there is none. */
export function orientationOf(image: Uint8Array): number {
  const head = image.subarray(0, 500);
  outer: for (let i = 0; i + ENTRY.length < head.length; i++) {
    for (let j = 0; j < ENTRY.length; j++) if (head[i + j] !== ENTRY[j]) continue outer;
    const value = head[i + ENTRY.length]!;
    return value >= 1 && value <= 9 ? value : 1;
  }
  return 1;
}

/** The TIFF body: "MM", 42, one IFD at 8 holding the orientation, no next IFD. */
function tiff(orientation: number): number[] {
  return [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, ...ENTRY, orientation, 0, 0, 0, 0, 0, 0];
}

let crcTable: Uint32Array | undefined;
/** CRC-32 (PNG's chunk checksum, polynomial 0xEDB88320). */
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
export const isPng = (b: Uint8Array) => PNG_SIGNATURE.every((v, i) => b[i] === v) && String.fromCharCode(...b.subarray(12, 16)) === 'IHDR';

/**
 * The image turned `turn` quarters clockwise (on top of its own orientation), for tesseract.js; null when it is neither
 * a JPEG nor a PNG, or carries a mirrored orientation.
 */
export function turnedImage(image: Uint8Array, turn: QuarterTurn): Uint8Array | null {
  const own = TURN_OF_ORIENTATION[orientationOf(image)];
  if (own === undefined) return null;
  const orientation = ORIENTATION_OF_TURN[(own + turn) % 4]!;
  const body = tiff(orientation);
  let insert: number[];
  let at: number;
  if (isJpeg(image)) {
    const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...body]; // "Exif\0\0" + TIFF
    insert = [0xff, 0xe1, (app1.length + 2) >> 8, (app1.length + 2) & 0xff, ...app1];
    at = 2;
  } else if (isPng(image)) {
    const typed = Uint8Array.from([0x65, 0x58, 0x49, 0x66, ...body]); // "eXIf" + TIFF
    insert = [...u32(body.length), ...typed, ...u32(crc32(typed))];
    at = 8 + 8 + 13 + 4; // signature, IHDR's length and type, its 13 bytes, its CRC
  } else {
    return null;
  }
  const out = new Uint8Array(image.length + insert.length);
  out.set(image.subarray(0, at), 0);
  out.set(insert, at);
  out.set(image.subarray(at), at + insert.length);
  return out;
}
