/** Sports domain types. Money is bigint paise; odds are decimal odds x 100 (1.45 -> 145). */

export const MARKET_KINDS = ['match_odds', 'bookmaker', 'fancy', 'racing_win', 'racing_place'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'void'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** An event's status; bets are taken only while it is scheduled or live (its markets' own status aside). */
export const EVENT_STATUSES = ['scheduled', 'live', 'finished', 'cancelled', 'abandoned'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** The statuses that end an event: its markets are suspended and take no bets. */
export const ENDED_EVENT_STATUSES: readonly EventStatus[] = ['finished', 'cancelled', 'abandoned'];

/**
 * back/lay: match odds, bookmaker, racing. yes/no: fancy (yes = back on "result >= line", no = lay on it).
 * win/place: a back on a racing win or place market (the racing slip's words).
 */
export const SIDES = ['back', 'lay', 'yes', 'no', 'win', 'place'] as const;
export type Side = (typeof SIDES)[number];

export type AcceptPrice = 'exact' | 'better' | 'any';
/** What a bet accepts when no choice is given: its odds or better (the shared contract says why). */
export { DEFAULT_ACCEPT_PRICE } from '@khel/shared/contracts';

/** One price level: odds x 100, size in paise (what is offered), line for fancy. */
export interface PriceLevel {
  odds: number;
  size?: number;
  line?: number;
}

export interface RunnerPrices {
  back: PriceLevel[];
  lay: PriceLevel[];
}

/** A bet as exposure and settlement see it. */
export interface PositionBet {
  side: Side;
  /** the runner (runner markets); ignored for fancy, whose market has one line per bet */
  runnerId: string;
  oddsX100: number;
  stake: bigint;
  /** fancy only: the yes/no line */
  line?: number;
}

/** The market's result: a winner, the placed runners, a fancy value, or void. */
export type MarketResult = { winner: string } | { placed: string[] } | { value: number } | { void: true };

/** Whether a side backs its selection (wins when it happens) or lays it. */
export function isBackSide(side: Side): boolean {
  return side === 'back' || side === 'yes' || side === 'win' || side === 'place';
}

/** Which sides a market kind takes. */
export function sidesFor(kind: MarketKind): Side[] {
  if (kind === 'fancy') return ['yes', 'no'];
  if (kind === 'racing_win') return ['back', 'lay', 'win'];
  if (kind === 'racing_place') return ['back', 'lay', 'place'];
  return ['back', 'lay'];
}
