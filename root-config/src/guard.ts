import { matchPath } from 'react-router-dom';
import { LOGIN_REQUIRED_PATHS, PATHS, loginUrlFor, tokenClaims, type ModalState, type User } from '@khel/shared';

/**
 * The navigation guard's decisions (SPEC §2 "Navigation guard", §4 maintenance), as pure functions of where the
 * player goes and what the page knows. guard-runtime.ts carries them out.
 */
export interface GuardInput {
  /** The URL navigated to (path + query). */
  to: URL;
  /** Whether the browser's back/forward button caused this navigation. */
  isBrowserBack: boolean;
  loggedIn: boolean;
  /** The player once get-user-info answered (null while unknown). */
  user: Pick<User, 'last_login_at'> | null;
  modal: ModalState | null;
  underMaintenance: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'cancel' }
  | { kind: 'reload' }
  | { kind: 'redirect'; to: string }
  | { kind: 'login-with-token'; token: string; then: string };

export const HOME = PATHS.home;
export const MAINTENANCE = PATHS.maintenance;
export const CHANGE_PASSWORD = PATHS.changePassword;
const BACKOFFICE = PATHS.backoffice;

const ALLOW: GuardDecision = { kind: 'allow' };

/** The operator console has its own rules: the player guard never touches it. */
function isOperatorPath(path: string): boolean {
  return path === BACKOFFICE || path.startsWith(`${BACKOFFICE}/`);
}

/** A page only a logged-in player can use (the wallet's). */
export function requiresLogin(pathname: string): boolean {
  return LOGIN_REQUIRED_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const path = input.to.pathname.replace(/\/+$/, '') || '/';
  if (isOperatorPath(path)) return ALLOW;

  const token = input.to.searchParams.get('auth');
  if (!input.loggedIn && token) return { kind: 'login-with-token', token, then: HOME };

  if (input.modal && !input.modal.allowNavigation) return input.isBrowserBack ? { kind: 'reload' } : { kind: 'cancel' };

  if (input.underMaintenance) return path === MAINTENANCE ? ALLOW : { kind: 'redirect', to: MAINTENANCE };
  if (path === MAINTENANCE) return { kind: 'redirect', to: HOME };

  if (path === CHANGE_PASSWORD) return input.loggedIn ? ALLOW : { kind: 'redirect', to: HOME };
  // A logged-out visitor to a player's page logs in first and comes back (the page would wait for a player forever).
  if (!input.loggedIn && requiresLogin(path)) return { kind: 'redirect', to: loginUrlFor(input.to.pathname + input.to.search) };
  if (input.loggedIn && input.user && !input.user.last_login_at) return { kind: 'redirect', to: CHANGE_PASSWORD };

  return ALLOW;
}

/** When the maintenance window starts or ends while the player is on the site. */
export function decideMaintenanceChange(path: string, underMaintenance: boolean): string | null {
  if (isOperatorPath(path)) return null;
  if (underMaintenance && path !== MAINTENANCE) return MAINTENANCE;
  if (!underMaintenance && path === MAINTENANCE) return HOME;
  return null;
}

/** A JWT's expiry (seconds since the epoch) read from its payload, or a day from now when unreadable. */
export function tokenExpiry(token: string, nowMs: number): number {
  // Not a JWT we can read: the server still decides whether it is valid.
  const exp = tokenClaims(token)?.exp;
  return exp !== undefined && exp > nowMs / 1000 ? exp : Math.floor(nowMs / 1000) + 24 * 3600;
}
