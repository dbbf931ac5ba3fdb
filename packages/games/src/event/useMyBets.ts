import { useCallback, useEffect, useState } from 'react';
import { auth$, useObservable } from '@khel/shared';
import type { Bet, Position } from '../api/model';
import { fetchEventBets, fetchPositions } from '../api/sports';

/** The logged-in player's bets and positions on the event; `refresh` after a bet, a cash-out or a settlement. */
export function useMyBets(eventId: string): { bets: Bet[]; positions: Map<string, Position>; refresh(): void } {
  const { token } = useObservable(auth$);
  const [mine, setMine] = useState<{ bets: Bet[]; positions: Map<string, Position> }>({ bets: [], positions: new Map() });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    if (!token) {
      setMine({ bets: [], positions: new Map() });
      return;
    }
    // Both quiet: the page works without them (a failure leaves the last figures shown).
    Promise.all([fetchEventBets(eventId), fetchPositions(eventId)]).then(
      ([bets, positions]) => live && setMine({ bets, positions: new Map(positions.map((p) => [p.marketId, p])) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [eventId, token, round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { ...mine, refresh };
}
