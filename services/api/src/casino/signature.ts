import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The seamless wallet's signature: HMAC-SHA256 under the provider's secret of `<action>\n<raw body>`, sent as
 * lowercase hex in the `X-Casino-Signature` header. The action is signed with the body so a captured debit can
 * never be presented as a credit or a rollback.
 */
export const SIGNATURE_HEADER = 'x-casino-signature';
export const SEAMLESS_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

export function signSeamless(secret: string, action: SeamlessAction, rawBody: string): string {
  return createHmac('sha256', secret).update(`${action}\n${rawBody}`).digest('hex');
}

/** True when `signature` is the body's signature; compared in constant time. */
export function verifySeamless(secret: string, action: SeamlessAction, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSeamless(secret, action, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
