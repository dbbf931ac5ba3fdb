import { useCallback, useState } from 'react';
import { ApiError } from '@khel/shared';
import type { CasinoGameTile, CasinoLaunch } from '@khel/shared/contracts';
import { launchGame, PROVIDER_DOWN } from '../api/casino';

/** The API's fixed refusals, listed here so they are translated (services/api/src/casino). */
export { PROVIDER_DOWN };
export const DEMO_BARRED = 'Casino games are not available on a demo account';
export const LOG_IN_TO_PLAY = 'Please log in to play';

export type LaunchState =
  | { state: 'idle' }
  | { state: 'opening'; game: CasinoGameTile }
  | { state: 'open'; launch: CasinoLaunch }
  | { state: 'refused'; game: CasinoGameTile; kind: 'down' | 'demo' | 'login' | 'other'; message: string };

function refusal(error: unknown): { kind: 'down' | 'demo' | 'login' | 'other'; message: string } {
  const status = error instanceof ApiError ? error.status : null;
  const message = error instanceof ApiError ? error.message : '';
  if (status === 401) return { kind: 'login', message: LOG_IN_TO_PLAY };
  if (status === 403) return { kind: 'demo', message: message || DEMO_BARRED };
  // A provider that is off, unreachable or failing: the same clear message whatever the provider said.
  if (status === null || status >= 500) return { kind: 'down', message: PROVIDER_DOWN };
  return { kind: 'other', message };
}

/** Opening a game: the launch call, then the iframe; a refusal is kept to be shown in the lobby. */
export function useLaunch(lang: string, onOpened: (gameId: string) => void) {
  const [launch, setLaunch] = useState<LaunchState>({ state: 'idle' });
  const open = useCallback(
    async (game: CasinoGameTile, loggedIn: boolean) => {
      if (!loggedIn) return setLaunch({ state: 'refused', game, kind: 'login', message: LOG_IN_TO_PLAY });
      setLaunch({ state: 'opening', game });
      try {
        const answer = await launchGame(game.id, lang);
        onOpened(game.id);
        setLaunch({ state: 'open', launch: answer });
      } catch (error) {
        setLaunch({ state: 'refused', game, ...refusal(error) });
      }
    },
    [lang, onOpened],
  );
  const close = useCallback(() => setLaunch({ state: 'idle' }), []);
  return { launch, open, close };
}
