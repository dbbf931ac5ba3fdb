import { auth$, loadOnLogin } from '@khel/shared';

/**
 * Starts the player's live topic (player-live.ts) once a player is logged in, loading its code only then: Home,
 * visited logged out, carries none of it (its JavaScript budget). Returns the stop.
 */
export function startPlayerLiveOnLogin(): () => void {
  return loadOnLogin(auth$, () => import('./player-live'), (m) => m.startPlayerLive());
}
