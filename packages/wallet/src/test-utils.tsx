import './test-env';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toast$, type Toast } from '@khel/shared';
import type { Transaction, WalletConfig } from './api/types';
import { withDefaults, WalletConfigContext } from './common/config';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, unknown>;
}

/**
 * Points a service client at a fake adapter (a unit-test stand-in for the server): each call is recorded and
 * answered by `reply` with [status, body].
 */
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
export const fail = (statusCode: number, message: string): [number, unknown] => [
  statusCode,
  { success: false, status: 0, statusCode, message, error: message, errors: message },
];

/** Every toast shown during each test (emptied before each one). */
export function collectToasts(): Toast[] {
  const seen: Toast[] = [];
  let sub: { unsubscribe(): void } | null = null;
  beforeEach(() => {
    seen.length = 0;
    sub = toast$.subscribe((t) => seen.push(t));
  });
  afterEach(() => sub?.unsubscribe());
  return seen;
}

export const CONFIG: WalletConfig = withDefaults({
  deposit_range: { min: 100, max: 50000 },
  withdrawal_range: { min: 200, max: 25000 },
  stake_button: [100, 500, 1000, 5000, 10000],
  payment_method: [
    { id: 1, method_name: 'bank', name: 'Bank Transfer', method_type: 'bank' },
    { id: 2, method_name: 'upi', name: 'UPI', method_type: 'upi' },
    { id: 3, method_name: 'wallet', name: 'Crypto Wallet', method_type: 'wallet' },
  ],
  bank_list: [
    { id: 11, bank_name: 'HDFC Bank' },
    { id: 12, bank_name: 'State Bank of India' },
  ],
});

/** The memory router's path, for tests of where a screen sends the player (react-router's navigate). */
export function RouterPath() {
  return <output data-testid="router-path">{useLocation().pathname}</output>;
}
export const routerPath = () => screen.getByTestId('router-path').textContent;

/** Renders a screen at a path inside the wallet's config context and a memory router. */
export function renderAt(ui: ReactElement, { path = '/', route = '*', config = CONFIG }: { path?: string; route?: string; config?: WalletConfig } = {}) {
  return render(
    <WalletConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/transaction-details/:id" element={<p>details page</p>} />
        </Routes>
        <RouterPath />
      </MemoryRouter>
    </WalletConfigContext.Provider>,
  );
}

/** A transaction as the history call answers it; `over` sets the fields a test is about. */
export const transaction = (over: Partial<Transaction>): Transaction => ({
  c_a_tid: 1,
  transaction_id: '412345678901',
  type: 'client_deposit',
  status: 'pending',
  amount: 500,
  approved_amount: null,
  created_at: '2026-11-20T04:30:00Z',
  hold_at: null,
  action_at: null,
  remark: null,
  user_name: 'player1',
  transaction_image_url: null,
  ...over,
});
