import type { SignedUpload } from '../contracts/wallet';

/** What the client tells the service about the file it wants a slot for (the wallet's getSignedUrl body). */
export interface UploadSlotRequest {
  file_type: string;
  /** In KB, rounded up (at least 1), so the server's size limit is never under-reported. */
  file_size: number;
  file_name: string;
  type: 'payment-slip' | 'qr-code';
}

/**
 * Asks the caller's own service (with its own client and auth) for a signed upload slot. The decoded answer, or
 * undefined when the service gave none. Whatever it throws reaches the caller of uploadFile unchanged.
 */
export type RequestUploadSlot = (request: UploadSlotRequest) => Promise<SignedUpload | undefined>;

/** An upload refused or failed after the slot request; its message is the one to show ('' = already shown). */
export class UploadError extends Error {
  override name = 'UploadError';
}

export const NO_UPLOAD_URL = 'Failed to get upload URL';
export const UPLOAD_FAILED = 'File upload failed';
export const UPLOAD_CORRUPTED = 'File seems corrupted and cannot be uploaded';

export const uploadSlotRequest = (file: File, type: UploadSlotRequest['type']): UploadSlotRequest => ({
  file_type: file.type,
  file_size: Math.max(1, Math.ceil(file.size / 1024)),
  file_name: file.name,
  type,
});

function send(slot: SignedUpload, file: File): Promise<Response> {
  if (slot.method === 'POST') {
    // S3: a form POST whose signed policy fixes the key, type and size range; every field as given, the file last.
    const form = new FormData();
    for (const [k, v] of Object.entries(slot.fields ?? {})) form.append(k, v);
    form.append('file', file);
    return fetch(slot.url, { method: 'POST', body: form });
  }
  // The local store: a signed single-use PUT of the bytes with their content type.
  return fetch(slot.url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type, 'x-amz-acl': 'public-read' } });
}

/**
 * The one upload client (wallet and console): asks for a signed slot through requestSlot, sends the file (a form POST
 * for S3, a PUT for the local store) and returns the stored file's address: the slot's file_url, or its URL without
 * the query. Failures after the slot request are UploadErrors: 'Failed to get upload URL' (no slot), the store's own
 * message, 'File seems corrupted and cannot be uploaded' (415/422 without one) or 'File upload failed'.
 */
export async function uploadFile(file: File, type: UploadSlotRequest['type'], requestSlot: RequestUploadSlot): Promise<string> {
  const slot = await requestSlot(uploadSlotRequest(file, type));
  if (!slot?.url) throw new UploadError(NO_UPLOAD_URL);
  let answer: Response;
  try {
    answer = await send(slot, file);
  } catch {
    throw new UploadError(UPLOAD_FAILED);
  }
  if (!answer.ok) {
    const fallback = answer.status === 415 || answer.status === 422 ? UPLOAD_CORRUPTED : UPLOAD_FAILED;
    const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
    throw new UploadError(typeof body?.message === 'string' && body.message ? body.message : fallback);
  }
  return slot.file_url ?? slot.url.split('?')[0]!;
}
