import { api, type ApiOk } from '@khel/shared';

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

export class UploadError extends Error {}

/**
 * Signed-URL upload: asks the wallet service for a single-use upload, sends the bytes (a PUT with their content type
 * to the local store; with S3 a form POST whose signed policy limits type and size; objects stay private) and
 * returns the stored file's address (file_url: the one string the deposit and account forms accept back).
 */
export async function uploadImage(file: File, type: 'payment-slip' | 'qr-code'): Promise<string> {
  let url: string | undefined;
  let signed: { method?: 'PUT' | 'POST'; fields?: Record<string, string>; file_url?: string } | undefined;
  try {
    const res = await api.wallet.post<ApiOk<{ url: string; method?: 'PUT' | 'POST'; fields?: Record<string, string>; file_url?: string }>>('/dir/settings/getSignedUrl', {
      file_type: file.type,
      file_size: Math.max(1, Math.round(file.size / 1024)),
      file_name: file.name,
      type,
    });
    url = res.data.data?.url;
    signed = res.data.data;
  } catch {
    throw new UploadError(''); // the API layer already showed the server's message
  }
  if (!url) throw new UploadError('Failed to get upload URL');
  let put: Response;
  try {
    if (signed?.method === 'POST') {
      const form = new FormData();
      for (const [k, v] of Object.entries(signed.fields ?? {})) form.append(k, v);
      form.append('file', file);
      put = await fetch(url, { method: 'POST', body: form });
    } else {
      put = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type, 'x-amz-acl': 'public-read' } });
    }
  } catch {
    throw new UploadError('File upload failed');
  }
  if (!put.ok) {
    const fallback = put.status === 415 || put.status === 422 ? 'File seems corrupted and cannot be uploaded' : 'File upload failed';
    const body = (await put.json().catch(() => null)) as { message?: unknown } | null;
    throw new UploadError(typeof body?.message === 'string' && body.message ? body.message : fallback);
  }
  return signed?.file_url ?? url.split('?')[0]!;
}
