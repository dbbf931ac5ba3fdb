import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '@khel/shared';
import { DEFAULT_ACCEPT_PRICE } from '@khel/shared/contracts';
import { ACCEPT_PRICES, type AcceptPrice, type MarketKind, type Side } from '../api/model';

/** The open slip: one selection, its price and the stake as typed. Kept in sessionStorage so a reload keeps it. */
export interface Slip {
  eventId: string;
  marketId: string;
  runnerId: string;
  kind: MarketKind;
  column: 'back' | 'lay';
  side: Side;
  odds: number;
  line: number | null;
  stake: string;
  /** the Idempotency-Key of this slip as it stands: a new one whenever what it would place changes */
  key: string;
}

const SLIP_KEY = 'khel_games_slip';
const ACCEPT_KEY = 'khel_games_accept';

function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? sessionStorage : localStorage;
  } catch {
    return null; // storage blocked
  }
}

function readSlip(eventId: string): Slip | null {
  try {
    const s = JSON.parse(store('session')?.getItem(SLIP_KEY) ?? 'null') as Slip | null;
    return s && s.eventId === eventId && typeof s.odds === 'number' && typeof s.key === 'string' ? s : null;
  } catch {
    return null;
  }
}

/**
 * The player's price choice; a new player's is the exchanges' rule, their odds or better (DEFAULT_ACCEPT_PRICE).
 * "Exact odds" by default refused every bet asked at a price that was not the best one offered (a deeper level of
 * the ladder, a stepped price: "Odds changed to 1.96" on a price that had not moved).
 */
function readAccept(): AcceptPrice {
  const v = store('local')?.getItem(ACCEPT_KEY);
  return ACCEPT_PRICES.includes(v as AcceptPrice) ? (v as AcceptPrice) : DEFAULT_ACCEPT_PRICE;
}

/** The side a column of a market kind bets: fancy back/lay columns are Yes/No. */
export function sideOf(kind: MarketKind, column: 'back' | 'lay'): Side {
  if (kind === 'fancy') return column === 'back' ? 'yes' : 'no';
  return column;
}

export interface SlipControls {
  slip: Slip | null;
  accept: AcceptPrice;
  open(pick: Omit<Slip, 'stake' | 'key' | 'side' | 'eventId'>): void;
  change(change: Partial<Pick<Slip, 'stake' | 'odds' | 'line'>>): void;
  setAccept(accept: AcceptPrice): void;
  close(): void;
}

export function useSlip(eventId: string): SlipControls {
  const [slip, setSlipState] = useState<Slip | null>(() => readSlip(eventId));
  const [accept, setAcceptState] = useState<AcceptPrice>(readAccept);

  const save = useCallback((next: Slip | null) => {
    if (next) store('session')?.setItem(SLIP_KEY, JSON.stringify(next));
    else store('session')?.removeItem(SLIP_KEY);
    setSlipState(next);
  }, []);

  const open: SlipControls['open'] = useCallback(
    (pick) => {
      // Picking the same cell again keeps the stake typed so far.
      const same = slip && slip.marketId === pick.marketId && slip.runnerId === pick.runnerId && slip.column === pick.column;
      save({ ...pick, eventId, side: sideOf(pick.kind, pick.column), stake: same ? slip.stake : '', key: newIdempotencyKey() });
    },
    [eventId, save, slip],
  );
  const change: SlipControls['change'] = useCallback((c) => slip && save({ ...slip, ...c, key: newIdempotencyKey() }), [save, slip]);
  const close = useCallback(() => save(null), [save]);
  const setAccept = useCallback((a: AcceptPrice) => {
    store('local')?.setItem(ACCEPT_KEY, a);
    setAcceptState(a);
  }, []);
  return { slip, accept, open, change, setAccept, close };
}
