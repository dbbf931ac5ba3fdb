import type { BehaviorSubject } from 'rxjs';
import type { AuthState } from '../bus/streams';
import { auth$ as pageAuth$ } from '../bus/streams';
import { readCookie } from './cookies';
import { AUTH_COOKIE, saveToken as pageSaveToken } from './session';
import { tokenClaims } from './token-claims';

export { tokenClaims } from './token-claims';
export type { TokenClaims } from './token-claims';

/**
 * Token refresh (SPEC §4 "stores the new token and expiry"; SPEC §7 POST auth refresh -> token, exp): the session's
 * token is renewed shortly before its `exp`, once, however many tabs are open.
 *
 * - When: `exp` minus a margin of a tenth of the token's lifetime, between 30 s and 10 min (7-day tokens: 10 min
 *   before; 60 s tokens: 30 s before). A token at the login's maximum age (its `lex` claim, KHEL_REFRESH_MAX_AGE)
 *   cannot be extended and is left to end.
 * - Once across tabs: every tab holding the token wakes at the same moment, but the refresh runs under one Web Lock;
 *   inside it a tab first reads the AUTH_TOKEN cookie (shared by the tabs) and, when another tab has put a later
 *   token there, takes that one instead of calling. A tab coming back to the foreground also takes a later token
 *   from the cookie at once.
 * - Failures: a 401 has logged the player out already (the API client); any other failure tries again in 30 s while
 *   the token lasts. Two refreshes are never closer than 30 s.
 */
export const REFRESH_LOCK = 'khel-token-refresh';
export const RETRY_MS = 30_000;
const MIN_MARGIN_S = 30;
const MAX_MARGIN_S = 600;
const MAX_TIMER_MS = 2_147_483_647;

/** When (ms since the epoch) to refresh this token; null when it cannot or need not be refreshed. */
export function refreshDueAt(token: string | null | undefined): number | null {
  const claims = tokenClaims(token);
  if (!claims?.exp) return null;
  if (claims.lex !== undefined && claims.exp >= claims.lex) return null;
  const lifetime = claims.iat !== undefined ? claims.exp - claims.iat : MAX_MARGIN_S * 10;
  const margin = Math.min(MAX_MARGIN_S, Math.max(MIN_MARGIN_S, lifetime / 10));
  return (claims.exp - margin) * 1000;
}

export interface TokenRefreshDeps {
  refresh(): Promise<{ token: string; exp: number }>;
  auth$?: BehaviorSubject<AuthState>;
  saveToken?(token: string, exp: number): void;
  /** The token every tab shares (the AUTH_TOKEN cookie). */
  sharedToken?(): string | null;
  now?(): number;
  /** Runs `task` while holding the lock across the browser's tabs (Web Locks); just runs it where there are none. */
  withLock?(name: string, task: () => Promise<void>): Promise<void>;
  /** Calls `wake` when the tab comes back to the foreground; returns the unsubscribe. */
  onWake?(wake: () => void): () => void;
}

function browserLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request(name, task).then(() => undefined) : task();
}

function onVisible(wake: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const listener = () => document.visibilityState === 'visible' && wake();
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const expOf = (token: string | null | undefined) => tokenClaims(token)?.exp ?? 0;

/** Keeps the page's session token fresh until stopped (the returned function). */
export function startTokenRefresh(deps: TokenRefreshDeps): () => void {
  const auth$ = deps.auth$ ?? pageAuth$;
  const saveToken = deps.saveToken ?? pageSaveToken;
  const sharedToken = deps.sharedToken ?? (() => readCookie(AUTH_COOKIE));
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? browserLock;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let scheduledFor: string | null = null;
  let lastRefreshAt = -Infinity;
  let retryAt: number | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  /** Another tab's later token from the cookie, taken instead of calling; true when taken. */
  const adoptShared = (mine: string): boolean => {
    const shared = sharedToken();
    if (!shared || shared === mine || expOf(shared) <= expOf(mine)) return false;
    saveToken(shared, expOf(shared));
    return true;
  };

  const run = async (mine: string) => {
    await withLock(REFRESH_LOCK, async () => {
      if (auth$.value.token !== mine || adoptShared(mine)) return;
      lastRefreshAt = now();
      try {
        const fresh = await deps.refresh();
        retryAt = null;
        if (auth$.value.token === mine) saveToken(fresh.token, fresh.exp);
      } catch {
        // 401: the API client has logged the player out. Otherwise try again while the token lasts.
        if (auth$.value.token === mine && now() + RETRY_MS < expOf(mine) * 1000) {
          retryAt = now() + RETRY_MS;
          schedule(mine);
        }
      }
    });
  };

  function schedule(token: string | null): void {
    clear();
    scheduledFor = token;
    if (!token) return;
    const due = retryAt ?? refreshDueAt(token);
    if (due === null) return;
    const at = Math.max(due, lastRefreshAt + RETRY_MS);
    timer = setTimeout(
      () => {
        timer = null;
        if (now() < at) schedule(token); // a timer capped at ~24.8 days, or one that fired early
        else void run(token);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at - now())),
    );
  }

  const subscription = auth$.subscribe(({ token }) => {
    if (token === scheduledFor) return;
    retryAt = null;
    schedule(token);
  });
  const stopWake = (deps.onWake ?? onVisible)(() => {
    const mine = auth$.value.token;
    if (mine) adoptShared(mine);
  });
  return () => {
    subscription.unsubscribe();
    stopWake();
    clear();
  };
}
