import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface Call {
  url: string;
  params: Record<string, string>;
}

/** Points a service client at a fake adapter: each call is recorded and answered by `reply` with [status, body]. */
export function fakeApi(client: AxiosInstance, reply: (call: Call) => [number, unknown] | Promise<[number, unknown]>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = { url: String(config.url), params: (config.params ?? {}) as Record<string, string> };
    calls.push(call);
    const [status, data] = await reply(call);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return calls;
}

export const ok = (data: unknown): [number, unknown] => [200, { success: true, status: 1, message: 'Success', data }];
export const fail = (statusCode: number, message: string): [number, unknown] => [statusCode, { success: false, status: 0, statusCode, message, error: message, errors: message }];

/** Where the router is now (tests read the address a screen wrote its filters to). */
export function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

/** Renders a screen at a path, matched by `route`; other paths show their own name. */
export function renderAt(ui: ReactElement, { path, route }: { path: string; route: string | string[] }) {
  const routes = Array.isArray(route) ? route : [route];
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {routes.map((r) => (
          <Route key={r} path={r} element={ui} />
        ))}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

export const bet = (over: Record<string, unknown> = {}) => ({
  id: '11', product: 'sports', market_id: '5', event_id: '7', sport: 'Cricket', event: 'India v Australia', market: 'Match Odds', selection: 'India',
  side: 'back', odds: 1.85, line: null, stake: 100, liability: 100, status: 'settled', result: 'won', pnl: 85, cash_out: false,
  placed_at: '2026-11-23T10:00:00.000Z', settled_at: '2026-11-23T12:00:00.000Z', path: '/sports-event-detail/7', ...over,
});

export const range = { from: '2026-11-20', to: '2026-11-23', zone: 'Asia/Kolkata' };
export const settings = { max_range_days: 90, default_days: 3, zone: 'Asia/Kolkata' };
