import { auth$, balance$, loader$, LOGGED_OUT, modal$ } from '../bus/streams';
import type { User } from '../types';
import { clearAllCookies, readCookie, writeCookie } from './cookies';

/** The session: the token lives in the AUTH_TOKEN cookie and goes out as a bearer header. */
export const AUTH_COOKIE = 'AUTH_TOKEN';

export interface SessionData {
  token: string;
  /** expiry, seconds since the epoch */
  exp: number;
  user: User | null;
}

export function getToken(): string | null {
  return auth$.value.token ?? readCookie(AUTH_COOKIE);
}

export function saveSession({ token, exp, user }: SessionData): void {
  writeCookie(AUTH_COOKIE, token, new Date(exp * 1000));
  auth$.next({ token, user });
}

/** Stores a fresh token (auth refresh) and keeps the user. */
export function saveToken(token: string, exp: number): void {
  writeCookie(AUTH_COOKIE, token, new Date(exp * 1000));
  auth$.next({ token, user: auth$.value.user });
}

/** Replaces the user (after get-user-info) and keeps the token. */
export function setUser(user: User): void {
  auth$.next({ token: getToken(), user });
}

/** Start-up: takes the token found in the cookie (if any) into auth$; the user is loaded afterwards. */
export function restoreSession(): string | null {
  const token = readCookie(AUTH_COOKIE);
  if (token && auth$.value.token !== token) auth$.next({ token, user: auth$.value.user });
  return token;
}

export function isLoggedIn(): boolean {
  return Boolean(auth$.value.token);
}

/** Clears every cookie and resets all player state; site state and display preferences stay. */
export function logout(): void {
  clearAllCookies();
  balance$.next(null);
  modal$.next(null);
  loader$.next(false);
  auth$.next(LOGGED_OUT);
}
