import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { auth$, balance$, toast$, type Toast } from '../bus/streams';
import { AUTH_COOKIE, logout, saveSession } from '../session/session';
import { readCookie } from '../session/cookies';
import { api } from './clients';
import { ApiError, LOGGED_OUT_MESSAGE, NETWORK_ERROR } from './errors';

/** A fake axios adapter: answers with the given status and body, or fails with no response at all. */
function answer(status: number | null, data: unknown = {}): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    if (status === null) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

const body = (statusCode: number, extra: object) => ({ success: false, status: 0, statusCode, message: '', error: '', errors: null, ...extra });

let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
afterAll(() => sub.unsubscribe());

function logIn() {
  saveSession({ token: 'tok-1', exp: Math.floor(Date.now() / 1000) + 3600, user: null });
  document.cookie = 'other=1; path=/';
  balance$.next({ bl: 100, ex: 0, bc: 0, eb: 0 });
}

async function failure(client: typeof api.user, status: number | null, data?: unknown): Promise<ApiError> {
  client.defaults.adapter = answer(status, data);
  try {
    await client.get('/x');
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('call did not fail');
}

beforeEach(() => {
  logout();
  toasts = [];
  window.history.pushState(null, '', '/deposit');
  delete window.__KHEL_CONFIG__;
});

describe('requests', () => {
  it('go to the service base URL from runtime config with a 10 s timeout and the bearer token', async () => {
    logIn();
    let seen: InternalAxiosRequestConfig | undefined;
    api.wallet.defaults.adapter = async (config) => {
      seen = config;
      return { status: 200, statusText: '', data: { ok: 1 }, headers: {}, config };
    };
    window.__KHEL_CONFIG__ = { services: { wallet: 'https://wallet.example.com' } };
    await api.wallet.get('/client/config');
    expect(seen!.baseURL).toBe('https://wallet.example.com');
    expect(seen!.timeout).toBe(10000);
    expect(seen!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('use the default same-origin path when no config is set', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    api.sports.defaults.adapter = async (config) => {
      seen = config;
      return { status: 200, statusText: '', data: {}, headers: {}, config };
    };
    await api.sports.get('/list');
    expect(seen!.baseURL).toBe('/sports');
  });
});

describe('non-wallet services (SPEC §8)', () => {
  it('no response: the network message', async () => {
    const e = await failure(api.user, null);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe('Error CORS: Check your NETWORK agian and refresh the page.');
    expect(e.message).toBe(NETWORK_ERROR);
    expect(toasts).toEqual([{ type: 'error', message: NETWORK_ERROR }]);
  });

  it('422: the first detail', async () => {
    const e = await failure(api.user, 422, body(422, { message: 'Validation failed', details: ['Please Enter Mobile Number', 'Please Enter Password'] }));
    expect(e.message).toBe('Please Enter Mobile Number');
    expect(e.status).toBe(422);
    expect(toasts).toEqual([{ type: 'error', message: 'Please Enter Mobile Number' }]);
  });

  it('422 without details: the message', async () => {
    const e = await failure(api.sports, 422, body(422, { message: 'Market closed' }));
    expect(e.message).toBe('Market closed');
  });

  it('401: logged-out message, cookies cleared, state reset, Home', async () => {
    logIn();
    expect(readCookie(AUTH_COOKIE)).toBe('tok-1');
    const e = await failure(api.user, 401, body(401, { message: 'Unauthorized' }));
    expect(e.message).toBe('You Have Been Logged Out From This Device.');
    expect(e.message).toBe(LOGGED_OUT_MESSAGE);
    expect(toasts).toEqual([{ type: 'error', message: LOGGED_OUT_MESSAGE }]);
    expect(document.cookie).toBe('');
    expect(auth$.value).toEqual({ token: null, user: null });
    expect(balance$.value).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('401 to a call without a session (wrong password at login): the error text, nothing to log out', async () => {
    const e = await failure(api.user, 401, body(401, { message: 'Invalid mobile number or password', error: 'Invalid mobile number or password' }));
    expect(e.message).toBe('Invalid mobile number or password');
    expect(toasts).toEqual([{ type: 'error', message: 'Invalid mobile number or password' }]);
    expect(window.location.pathname).toBe('/deposit');
  });

  it('401 on a quiet call (the balance poll) still shows the logged-out message', async () => {
    logIn();
    api.user.defaults.adapter = answer(401, body(401, { message: 'Session ended' }));
    await expect(api.user.post('/api/wallet-balance', {}, { quiet: true })).rejects.toThrow(LOGGED_OUT_MESSAGE);
    expect(toasts).toEqual([{ type: 'error', message: LOGGED_OUT_MESSAGE }]);
    expect(auth$.value.token).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('400: the error text', async () => {
    const e = await failure(api.bonus, 400, body(400, { message: 'Bad Request', error: 'Invalid OTP' }));
    expect(e.message).toBe('Invalid OTP');
  });

  it('500: the message', async () => {
    const e = await failure(api.fantasy, 500, body(500, { message: 'Something broke', error: 'Internal Server Error' }));
    expect(e.message).toBe('Something broke');
  });

  it('any other status: Error {code}: Refresh the page and try again', async () => {
    expect((await failure(api.notification, 404, body(404, { message: 'Not Found' }))).message).toBe('Error 404: Refresh the page and try again');
    expect((await failure(api.site, 503, 'Service Unavailable')).message).toBe('Error 503: Refresh the page and try again');
  });

  it('quiet calls reject with the message but show no toast', async () => {
    api.user.defaults.adapter = answer(500, body(500, { message: 'down' }));
    await expect(api.user.post('/api/wallet-balance', {}, { quiet: true })).rejects.toThrow('down');
    expect(toasts).toEqual([]);
  });
});

describe('wallet service (SPEC §8)', () => {
  it('422: the first detail, else the errors', async () => {
    expect((await failure(api.wallet, 422, body(422, { message: 'Validation failed', details: ['UTR Number is Required'], errors: ['x'] }))).message).toBe(
      'UTR Number is Required',
    );
    expect((await failure(api.wallet, 422, body(422, { errors: ['Please Upload Payment Proof', 'b'] }))).message).toBe('Please Upload Payment Proof');
    expect((await failure(api.wallet, 422, body(422, { errors: 'Please Enter Deposit Amount' }))).message).toBe('Please Enter Deposit Amount');
  });

  it('401: silent logout, no toast and the page stays', async () => {
    logIn();
    const e = await failure(api.wallet, 401, body(401, { message: 'Unauthorized' }));
    expect(e.status).toBe(401);
    expect(toasts).toEqual([]);
    expect(document.cookie).toBe('');
    expect(auth$.value.token).toBeNull();
    expect(window.location.pathname).toBe('/deposit');
  });

  it('400 and 500: the errors, else the message', async () => {
    expect((await failure(api.wallet, 400, body(400, { errors: ['Insufficient Balance'], message: 'Bad Request', error: 'x' }))).message).toBe('Insufficient Balance');
    expect((await failure(api.wallet, 400, body(400, { message: 'Wallet access is restricted for demo users', error: 'Bad Request' }))).message).toBe(
      'Wallet access is restricted for demo users',
    );
    expect((await failure(api.wallet, 500, body(500, { errors: 'Ledger unavailable' }))).message).toBe('Ledger unavailable');
    expect((await failure(api.wallet, 500, body(500, { message: 'Internal Server Error' }))).message).toBe('Internal Server Error');
  });

  it('other statuses and no response fall back to the generic texts', async () => {
    expect((await failure(api.wallet, 404, {})).message).toBe('Error 404: Refresh the page and try again');
    expect((await failure(api.wallet, null)).message).toBe(NETWORK_ERROR);
  });
});
