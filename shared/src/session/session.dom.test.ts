import { auth$, balance$, loader$, modal$ } from '../bus/streams';
import { runtimeConfig } from '../config/runtime';
import { readCookie } from './cookies';
import { AUTH_COOKIE, getToken, isLoggedIn, logout, restoreSession, saveSession, saveToken, setUser } from './session';

const user = { user_name: 'player1', balance: 10, expl: 0, bets_count: 0, earnBonus: 0, phone: null, last_login_at: null, isDemo: false, notificationSubscribed: false, notificationUnsubscribed: false };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => logout());

describe('session', () => {
  it('saveSession puts the token in the AUTH_TOKEN cookie and on auth$', () => {
    expect(AUTH_COOKIE).toBe('AUTH_TOKEN');
    saveSession({ token: 'abc.def.ghi', exp: inAnHour(), user });
    expect(readCookie('AUTH_TOKEN')).toBe('abc.def.ghi');
    expect(auth$.value).toEqual({ token: 'abc.def.ghi', user });
    expect(getToken()).toBe('abc.def.ghi');
    expect(isLoggedIn()).toBe(true);
  });

  it('an expired session cookie is not kept', () => {
    saveSession({ token: 'old', exp: Math.floor(Date.now() / 1000) - 10, user: null });
    expect(readCookie(AUTH_COOKIE)).toBeNull();
  });

  it('restoreSession takes the cookie token into auth$ after a reload', () => {
    document.cookie = 'AUTH_TOKEN=from-cookie; path=/';
    expect(auth$.value.token).toBeNull();
    expect(restoreSession()).toBe('from-cookie');
    expect(auth$.value).toEqual({ token: 'from-cookie', user: null });
    setUser(user);
    expect(auth$.value).toEqual({ token: 'from-cookie', user });
  });

  it('saveToken (refresh) replaces the token and keeps the user', () => {
    saveSession({ token: 't1', exp: inAnHour(), user });
    saveToken('t2', inAnHour());
    expect(auth$.value).toEqual({ token: 't2', user });
    expect(readCookie(AUTH_COOKIE)).toBe('t2');
  });

  it('logout clears every cookie and resets all player state', () => {
    saveSession({ token: 't1', exp: inAnHour(), user });
    document.cookie = 'other=1; path=/';
    balance$.next({ bl: 1, ex: 2, bc: 3, eb: 4 });
    modal$.next({ id: 'x' });
    loader$.next(true);
    const seen: unknown[] = [];
    const sub = auth$.subscribe((a) => seen.push(a));
    logout();
    sub.unsubscribe();
    expect(document.cookie).toBe('');
    expect(seen.at(-1)).toEqual({ token: null, user: null });
    expect(balance$.value).toBeNull();
    expect(modal$.value).toBeNull();
    expect(loader$.value).toBe(false);
    expect(getToken()).toBeNull();
  });
});

describe('runtime config', () => {
  afterEach(() => delete window.__KHEL_CONFIG__);

  it('defaults every service to its same-origin path', () => {
    expect(runtimeConfig()).toEqual({
      services: { site: '/site', user: '/user', wallet: '/wallet', bonus: '/bonus', sports: '/sports', fantasy: '/fantasy', reports: '/reports', notification: '/notification', ops: '/ops' },
      domain: 'localhost',
    });
  });

  it('takes what the operator set in window.__KHEL_CONFIG__', () => {
    window.__KHEL_CONFIG__ = { services: { user: 'https://user.example.com' }, domain: 'khel.example.com' };
    const config = runtimeConfig();
    expect(config.services.user).toBe('https://user.example.com');
    expect(config.services.wallet).toBe('/wallet');
    expect(config.domain).toBe('khel.example.com');
  });
});
