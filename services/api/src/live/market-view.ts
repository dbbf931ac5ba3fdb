import type { LiveMarketData, SportsPriceLevel } from '@khel/shared/contracts';
import type { PriceLevel } from '../sports/types';

/**
 * Prices as the player's answers and the live channel give them: paise -> rupees, odds x 100 -> decimal odds;
 * bookmaker levels carry their Indian odds and fancy levels their line and rate (both odds - 100).
 */

export const rupees = (paise: string | bigint | number): number => Number(paise) / 100;
export const decimalOdds = (oddsX100: number): number => oddsX100 / 100;

export function priceLevel(kind: string, l: PriceLevel): SportsPriceLevel {
  return {
    odds: decimalOdds(l.odds),
    size: l.size === undefined || l.size === null ? null : rupees(l.size),
    line: kind === 'fancy' ? (l.line ?? null) : null,
    rate: kind === 'bookmaker' || kind === 'fancy' ? l.odds - 100 : null,
  };
}

export function levels(kind: string, list: PriceLevel[] | null | undefined): SportsPriceLevel[] {
  return (list ?? []).map((l) => priceLevel(kind, l));
}

/** A hub update of a market as the live channel sends it (kind: the market's, for the fancy/bookmaker fields). */
export function liveMarketView(kind: string, u: { marketId: string; version?: number; status?: string; runners?: Array<{ runnerId: string; back: PriceLevel[]; lay: PriceLevel[] }> }): LiveMarketData {
  const out: LiveMarketData = { market_id: u.marketId };
  if (u.version !== undefined) out.version = u.version;
  if (u.status !== undefined) out.status = u.status as LiveMarketData['status'];
  if (u.runners) out.runners = u.runners.map((r) => ({ id: r.runnerId, back: levels(kind, r.back), lay: levels(kind, r.lay) }));
  return out;
}
