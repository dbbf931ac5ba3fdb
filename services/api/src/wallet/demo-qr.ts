import QRCode from 'qrcode';

/**
 * The QR images of the demo master accounts (issue 16 point 1). The demo seed points the UPI and USDT accounts'
 * qr_code at DEMO_QR_PREFIX + name, and GET /wallet/demo/qr/:name draws a real, scannable PNG of what the player
 * would pay into: a UPI payment link to the demo UPI id, or the demo USDT wallet address. Nothing is stored: the
 * images follow the seeded ids, on any upload driver.
 */
export const DEMO_QR_PREFIX = '/wallet/demo/qr/';

export const DEMO_UPI = { upi_id: 'khelpay@okhdfc', account_holder_name: 'Khel Gaming' } as const;
export const DEMO_USDT_WALLET = 'TXk1demoWalletAddressForKhel9';

/** What each demo image encodes. */
export const DEMO_QR_CONTENT: Readonly<Record<string, string>> = {
  'upi.png': `upi://pay?pa=${DEMO_UPI.upi_id}&pn=${encodeURIComponent(DEMO_UPI.account_holder_name)}&cu=INR`,
  'usdt.png': DEMO_USDT_WALLET,
};

/** The paths the first demo seeds used for these images (never served): the seed moves them to the real ones. */
export const OLD_DEMO_QR_PATHS: Readonly<Record<string, string>> = {
  '/assets/demo/upi-qr.png': 'upi.png',
  '/assets/demo/usdt-qr.png': 'usdt.png',
};

export const demoQrUrl = (name: keyof typeof DEMO_QR_CONTENT & string) => `${DEMO_QR_PREFIX}${name}`;

const drawn = new Map<string, Promise<Buffer>>();

/** The PNG of a demo image (drawn once per process), or null for a name that is not one. */
export function demoQrPng(name: string): Promise<Buffer> | null {
  const content = Object.hasOwn(DEMO_QR_CONTENT, name) ? DEMO_QR_CONTENT[name] : undefined;
  if (content === undefined) return null;
  let png = drawn.get(name);
  if (!png) {
    png = QRCode.toBuffer(content, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
    drawn.set(name, png);
  }
  return png;
}
