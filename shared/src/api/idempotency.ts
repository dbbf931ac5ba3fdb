/**
 * A new Idempotency-Key for one action (the server binds it to the request's body: see the API's
 * src/http/idempotency.ts). Keep the key for retries of the same action; make a new one after it succeeded.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
