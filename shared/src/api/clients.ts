import axios, { AxiosError, type AxiosInstance } from 'axios';
import { toastError } from '../bus/streams';
import { runtimeConfig, type ServiceName } from '../config/runtime';
import { getToken, logout } from '../session/session';
import type { ApiErrorBody } from '../types';
import { ApiError, decideError } from './errors';
import { navigate } from './navigate';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject with the message but show no toast (the caller shows it another way, e.g. the balance poll). */
    quiet?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;

/** One axios instance for one service: base URL from runtime config, 10 s timeout, bearer header, SPEC §8. */
export function createServiceClient(service: ServiceName): AxiosInstance {
  const wallet = service === 'wallet';
  // XHR, pinned: the axios vendor build leaves the fetch adapter out (scripts/webpack/axios-no-fetch.js).
  const client = axios.create({ adapter: 'xhr', timeout: REQUEST_TIMEOUT_MS, headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    config.baseURL = runtimeConfig().services[service];
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!(error instanceof AxiosError)) return Promise.reject(error);
    if (axios.isCancel(error)) return Promise.reject(error);
    const status = error.response?.status ?? null;
    const body = (error.response?.data && typeof error.response.data === 'object' ? error.response.data : null) as Partial<ApiErrorBody> | null;
    const hadSession = Boolean(error.config?.headers?.get?.('Authorization'));
    const decision = decideError(status, body, wallet, hadSession);
    if (decision.action !== 'toast') logout();
    if (decision.action === 'logout-home') navigate('/');
    // A quiet call still tells the player why their session ended.
    if (decision.message && (!error.config?.quiet || decision.action === 'logout-home')) toastError(decision.message);
    return Promise.reject(new ApiError(decision.message, status, body));
  });
  return client;
}

export const api = {
  site: createServiceClient('site'),
  user: createServiceClient('user'),
  wallet: createServiceClient('wallet'),
  bonus: createServiceClient('bonus'),
  sports: createServiceClient('sports'),
  fantasy: createServiceClient('fantasy'),
  notification: createServiceClient('notification'),
  ops: createServiceClient('ops'),
};
