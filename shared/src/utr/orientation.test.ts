import { crc32 } from 'node:zlib';
import { orientationOf, turnedImage } from './orientation';

/** A minimal PNG: signature, IHDR (13 bytes of data) and IEND; and a JPEG's start with its JFIF APP0. */
const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, ...new Array(17).fill(1), 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const ascii = (b: Uint8Array) => String.fromCharCode(...b);

describe('turnedImage: a quarter turn as an EXIF orientation tesseract.js applies', () => {
  it('puts an eXIf chunk with a valid CRC after a PNG header; the rest of the file is unchanged', () => {
    const turned = turnedImage(PNG, 1)!;
    expect(orientationOf(PNG)).toBe(1);
    expect(orientationOf(turned)).toBe(6);
    expect(ascii(turned.subarray(37, 41))).toBe('eXIf');
    // The chunk: length, type, TIFF body, CRC-32 of type + body (zlib's value for these bytes).
    const length = (turned[33]! << 24) | (turned[34]! << 16) | (turned[35]! << 8) | turned[36]!;
    const chunk = turned.subarray(37, 41 + length);
    const crc = turned.subarray(41 + length, 45 + length);
    expect(Buffer.from(crc).readUInt32BE(0)).toBe(crc32(Buffer.from(chunk)));
    expect([...turned.subarray(0, 33)]).toEqual([...PNG.subarray(0, 33)]);
    expect([...turned.subarray(45 + length)]).toEqual([...PNG.subarray(33)]);
  });

  it('puts an Exif APP1 segment right after a JPEG start', () => {
    const turned = turnedImage(JPEG, 3)!;
    expect(orientationOf(turned)).toBe(8);
    expect([...turned.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
    expect(ascii(turned.subarray(6, 12))).toBe('Exif\0\0');
    expect([...turned.subarray(turned.length - JPEG.length + 2)]).toEqual([...JPEG.subarray(2)]);
  });

  it("adds the turn to the image's own orientation, and leaves a mirrored one and other formats alone", () => {
    const once = turnedImage(JPEG, 1)!;
    expect(orientationOf(turnedImage(once, 1)!)).toBe(3);
    expect(orientationOf(turnedImage(once, 3)!)).toBe(1);
    const mirrored = turnedImage(JPEG, 1)!;
    mirrored[mirrored.indexOf(6, 20)] = 2;
    expect(orientationOf(mirrored)).toBe(2);
    expect(turnedImage(mirrored, 1)).toBeNull();
    expect(turnedImage(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), 1)).toBeNull();
  });
});
