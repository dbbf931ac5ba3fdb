import { BehaviorSubject } from 'rxjs';
import type { AuthState } from '../bus/streams';
import { refreshDueAt, RETRY_MS, startTokenRefresh, tokenClaims } from './token-refresh';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object, sig = 'sig') => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${sig}`;
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
const s = (ms: number) => Math.floor(ms / 1000);
const WEEK = 7 * 24 * 3600;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(T0);
});
afterEach(() => jest.useRealTimers());

/** One browser tab: its own auth$, the shared cookie and lock of the browser. */
function tab(browser: { cookie: string | null; lock: Promise<void> }, refresh: () => Promise<{ token: string; exp: number }>, token: string) {
  const auth$ = new BehaviorSubject<AuthState>({ token, user: null });
  const stop = startTokenRefresh({
    refresh,
    auth$,
    saveToken: (t) => {
      browser.cookie = t;
      auth$.next({ token: t, user: null });
    },
    sharedToken: () => browser.cookie,
    withLock: (_name, task) => (browser.lock = browser.lock.then(task, task)),
    onWake: () => () => undefined,
  });
  return { auth$, stop };
}

describe('when a token is refreshed', () => {
  it('a tenth of its lifetime before exp, between 30 s and 10 min; never at the login\'s maximum age', () => {
    expect(refreshDueAt(jwt({ iat: s(T0), exp: s(T0) + WEEK }))).toBe((s(T0) + WEEK - 600) * 1000);
    expect(refreshDueAt(jwt({ iat: s(T0), exp: s(T0) + 60 }))).toBe((s(T0) + 30) * 1000);
    expect(refreshDueAt(jwt({ iat: s(T0), exp: s(T0) + 1000 }))).toBe((s(T0) + 900) * 1000);
    expect(refreshDueAt(jwt({ iat: s(T0), exp: s(T0) + 3600, lex: s(T0) + 3600 }))).toBeNull();
    expect(refreshDueAt('not-a-jwt')).toBeNull();
    expect(tokenClaims(jwt({ exp: 5, iat: 1, lex: 9 }))).toEqual({ exp: 5, iat: 1, lex: 9 });
  });
});

describe('token refresh', () => {
  const first = jwt({ iat: s(T0), exp: s(T0) + 3600, lex: s(T0) + 30 * 24 * 3600 });
  const second = jwt({ iat: s(T0) + 3240, exp: s(T0) + 3240 + 3600, lex: s(T0) + 30 * 24 * 3600 });

  it('is called once, before exp and not earlier, and the new token and expiry are stored', async () => {
    const browser = { cookie: first as string | null, lock: Promise.resolve() };
    const refresh = jest.fn(async () => ({ token: second, exp: s(T0) + 3240 + 3600 }));
    const { auth$, stop } = tab(browser, refresh, first);
    await jest.advanceTimersByTimeAsync(3239_000);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(auth$.value.token).toBe(second);
    expect(browser.cookie).toBe(second);
    // The next one is due a lifetime later, not at once.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('three tabs: one call; the others take the new token from the shared cookie', async () => {
    const browser = { cookie: first as string | null, lock: Promise.resolve() };
    const refresh = jest.fn(async () => ({ token: second, exp: s(T0) + 3240 + 3600 }));
    const tabs = [tab(browser, refresh, first), tab(browser, refresh, first), tab(browser, refresh, first)];
    await jest.advanceTimersByTimeAsync(3240_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tabs.map((t) => t.auth$.value.token)).toEqual([second, second, second]);
    tabs.forEach((t) => t.stop());
  });

  it('a failed call is tried again 30 s later; a logout stops it', async () => {
    const browser = { cookie: first as string | null, lock: Promise.resolve() };
    const refresh = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ token: second, exp: s(T0) + 3240 + 3600 });
    const { auth$, stop } = tab(browser, refresh, first);
    await jest.advanceTimersByTimeAsync(3240_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(auth$.value.token).toBe(first);
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(auth$.value.token).toBe(second);
    auth$.next({ token: null, user: null });
    await jest.advanceTimersByTimeAsync(10 * 3600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a token at the maximum age is left to end', async () => {
    const last = jwt({ iat: s(T0), exp: s(T0) + 3600, lex: s(T0) + 3600 });
    const refresh = jest.fn(async () => ({ token: second, exp: 0 }));
    const { stop } = tab({ cookie: last, lock: Promise.resolve() }, refresh, last);
    await jest.advanceTimersByTimeAsync(2 * 3600_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
