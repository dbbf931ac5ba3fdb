import { CopyButton } from '@khel/shared';
import { useState } from 'react';
import type { OpsRequest, PayoutDetails } from '../../api/types';
import { Dialog } from '../../ui/Dialog';

/** The slip images of a request: the images list, or the comma-separated transaction_image_url. */
export function imagesOf(r: OpsRequest): string[] {
  if (r.images?.length) return r.images;
  return (r.transaction_image_url ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Thumbnails; a click opens the slip large, and a click on it zooms further. */
export function Slips({ request }: { request: OpsRequest }) {
  const images = imagesOf(request);
  const [open, setOpen] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);
  if (!images.length) return <span className="bo-muted">No slip</span>;
  return (
    <div className="bo-slips">
      {images.map((src, i) => (
        <button key={src} type="button" className="bo-thumb" aria-label={`View slip ${i + 1} of request ${request.c_a_tid}`} onClick={() => (setZoomed(false), setOpen(src))}>
          <img src={src} alt="" loading="lazy" />
        </button>
      ))}
      {open && (
        <Dialog title={`Slip of request #${request.c_a_tid}`} wide onClose={() => setOpen(null)}>
          <div className="bo-zoom">
            <button type="button" className="bo-zoom-toggle" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
              <img src={open} alt={`Payment slip of request ${request.c_a_tid}`} className={zoomed ? 'bo-zoomed' : ''} />
            </button>
          </div>
          <p className="bo-muted">Click the image to {zoomed ? 'fit it' : 'zoom in'}.</p>
        </Dialog>
      )}
    </div>
  );
}

const FLAG_TEXT = {
  utr_claimed_before: 'UTR claimed before',
  withdrawal_before_wagering: 'Withdrawal before wagering',
  linked_accounts: 'Linked payout accounts',
} as const;

/** The risk flags that are on, as red badges. */
export function Flags({ request }: { request: OpsRequest }) {
  const flags = request.flags;
  const on = flags
    ? (Object.keys(FLAG_TEXT) as (keyof typeof FLAG_TEXT)[]).filter((k) => {
        const v = flags[k];
        return Array.isArray(v) ? v.length > 0 : Boolean(v);
      })
    : [];
  if (!on.length) return <span className="bo-muted">None</span>;
  return (
    <ul className="bo-flags" aria-label="Flags">
      {on.map((k) => (
        <li key={k} className="bo-flag">
          {FLAG_TEXT[k]}
        </li>
      ))}
    </ul>
  );
}

const PAYOUT_FIELDS: [keyof PayoutDetails, string][] = [
  ['account_holder_name', 'Account holder'],
  ['bank_name', 'Bank'],
  ['account_number', 'Account number'],
  ['ifsc_code', 'IFSC'],
  ['upi_id', 'UPI ID'],
  ['crypto_wallet_id', 'Wallet ID'],
  ['phone_number', 'Phone'],
];

/** Where a withdrawal is to be paid, each value with a copy button. */
export function Payout({ request }: { request: OpsRequest }) {
  const details = request.payout ?? request.payout_details;
  const rows = details ? PAYOUT_FIELDS.filter(([k]) => details[k]) : [];
  if (!details || !rows.length) return <span className="bo-muted">No payout details</span>;
  return (
    <dl className="bo-payout">
      {rows.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>
            <code className="bo-id">{String(details[key])}</code> <CopyButton text={String(details[key])} label={label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function methodOf(r: OpsRequest): string {
  if (typeof r.method === 'string') return r.method;
  return r.method?.method_name ?? r.method?.name ?? r.method_name ?? '—';
}
