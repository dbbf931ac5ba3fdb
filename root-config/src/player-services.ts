import { auth$, loadCasinoSections, loadOnLogin, openModal, site$ } from '@khel/shared';
import { scheduleOfferPopup } from './offer';
import { OFFER_SEEN_KEY } from './player-rules';
import { registerServiceWorker, sendLoadedFiles } from './service-worker';
import { stored } from './stored';

/** The System module of a logged-in player's background work (logged-in.ts), loaded by name through the import map. */
export const LOGGED_IN_MODULE = '@khel/root-config/logged-in';

type LoggedInModule = Pick<typeof import('./logged-in'), 'startLoggedInServices'>;
declare const System: { import(name: string): Promise<unknown> };

/**
 * The page's background work (SPEC §4): the service worker on every visit, the offer popup 0.5 s after load, which
 * casino sections have games (the menu and Home offer only those), and a logged-in player's services (user info,
 * token refresh, balance polling, notifications) from their own module, loaded the first time the page holds a token.
 */
export function startPlayerServices(): void {
  loadOnLogin(
    auth$,
    () => System.import(LOGGED_IN_MODULE) as Promise<LoggedInModule>,
    (module) => module.startLoggedInServices(),
    (error) => console.warn('[khel] logged-in services not loaded:', error),
  );
  scheduleOfferPopup({
    loggedIn: () => Boolean(auth$.value.token),
    settings: () => site$.value.settings,
    offerSeen: () => stored(OFFER_SEEN_KEY) !== null,
    openModal,
  });
  void loadCasinoSections();
  // Offline app shell: the worker is registered on every visit, push or not.
  const register = () => void registerServiceWorker().then((registration) => registration && sendLoadedFiles());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
