import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Icon, t as tr, toastError } from '@khel/shared';
import { IMAGE_ACCEPT, INVALID_IMAGE, isAllowedImage } from '../api/upload';
import { CORRUPTED_IMAGE } from '../api/upload-messages';

/** Optional QR image for a UPI or wallet payout account, with preview and remove. */
export function QrPicker({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<string | null>(null);
  if (file && !preview.current) preview.current = URL.createObjectURL(file);
  useEffect(() => {
    if (file) return;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, [file]);
  return (
    <div className="w-field">
      <span className="w-label">QR Code (optional)</span>
      {file && preview.current ? (
        <div className="w-slip">
          <img
            src={preview.current}
            alt="QR code preview"
            onError={() => {
              // Not a picture the browser can read, whatever its name says.
              if (input.current) input.current.value = '';
              toastError(tr(CORRUPTED_IMAGE));
              onChange(null);
            }}
          />
          <button
            type="button"
            className="w-x"
            aria-label="Remove QR code"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : (
        <button type="button" className="w-drop" onClick={() => input.current?.click()}>
          {t('Upload QR code (jpg, jpeg, png, webp)')}
        </button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        aria-label="QR code image"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (!f) return;
          if (!isAllowedImage(f)) {
            e.target.value = '';
            return toastError(tr(INVALID_IMAGE));
          }
          onChange(f);
        }}
      />
    </div>
  );
}
