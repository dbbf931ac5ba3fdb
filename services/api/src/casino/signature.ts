import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The seamless wallet's signature: HMAC-SHA256 under the provider's secret of `<action>\n<timestamp>\n<raw body>`,
 * sent as lowercase hex in `X-Casino-Signature`, with the timestamp (Unix seconds when the call was sent) in
 * `X-Casino-Timestamp`. The action is signed so a captured debit can never be presented as a credit or a rollback;
 * the timestamp is signed so a captured call cannot be sent again once the replay window (KHEL_CASINO_REPLAY_WINDOW_S,
 * default 5 minutes) has passed: a debit refused for low balance cannot be replayed after the player deposits.
 */
export const SIGNATURE_HEADER = 'x-casino-signature';
export const TIMESTAMP_HEADER = 'x-casino-timestamp';
export const SEAMLESS_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

export function signSeamless(secret: string, action: SeamlessAction, rawBody: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${action}\n${timestamp}\n${rawBody}`).digest('hex');
}

/** The headers of a signed call sent at `now`: what a provider (the built-in one, a test, a benchmark) sends. */
export function seamlessHeaders(secret: string, action: SeamlessAction, rawBody: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signSeamless(secret, action, rawBody, timestamp) };
}

/** True when `timestamp` is Unix seconds (digits only) within `windowS` of `now`, either side (clocks drift). */
export function freshTimestamp(timestamp: unknown, now: Date, windowS: number): timestamp is string {
  if (typeof timestamp !== 'string' || !/^[0-9]{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - now.getTime() / 1000) <= windowS;
}

/** True when `signature` is the call's signature; compared in constant time. */
export function verifySeamless(secret: string, action: SeamlessAction, rawBody: string, timestamp: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSeamless(secret, action, rawBody, timestamp), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
