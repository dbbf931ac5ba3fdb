import { createHmac } from 'node:crypto';
import { presignUrl, signingKey } from '../src/wallet/uploads/sigv4';
import { S3UploadDriver } from '../src/wallet/uploads/s3-driver';
import { LocalUploadDriver } from '../src/wallet/uploads/local-driver';
import { canonicalImageType, sniffImageType } from '../src/wallet/uploads/magic';

const PNG_HEAD = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);

describe('SigV4 presigning', () => {
  test("matches AWS's documented presigned GET example (examplebucket/test.txt, 2013-05-24)", () => {
    const url = presignUrl({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expires: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  test('the S3 driver hands out a presigned POST whose signed policy fixes key, type and content-length-range; no ACL', () => {
    const driver = new S3UploadDriver(
      { bucket: 'khel-uploads', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', prefix: 'slips' },
      () => new Date('2026-01-01T10:00:00Z'),
    );
    const key = 'payment-slip/abcdefghijklmnopqrstuvwxyzABCDEF.png';
    const slot = { key, contentType: 'image/png', expiresAt: new Date('2026-01-01T10:10:00Z'), maxBytes: 5_242_880 };
    const signed = driver.sign(slot, 'http://ignored');
    expect(signed).toMatchObject({ method: 'POST', url: 'https://khel-uploads.s3.ap-south-1.amazonaws.com/', file_url: `https://khel-uploads.s3.ap-south-1.amazonaws.com/slips/${key}` });
    const fields = signed.fields!;
    const policy = JSON.parse(Buffer.from(fields.policy!, 'base64').toString('utf8'));
    expect(policy).toEqual({
      expiration: '2026-01-01T10:10:00.000Z',
      conditions: [
        { bucket: 'khel-uploads' },
        { key: `slips/${key}` },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 1, 5_242_880],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKIDEXAMPLE/20260101/ap-south-1/s3/aws4_request' },
        { 'x-amz-date': '20260101T100000Z' },
      ],
    });
    expect(JSON.stringify(policy)).not.toMatch(/acl|public-read/);
    // The signature is HMAC-SHA256 of the base64 policy with the SigV4 signing key (AWS's POST-policy rule).
    const expected = createHmac('sha256', signingKey('secret', '20260101', 'ap-south-1', 's3')).update(fields.policy!).digest('hex');
    expect(fields['x-amz-signature']).toBe(expected);
    expect(fields).toMatchObject({ key: `slips/${key}`, 'Content-Type': 'image/png', 'x-amz-date': '20260101T100000Z' });
    // Another size limit or type gives another signature.
    expect(driver.sign({ ...slot, maxBytes: 10 }, '').fields!['x-amz-signature']).not.toBe(expected);
    expect(driver.sign({ ...slot, contentType: 'image/jpeg' }, '').fields!['x-amz-signature']).not.toBe(expected);
  });

  test('S3 objects are read through short-lived signed GETs; after upload the first bytes must be the declared image', async () => {
    const seen: { method: string; url: string; range?: string }[] = [];
    let object = PNG_HEAD;
    let total = PNG_HEAD.length;
    const driver = new S3UploadDriver(
      { bucket: 'b', region: 'ap-south-1', accessKeyId: 'AKID', secretAccessKey: 's' },
      () => new Date('2026-01-01T10:00:00Z'),
      async (url, init) => {
        seen.push({ method: init.method, url, range: init.headers?.range });
        if (init.method === 'DELETE') return { status: 204, headers: { get: () => null }, arrayBuffer: async () => new ArrayBuffer(0) };
        return {
          status: 206,
          headers: { get: (h: string) => (h === 'content-range' ? `bytes 0-${object.length - 1}/${total}` : null) },
          arrayBuffer: async () => object.buffer.slice(object.byteOffset, object.byteOffset + object.length),
        };
      },
    );
    const key = 'qr-code/abcdefghijklmnopqrstuvwxyzABCDEF.png';
    const read = new URL(driver.readUrl(key));
    expect([read.host, read.pathname]).toEqual(['b.s3.ap-south-1.amazonaws.com', `/${key}`]);
    expect(read.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(read.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(await driver.checkStored(key, 'image/png', 5_242_880)).toEqual({ ok: true, size: PNG_HEAD.length });
    expect(seen[0]).toMatchObject({ method: 'GET', range: 'bytes=0-63' });
    object = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await driver.checkStored(key, 'image/png', 5_242_880)).toEqual({ ok: false, reason: 'corrupted' });
    expect(seen.at(-1)!.method).toBe('DELETE');
    object = PNG_HEAD;
    total = 6_000_000;
    expect(await driver.checkStored(key, 'image/png', 5_242_880)).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('upload checks', () => {
  test('magic bytes decide the type, not the name', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
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
