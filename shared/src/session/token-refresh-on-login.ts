import { auth$ as pageAuth$ } from '../bus/streams';
import { importByName } from '../import-by-name';
import { loadOnLogin } from './on-login';
import type { TokenRefreshDeps } from './token-refresh';

export type { TokenRefreshDeps } from './token-refresh';

type TokenRefreshModule = Pick<typeof import('./token-refresh'), 'startTokenRefresh'>;

/**
 * The token refresh is @khel/shared/kit's (scripts/webpack/module-config.js KIT_OWN), a System module the shell's
 * logged-in code loads anyway: SystemJS fetches it, so @khel/shared itself needs no webpack chunk-loading runtime.
 */
async function loadFromKit(): Promise<TokenRefreshModule> {
  return importByName<TokenRefreshModule>('@khel/shared/kit');
}

/**
 * Starts the token refresh (token-refresh.ts) once the page holds a token, loading its code only then, so Home
 * visited logged out carries none of it (its JavaScript budget; loadOnLogin). Returns the stop.
 */
export function startTokenRefreshOnLogin(
  deps: TokenRefreshDeps,
  load: () => Promise<TokenRefreshModule> = loadFromKit,
): () => void {
  return loadOnLogin(deps.auth$ ?? pageAuth$, load, (m) => m.startTokenRefresh(deps));
}
