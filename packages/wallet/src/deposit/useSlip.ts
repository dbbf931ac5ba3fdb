import { useCallback, useEffect, useRef, useState } from 'react';
import { loader$, toastError, UploadError, t as tr } from '@khel/shared';
import { INVALID_IMAGE, isAllowedImage, uploadImage } from '../api/upload';
import { CORRUPTED_IMAGE, uploadFailureMessage } from '../api/upload-messages';
import { autoUtr } from '../api/wallet';
import { readUtrOnDevice } from '../ocr/readUtr';

export const UTR_SCAN_MS = 6000;
export const UTR_FOUND =
  "We find this as UTR Number from uploaded screenshot by you, If it's wrong Kindly make it correct manually for fast deposit.";
export const UTR_MISSING =
  "We didn't find any UTR Number from uploaded screenshot by you, Kindly enter UTR Number manually for fast deposit.";

/** On the device first; when it finds nothing, the server's auto-UTR call. Null when neither finds one. */
export async function recognizeUtr(file: File): Promise<string | null> {
  const local = await readUtrOnDevice(file).catch(() => null);
  if (local) return local;
  return autoUtr(file, file.name).catch(() => null);
}

export interface Slip {
  file: File | null;
  preview: string | null;
  url: string | null;
  uploading: boolean;
  utr: string;
  recognised: string | null;
  notice: string | null;
}
const EMPTY: Slip = { file: null, preview: null, url: null, uploading: false, utr: '', recognised: null, notice: null };

/**
 * The payment slip: checks the file, uploads it, and reads its UTR with the loader shown for at most 6 s; a UTR
 * found after that still fills an empty field. Every new slip or clear makes older answers stale.
 */
export function useSlip(recognize: (file: File) => Promise<string | null> = recognizeUtr) {
  const [slip, setSlip] = useState<Slip>(EMPTY);
  const generation = useRef(0);
  const typed = useRef(false);
  const loading = useRef(false);
  const showLoader = (on: boolean) => {
    loading.current = on;
    loader$.next(on);
  };

  useEffect(() => () => void (slip.preview && URL.revokeObjectURL(slip.preview)), [slip.preview]);
  // Leaving mid-scan: older answers go stale and the global loader must not stay on.
  useEffect(
    () => () => {
      generation.current++;
      if (loading.current) showLoader(false);
    },
    [],
  );

  const clear = useCallback(() => {
    generation.current++;
    typed.current = false;
    if (loading.current) showLoader(false);
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
      setSlip({ ...EMPTY, file, preview: URL.createObjectURL(file), uploading: true });

      uploadImage(file, 'payment-slip').then(
        (url) => current() && setSlip((s) => ({ ...s, url, uploading: false })),
        (error: unknown) => {
          if (!current()) return;
          const message = error instanceof UploadError ? uploadFailureMessage(error.message, 'payment-slip') : 'File upload failed';
          if (message) toastError(tr(message));
          clear();
        },
      );

      showLoader(true);
      const stop = setTimeout(() => current() && showLoader(false), UTR_SCAN_MS);
      recognize(file)
        .catch(() => null)
        .then((utr) => {
          clearTimeout(stop);
          if (!current()) return;
          if (loading.current) showLoader(false);
          setSlip((s) => {
            if (typed.current) return s;
            return utr ? { ...s, utr, recognised: utr, notice: UTR_FOUND } : { ...s, notice: UTR_MISSING };
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
