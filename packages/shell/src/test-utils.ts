import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { api } from '@khel/shared';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Points the user client at a fake adapter (a unit-test stand-in for the server): each call is recorded and
 * answered by `reply`, which returns [status, body] or a promise of it.
 */
export function fakeUserApi(reply: (call: Call) => [number, unknown] | Promise<[number, unknown]>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = { method: String(config.method).toUpperCase(), url: String(config.url), body: config.data ? JSON.parse(String(config.data)) : undefined };
    calls.push(call);
    const [status, data] = await reply(call);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  api.user.defaults.adapter = adapter;
  return calls;
}
