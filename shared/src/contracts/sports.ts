/**
 * /sports answers and requests (issue 13): sports, events, markets, prices, bets, positions, cash-out (the live
 * channel's messages: live.ts; My Market: my-market.ts).
 * Money is rupees (numbers with at most 2 decimals); odds are decimal (1.45; the exchange ladder of ../sports/odds
 * works on odds x 100: Math.round(odds * 100)). Fancy: `yes` takes the back column and `no` the lay column; each
 * level carries its line and its rate. The request classes describe the bodies for the OpenAPI document; the
 * server checks each field itself (services/api/src/services/sports/bet-input.ts) with a 422 naming it.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Schema, Text } from './fields';
import { Balance } from './user';

export * from '../sports/odds';

export const SPORTS_MARKET_KINDS = ['match_odds', 'bookmaker', 'fancy', 'racing_win', 'racing_place'] as const;
export type SportsMarketKind = (typeof SPORTS_MARKET_KINDS)[number];
export const SPORTS_MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'void'] as const;
export type SportsMarketStatus = (typeof SPORTS_MARKET_STATUSES)[number];
export const SPORTS_EVENT_STATUSES = ['scheduled', 'live', 'finished', 'cancelled', 'abandoned'] as const;
export type SportsEventStatus = (typeof SPORTS_EVENT_STATUSES)[number];
/** back/lay: match odds, bookmaker, racing; yes/no: fancy; win/place: a back on a racing win/place market. */
export const BET_SIDES = ['back', 'lay', 'yes', 'no', 'win', 'place'] as const;
export type BetSide = (typeof BET_SIDES)[number];
/** How far the price may move before the bet is taken: exactly the odds seen, the same or better, any. */
export const ACCEPT_PRICES = ['exact', 'better', 'any'] as const;
export type AcceptPriceChoice = (typeof ACCEPT_PRICES)[number];
/**
 * A new player's choice, and the API's when a bet gives none: the odds asked or better, the best exchanges' rule
 * (Betfair's and BETDAQ's "best execution": a back is matched at the highest price offered, a lay at the lowest,
 * never worse than asked). "Exact" refused any price but the one asked, a better one included.
 */
export const DEFAULT_ACCEPT_PRICE: AcceptPriceChoice = 'better';
export const BET_STATUSES = ['pending', 'matched', 'refused', 'settled', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

const OBJECT = { type: 'object', additionalProperties: true };

export class SportsCompetition {
  @Text() id!: string;
  @Text() name!: string;
  @Note('Events in play now') @Int() live!: number;
  @Note('Events not started yet') @Int() upcoming!: number;
}

export class SportsType {
  @Text() id!: string;
  @Note('cricket, football, tennis, horse-racing, ...') @Text() code!: string;
  @Text() name!: string;
  @Flag() is_racing!: boolean;
  @Int() live!: number;
  @Int() upcoming!: number;
  @ListOf(() => SportsCompetition) competitions!: SportsCompetition[];
}

export class SportsCatalog {
  @ListOf(() => SportsType) sports!: SportsType[];
}

export class SportsPriceLevel {
  @Note('Decimal odds (1.45)') @Num() odds!: number;
  @Maybe() @Note('Rupees offered at this price') @Num() size?: number | null;
  @Maybe() @Note('Fancy: the line (Yes in the back column, No in the lay column)') @Int() line?: number | null;
  @Maybe() @Note('Bookmaker: the Indian odds (45 = 1.45); fancy: the rate (100 = evens)') @Num() rate?: number | null;
}

export class SportsRunner {
  @Text() id!: string;
  @Text() name!: string;
  @Note('Best first, at most 3') @ListOf(() => SportsPriceLevel) back!: SportsPriceLevel[];
  @Note('Best first, at most 3') @ListOf(() => SportsPriceLevel) lay!: SportsPriceLevel[];
}

export class SportsMarket {
  @Text() id!: string;
  @Text() name!: string;
  @OneOf(SPORTS_MARKET_KINDS) kind!: SportsMarketKind;
  @OneOf(SPORTS_MARKET_STATUSES) status!: SportsMarketStatus;
  @Note('Rupees') @Num() min_stake!: number;
  @Note('Rupees') @Num() max_stake!: number;
  @Note('In play, a bet waits this long and is then taken at the price of that moment') @Int() bet_delay_seconds!: number;
  @Maybe() @Note('Rupees: the most a player may win on this market') @Num() max_profit!: number | null;
  @Note('racing_place: how many runners are placed') @Int() places!: number;
  @Note('Grows with every price change; a live update with a lower version is older') @Int() version!: number;
  @Note('Cash out is offered on this kind of market') @Flag() cash_out!: boolean;
  @ListOf(() => SportsRunner) runners!: SportsRunner[];
}

/** The best back and lay of a runner, for the list's price cells. */
export class SportsTopPrice {
  @Text() id!: string;
  @Text() name!: string;
  @Maybe() @Num() back!: number | null;
  @Maybe() @Num() lay!: number | null;
}

export class SportsMainMarket {
  @Text() id!: string;
  @OneOf(SPORTS_MARKET_STATUSES) status!: SportsMarketStatus;
  @ListOf(() => SportsTopPrice) runners!: SportsTopPrice[];
}

export class SportsEventRow {
  @Text() id!: string;
  @Text() name!: string;
  @Text() sport!: string;
  @Text() competition_id!: string;
  @Text() competition!: string;
  @Maybe() @Text() venue!: string | null;
  @Text() start_time!: string;
  @Flag() in_play!: boolean;
  @OneOf(SPORTS_EVENT_STATUSES) status!: SportsEventStatus;
  @Maybe() @Note('Match odds (or the race\'s win market) with its best prices') @Nested(() => SportsMainMarket) main_market!: SportsMainMarket | null;
}

export class SportsEventList {
  @Note('In play first, then by start time') @ListOf(() => SportsEventRow) items!: SportsEventRow[];
}

export class SportsEventDetail {
  @Text() id!: string;
  @Text() name!: string;
  @Text() sport!: string;
  @Text() competition_id!: string;
  @Text() competition!: string;
  @Maybe() @Text() venue!: string | null;
  @Text() start_time!: string;
  @Flag() in_play!: boolean;
  @OneOf(SPORTS_EVENT_STATUSES) status!: SportsEventStatus;
  @Note("The feed's picture of the game (score, overs, wickets, ...)") @Schema(OBJECT) state!: Record<string, unknown>;
  @ListOf(() => SportsMarket) markets!: SportsMarket[];
}

export class RacingRace {
  @Text() id!: string;
  @Text() name!: string;
  @Text() start_time!: string;
  @Flag() in_play!: boolean;
  @OneOf(SPORTS_EVENT_STATUSES) status!: SportsEventStatus;
}

export class RacingVenue {
  @Text() id!: string;
  @Text() name!: string;
  @ListOf(() => RacingRace) races!: RacingRace[];
}

export class RacingCategory {
  @Text() id!: string;
  @Text() code!: string;
  @Text() name!: string;
  @ListOf(() => RacingVenue) venues!: RacingVenue[];
}

export class RacingCard {
  @ListOf(() => RacingCategory) categories!: RacingCategory[];
}

/** POST /sports/bets; the Idempotency-Key header makes it idempotent. */
export class PlaceBetBody {
  @Text() market_id!: string;
  @Text() runner_id!: string;
  @OneOf(BET_SIDES) side!: BetSide;
  @Note('Rupees') @Num() stake!: number;
  @Note('The decimal odds the player saw (fancy: 1 + rate/100)') @Num() odds!: number;
  @Maybe() @Note('Fancy: the line the player saw') @Int() line?: number | null;
  @Maybe() @Note('Default better: the odds asked or better') @OneOf(ACCEPT_PRICES) accept_price?: AcceptPriceChoice | null;
}

export class SportsBet {
  @Text() bet_id!: string;
  @OneOf(BET_STATUSES) status!: BetStatus;
  @Text() market_id!: string;
  @Text() runner_id!: string;
  @OneOf(BET_SIDES) side!: BetSide;
  @Note('The odds taken') @Num() odds!: number;
  @Maybe() @Int() line!: number | null;
  @Num() stake!: number;
  @Note("The bet's own worst case") @Num() liability!: number;
  @Note("What the bet changed the player's exposure on the market by") @Num() exposure_delta!: number;
  @Maybe() @Note('Pending: when it will be taken') @Text() accept_after!: string | null;
  @Maybe() @Note('Refused after the delay: why') @Text() refusal!: string | null;
}

/** A placed bet (matched, or refused after the in-play delay) and the player's figures after it. */
export class PlacedBet {
  @Nested(() => SportsBet) bet!: SportsBet;
  @Note('The balance poll\'s figures after the bet (bl, ex, bc, eb), for the header at once') @Nested(() => Balance) balance!: Balance;
}

export class PlayerBetRow {
  @Text() id!: string;
  @Maybe() @Note('The event of the bet\'s market (links the bet to its event page)') @Text() event_id!: string | null;
  @Text() market_id!: string;
  @Maybe() @Text() runner_id!: string | null;
  @Text() side!: string;
  @Maybe() @Num() odds!: number | null;
  @Maybe() @Int() line!: number | null;
  @Num() stake!: number;
  @Num() liability!: number;
  @OneOf(BET_STATUSES) status!: BetStatus;
  @Maybe() @Text() refusal!: string | null;
  @Maybe() @Note('Settled: the profit or loss') @Num() pnl!: number | null;
  @Maybe() @Text() event!: string | null;
  @Maybe() @Text() market!: string | null;
  @Maybe() @Text() selection!: string | null;
  @Flag() cash_out!: boolean;
  @Text() placed_at!: string;
  @Maybe() @Text() settled_at!: string | null;
}

export class PlayerBetList {
  @Note('Newest first') @ListOf(() => PlayerBetRow) items!: PlayerBetRow[];
}

export class PositionOutcome {
  @Maybe() @Note('Win/place markets: the runner') @Text() runner_id?: string | null;
  @Maybe() @Note('Fancy: the result value') @Int() value?: number | null;
  @Note('Rupees: the profit (or loss, negative) in this outcome') @Num() pnl!: number;
}

export class MarketPosition {
  @Text() market_id!: string;
  @ListOf(() => PositionOutcome) outcomes!: PositionOutcome[];
  @Note('Rupees held for this market') @Num() exposure!: number;
  @Num() worst!: number;
  @Num() best!: number;
}

export class EventPositions {
  @Note("The player's matched positions on the event's markets") @ListOf(() => MarketPosition) items!: MarketPosition[];
}

export class PositionPreview {
  @Nested(() => MarketPosition) before!: MarketPosition;
  @Maybe() @Nested(() => MarketPosition) after!: MarketPosition | null;
}

export class CashOutHedge {
  @Text() runner_id!: string;
  @OneOf(['back', 'lay']) side!: 'back' | 'lay';
  @Num() odds!: number;
  @Num() stake!: number;
}

export class CashOutQuote {
  @Text() market_id!: string;
  @Flag() available!: boolean;
  @Maybe() @Note('Rupees: the P&L the player is sure of after cashing out') @Num() profit!: number | null;
  @ListOf(() => CashOutHedge) hedges!: CashOutHedge[];
}

/** POST /sports/cash-out; the Idempotency-Key header makes it idempotent. */
export class CashOutBody {
  @Text() market_id!: string;
  @Maybe()
  @Note('Rupees: the least the player accepts (the quote less their tolerance); refused with the amount of that moment if it would pay less. Required unless accept_any.')
  @Num()
  min_profit?: number | null;
  @Maybe() @Note('true: cash out at whatever amount the prices give once taken (in play, after the delay)') @Flag() accept_any?: boolean | null;
}

export class CashOutDone {
  @Num() profit!: number;
  @ListOf(() => SportsBet) bets!: SportsBet[];
  @Nested(() => Balance) balance!: Balance;
}
