import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** Test helpers of the fantasy app: a fake service adapter, the envelopes, a screen rendered at a path. */

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, unknown>;
}

/** Points a service client at a fake adapter: each call is recorded and answered by `reply` with [status, body]. */
export function fakeApi(client: AxiosInstance, reply: (call: Call) => [number, unknown] | Promise<[number, unknown]>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    let body: unknown = config.data;
    if (typeof body === 'string') body = JSON.parse(body);
    const call = { method: String(config.method).toUpperCase(), url: String(config.url), params: config.params, body, headers: { ...config.headers } };
    calls.push(call);
    const [status, data] = await reply(call);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return calls;
}

export const ok = (data: unknown, message = 'OK'): [number, unknown] => [200, { success: true, status: 1, message, data }];
export const fail = (statusCode: number, message: string): [number, unknown] => [statusCode, { success: false, status: 0, statusCode, message, error: message, errors: message }];

function Where() {
  const at = useLocation();
  return <p data-testid="where">{`${at.pathname}${at.search}`}</p>;
}

/** Renders a screen at a path, matched by `route` so its params are read as in the app; elsewhere shows the path. */
export function renderAt(ui: ReactElement, { path, route }: { path: string; route: string }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
