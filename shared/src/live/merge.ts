import type { LiveEventData, LiveMarketData } from '../contracts/live';
import type { LiveFantasyData } from '../contracts/fantasy';

/**
 * Folding the live channel's changes into the state a page shows: a market change replaces the runners it names
 * (each carries its full columns) and the fields it has; prices older than the state (lower version) are ignored.
 */
export function mergeMarket(state: LiveMarketData | null, change: LiveMarketData): LiveMarketData {
  if (!state) return change;
  const stale = change.version !== undefined && state.version !== undefined && change.version < state.version;
  const out: LiveMarketData = { ...state };
  if (change.status !== undefined) out.status = change.status;
  if (!stale && change.version !== undefined) out.version = change.version;
  if (!stale && change.runners) {
    const byId = new Map(change.runners.map((r) => [r.id, r]));
    const known = new Set((state.runners ?? []).map((r) => r.id));
    out.runners = [...(state.runners ?? []).map((r) => byId.get(r.id) ?? r), ...change.runners.filter((r) => !known.has(r.id))];
  }
  return out;
}

export function mergeEvent(state: LiveEventData | null, change: LiveEventData): LiveEventData {
  return state ? { ...state, ...change } : change;
}

/** A fantasy change carries the whole card; one older than the state (lower scores version) is ignored. */
export function mergeFantasy(state: LiveFantasyData | null, change: LiveFantasyData): LiveFantasyData {
  if (!state) return change;
  if ((change.scores_version ?? 0) < (state.scores_version ?? 0)) return state;
  return { ...state, ...change };
}
