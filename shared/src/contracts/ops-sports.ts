/**
 * /ops sports answers and requests (issue 13): the operator's events, markets, prices, settlement and book.
 * Money is rupees (numbers with at most 2 decimals), odds are decimal (1.45; a bookmaker's 45 is 1.45, a fancy
 * rate of 100 is 2.00). The request classes describe the bodies for the OpenAPI document; the server checks each
 * field itself (services/api/src/services/ops/sports-input.ts) with a 422 naming it.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Open, Schema, Text, Texts } from './fields';

export const OPS_MARKET_KINDS = ['match_odds', 'bookmaker', 'fancy', 'racing_win', 'racing_place'] as const;
export type OpsMarketKind = (typeof OPS_MARKET_KINDS)[number];
export const OPS_MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'void'] as const;
export type OpsMarketStatus = (typeof OPS_MARKET_STATUSES)[number];
export const OPS_EVENT_STATUSES = ['scheduled', 'live', 'finished', 'cancelled', 'abandoned'] as const;
export type OpsEventStatus = (typeof OPS_EVENT_STATUSES)[number];

const ANY = {};

@Open()
export class OpsCompetition {
  @Text() id!: string;
  @Text() name!: string;
}

@Open()
export class OpsSport {
  @Text() id!: string;
  @Text() code!: string;
  @Text() name!: string;
  @Flag() is_racing!: boolean;
  @ListOf(() => OpsCompetition) competitions!: OpsCompetition[];
}

@Open()
export class OpsSportsCatalog {
  @ListOf(() => OpsSport) sports!: OpsSport[];
}

@Open()
export class OpsEventRow {
  @Text() id!: string;
  @Text() name!: string;
  @Text() sport!: string;
  @Text() sport_name!: string;
  @Text() competition_id!: string;
  @Text() competition!: string;
  @Maybe() @Text() venue!: string | null;
  @Text() start_time!: string;
  @Flag() in_play!: boolean;
  @OneOf(OPS_EVENT_STATUSES) status!: OpsEventStatus;
  @Int() markets!: number;
  @Int() open_markets!: number;
  @Note('Bets waiting or matched on the event (not yet settled)') @Int() open_bets!: number;
}

@Open()
export class OpsEventPage {
  @ListOf(() => OpsEventRow) items!: OpsEventRow[];
  @Int() total!: number;
  @Int() page!: number;
}

@Open()
export class OpsPriceLevel {
  @Note('Decimal odds (1.45); fancy: 1 + rate/100') @Num() odds!: number;
  @Maybe() @Note('Rupees offered at this price') @Num() size?: number | null;
  @Maybe() @Note('Fancy: the line (Yes on the back side, No on the lay side)') @Int() line?: number | null;
}

@Open()
export class OpsRunner {
  @Text() id!: string;
  @Text() name!: string;
  @ListOf(() => OpsPriceLevel) back!: OpsPriceLevel[];
  @ListOf(() => OpsPriceLevel) lay!: OpsPriceLevel[];
}

@Open()
export class OpsBetCounts {
  @Int() pending!: number;
  @Int() matched!: number;
  @Int() settled!: number;
  @Int() void!: number;
}

@Open()
export class OpsSettlementRun {
  @Text() id!: string;
  @OneOf(['running', 'done', 'rolled_back']) status!: 'running' | 'done' | 'rolled_back';
  @Note('{winner: runnerId} | {placed: [runnerIds]} | {value: n} | {void: true}') @Schema(ANY) result!: Record<string, unknown>;
  @Note('What the result means in words: the winner, the placed runners, the fancy value or "Void"') @Text() outcome!: string;
  @Int() bets!: number;
  @Int() players!: number;
  @Note("Players' total P&L in rupees (the house's is the opposite)") @Num() players_pnl!: number;
  @Text() actor!: string;
  @Text() started_at!: string;
  @Maybe() @Text() finished_at!: string | null;
}

@Open()
export class OpsMarket {
  @Text() id!: string;
  @Text() event_id!: string;
  @Text() name!: string;
  @OneOf(OPS_MARKET_KINDS) kind!: OpsMarketKind;
  @OneOf(OPS_MARKET_STATUSES) status!: OpsMarketStatus;
  @Num() min_stake!: number;
  @Num() max_stake!: number;
  @Int() bet_delay_seconds!: number;
  @Maybe() @Num() max_profit!: number | null;
  @Note('Seconds after which a price is not taken (every market has one)') @Int() price_max_age_seconds!: number;
  @Maybe() @Note('Rupees: the most one price takes (and never more than the size it shows); null: any stake within the stakes') @Num() price_size_limit!: number | null;
  @Int() places!: number;
  @Int() version!: number;
  @Maybe() @Text() prices_updated_at!: string | null;
  @ListOf(() => OpsRunner) runners!: OpsRunner[];
  @Nested(() => OpsBetCounts) bets!: OpsBetCounts;
  @Note('Rupees held on players\' exposure for this market now') @Num() exposure!: number;
  @Maybe() @Nested(() => OpsSettlementRun) settlement!: OpsSettlementRun | null;
}

@Open()
export class OpsEventDetail {
  @Nested(() => OpsEventRow) event!: OpsEventRow;
  @ListOf(() => OpsMarket) markets!: OpsMarket[];
}

@Open()
export class OpsBookOutcome {
  @Maybe() @Text() runner_id?: string | null;
  @Maybe() @Text() name?: string | null;
  @Maybe() @Note('Fancy: the result value this row is for') @Int() value?: number | null;
  @Note("The house's P&L in rupees if this outcome happens") @Num() pnl!: number;
}

@Open()
export class OpsHouseBook {
  @Text() market_id!: string;
  @OneOf(OPS_MARKET_KINDS) kind!: OpsMarketKind;
  @OneOf(OPS_MARKET_STATUSES) status!: OpsMarketStatus;
  @Int() bets!: number;
  @ListOf(() => OpsBookOutcome) outcomes!: OpsBookOutcome[];
  @Note("The house's worst case in rupees (negative: what it would pay)") @Num() worst!: number;
  @Num() best!: number;
  @Text() at!: string;
}

@Open()
export class OpsSettleReport {
  @Text() run_id!: string;
  @Note('Bets settled by this call (0 when the market was already settled with this result)') @Int() bets!: number;
  @Int() players!: number;
  @Flag() resumed!: boolean;
  @Flag() already_settled!: boolean;
  @Nested(() => OpsMarket) market!: OpsMarket;
}

@Open()
export class OpsRollbackReport {
  @Text() run_id!: string;
  @Int() postings!: number;
  @Flag() already_rolled_back!: boolean;
  @Nested(() => OpsMarket) market!: OpsMarket;
}

// ---- Request bodies (described here, checked by the server's sports-input.ts) ----

export class OpsNewSportBody {
  @Note('Lowercase letters, digits and dashes, 2 to 40 (the player URL /sports/<code>)') @Text() code!: string;
  @Text() name!: string;
  @Maybe() @Flag() is_racing?: boolean;
}

export class OpsNewCompetitionBody {
  @Text() sport_id!: string;
  @Text() name!: string;
}

export class OpsNewEventBody {
  @Text() competition_id!: string;
  @Text() name!: string;
  @Maybe() @Text() venue?: string;
  @Note('ISO date and time, e.g. 2026-11-23T14:00:00Z') @Text() start_time!: string;
  @Maybe() @Flag() in_play?: boolean;
}

export class OpsEventStatusBody {
  @Maybe() @Flag() in_play?: boolean;
  @Maybe() @OneOf(OPS_EVENT_STATUSES) status?: OpsEventStatus;
}

export class OpsNewMarketBody {
  @OneOf(OPS_MARKET_KINDS) kind!: OpsMarketKind;
  @Text() name!: string;
  @Note('Runner names (fancy: none; its one line is the market)') @Maybe() @Texts() runners?: string[];
  @Note('Rupees') @Num() min_stake!: number;
  @Note('Rupees') @Num() max_stake!: number;
  @Maybe() @Note('0 to 30 seconds') @Int() bet_delay_seconds?: number;
  @Maybe() @Note('Rupees; absent or null: no limit') @Num() max_profit?: number | null;
  @Maybe() @Note('Racing place: how many are placed') @Int() places?: number;
  @Maybe() @Note('1 to 3600 seconds after which a price is not taken; absent: 60') @Int() price_max_age_seconds?: number;
  @Maybe() @Note('Rupees: the most one price takes; absent or null: no limit (any stake within the stakes)') @Num() price_size_limit?: number | null;
}

export class OpsMarketLimitsBody {
  @Maybe() @Note('Rupees: the most one price takes (never more than the size it shows); null removes the limit') @Num() price_size_limit?: number | null;
  @Maybe() @Note('1 to 3600 seconds after which a price is not taken') @Int() price_max_age_seconds?: number;
}

export class OpsPriceLevelBody {
  @Num() odds!: number;
  @Maybe() @Num() size?: number;
  @Maybe() @Int() line?: number;
}

export class OpsRunnerPricesBody {
  @Text() runner_id!: string;
  @ListOf(() => OpsPriceLevelBody) back!: OpsPriceLevelBody[];
  @ListOf(() => OpsPriceLevelBody) lay!: OpsPriceLevelBody[];
}

export class OpsPricesBody {
  @ListOf(() => OpsRunnerPricesBody) runners!: OpsRunnerPricesBody[];
}

export class OpsMarketStatusBody {
  @OneOf(['open', 'suspended', 'closed']) status!: 'open' | 'suspended' | 'closed';
}

export class OpsSettleBody {
  @Maybe() @Note('Match odds, bookmaker, racing win: the winning runner') @Text() winner?: string;
  @Maybe() @Note('Racing place: the placed runners') @Texts() placed?: string[];
  @Maybe() @Note('Fancy: the result (runs)') @Int() value?: number;
}

export class OpsRollbackBody {
  @Note('The settlement run being rolled back (as shown with the market)') @Text() run_id!: string;
}
