import { signSeamless, type SeamlessAction } from '../casino/signature';

/**
 * The built-in provider's only way to the money: the seamless API over HTTP, each call signed with its secret like
 * any other provider's. It never reads or writes the wallet or ledger tables.
 */
export class WalletCallError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface WalletClient {
  call(action: SeamlessAction, body: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export function httpWalletClient(opts: { baseUrl: () => string; secret: () => Promise<string>; timeoutMs?: number }): WalletClient {
  return {
    async call(action, body) {
      const raw = JSON.stringify(body);
      const secret = await opts.secret();
      let response: Response;
      try {
        response = await fetch(`${opts.baseUrl()}/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-casino-signature': signSeamless(secret, action, raw) },
          body: raw,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new WalletCallError(503, `The wallet could not be reached: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => ({}))) as { data?: Record<string, unknown>; message?: string };
      if (!response.ok) throw new WalletCallError(response.status, answer.message ?? `wallet answered ${response.status}`);
      return answer.data ?? {};
    },
  };
}
