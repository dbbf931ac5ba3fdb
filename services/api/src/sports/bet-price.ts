import { ApiError } from '../http/errors';
import type { RunnerPriceRow } from './catalog';
import { isBackSide, type AcceptPrice, type EventStatus, type MarketKind, type Side } from './types';

/** A bet refused for a reason the player can act on (answered 400 with the message). */
export class BetRefused extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}

export const REFUSALS = {
  notOpen: (status: string) => (status === 'suspended' ? 'Market is suspended' : 'Market is closed'),
  eventOver: (status: EventStatus) => `The event is ${status}: no more bets are taken`,
  side: 'This bet type is not offered on this market',
  runner: 'This selection is not in this market',
  stake: (min: bigint, max: bigint) => `Stake must be between ${formatPaise(min)} and ${formatPaise(max)}`,
  noPrice: 'No price is available for this selection',
  stale: 'Prices are not up to date, please try again',
  odds: (odds: number) => `Odds changed to ${formatOdds(odds)}`,
  notExact: (odds: number) => `Better odds of ${formatOdds(odds)} are offered: choose Better odds to take them`,
  size: (available: bigint, odds: number) => `Only ${formatPaise(available)} is offered at ${formatOdds(odds)}`,
  line: (line: number) => `Line changed to ${line}`,
  balance: 'Insufficient Balance',
  maxProfit: (max: bigint) => `Profit on this market cannot exceed ${formatPaise(max)}`,
  suspendedWhilePending: 'Market was suspended before your bet was taken',
} as const;

/** 2.5 -> "2.50", from odds x 100, without floating point. */
export function formatOdds(oddsX100: number): string {
  return `${Math.trunc(oddsX100 / 100)}.${String(oddsX100 % 100).padStart(2, '0')}`;
}

/** Paise as rupees: 10000 -> "100", 10050 -> "100.50". */
export function formatPaise(paise: bigint): string {
  const rupees = paise / 100n;
  const rest = paise % 100n;
  return rest === 0n ? rupees.toString() : `${rupees}.${rest.toString().padStart(2, '0')}`;
}

export interface Requested {
  oddsX100: number;
  line?: number;
  accept: AcceptPrice;
}

/** What a market says about its prices: how old one may be, and the most one price takes (null: no limit). */
export interface PriceRules {
  maxAgeSeconds: number;
  sizeLimit: bigint | null;
}

/** A market's price rules as takePrice reads them. */
export function priceRules(m: { priceMaxAgeSeconds: number; priceSizeLimit: bigint | null }): PriceRules {
  return { maxAgeSeconds: m.priceMaxAgeSeconds, sizeLimit: m.priceSizeLimit };
}

/**
 * The price a bet is taken at: the best level of its column (back-like sides take the back column, lay-like the
 * lay column; fancy yes the yes line, no the no line), if the player accepts it. Better for a backer is higher
 * odds and, on fancy yes, a lower line; for a layer lower odds and, on fancy no, a higher line.
 *
 * A bet is taken at the best price only, whatever price it asked (exact: the same odds; better: the same or
 * better; any). The size a price offers binds only when the market sets a size limit: then a bet takes at most the
 * limit and at most the size shown; without one the house book takes any stake within the market's stakes.
 */
export function takePrice(
  kind: MarketKind,
  side: Side,
  requested: Requested,
  prices: RunnerPriceRow | null,
  rules: PriceRules,
  now: Date,
  stake?: bigint,
): { oddsX100: number; line?: number } {
  const back = isBackSide(side);
  const level = prices ? (back ? prices.back : prices.lay)[0] : undefined;
  if (!prices || !level || !(level.odds > 100)) throw new BetRefused(REFUSALS.noPrice);
  if (now.getTime() - prices.updatedAt.getTime() > rules.maxAgeSeconds * 1000) throw new BetRefused(REFUSALS.stale);
  if (stake !== undefined && rules.sizeLimit !== null) {
    const offered = typeof level.size === 'number' && Number.isSafeInteger(level.size) ? BigInt(level.size) : rules.sizeLimit;
    const available = offered < rules.sizeLimit ? offered : rules.sizeLimit;
    if (stake > available) throw new BetRefused(REFUSALS.size(available, level.odds));
  }
  const current = { oddsX100: level.odds, line: kind === 'fancy' ? level.line : undefined };
  if (kind === 'fancy' && current.line === undefined) throw new BetRefused(REFUSALS.noPrice);
  if (requested.accept === 'any') return current;
  if (kind === 'fancy') {
    const want = requested.line;
    const lineOk = requested.accept === 'exact' ? current.line === want : want !== undefined && (back ? current.line! <= want : current.line! >= want);
    if (!lineOk) throw new BetRefused(REFUSALS.line(current.line!));
  }
  const asGood = back ? current.oddsX100 >= requested.oddsX100 : current.oddsX100 <= requested.oddsX100;
  if (!asGood) throw new BetRefused(REFUSALS.odds(current.oddsX100));
  // Exact: only the odds asked. A better price refused says so (the odds did not move against the player: they
  // asked for a price that is not the best, a deeper level of the ladder or a stepped price).
  if (requested.accept === 'exact' && current.oddsX100 !== requested.oddsX100) throw new BetRefused(REFUSALS.notExact(current.oddsX100));
  return current;
}
