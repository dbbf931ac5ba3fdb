import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, toastError, toastSuccess } from '@khel/shared';
import type { PlaceBetBody } from '@khel/shared/contracts';
import { usePlaceBet, type PlaceState } from '../slip/usePlaceBet';

/** Two taps on the same price this close together are one tap (a double tap): the same Idempotency-Key. */
export const DOUBLE_TAP_MS = 1_500;

/**
 * One-click betting's taps (issue 30): each tap places its bet through the slip's own call (usePlaceBet: POST
 * /sports/bets, the in-play delay waited, the same refusals), with an Idempotency-Key of its own. A tap while a bet
 * is under way does nothing, and a second tap on the same price within DOUBLE_TAP_MS reuses the first tap's key,
 * so the API answers it with the first bet: a double tap places one bet. Taken: a toast and `onDone`; refused: the
 * refusal as an error toast.
 */
export function useOneClick(eventId: string, onDone: () => void): { state: PlaceState; tap(body: PlaceBetBody, delaySeconds: number): void } {
  const { t } = useTranslation();
  const done = useCallback(() => {
    toastSuccess(t('Bet placed'));
    onDone();
  }, [onDone, t]);
  const placing = usePlaceBet(eventId, done);
  const last = useRef<{ sig: string; key: string; at: number } | null>(null);
  const { state, reset, place } = placing;
  useEffect(() => {
    if (state.phase !== 'error') return;
    toastError(t(state.message));
    reset();
  }, [state, reset, t]);
  const tap = useCallback(
    (body: PlaceBetBody, delaySeconds: number) => {
      const sig = JSON.stringify(body);
      const now = Date.now();
      const before = last.current;
      const key = before && before.sig === sig && now - before.at < DOUBLE_TAP_MS ? before.key : newIdempotencyKey();
      last.current = { sig, key, at: now };
      place(body, key, delaySeconds);
    },
    [place],
  );
  return { state, tap };
}
