import { presignUrl } from '../src/wallet/uploads/sigv4';
import { S3UploadDriver } from '../src/wallet/uploads/s3-driver';
import { LocalUploadDriver } from '../src/wallet/uploads/local-driver';
import { canonicalImageType, sniffImageType } from '../src/wallet/uploads/magic';

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

  test('the S3 driver signs a PUT with the content type and the public-read ACL; the public URL maps back to the key', () => {
    const driver = new S3UploadDriver(
      { bucket: 'khel-uploads', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      () => new Date('2026-01-01T10:00:00Z'),
    );
    const key = 'payment-slip/abcdefghijklmnopqrstuvwxyzABCDEF.png';
    const url = new URL(driver.putUrl({ key, contentType: 'image/png', expiresAt: new Date('2026-01-01T10:10:00Z') }, 'http://ignored'));
    expect(url.host).toBe('khel-uploads.s3.ap-south-1.amazonaws.com');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;x-amz-acl');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(driver.keyOf(`${url.origin}${url.pathname}`)).toBe(key);
    expect(driver.keyOf(`https://other.example${url.pathname}`)).toBeUndefined();
    // Another content type gives another signature.
    const other = new URL(driver.putUrl({ key, contentType: 'image/jpeg', expiresAt: new Date('2026-01-01T10:10:00Z') }, ''));
    expect(other.searchParams.get('X-Amz-Signature')).not.toBe(url.searchParams.get('X-Amz-Signature'));
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

  test('local signatures bind key, expiry and type; only well-formed keys are ours', () => {
    const d = new LocalUploadDriver('k', '/tmp/none');
    const key = 'qr-code/abcdefghijklmnopqrstuvwxyzABCDEF.webp';
    const sig = d.signature(key, 100, 'image/webp');
    expect(d.verify(key, 100, 'image/webp', sig)).toBe(true);
    expect(d.verify(key, 101, 'image/webp', sig)).toBe(false);
    expect(d.verify(key, 100, 'image/png', sig)).toBe(false);
    expect(d.verify(key.replace('a', 'b'), 100, 'image/webp', sig)).toBe(false);
    expect(new LocalUploadDriver('other', '/tmp/none').verify(key, 100, 'image/webp', sig)).toBe(false);
    expect(d.keyOf(`https://site.example/wallet/uploads/${key}`)).toBe(key);
    expect(d.keyOf('https://site.example/wallet/uploads/../secrets')).toBeUndefined();
    expect(d.keyOf('https://site.example/wallet/uploads/qr-code/short.png')).toBeUndefined();
  });
});
