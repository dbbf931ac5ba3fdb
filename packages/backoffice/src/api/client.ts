import axios, { AxiosError, type AxiosInstance } from 'axios';
import { NETWORK_ERROR, REQUEST_TIMEOUT_MS, runtimeConfig, type ApiErrorBody } from '@khel/shared';
import { clearSession, opsToken } from './session';

/** What every failed ops call rejects with: the server's own message (e.g. 'Only an admin can do this') and status. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'OpsError';
  }
}

/** A field of the error body, as sent: the shared envelope says its type, but the body may not be ours (a proxy's). */
function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return typeof v[0] === 'string' && v[0] ? v[0] : undefined;
  return typeof v === 'string' && v ? v : undefined;
}

/** The message an operator reads: a 422 names its first failed rule, anything else the server's message. */
export function errorMessage(status: number | null, body: Partial<ApiErrorBody> | null): string {
  if (status === null) return NETWORK_ERROR;
  const b = body ?? {};
  const text = status === 422 ? (first(b.details) ?? first(b.message)) : (first(b.message) ?? first(b.error));
  return text ?? `Error ${status}: Refresh the page and try again`;
}

/**
 * The operator console's own client for /ops: the operator token (never the player's), 10 s timeout, and no
 * player-style logout. A 401 on any call but sign-in ends the operator session. `base` points one at another
 * service's operator routes (the reports' /reports/ops).
 */
export function createOpsClient(base: () => string = () => runtimeConfig().services.ops): AxiosInstance {
  const client = axios.create({ timeout: REQUEST_TIMEOUT_MS, headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    config.baseURL = base();
    const token = opsToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!(error instanceof AxiosError) || axios.isCancel(error)) return Promise.reject(error);
    const status = error.response?.status ?? null;
    const data = error.response?.data;
    const body = data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : null;
    if (status === 401 && !String(error.config?.url ?? '').startsWith('/auth/')) clearSession();
    return Promise.reject(new OpsError(errorMessage(status, body), status));
  });
  return client;
}

export const opsClient = createOpsClient();

/** Message of anything a call threw. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
