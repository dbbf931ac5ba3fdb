/**
 * @khel/root-config/logged-in: the background work around a logged-in player (SPEC §4) — user info, token refresh,
 * balance polling, the notification prompt and push subscription. A System module of its own, loaded by name the
 * first time the page holds a token (player-services.ts), so Home visited logged out carries none of it.
 */
import {
  api,
  auth$,
  balance$,
  fetchUserInfo,
  fetchWalletBalance,
  logout,
  refreshToken,
  runtimeConfig,
  setUser,
  startTokenRefreshOnLogin,
  type ApiOk,
} from '@khel/shared';
import { startBalancePolling } from './balance-poll';
import { scheduleNotificationPrompt } from './notifications';
import { UNSUBSCRIBED_KEY } from './player-rules';
import { registerServiceWorker } from './service-worker';
import { stored } from './stored';

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

/** Started once, by the first token; each service follows auth$ from then on (logout, another login). */
export function startLoggedInServices(): void {
  loadUserOnLogin();
  // The token is renewed shortly before it expires, by one tab for all (shared/src/session/token-refresh.ts), its code in @khel/shared/kit.
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
}
