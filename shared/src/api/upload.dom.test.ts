import { uploadFile, uploadSlotRequest, UploadError, type RequestUploadSlot, type UploadSlotRequest } from './upload';

const png = (size = 2048, name = 'qr.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const fetchMock = (impl: () => Promise<unknown>) => ((globalThis as { fetch?: unknown }).fetch = jest.fn(impl)) as jest.Mock;
const slotOf = (answer: Awaited<ReturnType<RequestUploadSlot>>) => {
  const asked: UploadSlotRequest[] = [];
  const requestSlot: RequestUploadSlot = async (request) => (asked.push(request), answer);
  return { asked, requestSlot };
};

describe('the upload client', () => {
  it('asks for the slot with the file type, name, kind and size in KB rounded up (at least 1)', () => {
    expect(uploadSlotRequest(png(2048), 'qr-code')).toEqual({ file_type: 'image/png', file_size: 2, file_name: 'qr.png', type: 'qr-code' });
    expect(uploadSlotRequest(png(2049), 'payment-slip').file_size).toBe(3);
    expect(uploadSlotRequest(png(1), 'payment-slip').file_size).toBe(1);
  });

  it('PUTs the bytes with their content type to a local slot and returns the URL without its query', async () => {
    const { asked, requestSlot } = slotOf({ url: 'http://localhost/wallet/uploads/qr-code/a.png?expires=1&signature=s', method: 'PUT' });
    const put = fetchMock(async () => ({ ok: true, status: 200 }));
    const file = png();
    await expect(uploadFile(file, 'qr-code', requestSlot)).resolves.toBe('http://localhost/wallet/uploads/qr-code/a.png');
    expect(asked).toEqual([{ file_type: 'image/png', file_size: 2, file_name: 'qr.png', type: 'qr-code' }]);
    expect(put).toHaveBeenCalledWith('http://localhost/wallet/uploads/qr-code/a.png?expires=1&signature=s', {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': 'image/png', 'x-amz-acl': 'public-read' },
    });
  });

  it('POSTs a form with every field as given and the file last to an S3 slot, and returns its file_url', async () => {
    const fields = { key: 'uploads/payment-slip/a.png', 'Content-Type': 'image/png', Policy: 'p', 'X-Amz-Signature': 's' };
    const { requestSlot } = slotOf({ url: 'https://bucket.s3.amazonaws.com/', method: 'POST', fields, file_url: 's3://bucket/uploads/payment-slip/a.png' });
    const post = fetchMock(async () => ({ ok: true, status: 204 }));
    const file = png();
    await expect(uploadFile(file, 'payment-slip', requestSlot)).resolves.toBe('s3://bucket/uploads/payment-slip/a.png');
    const [url, init] = post.mock.calls[0] as [string, { method: string; body: FormData }];
    expect([url, init.method]).toEqual(['https://bucket.s3.amazonaws.com/', 'POST']);
    expect([...init.body.keys()]).toEqual([...Object.keys(fields), 'file']);
    expect(Object.keys(fields).map((k) => init.body.get(k))).toEqual(Object.values(fields));
    expect((init.body.get('file') as File).name).toBe('qr.png');
  });

  it("says 'Failed to get upload URL' without a slot, and lets the slot request's own error through", async () => {
    const send = fetchMock(async () => ({ ok: true, status: 200 }));
    await expect(uploadFile(png(), 'qr-code', slotOf(undefined).requestSlot)).rejects.toEqual(new UploadError('Failed to get upload URL'));
    await expect(uploadFile(png(), 'qr-code', slotOf({ url: '' }).requestSlot)).rejects.toEqual(new UploadError('Failed to get upload URL'));
    const refused = new Error('Only operators may upload');
    await expect(uploadFile(png(), 'qr-code', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the store's refusal, else 'File seems corrupted…' (415/422) or 'File upload failed'", async () => {
    const { requestSlot } = slotOf({ url: '/wallet/uploads/a.png?sig=2' });
    const fails = (status: number, json: () => Promise<unknown>) => fetchMock(async () => ({ ok: false, status, json }));
    fails(400, async () => ({ message: 'Upload link expired' }));
    await expect(uploadFile(png(), 'qr-code', requestSlot)).rejects.toEqual(new UploadError('Upload link expired'));
    fails(422, async () => ({ message: '' }));
    await expect(uploadFile(png(), 'qr-code', requestSlot)).rejects.toEqual(new UploadError('File seems corrupted and cannot be uploaded'));
    fails(415, () => Promise.reject(new Error('not json')));
    await expect(uploadFile(png(), 'qr-code', requestSlot)).rejects.toEqual(new UploadError('File seems corrupted and cannot be uploaded'));
    fails(500, async () => ({ message: 42 }));
    await expect(uploadFile(png(), 'qr-code', requestSlot)).rejects.toEqual(new UploadError('File upload failed'));
    fetchMock(() => Promise.reject(new TypeError('network')));
    await expect(uploadFile(png(), 'qr-code', requestSlot)).rejects.toEqual(new UploadError('File upload failed'));
  });
});
