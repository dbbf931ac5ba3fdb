// Start-up (PGlite WASM, migrations) can pass 5 s on a busy machine.
jest.setTimeout(60_000);

import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { seedWallet } from '../src/wallet/seed-wallet';
import { DEMO_UPI, DEMO_USDT_WALLET } from '../src/wallet/demo-qr';
import { call, newPlayer, startWalletApp, type WalletApp } from './wallet-helpers';
import { dbKinds } from './test-db';

/** What a phone's camera would read off the PNG. */
function scan(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe.each(dbKinds())('the demo accounts\' QR images on %s (issue 16 point 1)', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind);
  });
  afterAll(() => w.close());

  it('the UPI and USDT accounts of the deposit list show real PNG QR codes of their own ids', async () => {
    const p = await newPlayer(w);
    const list = await call(w.app, 'GET', '/wallet/client/accounts-master-list?amount=1000', p.token);
    expect(list.statusCode).toBe(200);
    const accounts = (list.json().data as { method_type: string; accounts: { qr_code: string | null }[] }[]).flatMap((m) =>
      m.accounts.map((a) => ({ type: m.method_type, qr: a.qr_code })),
    );
    const upi = accounts.find((a) => a.type === 'upi')!.qr!;
    const usdt = accounts.find((a) => a.type === 'crypto')!.qr!;
    expect([upi, usdt]).toEqual(['/wallet/demo/qr/upi.png', '/wallet/demo/qr/usdt.png']);

    for (const [url, content] of [
      [upi, `upi://pay?pa=${DEMO_UPI.upi_id}&pn=Khel%20Gaming&cu=INR`],
      [usdt, DEMO_USDT_WALLET],
    ] as const) {
      // An <img> asks without a token, as any browser does.
      const res = await w.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,image/png,*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(scan(res.rawPayload)).toBe(content);
    }
  });

  it('answers 404 for any other name', async () => {
    for (const url of ['/wallet/demo/qr/other.png', '/wallet/demo/qr/toString', '/wallet/demo/qr/__proto__']) {
      const res = await w.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'File not found' });
    }
  });

  it('a demo database seeded with the old never-served paths is moved to the served ones on the next seed', async () => {
    await w.testDb.db.query(`UPDATE master_accounts SET qr_code = '/assets/demo/upi-qr.png' WHERE qr_code = '/wallet/demo/qr/upi.png'`);
    await w.testDb.db.query(`UPDATE master_accounts SET qr_code = '/assets/demo/usdt-qr.png' WHERE qr_code = '/wallet/demo/qr/usdt.png'`);
    await w.testDb.db.tx((q) => seedWallet(q, w.siteId));
    const { rows } = await w.testDb.db.query<{ qr_code: string }>('SELECT qr_code FROM master_accounts WHERE qr_code IS NOT NULL ORDER BY qr_code');
    expect(rows.map((r) => r.qr_code)).toEqual(['/wallet/demo/qr/upi.png', '/wallet/demo/qr/usdt.png']);
  });
});
