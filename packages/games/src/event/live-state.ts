import type { LiveUpdate, Market, SportEvent } from '../api/model';
import { movedCells, type Move } from './flash';

/**
 * The event page's state under live updates: a market update replaces its runners' prices (an older version than
 * the one shown is ignored: updates may arrive after a fresh load) and its status; an event update its state and
 * in-play flag. Returns the cells that moved, for the flash.
 */
export function applyUpdate(event: SportEvent, update: LiveUpdate): { event: SportEvent; moved: Map<string, Move> } {
  const moved = new Map<string, Move>();
  if (!update.marketId) {
    if (update.eventId && update.eventId !== event.id) return { event, moved };
    return {
      event: {
        ...event,
        inPlay: update.inPlay ?? event.inPlay,
        status: update.eventStatus ?? event.status,
        state: update.eventState ?? event.state,
      },
      moved,
    };
  }
  const at = event.markets.findIndex((m) => m.id === update.marketId);
  if (at < 0) return { event, moved };
  const market = event.markets[at]!;
  if (update.version !== undefined && market.version !== undefined && update.version < market.version) return { event, moved };
  const next: Market = { ...market, status: update.status ?? market.status, version: update.version ?? market.version };
  if (update.runners) {
    const prices = new Map(update.runners.map((r) => [r.runnerId, r]));
    next.runners = market.runners.map((r) => {
      const p = prices.get(r.id);
      return p ? { ...r, back: p.back, lay: p.lay } : r;
    });
    for (const [key, move] of movedCells(market.runners, next.runners)) moved.set(key, move);
  }
  const markets = event.markets.slice();
  markets[at] = next;
  return { event: { ...event, markets }, moved };
}

/** The order the page shows markets in: match odds, bookmaker, fancy, then racing win and place. */
const ORDER: Record<Market['kind'], number> = { match_odds: 0, bookmaker: 1, fancy: 2, racing_win: 3, racing_place: 4 };

export function marketsInOrder(markets: Market[]): Market[] {
  return markets
    .map((m, i) => ({ m, i }))
    .sort((a, b) => ORDER[a.m.kind] - ORDER[b.m.kind] || a.i - b.i)
    .map(({ m }) => m);
}

/** The score of the event's state: cricket runs/wickets with overs and target, football goals with the minute. */
export interface Score {
  score: string;
  overs?: string;
  target?: number;
  minute?: number;
}

export function scoreOf(state: Record<string, unknown> | null | undefined): Score | null {
  if (!state || typeof state.score !== 'string') return null;
  const out: Score = { score: state.score };
  if (typeof state.overs === 'string') out.overs = state.overs;
  if (typeof state.target === 'number') out.target = state.target;
  if (typeof state.minute === 'number') out.minute = state.minute;
  return out;
}
