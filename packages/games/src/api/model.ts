/**
 * What the games screens read: events, markets, runners, prices, bets and positions. Odds are decimal odds x 100
 * (1.45 -> 145; bookmaker 45 -> 145; a fancy rate 100 -> 200) and money is rupees, as the API speaks them. The
 * API's contract classes (@khel/shared/contracts, sports) decode into these shapes.
 */

export type MarketKind = 'match_odds' | 'bookmaker' | 'fancy' | 'racing_win' | 'racing_place';
export type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'void';
export type Side = 'back' | 'lay' | 'yes' | 'no' | 'win' | 'place';
export type AcceptPrice = 'exact' | 'better' | 'any';
export const ACCEPT_PRICES: AcceptPrice[] = ['exact', 'better', 'any'];

/** One price level: odds x 100, size offered (rupees), the line for fancy. */
export interface PriceLevel {
  odds: number;
  size?: number | null;
  line?: number | null;
}

export interface Runner {
  id: string;
  name: string;
  back: PriceLevel[];
  lay: PriceLevel[];
}

export interface Market {
  id: string;
  name: string;
  kind: MarketKind;
  status: MarketStatus;
  minStake: number;
  maxStake: number;
  betDelaySeconds: number;
  maxProfit?: number | null;
  places?: number;
  version?: number;
  /** cash-out is offered on this kind of market */
  cashOut?: boolean;
  runners: Runner[];
}

export interface EventSummary {
  id: string;
  name: string;
  sport: string;
  competitionId: string;
  competition: string;
  startTime: string;
  inPlay: boolean;
  status: string;
  venue?: string | null;
  /** the match odds' first two runners' best back/lay, when the list carries them */
  runners?: Runner[];
}

export interface SportEvent extends EventSummary {
  state?: Record<string, unknown> | null;
  markets: Market[];
}

export type BetStatus = 'pending' | 'matched' | 'refused' | 'settled' | 'void';

/** A bet as the event page and the book list it. */
export interface Bet {
  id: string;
  marketId: string;
  runnerId: string | null;
  side: Side;
  oddsX100: number | null;
  line: number | null;
  stake: number;
  liability: number;
  status: BetStatus;
  refusal?: string | null;
  pnl?: number | null;
  eventName?: string;
  eventId?: string | null;
  marketName?: string;
  selectionName?: string;
  placedAt: string;
  /** a pending (in-play) bet is taken at this time */
  acceptAfter?: string | null;
  /** what the bet changed the player's exposure on its market by (rupees) */
  exposureDelta?: number | null;
}

/** The player's P&L per outcome on a market (rupees): per runner, or per result value for fancy. */
export interface Position {
  marketId: string;
  outcomes: Array<{ runnerId?: string | null; value?: number | null; pnl: number }>;
  exposure: number;
}

/** The slip's view of what the place-bet call answers: the bet, and the wallet figures after it (for the header). */
export interface SlipPlacedBet {
  bet: Bet;
  balance?: { bl: number; ex: number; bc?: number; eb?: number } | null;
}

/** The cash-out offer the event page shows before the player confirms. */
export interface CashOutOffer {
  marketId: string;
  /** false: nothing to hedge, or a price it needs is missing */
  available: boolean;
  /** the profit (or loss, negative) the player is sure of after cashing out */
  amount: number;
}

/** A live update for one market (prices, status) or for the event (state, in play). */
export interface LiveUpdate {
  marketId?: string;
  eventId?: string;
  inPlay?: boolean;
  eventStatus?: string;
  eventState?: Record<string, unknown>;
  version?: number;
  status?: MarketStatus;
  runners?: Array<{ runnerId: string; back: PriceLevel[]; lay: PriceLevel[] }>;
}
