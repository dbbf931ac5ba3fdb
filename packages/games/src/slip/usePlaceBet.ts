import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@khel/shared';
import type { PlaceBetBody } from '@khel/shared/contracts';
import type { Bet } from '../api/model';
import { fetchEventBets, placeBet } from '../api/sports';
import { pushBalance } from './balance';

export type PlaceState =
  | { phase: 'idle' }
  | { phase: 'placing' }
  /** in play: the bet is taken after the market's delay; `until` is when (ms since the epoch) */
  | { phase: 'waiting'; until: number; betId: string }
  | { phase: 'error'; message: string };

const CHECK_MS = 1000;
const REFUSED = 'Your bet was not accepted';
/** How long past the delay the page keeps asking before it leaves the bet to the open bets list. */
const GIVE_UP_MS = 15_000;

/**
 * Places the slip's bet once per press: while a call is under way another press does nothing, and the slip's
 * Idempotency-Key makes a repeat of the same bet (a retry after a lost answer) replay the first answer. An in-play
 * bet is taken after the delay: the page waits, then reads the event's bets for its fate.
 */
export function usePlaceBet(
  eventId: string,
  onDone: (bet: Bet) => void,
): { state: PlaceState; place(body: PlaceBetBody, key: string, delaySeconds?: number): void; reset(): void } {
  const [state, setState] = useState<PlaceState>({ phase: 'idle' });
  const busy = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const settle = useCallback(
    async (bet: Bet) => {
      const until = bet.acceptAfter ? Date.parse(bet.acceptAfter) : Date.now();
      setState({ phase: 'waiting', until, betId: bet.id });
      const deadline = until + GIVE_UP_MS;
      while (live.current && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, Math.max(CHECK_MS, until - Date.now())));
        if (!live.current) return;
        const found = (await fetchEventBets(eventId).catch(() => [] as Bet[])).find((b) => b.id === bet.id);
        if (!found || found.status === 'pending') continue;
        if (found.status === 'refused') {
          setState({ phase: 'error', message: found.refusal || REFUSED });
        } else {
          setState({ phase: 'idle' });
          onDone(found);
        }
        return;
      }
      if (live.current) {
        setState({ phase: 'idle' });
        onDone(bet);
      }
    },
    [eventId, onDone],
  );

  const place = useCallback(
    (body: PlaceBetBody, key: string, delaySeconds = 0) => {
      if (busy.current) return;
      busy.current = true;
      // In play the API answers after the market's delay: the slip counts it down meanwhile.
      setState(delaySeconds > 0 ? { phase: 'waiting', until: Date.now() + delaySeconds * 1000, betId: '' } : { phase: 'placing' });
      placeBet(body, key)
        .then(async (answer) => {
          pushBalance(answer);
          if (answer.bet.status === 'pending') await settle(answer.bet);
          else if (answer.bet.status === 'refused') {
            if (live.current) setState({ phase: 'error', message: answer.bet.refusal || REFUSED });
          } else if (live.current) {
            setState({ phase: 'idle' });
            onDone(answer.bet);
          }
        })
        .catch((error: unknown) => {
          if (live.current) setState({ phase: 'error', message: error instanceof ApiError && error.message ? error.message : 'Your bet could not be placed. Please try again.' });
        })
        .finally(() => {
          busy.current = false;
        });
    },
    [onDone, settle],
  );

  // Clears a refusal (the player changed the slip); a bet under way keeps its state.
  const reset = useCallback(() => setState((s) => (s.phase === 'error' ? { phase: 'idle' } : s)), []);
  return { state, place, reset };
}
