import { QRCodeSVG } from 'qrcode.react';

/** The sign-up link as a QR code; its own chunk (qrcode.react), loaded by the refer page only. */
export default function ReferQr({ link, label }: { link: string; label: string }) {
  return <QRCodeSVG value={link} size={168} marginSize={2} role="img" aria-label={label} title={label} />;
}
