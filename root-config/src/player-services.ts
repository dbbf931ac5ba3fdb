import {
  api,
  auth$,
  balance$,
  fetchUserInfo,
  fetchWalletBalance,
  logout,
  openModal,
  refreshToken,
  runtimeConfig,
  setUser,
  site$,
  startTokenRefreshOnLogin,
  type ApiOk,
} from '@khel/shared';
import { startBalancePolling } from './balance-poll';
import { reportLoadedFiles } from './loaded-files';
import { scheduleNotificationPrompt } from './notifications';
import { scheduleOfferPopup } from './offer';
import { OFFER_SEEN_KEY, UNSUBSCRIBED_KEY } from './player-rules';

/** Background work for a logged-in player (SPEC §4): user info, token refresh, balance polling, notifications, the offer popup. */
export const SERVICE_WORKER_URL = '/sw.js';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** get-user-info whenever a token arrives without its user (after a reload, after ?auth=). */
function loadUserOnLogin(): void {
  let loadingFor: string | null = null;
  auth$.subscribe(({ token, user }) => {
    if (!token || user || loadingFor === token) return;
    loadingFor = token;
    fetchUserInfo()
      .then((info) => {
        if (auth$.value.token === token) setUser(info);
      })
      .catch(() => undefined) // the interceptor already logged out on 401
      .finally(() => {
        loadingFor = null;
      });
  });
}

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.warn('[khel] service worker not registered:', error);
    return null;
  });
}

/** Tells the worker which files this page loads, so it keeps them for offline use (loaded-files.ts, sw-cache.ts). */
async function sendLoadedFiles(): Promise<void> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const names = (entries: PerformanceEntryList) => entries.map((entry) => entry.name);
  reportLoadedFiles({
    origin: window.location.origin,
    loaded: () => names(performance.getEntriesByType('resource')),
    onLoad: (report) => {
      if (typeof PerformanceObserver === 'undefined') return;
      new PerformanceObserver((list) => report(names(list.getEntries()))).observe({ type: 'resource' });
    },
    post: (urls) => worker.postMessage({ type: 'khel:loaded', urls }),
  });
}

function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function subscribeToPush(): Promise<void> {
  const registration = await registerServiceWorker();
  if (!registration || !('pushManager' in registration)) return;
  const ready = await navigator.serviceWorker.ready;
  const key = (await api.notification.get<ApiOk<{ publicKey: string }>>('/vapid-public-key', { quiet: true })).data.data.publicKey;
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(key) }));
  await api.notification.post('/subscribe', { deviceData: subscription.toJSON(), domainName: runtimeConfig().domain }, { quiet: true });
  const user = auth$.value.user;
  if (user) setUser({ ...user, notificationSubscribed: true });
}

/** Cancel marks notificationUnsubscribed (on this device and on the player in auth$). */
function markUnsubscribed(): void {
  try {
    window.localStorage.setItem(UNSUBSCRIBED_KEY, 'true');
  } catch {
    // storage blocked
  }
  const current = auth$.value.user;
  if (current) setUser({ ...current, notificationUnsubscribed: true });
}

export function startPlayerServices(): void {
  loadUserOnLogin();
  // The token is renewed shortly before it expires, by one tab for all (shared/src/session/token-refresh.ts), its code loaded once logged in.
  startTokenRefreshOnLogin({ refresh: refreshToken });
  startBalancePolling({ auth$, fetchBalance: fetchWalletBalance, publish: (b) => balance$.next(b), logout });
  scheduleNotificationPrompt({
    auth$,
    supported: () => typeof Notification !== 'undefined' && 'serviceWorker' in navigator,
    requestPermission: () => Notification.requestPermission(),
    subscribe: () => subscribeToPush().catch((error: unknown) => console.warn('[khel] push subscription failed:', error)),
    markUnsubscribed,
    unsubscribedHere: () => stored(UNSUBSCRIBED_KEY) === 'true',
    log: (message) => console.log(message),
  });
  scheduleOfferPopup({
    loggedIn: () => Boolean(auth$.value.token),
    settings: () => site$.value.settings,
    offerSeen: () => stored(OFFER_SEEN_KEY) !== null,
    openModal,
  });
  // Offline app shell: the worker is registered on every visit, push or not.
  const register = () => void registerServiceWorker().then((registration) => registration && sendLoadedFiles());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
