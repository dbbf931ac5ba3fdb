import { api, decode, type ApiOk } from '@khel/shared';
import { uploadFile, UploadError, type RequestUploadSlot } from '@khel/shared/kit';
import { SignedUpload } from '@khel/shared/contracts';

/** SPEC §5: slips and QR images are jpg, jpeg, png or webp, at most 5 MB. */
export const IMAGE_MAX_BYTES = 5_242_880;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const INVALID_IMAGE =
  'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB';
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;

export function isAllowedImage(file: File): boolean {
  return IMAGE_TYPES.includes(file.type.toLowerCase()) && IMAGE_EXT.test(file.name) && file.size > 0 && file.size <= IMAGE_MAX_BYTES;
}

/** The player's slot: POST /wallet/dir/settings/getSignedUrl. A refusal is UploadError('') (the API layer showed it). */
const walletSlot: RequestUploadSlot = async (request) => {
  try {
    const res = await api.wallet.post<ApiOk<unknown>>('/dir/settings/getSignedUrl', request);
    return res.data.data ? decode(SignedUpload, res.data.data) : undefined;
  } catch {
    throw new UploadError('');
  }
};

/**
 * Signed-URL upload through the shared upload client (objects stay private with S3); returns the stored file's
 * address (file_url: the one string the deposit and account forms accept back).
 */
export const uploadImage = (file: File, type: 'payment-slip' | 'qr-code'): Promise<string> => uploadFile(file, type, walletSlot);
