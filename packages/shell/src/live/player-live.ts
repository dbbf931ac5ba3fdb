import type { Observable, Subscription } from 'rxjs';
import { auth$, importByName, toast$, type AuthState, type Toast } from '@khel/shared';
import type { PlayerLiveMessage } from '@khel/shared/contracts';
import { notificationText } from './notification-text';
import { notes$, unread$ } from './player-feed';

/** The part of the live channel (@khel/shared/kit LiveChannel) the shell uses for the player's topic. */
export interface PlayerChannel {
  setPlayerToken(token: string | null): void;
  playerMessages(): Observable<PlayerLiveMessage>;
}

/**
 * The page's live channel, loaded with @khel/shared/kit only once a player is logged in (Home, logged out, never
 * loads it): through SystemJS in the composed site, a plain import in tests.
 */
async function pageChannel(): Promise<PlayerChannel> {
  const kit = await importByName<typeof import('@khel/shared/kit')>('@khel/shared/kit');
  return kit.liveChannel();
}

export interface PlayerLiveDeps {
  auth: Observable<AuthState>;
  channel: () => Promise<PlayerChannel>;
  toast: (toast: Toast) => void;
}

const REFUSED = new Set(['rejected']);

/** A notification as a toast: its title and body in the page's language; a refusal as an error. */
export function toastOf(m: Extract<PlayerLiveMessage, { t: 'note' }>): Toast {
  const { title, body } = notificationText(m.notification);
  return { type: REFUSED.has(String(m.notification.data?.outcome)) ? 'error' : 'success', message: `${title}: ${body}` };
}

/**
 * The shell owns the player's live topic: while a player is logged in it follows `me` on the page's live channel
 * (the same socket as the prices), shows each new notification as a toast (toast$, on the bus) and keeps the
 * unread count for the header; a refreshed token is passed on, a logout leaves the topic. Returns the stop.
 */
export function startPlayerLive(deps: PlayerLiveDeps = { auth: auth$, channel: pageChannel, toast: (x) => toast$.next(x) }): () => void {
  let channel: Promise<PlayerChannel> | null = null;
  let following: Subscription | null = null;
  let stopped = false;
  let current: string | null = null;

  const onMessage = (m: PlayerLiveMessage) => {
    if (m.t === 'snap' || m.t === 'unread') unread$.next(m.unread);
    else if (m.t === 'note') {
      unread$.next(m.unread);
      notes$.next(m.notification);
      deps.toast(toastOf(m));
    }
  };

  const sub = deps.auth.subscribe(({ token }) => {
    if (token === current) return;
    current = token;
    if (!token) {
      following?.unsubscribe();
      following = null;
      unread$.next(null);
      void channel?.then((c) => c.setPlayerToken(null));
      return;
    }
    channel ??= deps.channel();
    channel
      .then((c) => {
        if (stopped || current !== token) return;
        c.setPlayerToken(token);
        following ??= c.playerMessages().subscribe(onMessage);
      })
      .catch(() => {
        // no live channel (kit failed to load): the page still works, the list shows notifications on open
        channel = null;
      });
  });

  return () => {
    stopped = true;
    sub.unsubscribe();
    following?.unsubscribe();
    following = null;
  };
}
