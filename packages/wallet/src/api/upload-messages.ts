import { UPLOAD_FAILED } from '@khel/shared/kit';

/** SPEC §8's upload texts the wallet shows beside the shared upload client's own. */
export const CORRUPTED_IMAGE = 'Error => Corrupted Image , Please Try With New Image';
export const TRY_DIFFERENT_IMAGE = 'Try again with different image!';
export const QR_STORE_FAILED = 'Failed to upload icon to storage';
/** The store's refusal of bytes that are another image type than the file says (upload-routes.ts typeMismatch). */
const STORE_TYPE_MISMATCH = 'Invalid file type';

/**
 * What the player is told when an upload failed (the UploadError's message; '' = already shown):
 * - the store refused the bytes as another type than the file's name and type say: 'Try again with different image!';
 * - a payout account's QR image (its icon) did not reach the store: 'Failed to upload icon to storage';
 * - otherwise the shared client's message ('File seems corrupted and cannot be uploaded', 'File upload failed', ...).
 * A picture the browser cannot even draw is 'Error => Corrupted Image , Please Try With New Image' (onBrokenImage).
 */
export function uploadFailureMessage(message: string, type: 'payment-slip' | 'qr-code'): string {
  if (message === STORE_TYPE_MISMATCH) return TRY_DIFFERENT_IMAGE;
  if (type === 'qr-code' && message === UPLOAD_FAILED) return QR_STORE_FAILED;
  return message;
}
