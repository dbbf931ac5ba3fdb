import { auth$ as pageAuth$ } from '../bus/streams';
import type { TokenRefreshDeps } from './token-refresh';

type TokenRefreshModule = Pick<typeof import('./token-refresh'), 'startTokenRefresh'>;

/**
 * Starts the token refresh (token-refresh.ts) once the page holds a token, loading its code only then: it is a lazy
 * chunk of @khel/shared, so Home visited logged out carries none of it (its JavaScript budget). Returns the stop.
 */
export function startTokenRefreshOnLogin(
  deps: TokenRefreshDeps,
  load: () => Promise<TokenRefreshModule> = () => import('./token-refresh'),
): () => void {
  let stop: (() => void) | null = null;
  let asked = false;
  let ended = false;
  const sub = (deps.auth$ ?? pageAuth$).subscribe(({ token }) => {
    if (!token || asked) return;
    asked = true;
    load().then(
      (m) => {
        if (!ended) stop = m.startTokenRefresh(deps);
      },
      () => (asked = false), // a failed chunk load tries again with the next token
    );
  });
  return () => {
    ended = true;
    sub.unsubscribe();
    stop?.();
  };
}
