import { decode as decodePng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import { isJpeg, isPng, orientationOf, TURN_OF_ORIENTATION, type QuarterTurn } from './orientation';

/**
 * A slip shrunk on its way to us (a screenshot saved at 38 %, forwarded twice at 40 %) has digits 7–9 px high, below
 * what tesseract's English model reads (it reads best at 20–30 px); the slip reader gives tesseract such a slip
 * enlarged: grey, twice the size, smoothly (bilinear). Decoded by pure-JS decoders (jpeg-js, fast-png) and enlarged by
 * the same code on both sides, so the browser and the server read the very same pixels (a canvas would decode and
 * scale with the browser's own code, which the server cannot reproduce).
 */

/** Slips narrower than this (in pixels, as saved) are enlarged; a phone's screenshot is 720 px wide or more. */
export const SMALL_WIDTH = 500;
/** How much a small slip is enlarged. */
export const ENLARGE = 2;

/** A greyscale picture, one byte a pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The width of a JPEG or PNG from its header (no decoding); null for another format or a broken header. */
export function imageWidth(image: Uint8Array): number | null {
  if (isPng(image)) return image.length >= 24 ? ((image[16]! << 24) | (image[17]! << 16) | (image[18]! << 8) | image[19]!) >>> 0 : null;
  if (!isJpeg(image)) return null;
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT C4, JPG C8, DAC CC).
  for (let i = 2; i + 9 < image.length; ) {
    if (image[i] !== 0xff) return null;
    const marker = image[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = (image[i + 2]! << 8) | image[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return (image[i + 7]! << 8) | image[i + 8]!;
    i += 2 + length;
  }
  return null;
}

/**
 * The mean of a JPEG's first luminance quantization table (its DQT segment), or null when it has none: the larger,
 * the coarser the JPEG (the IJG tables' mean is about 58 at quality 50, 240 at quality 12).
 */
export function jpegQuantization(image: Uint8Array): number | null {
  if (!isJpeg(image)) return null;
  for (let i = 2; i + 4 < image.length; ) {
    if (image[i] !== 0xff) return null;
    const marker = image[i + 1]!;
    if (marker === 0xda || marker === 0xd9) return null; // the scan starts: no table before it
    const length = (image[i + 2]! << 8) | image[i + 3]!;
    if (marker === 0xdb) {
      for (let t = i + 4; t < i + 2 + length; ) {
        const precision = image[t]! >> 4;
        const size = precision ? 128 : 64;
        if ((image[t]! & 15) === 0 && t + 1 + size <= image.length) {
          let sum = 0;
          for (let k = 0; k < 64; k++) sum += precision ? (image[t + 1 + 2 * k]! << 8) | image[t + 2 + 2 * k]! : image[t + 1 + k]!;
          return sum / 64;
        }
        t += 1 + size;
      }
    }
    i += 2 + length;
  }
  return null;
}

/**
 * From this mean quantization (about JPEG quality 30) a small JPEG is not enlarged: its digits are blocks, and
 * enlarged, tesseract read them wrong at full confidence (bench:ocr's cred-dark.forwarded-twice, quality 12: 872700454888
 * for 872700454898 at 93). Read as it is, such a slip reads below the trusted confidence, and the player types it.
 */
export const COARSE_JPEG = 100;

/** The slip decoded to grey (alpha over white); null when it cannot be decoded. */
function grey(image: Uint8Array): GreyImage | null {
  try {
    if (isJpeg(image)) {
      const { width, height, data } = decodeJpeg(image, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 256 });
      return { width, height, data: toGrey(data, width * height, 4, 8, undefined) };
    }
    const png = decodePng(image);
    return { width: png.width, height: png.height, data: toGrey(png.data, png.width * png.height, png.channels, png.depth, png.palette) };
  } catch {
    return null;
  }
}

/** Luma (0.299 R + 0.587 G + 0.114 B, in integers) of `n` pixels of `channels` samples, alpha over white. */
function toGrey(src: ArrayLike<number>, n: number, channels: number, depth: number, palette: number[][] | undefined): Uint8Array {
  const out = new Uint8Array(n);
  const shift = depth === 16 ? 8 : 0;
  const max = (1 << Math.min(depth, 8)) - 1;
  const level = (v: number) => (depth < 8 && !palette ? Math.round(((v >> shift) * 255) / max) : v >> shift);
  for (let p = 0; p < n; p++) {
    let r: number, g: number, b: number;
    let a = 255;
    if (palette) {
      const c = palette[src[p]!] ?? [0, 0, 0];
      [r, g, b] = [c[0]!, c[1]!, c[2]!];
      if (c.length > 3) a = c[3]!;
    } else if (channels >= 3) {
      r = level(src[p * channels]!);
      g = level(src[p * channels + 1]!);
      b = level(src[p * channels + 2]!);
      if (channels === 4) a = level(src[p * channels + 3]!);
    } else {
      r = g = b = level(src[p * channels]!);
      if (channels === 2) a = level(src[p * channels + 1]!);
    }
    const y = (77 * r + 150 * g + 29 * b + 128) >> 8;
    out[p] = a === 255 ? y : Math.round((y * a + 255 * (255 - a)) / 255);
  }
  return out;
}

/** Bilinear resampling by a whole `factor` (pixel centres aligned, edges clamped). */
function enlarged(src: GreyImage, factor: number): GreyImage {
  const width = src.width * factor;
  const height = src.height * factor;
  const data = new Uint8Array(width * height);
  const at = (x: number, y: number) => src.data[y * src.width + x]!;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(Math.max((y + 0.5) / factor - 0.5, 0), src.height - 1);
    const y0 = Math.floor(sy);
    const y1 = Math.min(y0 + 1, src.height - 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(Math.max((x + 0.5) / factor - 0.5, 0), src.width - 1);
      const x0 = Math.floor(sx);
      const x1 = Math.min(x0 + 1, src.width - 1);
      const fx = sx - x0;
      const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * fx;
      const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * fx;
      data[y * width + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { width, height, data };
}

/**
 * The slip enlarged (grey, ENLARGE times, bilinear) when it is a PNG, or a JPEG finer than COARSE_JPEG, narrower than
 * SMALL_WIDTH; null otherwise (read as it is). Its own EXIF orientation is kept for `pgm` to apply.
 */
export function enlargedSlip(image: Uint8Array): (GreyImage & { turn: number }) | null {
  const width = imageWidth(image);
  if (width === null || width === 0 || width >= SMALL_WIDTH) return null;
  if ((jpegQuantization(image) ?? 0) >= COARSE_JPEG) return null;
  const decoded = grey(image);
  if (!decoded) return null;
  const turn = TURN_OF_ORIENTATION[orientationOf(image)] ?? 0;
  return { ...enlarged(decoded, ENLARGE), turn };
}

/** The picture turned `turn` quarter turns clockwise. */
function turned(src: GreyImage, turn: number): GreyImage {
  const q = ((turn % 4) + 4) % 4;
  if (q === 0) return src;
  const { width: w, height: h } = src;
  const [width, height] = q % 2 ? [h, w] : [w, h];
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = q === 1 ? [h - 1 - y, x] : q === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      data[ny * width + nx] = src.data[y * w + x]!;
    }
  }
  return { width, height, data };
}

/**
 * The picture as a binary PGM (P5), which tesseract's leptonica reads without a codec, turned by its own orientation
 * and `turn` more quarter turns clockwise.
 */
export function pgm(image: GreyImage & { turn?: number }, turn: QuarterTurn | 0 = 0): Uint8Array {
  const { width, height, data } = turned(image, (image.turn ?? 0) + turn);
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + data.length);
  out.set(header, 0);
  out.set(data, header.length);
  return out;
}
