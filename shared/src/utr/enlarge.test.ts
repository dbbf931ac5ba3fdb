import { encode as encodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';
import { COARSE_JPEG, enlargedSlip, ENLARGE, imageWidth, jpegQuantization, pgm, SMALL_WIDTH } from './enlarge';
import { turnedImage } from './orientation';
import { readUtrInPasses, type UtrPass } from './passes';

/** A grey PNG of `width`×`height` whose pixels are `px(x, y)`. */
const png = (width: number, height: number, px: (x: number, y: number) => number) =>
  encodePng({ width, height, channels: 1, depth: 8, data: Uint8Array.from({ length: width * height }, (_, i) => px(i % width, Math.floor(i / width))) });
/** The same as an RGBA JPEG at quality 90. */
const jpeg = (width: number, height: number, px: (x: number, y: number) => number) => {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.fill(px(i % width, Math.floor(i / width)), i * 4, i * 4 + 3);
    data[i * 4 + 3] = 255;
  }
  return new Uint8Array(encodeJpeg({ width, height, data }, 90).data);
};
const header = (b: Uint8Array) => new TextDecoder().decode(b.subarray(0, b.indexOf(10, b.indexOf(10, 3) + 1) + 1));

describe('enlargedSlip: a small slip is read grey and twice the size, the same bytes on both sides', () => {
  it("reads a PNG's and a JPEG's width from the header; nothing for another format", () => {
    expect(imageWidth(png(321, 7, () => 0))).toBe(321);
    expect(imageWidth(jpeg(304, 16, () => 0))).toBe(304);
    expect(imageWidth(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0]))).toBeNull();
  });

  it('leaves a slip of SMALL_WIDTH or more, and what it cannot decode, as it is', () => {
    expect(enlargedSlip(png(SMALL_WIDTH, 2, () => 255))).toBeNull();
    expect(enlargedSlip(png(SMALL_WIDTH - 1, 2, () => 255))).not.toBeNull();
    const broken = png(40, 40, () => 0).subarray(0, 60);
    expect(enlargedSlip(broken)).toBeNull();
  });

  it('enlarges by ENLARGE, bilinear with pixel centres aligned and the edges held', () => {
    const big = enlargedSlip(png(2, 1, (x) => (x ? 255 : 0)))!;
    expect(ENLARGE).toBe(2);
    expect([big.width, big.height]).toEqual([4, 2]);
    expect([...big.data]).toEqual([0, 64, 191, 255, 0, 64, 191, 255]);
  });

  it('makes colour grey (luma) and lays alpha over white', () => {
    const rgba = encodePng({ width: 1, height: 1, channels: 4, depth: 8, data: Uint8Array.from([255, 0, 0, 255]) });
    expect(enlargedSlip(rgba)!.data[0]).toBe(77);
    const clear = encodePng({ width: 1, height: 1, channels: 4, depth: 8, data: Uint8Array.from([0, 0, 0, 0]) });
    expect(enlargedSlip(clear)!.data[0]).toBe(255);
  });

  it('decodes a JPEG too (a forwarded slip), close to its pixels', () => {
    const big = enlargedSlip(jpeg(16, 16, (x) => (x < 8 ? 20 : 230)))!;
    expect([big.width, big.height]).toEqual([32, 32]);
    expect(Math.abs(big.data[0]! - 20)).toBeLessThan(8);
    expect(Math.abs(big.data[31]! - 230)).toBeLessThan(8);
  });

  it('writes a binary PGM, turned by its own EXIF orientation and the quarter turns asked for', () => {
    const slip = png(3, 1, (x) => x * 100);
    const upright = pgm(enlargedSlip(slip)!);
    expect(header(upright)).toBe('P5\n6 2\n255\n');
    expect(upright.length).toBe(header(upright).length + 12);
    expect(header(pgm(enlargedSlip(slip)!, 1))).toBe('P5\n2 6\n255\n');
    // Saved a quarter clockwise (EXIF 6): upright is 2 wide; turned once more, upside down.
    const sideways = enlargedSlip(turnedImage(slip, 1)!)!;
    expect(header(pgm(sideways))).toBe('P5\n2 6\n255\n');
    const turnedTwice = pgm(sideways, 1);
    expect(header(turnedTwice)).toBe('P5\n6 2\n255\n');
    const pixels = turnedTwice.subarray(header(turnedTwice).length);
    expect(pixels[0]).toBe(200); // the first row starts with the slip's right end
  });
});

describe('readUtrInPasses on a small slip', () => {
  it('reads it enlarged (PGM), never straightened', async () => {
    const asked: string[] = [];
    const recognise = async (image: Uint8Array, pass: UtrPass, straighten?: boolean) => {
      asked.push(`${header(image).split('\n')[1] ?? ''}/${pass}${straighten ? '/straight' : ''}`);
      return { text: 'UTR 412345678901', words: [{ text: '412345678901', confidence: 70 }] };
    };
    await expect(readUtrInPasses(png(300, 400, () => 255), recognise)).resolves.toBeNull();
    expect(asked).toEqual(['600 800/3', '600 800/6']);
  });
});

describe('a coarse JPEG is never enlarged', () => {
  it("measures a JPEG's quantization, and leaves one at quality 12 (forwarded twice) as it is", () => {
    const at = (q: number) => new Uint8Array(encodeJpeg({ width: 304, height: 8, data: new Uint8Array(304 * 8 * 4).fill(200) }, q).data);
    expect(jpegQuantization(at(90))!).toBeLessThan(15);
    expect(jpegQuantization(at(12))!).toBeGreaterThanOrEqual(COARSE_JPEG);
    expect(jpegQuantization(png(2, 2, () => 0))).toBeNull();
    expect(enlargedSlip(at(70))).not.toBeNull();
    expect(enlargedSlip(at(12))).toBeNull();
  });
});
