import '../test-env';
import { api } from '@khel/shared';
import { UploadError } from '@khel/shared/kit';
import { fail, fakeApi, ok } from '../test-utils';
import { isAllowedImage, uploadImage } from './upload';

const png = (size = 2048, name = 'a.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const setFetch = (impl: () => Promise<unknown>) => ((globalThis as { fetch?: unknown }).fetch = jest.fn(impl));

describe('image upload', () => {
  it('accepts jpg, jpeg, png and webp up to 5 MB (5242880 bytes)', () => {
    expect(isAllowedImage(png())).toBe(true);
    expect(isAllowedImage(png(10, 'a.jpeg', 'image/jpeg'))).toBe(true);
    expect(isAllowedImage(png(10, 'a.webp', 'image/webp'))).toBe(true);
    expect(isAllowedImage(png(5_242_880))).toBe(true);
    expect(isAllowedImage(png(5_242_881))).toBe(false);
    expect(isAllowedImage(png(10, 'a.gif', 'image/gif'))).toBe(false);
    expect(isAllowedImage(png(10, 'a.svg', 'image/svg+xml'))).toBe(false);
  });

  it('returns the stored address (signed URL without its query)', async () => {
    fakeApi(api.wallet, () => ok({ url: '/wallet/uploads/abc.png?exp=1&sig=2' }));
    setFetch(async () => ({ ok: true, status: 200 }));
    await expect(uploadImage(png(), 'qr-code')).resolves.toBe('/wallet/uploads/abc.png');
  });

  it("says 'Failed to get upload URL' without a URL, and shows the store's refusal or 'File upload failed'", async () => {
    fakeApi(api.wallet, () => ok({}));
    await expect(uploadImage(png(), 'payment-slip')).rejects.toEqual(new UploadError('Failed to get upload URL'));
    fakeApi(api.wallet, () => ok({ url: '/wallet/uploads/abc.png?sig=2' }));
    setFetch(async () => ({ ok: false, status: 415, json: async () => ({ message: 'File seems corrupted and cannot be uploaded' }) }));
    await expect(uploadImage(png(), 'payment-slip')).rejects.toEqual(new UploadError('File seems corrupted and cannot be uploaded'));
    setFetch(async () => ({ ok: false, status: 500, json: async () => Promise.reject(new Error('not json')) }));
    await expect(uploadImage(png(), 'payment-slip')).rejects.toEqual(new UploadError('File upload failed'));
    setFetch(async () => Promise.reject(new TypeError('network')));
    await expect(uploadImage(png(), 'payment-slip')).rejects.toEqual(new UploadError('File upload failed'));
  });

  it('leaves the message of a refused signed-URL request to the API layer', async () => {
    fakeApi(api.wallet, () => fail(422, 'Invalid file type'));
    await expect(uploadImage(png(), 'payment-slip')).rejects.toEqual(new UploadError(''));
  });
});
