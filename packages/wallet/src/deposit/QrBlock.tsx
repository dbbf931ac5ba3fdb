import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useRef, useState } from 'react';
import { Modal } from '@khel/shared';
import type { MasterAccount } from '../api/types';
import { upiLink } from './methods';

const UpiQr = lazy(() => import('./UpiQr'));

function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The account's QR image, or a UPI payment QR built from its UPI ID; preview, share links and download. */
export function QrBlock({ account, amount }: { account: MasterAccount; amount: number }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const image = account.qr_code || null;
  const upi = !image && account.upi_id ? upiLink(account, amount) : null;
  if (!image && !upi) return null;
  // A shared link leaves the site: an image stored at a path (/wallet/uploads/...) is shared as an absolute URL (issue 31 item 7).
  const shareText = image ? new URL(image, window.location.origin).href : upi!;
  const share = encodeURIComponent(shareText);

  const save = () => {
    if (image) return download(image, 'payment-qr');
    const svg = box.current?.querySelector('svg');
    if (!svg) return;
    const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
    const url = URL.createObjectURL(blob);
    download(url, 'payment-qr.svg');
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const code = (size: number) =>
    image ? (
      <img src={image} alt="Payment QR code" width={size} height={size} />
    ) : (
      <Suspense fallback={<span className="w-qr-wait" style={{ width: size, height: size }} />}>
        <UpiQr value={upi!} size={size} />
      </Suspense>
    );

  return (
    <section className="w-card w-qr" aria-label="QR code">
      <div ref={box} className="w-qr-code">
        {code(160)}
      </div>
      <div className="w-qr-actions">
        <button type="button" className="w-btn w-ghost" onClick={() => setPreview(true)}>
          {t('Preview')}
        </button>
        <button type="button" className="w-btn w-ghost" onClick={save}>
          {t('Download')}
        </button>
      </div>
      <div className="w-share" aria-label="Share">
        <a href={`https://wa.me/?text=${share}`} target="_blank" rel="noopener noreferrer">
          {t('WhatsApp')}
        </a>
        <a href={`https://t.me/share/url?url=${share}`} target="_blank" rel="noopener noreferrer">
          {t('Telegram')}
        </a>
        <a href={`https://www.facebook.com/sharer/sharer.php?u=${share}`} target="_blank" rel="noopener noreferrer">
          {t('Facebook')}
        </a>
        <a href={`https://twitter.com/intent/tweet?text=${share}`} target="_blank" rel="noopener noreferrer">
          X
        </a>
      </div>
      <Modal id="qr-preview" title={t('QR Code')} open={preview} onClose={() => setPreview(false)}>
        <div className="w-center">{code(280)}</div>
      </Modal>
    </section>
  );
}
