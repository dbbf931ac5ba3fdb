import type { Observable } from 'rxjs';
import type { AuthState } from '@khel/shared';
import { NOTIFICATION_PROMPT_DELAY_MS, PUSH_SUBSCRIBE_DELAY_MS, shouldAskNotifications } from './player-rules';

/**
 * SPEC §4 notifications: when a logged-in player is neither subscribed nor unsubscribed, the browser permission
 * is requested 0.5 s later; when granted, the push subscription is sent 1 s after; a refusal marks the player
 * unsubscribed. Once per session token.
 */
export interface NotificationDeps {
  auth$: Observable<AuthState>;
  supported(): boolean;
  requestPermission(): Promise<NotificationPermission>;
  subscribe(): Promise<void>;
  markUnsubscribed(): void;
  unsubscribedHere(): boolean;
  log(message: string): void;
}

export function scheduleNotificationPrompt(deps: NotificationDeps): () => void {
  let askedFor: string | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const subscription = deps.auth$.subscribe(({ token, user }) => {
    if (!token || !user || askedFor === token) return;
    const supported = deps.supported();
    if (!supported) {
      askedFor = token;
      deps.log('This browser does not support notifications.');
      return;
    }
    if (!shouldAskNotifications({ loggedIn: true, user, unsubscribedHere: deps.unsubscribedHere(), supported })) return;
    askedFor = token;
    later(() => {
      void deps.requestPermission().then((permission) => {
        if (permission === 'granted') later(() => void deps.subscribe().catch(() => undefined), PUSH_SUBSCRIBE_DELAY_MS);
        else if (permission === 'denied') deps.markUnsubscribed();
      });
    }, NOTIFICATION_PROMPT_DELAY_MS);
  });
  return () => {
    subscription.unsubscribe();
    timers.forEach(clearTimeout);
  };
}
