import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, newIdempotencyKey, t, toastSuccess } from '@khel/shared';
import type { MatkaSlip } from '@khel/shared/contracts';
import { placeSlip, pushSlipBalance } from '../api/matka';
import { lineId, slipTotal, type SlipLine } from './model';
import { readSlip, writeSlip, type StoredSlip } from './slip-store';

export type PlaceState = { phase: 'idle' } | { phase: 'placing' } | { phase: 'error'; message: string };

export interface MatkaSlipApi {
  lines: SlipLine[];
  /** The stake new numbers get. */
  stake: string;
  total: number;
  state: PlaceState;
  setStake(stake: string): void;
  /** Adds the number with the current stake, or takes it off when it is on the slip. */
  toggle(line: Omit<SlipLine, 'stake'>): void;
  setLineStake(id: string, stake: string): void;
  remove(id: string): void;
  /** Every line's stake set to the current stake. */
  stakeAll(): void;
  clear(): void;
  place(): void;
}

const FAILED = 'Your bets could not be placed. Please try again.';

/**
 * The betting page's slip: lines kept in sessionStorage (slip-store.ts), placed once per press with the slip's
 * Idempotency-Key. On success the slip empties, the header's balance and exposure move at once, and `onPlaced`
 * lets the page read its bets again; a refusal stays on the slip, in the API's words, until the slip changes.
 */
export function useMatkaSlip(marketId: string, drawDate: string, defaultStake: string, onPlaced: (slip: MatkaSlip) => void): MatkaSlipApi {
  // The slip belongs to one market and draw; another market (or the next day's draw) reads its own from storage.
  const owner = `${marketId}|${drawDate}`;
  const [held, setHeld] = useState(() => ({ owner, slip: readSlip(marketId, drawDate, defaultStake) }));
  if (held.owner !== owner) setHeld({ owner, slip: readSlip(marketId, drawDate, defaultStake) });
  const slip = held.slip;
  const setSlip = useCallback((update: (s: StoredSlip) => StoredSlip) => setHeld((h) => ({ ...h, slip: update(h.slip) })), []);
  const [state, setState] = useState<PlaceState>({ phase: 'idle' });
  const busy = useRef(false);
  const live = useRef(true);
  const current = useRef(slip);
  current.current = slip;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (held.owner === owner) writeSlip(marketId, held.slip);
  }, [held, owner, marketId]);

  /** A change of the lines: a new key (the old one is bound to the old body) and no stale refusal. */
  const change = useCallback((update: (lines: SlipLine[]) => SlipLine[]) => {
    if (busy.current) return;
    setSlip((s) => ({ ...s, lines: update(s.lines), key: newIdempotencyKey() }));
    setState((p) => (p.phase === 'error' ? { phase: 'idle' } : p));
  }, [setSlip]);

  const toggle = useCallback(
    (line: Omit<SlipLine, 'stake'>) =>
      change((lines) => (lines.some((l) => lineId(l) === lineId(line)) ? lines.filter((l) => lineId(l) !== lineId(line)) : [...lines, { ...line, stake: current.current.stake }])),
    [change],
  );
  const setLineStake = useCallback((id: string, stake: string) => change((lines) => lines.map((l) => (lineId(l) === id ? { ...l, stake } : l))), [change]);
  const remove = useCallback((id: string) => change((lines) => lines.filter((l) => lineId(l) !== id)), [change]);
  const stakeAll = useCallback(() => change((lines) => lines.map((l) => ({ ...l, stake: current.current.stake }))), [change]);
  const clear = useCallback(() => change(() => []), [change]);
  const setStake = useCallback((stake: string) => setSlip((s) => ({ ...s, stake })), [setSlip]);

  const place = useCallback(() => {
    const { lines, key } = current.current;
    if (busy.current || lines.length === 0) return;
    busy.current = true;
    setState({ phase: 'placing' });
    const bets = lines.map((l) => ({ type: l.type, ...(l.session ? { session: l.session } : {}), number: l.number, amount: Number(l.stake) }));
    placeSlip(marketId, bets, key)
      .then(async (placed) => {
        setSlip((s) => (s.key === key ? { ...s, lines: [], key: newIdempotencyKey() } : s));
        if (live.current) setState({ phase: 'idle' });
        toastSuccess(t('Bets placed'));
        onPlaced(placed);
        await pushSlipBalance(placed.total);
      })
      .catch((error: unknown) => {
        if (live.current) setState({ phase: 'error', message: error instanceof ApiError && error.message ? error.message : FAILED });
      })
      .finally(() => {
        busy.current = false;
      });
  }, [marketId, onPlaced, setSlip]);

  return { lines: slip.lines, stake: slip.stake, total: slipTotal(slip.lines), state, setStake, toggle, setLineStake, remove, stakeAll, clear, place };
}
