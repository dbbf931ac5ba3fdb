import { navigateToUrl } from 'single-spa';
import { auth$, fetchUserInfo, loginUrlFor, logout, modal$, saveToken, setUser, site$ } from '@khel/shared';
import { CHANGE_PASSWORD, HOME, decideMaintenanceChange, decideNavigation, requiresLogin, tokenExpiry, type GuardDecision } from './guard';

/** Carries out the guard's decisions on single-spa's routing events and on bus changes. */
interface BeforeRoutingDetail {
  newUrl: string;
  oldUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
  originalEvent?: Event;
}

/** single-spa reports pushState/replaceState as synthetic popstate events marked singleSpa; only the real one is back/forward. */
export function isBrowserHistoryEvent(event: Event | undefined): boolean {
  return event?.type === 'popstate' && !(event as Event & { singleSpa?: boolean }).singleSpa;
}

// The guard's own redirect in flight: it goes through even with a modal open (the offer popup may open while an
// ?auth= login is still loading the user, and must not keep the token in the address bar).
let ownRedirect: string | null = null;

/** Replaces the current entry (a redirect must not leave the refused page in the history). */
function redirect(to: string): void {
  setTimeout(() => {
    if (window.location.pathname + window.location.search === to) return;
    ownRedirect = to;
    window.history.replaceState(null, '', to);
  }, 0);
}

/**
 * The session ended (expired, logged out elsewhere) on a player's page: the login prompt, back here afterwards.
 * Decided when the timer runs, since whoever logged out may have moved the page already (a 401 goes Home).
 */
function promptLoginIfNeeded(): void {
  setTimeout(() => {
    const { pathname, search } = window.location;
    if (auth$.value.token || !requiresLogin(pathname) || site$.value.underMaintenance) return;
    const to = loginUrlFor(pathname + search);
    ownRedirect = to;
    window.history.replaceState(null, '', to);
  }, 0);
}

function isOwnRedirect(newUrl: string): boolean {
  if (ownRedirect === null) return false;
  const url = new URL(newUrl, window.location.href);
  const mine = url.pathname + url.search === ownRedirect;
  ownRedirect = null;
  return mine;
}

async function loginWithToken(token: string, then: string): Promise<void> {
  saveToken(token, tokenExpiry(token, Date.now()));
  try {
    setUser(await fetchUserInfo());
  } catch {
    logout();
  }
  redirect(then);
}

function apply(decision: GuardDecision, detail: BeforeRoutingDetail): void {
  switch (decision.kind) {
    case 'allow':
      return;
    case 'cancel':
      detail.cancelNavigation?.();
      return;
    case 'reload':
      window.location.reload();
      return;
    case 'redirect':
      redirect(decision.to);
      return;
    case 'login-with-token':
      void loginWithToken(decision.token, decision.then);
  }
}

export function installGuard(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    if (isOwnRedirect(detail.newUrl)) return;
    const decision = decideNavigation({
      to: new URL(detail.newUrl, window.location.href),
      isBrowserBack: isBrowserHistoryEvent(detail.originalEvent),
      loggedIn: Boolean(auth$.value.token),
      user: auth$.value.user,
      modal: modal$.value,
      underMaintenance: site$.value.underMaintenance,
    });
    apply(decision, detail);
  });

  // The maintenance window starting or ending while the player is here.
  site$.subscribe(({ underMaintenance }) => {
    const to = decideMaintenanceChange(window.location.pathname, underMaintenance);
    if (to) redirect(to);
  });

  // The player becomes known (or leaves) after the navigation was decided.
  auth$.subscribe(({ token, user }) => {
    const path = window.location.pathname;
    if (path.startsWith('/backoffice') || site$.value.underMaintenance) return;
    if (token && user && !user.last_login_at && path !== CHANGE_PASSWORD) navigateToUrl(CHANGE_PASSWORD);
    else if (!token && path === CHANGE_PASSWORD) redirect(HOME);
    else if (!token && requiresLogin(path)) promptLoginIfNeeded();
  });
}
