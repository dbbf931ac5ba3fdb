import { createHmac } from 'node:crypto';
import { S3UploadDriver } from '../src/wallet/uploads/s3-driver';
import { LocalUploadDriver } from '../src/wallet/uploads/local-driver';
import { canonicalImageType, sniffImageType } from '../src/wallet/uploads/magic';
import { plainPng } from './wallet-png';

const PNG = plainPng(2, 2);
const PNG_SIGNATURE_ONLY = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);

/** AWS's SigV4 signing key: HMAC chain over date, region, service (computed here to check the SDK's POST policy signature). */
function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const h = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return h(h(h(h(`AWS4${secret}`, date), region), service), 'aws4_request');
}

describe('S3 uploads (AWS SDK presigners)', () => {
  test('the S3 driver hands out a presigned POST whose signed policy fixes key, type and content-length-range; no ACL', async () => {
    const driver = new S3UploadDriver(
      { bucket: 'khel-uploads', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', prefix: 'slips' },
      () => new Date('2026-01-01T10:00:00Z'),
    );
    const key = 'payment-slip/abcdefghijklmnopqrstuvwxyzABCDEF.png';
    const slot = { key, contentType: 'image/png', expiresAt: new Date('2026-01-01T10:10:00Z'), maxBytes: 5_242_880 };
    const signed = await driver.sign(slot, 'http://ignored');
    expect(signed).toMatchObject({ method: 'POST', url: 'https://khel-uploads.s3.ap-south-1.amazonaws.com/', file_url: `https://khel-uploads.s3.ap-south-1.amazonaws.com/slips/${key}` });
    const fields = signed.fields!;
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
    expect(policy.expiration).toBe('2026-01-01T10:10:00Z');
    expect(policy.conditions).toHaveLength(7);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'khel-uploads' },
        { key: `slips/${key}` },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 1, 5_242_880],
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': 'AKIDEXAMPLE/20260101/ap-south-1/s3/aws4_request' },
        { 'X-Amz-Date': '20260101T100000Z' },
      ]),
    );
    expect(JSON.stringify(policy)).not.toMatch(/acl|public-read/i);
    // The signature is HMAC-SHA256 of the base64 policy with the SigV4 signing key (AWS's POST-policy rule).
    const expected = createHmac('sha256', signingKey('secret', '20260101', 'ap-south-1', 's3')).update(fields.Policy!).digest('hex');
    expect(fields['X-Amz-Signature']).toBe(expected);
    expect(fields).toMatchObject({ key: `slips/${key}`, 'Content-Type': 'image/png', 'X-Amz-Date': '20260101T100000Z' });
    // Another size limit or type gives another signature.
    expect((await driver.sign({ ...slot, maxBytes: 10 }, '')).fields!['X-Amz-Signature']).not.toBe(expected);
    expect((await driver.sign({ ...slot, contentType: 'image/jpeg' }, '')).fields!['X-Amz-Signature']).not.toBe(expected);
  });

  test('KHEL_S3_HOST: an S3-compatible endpoint, addressed path-style', async () => {
    const driver = new S3UploadDriver({ bucket: 'slips', region: 'us-east-1', accessKeyId: 'A', secretAccessKey: 's', host: 'minio.internal:9000' }, () => new Date('2026-01-01T10:00:00Z'));
    const key = 'qr-code/abcdefghijklmnopqrstuvwxyzABCDEF.png';
    const signed = await driver.sign({ key, contentType: 'image/png', expiresAt: new Date('2026-01-01T10:10:00Z'), maxBytes: 100 }, '');
    expect([signed.url, signed.file_url]).toEqual(['https://minio.internal:9000/slips', `https://minio.internal:9000/slips/${key}`]);
    const read = new URL(await driver.readUrl(key));
    expect([read.host, read.pathname]).toEqual(['minio.internal:9000', `/slips/${key}`]);
  });

  test('S3 objects are read through short-lived signed GETs; after upload the bytes must be the declared image', async () => {
    const seen: { method: string; url: string }[] = [];
    let object = PNG;
    let total = PNG.length;
    const driver = new S3UploadDriver(
      { bucket: 'khel-b', region: 'ap-south-1', accessKeyId: 'AKID', secretAccessKey: 's' },
      () => new Date('2026-01-01T10:00:00Z'),
      async (url, init) => {
        seen.push({ method: init.method, url });
        if (init.method === 'DELETE') return { status: 204, headers: { get: () => null }, arrayBuffer: async () => new ArrayBuffer(0) };
        return {
          status: 200,
          headers: { get: (h: string) => (h === 'content-length' ? String(total) : null) },
          arrayBuffer: async () => object.buffer.slice(object.byteOffset, object.byteOffset + object.length) as ArrayBuffer,
        };
      },
    );
    const key = 'qr-code/abcdefghijklmnopqrstuvwxyzABCDEF.png';
    const read = new URL(await driver.readUrl(key));
    expect([read.host, read.pathname]).toEqual(['khel-b.s3.ap-south-1.amazonaws.com', `/${key}`]);
    expect(read.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(read.searchParams.get('X-Amz-Date')).toBe('20260101T100000Z');
    expect(read.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(await driver.checkStored(key, 'image/png', 5_242_880)).toEqual({ ok: true, size: PNG.length });
    expect(seen.map((r) => r.method)).toEqual(['GET']);
    expect(new URL(seen[0]!.url).searchParams.get('X-Amz-Expires')).toBe('60');
    // Bytes that only start like a PNG, an SVG, or a JPEG stored as a PNG: corrupted, and the object is deleted.
    for (const bad of [PNG_SIGNATURE_ONLY, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0])]) {
      object = bad;
      total = bad.length;
      expect(await driver.checkStored(key, 'image/png', 5_242_880)).toEqual({ ok: false, reason: 'corrupted' });
      expect(seen.at(-1)!.method).toBe('DELETE');
      expect(new URL(seen.at(-1)!.url).pathname).toBe(`/${key}`);
    }
    object = PNG;
    total = 6_000_000;
    expect(await driver.checkStored(key, 'image/png', 5_242_880)).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('upload checks', () => {
  test('magic bytes decide the type (file-type), not the name', async () => {
    expect(await sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(await sniffImageType(PNG)).toBe('image/png');
    expect(await sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    // A PNG signature followed by no chunk structure is not a PNG.
    expect(await sniffImageType(PNG_SIGNATURE_ONLY)).toBeUndefined();
    expect(await sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(await sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(await sniffImageType(Buffer.alloc(0))).toBeUndefined();
    expect(canonicalImageType('image/JPG')).toBe('image/jpeg');
    expect(canonicalImageType('image/svg+xml')).toBeUndefined();
  });

  test('local signatures bind key, expiry and type', () => {
    const d = new LocalUploadDriver('k', '/tmp/none');
    const key = 'qr-code/abcdefghijklmnopqrstuvwxyzABCDEF.webp';
    const sig = d.signature(key, 100, 'image/webp');
    expect(d.verify(key, 100, 'image/webp', sig)).toBe(true);
    expect(d.verify(key, 101, 'image/webp', sig)).toBe(false);
    expect(d.verify(key, 100, 'image/png', sig)).toBe(false);
    expect(d.verify(key.replace('a', 'b'), 100, 'image/webp', sig)).toBe(false);
    expect(new LocalUploadDriver('other', '/tmp/none').verify(key, 100, 'image/webp', sig)).toBe(false);
    const signed = d.sign({ key, contentType: 'image/webp', expiresAt: new Date(100_000), maxBytes: 10 }, 'https://site.example');
    expect(signed).toEqual({ method: 'PUT', url: `https://site.example/wallet/uploads/${key}?expires=100&signature=${sig}`, file_url: `https://site.example/wallet/uploads/${key}` });
  });
});
