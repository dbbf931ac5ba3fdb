import { findUtr } from '@khel/shared/utr';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { plainPng } from './wallet-png';
import { call, newPlayer, startWalletApp, type Player, type WalletApp } from './wallet-helpers';

function multipart(field: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----khelTestBoundary7';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="slip.png"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

test('findUtr prefers a 12-digit number, then a 10-digit one', () => {
  expect(findUtr('Paid ₹500\nUTR: 4123 4567 8901\nRef 9876543210')).toBe('412345678901');
  expect(findUtr('Ref no 9876543210 on 12/01')).toBe('9876543210');
  expect(findUtr('no numbers here 12345')).toBeNull();
});

// A screenshot of a payment confirmation (rendered once with Chromium from HTML text).
const SLIP = readFileSync(path.join(__dirname, 'fixtures', 'wallet-utr-slip.png'));

// Tesseract is slow on this machine's 2 cores: one database kind, two recognitions.
describe('auto UTR on the server with local tesseract data', () => {
  let w: WalletApp;
  let p: Player;
  beforeAll(async () => {
    w = await startWalletApp('pglite');
    p = await newPlayer(w);
  }, 60_000);
  afterAll(async () => w && (await w.close()));

  const post = (body: { payload: Buffer; headers: Record<string, string> }) =>
    w.app.inject({ method: 'POST', url: '/wallet/client/auto-utr', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${p.token}` } });

  test('reads the UTR off a payment screenshot', async () => {
    const res = await post(multipart('image', SLIP));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, utr: '312456789012' });
  }, 120_000);

  test('no image, or not an image: "No image found for UTR auto-check."; no number: "Something went wrong while fetching UTR."', async () => {
    expect((await call(w.app, 'POST', '/wallet/client/auto-utr', p.token, {})).json().errors).toBe('No image found for UTR auto-check.');
    expect((await post(multipart('other', SLIP))).json().errors).toBe('No image found for UTR auto-check.');
    expect((await post(multipart('image', Buffer.from('%PDF-1.4 not an image')))).json().errors).toBe('No image found for UTR auto-check.');
    const blank = await post(multipart('image', plainPng(200, 80)));
    expect([blank.statusCode, blank.json().errors]).toEqual([400, 'Something went wrong while fetching UTR.']);
  }, 120_000);
});
