import { QRCodeSVG } from 'qrcode.react';

/** qrcode.react stays in its own chunk: only accounts with no QR image of their own need it. */
export default function UpiQr({ value, size }: { value: string; size: number }) {
  return <QRCodeSVG value={value} size={size} marginSize={2} bgColor="#ffffff" fgColor="#000000" role="img" aria-label="UPI QR code" />;
}
