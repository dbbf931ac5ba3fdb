import { useCallback, useState } from 'react';
import { HouseError, houseApi, type Round, type SeedPair } from './api';
import type { GameCode } from './fair';
import { tr } from './texts';

export interface Played {
  round: Round;
  balance: number;
  seeds: SeedPair;
}

/** What every game's panel is given: the session, the stake the player set, and who hears of each round. */
export interface GameProps {
  token: string;
  stake: number;
  onPlayed: (p: Played) => void;
}

/** Why a round was refused, in the page's words. */
export function refusalText(error: unknown): string {
  if (error instanceof HouseError && error.message !== 'NETWORK') return tr(error.message);
  return tr('Could not reach the game server. Please try again.');
}

/** One round of a game: busy while the server plays it, the refusal if any, and the page told when it is done. */
export function usePlay(token: string, game: GameCode, onPlayed: (p: Played) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const play = useCallback(
    async (amount: number, params: Record<string, unknown>): Promise<Played | null> => {
      setBusy(true);
      setError('');
      try {
        const played = await houseApi.play(token, game, amount, params);
        onPlayed(played);
        return played;
      } catch (e) {
        setError(refusalText(e));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [token, game, onPlayed],
  );
  return { busy, error, play };
}
