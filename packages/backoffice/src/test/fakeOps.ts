import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { opsClient } from '../api/client';
import { reportsOps } from '../api/reports';
import { saveSession, type Role } from '../api/session';

export interface Call {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}
export type Reply = [number, unknown] | Promise<[number, unknown]>;

/**
 * Unit-test stand-in for the /ops server (and the reports' /reports/ops): points the console's clients at an adapter
 * that records each call and answers with `reply` ([status, body]).
 */
export function fakeOps(reply: (call: Call) => Reply): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: String(config.method).toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      params: config.params,
      body: config.data ? JSON.parse(String(config.data)) : undefined,
      headers: config.headers.toJSON() as Record<string, unknown>,
    };
    calls.push(call);
    const [status, data] = await reply(call);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  opsClient.defaults.adapter = adapter;
  reportsOps.defaults.adapter = adapter;
  return calls;
}

export const ok = (data: unknown, message = 'OK'): [number, unknown] => [200, { success: true, status: 1, message, data }];
export const fail = (statusCode: number, message: string): [number, unknown] => [
  statusCode,
  { success: false, status: 0, statusCode, message, error: message, errors: [] },
];

export function signInAs(role: Role): void {
  saveSession({ token: `${role}-token`, exp: Math.floor(Date.now() / 1000) + 3600, operator: { username: role, role } });
}
