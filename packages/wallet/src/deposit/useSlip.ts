import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError, t as tr } from '@khel/shared';
import { UploadError } from '@khel/shared/kit';
import { INVALID_IMAGE, isAllowedImage, uploadImage } from '../api/upload';
import { CORRUPTED_IMAGE, uploadFailureMessage } from '../api/upload-messages';
import { autoUtr } from '../api/wallet';
import { readUtrOnDevice } from '../ocr/readUtr';

/** SPEC §9's "UTR scan loader" (6 s): how long the reading state says "reading" before it says the player may type. */
export const UTR_SCAN_MS = 6000;
export const UTR_FOUND =
  "We find this as UTR Number from uploaded screenshot by you, If it's wrong Kindly make it correct manually for fast deposit.";
export const UTR_MISSING =
  "We didn't find any UTR Number from uploaded screenshot by you, Kindly enter UTR Number manually for fast deposit.";
/** The inline reading state under the UTR field (the form stays usable meanwhile). */
export const UTR_READING = 'Reading the UTR from your slip…';
export const UTR_READING_SLOW = 'Still reading your slip. You can type the UTR yourself meanwhile.';

/** Who read the UTR: the device's own OCR, or the server's auto-UTR fallback. */
export type UtrSource = 'device' | 'server';
export interface UtrRead {
  utr: string;
  source: UtrSource;
}

/** On the device first; when it finds nothing, the server's auto-UTR call. Null when neither finds one. */
export async function recognizeUtr(file: File): Promise<UtrRead | null> {
  const local = await readUtrOnDevice(file).catch(() => null);
  if (local) return { utr: local, source: 'device' };
  const remote = await autoUtr(file, file.name).catch(() => null);
  return remote ? { utr: remote, source: 'server' } : null;
}

export interface Slip {
  file: File | null;
  preview: string | null;
  url: string | null;
  uploading: boolean;
  /** The UTR is being read off the slip: 'reading', then 'slow' after UTR_SCAN_MS; null when not reading. */
  reading: 'reading' | 'slow' | null;
  utr: string;
  recognised: string | null;
  /** Who read `recognised` (shown to tests and the benchmark as the notice's data-source). */
  source: UtrSource | null;
  notice: string | null;
}
const EMPTY: Slip = { file: null, preview: null, url: null, uploading: false, reading: null, utr: '', recognised: null, source: null, notice: null };

/**
 * The payment slip: checks the file, uploads it, and reads its UTR while the form stays usable (an inline reading
 * state, "slow" after 6 s); a UTR read fills the field unless the player typed one meanwhile. Every new slip or
 * clear makes older answers stale.
 */
export function useSlip(recognize: (file: File) => Promise<UtrRead | null> = recognizeUtr) {
  const [slip, setSlip] = useState<Slip>(EMPTY);
  const generation = useRef(0);
  const typed = useRef(false);

  useEffect(() => () => void (slip.preview && URL.revokeObjectURL(slip.preview)), [slip.preview]);
  // Leaving mid-read: older answers go stale.
  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );

  const clear = useCallback(() => {
    generation.current++;
    typed.current = false;
    setSlip(EMPTY);
  }, []);

  const choose = useCallback(
    (file: File) => {
      if (!isAllowedImage(file)) {
        toastError(tr(INVALID_IMAGE));
        return;
      }
      const mine = ++generation.current;
      const current = () => generation.current === mine;
      typed.current = false;
      setSlip({ ...EMPTY, file, preview: URL.createObjectURL(file), uploading: true, reading: 'reading' });

      uploadImage(file, 'payment-slip').then(
        (url) => current() && setSlip((s) => ({ ...s, url, uploading: false })),
        (error: unknown) => {
          if (!current()) return;
          const message = error instanceof UploadError ? uploadFailureMessage(error.message, 'payment-slip') : 'File upload failed';
          if (message) toastError(tr(message));
          clear();
        },
      );

      const slow = setTimeout(() => current() && setSlip((s) => (s.reading ? { ...s, reading: 'slow' } : s)), UTR_SCAN_MS);
      recognize(file)
        .catch(() => null)
        .then((read) => {
          clearTimeout(slow);
          if (!current()) return;
          setSlip((s) => {
            // A number the player typed meanwhile stays.
            if (typed.current && s.utr) return { ...s, reading: null };
            return read
              ? { ...s, reading: null, utr: read.utr, recognised: read.utr, source: read.source, notice: UTR_FOUND }
              : { ...s, reading: null, notice: UTR_MISSING };
          });
        });
    },
    [recognize, clear],
  );

  /** The preview could not be drawn: the file is no picture the browser can read, whatever its name says. */
  const broken = useCallback(() => {
    toastError(tr(CORRUPTED_IMAGE));
    clear();
  }, [clear]);

  const setUtr = useCallback((utr: string) => {
    typed.current = true;
    setSlip((s) => ({ ...s, utr }));
  }, []);

  /** has_edited_utr: the player changed the number the recognition filled in. */
  const edited = slip.recognised !== null && slip.utr !== slip.recognised;
  return { slip, choose, clear, broken, setUtr, edited };
}
