import { auth$ } from '@khel/shared';

/**
 * Starts the player's live topic (player-live.ts) once a player is logged in, loading its code only then: Home,
 * visited logged out, carries none of it (its JavaScript budget). Returns the stop.
 */
export function startPlayerLiveOnLogin(): () => void {
  let stop: (() => void) | null = null;
  let asked = false;
  let ended = false;
  const sub = auth$.subscribe(({ token }) => {
    if (!token || asked) return;
    asked = true;
    void import('./player-live').then(
      (m) => {
        if (!ended) stop = m.startPlayerLive();
      },
      () => (asked = false),
    );
  });
  return () => {
    ended = true;
    sub.unsubscribe();
    stop?.();
  };
}
