import { useTranslation } from 'react-i18next';
import { Icon, Spinner } from '@khel/shared';
import { useRef } from 'react';
import { IMAGE_ACCEPT } from '../api/upload';
import { UTR_READING, UTR_READING_SLOW, type Slip } from './useSlip';

/** Payment-slip picker with preview and a clear control. */
export function SlipField({
  slip,
  onChoose,
  onClear,
  onBroken,
  error,
}: {
  slip: Slip;
  onChoose: (f: File) => void;
  onClear: () => void;
  /** The preview could not be drawn (the file is no readable picture). */
  onBroken: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="w-field">
      <span className="w-label">Upload Payment Slip</span>
      {slip.preview ? (
        <div className="w-slip">
          <img
            src={slip.preview}
            alt="Payment slip preview"
            onError={() => {
              if (input.current) input.current.value = '';
              onBroken();
            }}
          />
          <button
            type="button"
            className="w-x"
            aria-label="Clear payment slip"
            onClick={() => {
              if (input.current) input.current.value = '';
              onClear();
            }}
          >
            <Icon name="close" size={18} />
          </button>
          {slip.uploading && <span className="w-hint">Uploading…</span>}
        </div>
      ) : (
        <button type="button" className="w-drop" onClick={() => input.current?.click()}>
          {t('Choose payment screenshot (jpg, jpeg, png, webp up to 5 MB)')}
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label="Payment slip"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onChoose(file);
        }}
      />
      {error && (
        <span className="w-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Under the UTR field: while the slip is read, an inline reading state (the form stays usable: the player may type
 * the UTR, SUBMIT waits only for the upload); then SPEC §8's notice of what was found. `data-source` says whether the
 * device or the server's fallback read the number.
 */
export function SlipReading({ slip }: { slip: Slip }) {
  const { t } = useTranslation();
  if (slip.reading) {
    return (
      <p className="w-reading" role="status" aria-live="polite">
        <Spinner small />
        <span>{t(slip.reading === 'slow' ? UTR_READING_SLOW : UTR_READING)}</span>
      </p>
    );
  }
  if (!slip.notice) return null;
  return (
    <p className="w-notice" role="status" data-source={slip.source ?? undefined}>
      {t(slip.notice)}
    </p>
  );
}
