import { seamlessHeaders, type SeamlessAction } from '../casino/signature';

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

/** Sends one signed POST and answers its status and JSON body. */
export type WalletTransport = (action: SeamlessAction, headers: Record<string, string>, body: string) => Promise<{ status: number; json: unknown }>;

/** The transport over the network: fetch to `<base>/<action>`. */
export function fetchTransport(baseUrl: () => string, timeoutMs = 10_000): WalletTransport {
  return async (action, headers, body) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl()}/${action}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new WalletCallError(503, `The wallet could not be reached: ${(error as Error).message}`);
    }
    return { status: response.status, json: await response.json().catch(() => ({})) };
  };
}

/** `now` is the clock each call's signed timestamp is read from (the wallet refuses one outside its replay window). */
export function httpWalletClient(opts: { transport: WalletTransport; secret: () => Promise<string>; now?: () => Date }): WalletClient {
  const now = opts.now ?? (() => new Date());
  return {
    async call(action, body) {
      const raw = JSON.stringify(body);
      const secret = await opts.secret();
      const headers = seamlessHeaders(secret, action, raw, now());
      const { status, json } = await opts.transport(action, headers, raw);
      const answer = (json ?? {}) as { data?: Record<string, unknown>; message?: string };
      if (status < 200 || status >= 300) throw new WalletCallError(status, answer.message ?? `wallet answered ${status}`);
      return answer.data ?? {};
    },
  };
}
