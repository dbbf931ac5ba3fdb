/**
 * /reports answers (issue 28): the player's bets and bet history, win-loss by day and market (casino by game and
 * round), the account statement and the transfer statement (the operators' house figures and dashboard:
 * reports-ops.ts). Money is rupees (numbers, at most 2 decimals); times are ISO
 * instants; a `date` is a calendar day (YYYY-MM-DD) in the report's zone. Lists are pages: `next_cursor` asks for the
 * next one (null: this was the last), and the first page (no cursor) carries the totals of the whole filtered range.
 * A statement row's text is a template key of STATEMENT_MESSAGES with its params (the page shows it in the player's
 * language) and the same text in English (exports, the console).
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Schema, Text, Texts } from './fields';

export const REPORT_PRODUCTS = ['sports', 'casino', 'matka', 'fantasy'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];
/** The bets screen's two tabs: open (pending, matched) by placing time; settled (settled, void) by settling time. */
export const REPORT_BET_STATES = ['open', 'settled'] as const;
export type ReportBetState = (typeof REPORT_BET_STATES)[number];
/** The status filter: open bets are pending or matched; settled ones won, lost (or broke even) or void. */
export const REPORT_BET_FILTERS = ['pending', 'matched', 'won', 'lost', 'void'] as const;
export type ReportBetFilter = (typeof REPORT_BET_FILTERS)[number];
export const REPORT_BET_RESULTS = ['open', 'won', 'lost', 'even', 'void'] as const;
export type ReportBetResult = (typeof REPORT_BET_RESULTS)[number];
export const STATEMENT_ACCOUNTS = ['cash', 'bonus'] as const;
export type StatementAccount = (typeof STATEMENT_ACCOUNTS)[number];
export const TRANSFER_KINDS = ['deposit', 'withdrawal'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const REPORT_LINK_TYPES = ['bet', 'market', 'deposit', 'withdrawal', 'bonus'] as const;
export type ReportLinkType = (typeof REPORT_LINK_TYPES)[number];
/** What can be exported, and how. */
export const EXPORT_REPORTS = ['bets', 'win-loss', 'statement', 'transfers'] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];
export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The default range of every report: the last 3 days (from 3 days before today to today, like the transactions). */
export const REPORT_DEFAULT_DAYS = 3;

const STRINGS = { type: 'object', additionalProperties: { type: 'string' } };

export class ReportText {
  @Note('A key of STATEMENT_MESSAGES (@khel/shared/contracts): the English text, an i18next key') @Text() key!: string;
  @Note('The values of the {{name}} placeholders') @Schema(STRINGS) params!: Record<string, string>;
  @Note('Params whose values are English keys themselves (Back, Single, ...), to translate before filling') @Texts() translate!: string[];
  @Note('The text in English') @Text() text!: string;
}

export class ReportLink {
  @OneOf(REPORT_LINK_TYPES) type!: ReportLinkType;
  @Text() id!: string;
  @Note("The site's page that shows it (the bet in the bet history, the market's bets, the request, the bonus page)") @Text() path!: string;
}

export class ReportRange {
  @Note('First day (YYYY-MM-DD) in the zone') @Text() from!: string;
  @Note('Last day, included') @Text() to!: string;
  @Note('The IANA zone the days are counted in (Asia/Kolkata unless the player chose their device\'s)') @Text() zone!: string;
}

export class ReportBet {
  @Text() id!: string;
  @OneOf(REPORT_PRODUCTS) product!: ReportProduct;
  @Note("The product's own market id (casino: the game; matka: the draw's session)") @Text() market_id!: string;
  @Maybe() @Note('Sports: the event, for its page') @Text() event_id!: string | null;
  @Maybe() @Note('Sports: the sport\'s name') @Text() sport!: string | null;
  @Note('Sports: the event; casino: the game; matka: the market') @Text() event!: string;
  @Note('Sports: the market; casino: the provider; matka: the draw\'s date and session') @Text() market!: string;
  @Note('Sports: the runner; casino: the round; matka: the number played') @Text() selection!: string;
  @Note('back, lay, yes, no, win, place; casino: bet; matka: the bet type') @Text() side!: string;
  @Maybe() @Note('Decimal odds (matka: the rate)') @Num() odds!: number | null;
  @Maybe() @Note('Fancy: the line') @Int() line!: number | null;
  @Num() stake!: number;
  @Note("The bet's own worst case") @Num() liability!: number;
  @Text() status!: string;
  @OneOf(REPORT_BET_RESULTS) result!: ReportBetResult;
  @Maybe() @Note('Settled: the profit (negative: the loss)') @Num() pnl!: number | null;
  @Flag() cash_out!: boolean;
  @Text() placed_at!: string;
  @Maybe() @Text() settled_at!: string | null;
  @Maybe() @Note("The page of the bet's game: the sports event, the matka market, the casino section") @Text() path!: string | null;
}

export class ReportBetTotals {
  @Int() bets!: number;
  @Num() stake!: number;
  @Note('Open bets: the liability held') @Num() liability!: number;
  @Note('Settled bets: the profit or loss') @Num() pnl!: number;
  @Note("Fantasy's commission on the pot (0 for the other products)") @Num() commission!: number;
}

export class ReportBetPage {
  @Nested(() => ReportRange) range!: ReportRange;
  @ListOf(() => ReportBet) items!: ReportBet[];
  @Maybe() @Text() next_cursor!: string | null;
  @Maybe() @Note('First page only: the whole filtered range') @Nested(() => ReportBetTotals) totals!: ReportBetTotals | null;
}

export class ReportBetOne {
  @Nested(() => ReportBet) bet!: ReportBet;
}

export class WinLossDay {
  @Text() date!: string;
  @OneOf(REPORT_PRODUCTS) product!: ReportProduct;
  @Int() bets!: number;
  @Num() stake!: number;
  @Num() pnl!: number;
  @Num() commission!: number;
}

export class WinLossTotals {
  @Int() bets!: number;
  @Num() stake!: number;
  @Num() pnl!: number;
  @Num() commission!: number;
  @Note('Approved deposits in the range') @Num() deposits!: number;
  @Note('Paid withdrawals in the range') @Num() withdrawals!: number;
  @Note('deposits - withdrawals') @Num() net_deposits!: number;
}

export class WinLossReport {
  @Nested(() => ReportRange) range!: ReportRange;
  @Note('Per day and product, newest day first; a bet counts on the day it was settled') @ListOf(() => WinLossDay) days!: WinLossDay[];
  @Nested(() => WinLossTotals) totals!: WinLossTotals;
}

export class WinLossMarket {
  @OneOf(REPORT_PRODUCTS) product!: ReportProduct;
  @Text() market_id!: string;
  @Maybe() @Text() event_id!: string | null;
  @Note('Sports: the event; casino: the game; matka: the market') @Text() event!: string;
  @Note('Sports: the market; casino: the provider; matka: the draw\'s date and session') @Text() market!: string;
  @Int() bets!: number;
  @Num() stake!: number;
  @Num() pnl!: number;
  @Num() commission!: number;
  @Text() last_settled_at!: string;
  @Maybe() @Text() path!: string | null;
}

export class WinLossMarketPage {
  @Nested(() => ReportRange) range!: ReportRange;
  @ListOf(() => WinLossMarket) items!: WinLossMarket[];
  @Maybe() @Text() next_cursor!: string | null;
  @Maybe() @Nested(() => ReportBetTotals) totals!: ReportBetTotals | null;
}

export class StatementRow {
  @Text() id!: string;
  @Text() at!: string;
  @OneOf(STATEMENT_ACCOUNTS) account!: StatementAccount;
  @Note('The ledger posting\'s kind (deposit, sports_bet, casino_credit, ...)') @Text() kind!: string;
  @Note('Credit (positive) or debit (negative)') @Num() amount!: number;
  @Note("The account's balance after this row") @Num() balance!: number;
  @Nested(() => ReportText) text!: ReportText;
  @Maybe() @Nested(() => ReportLink) link!: ReportLink | null;
}

export class StatementTotals {
  @Int() rows!: number;
  @Note('Balance before the first row of the range') @Num() opening!: number;
  @Num() credits!: number;
  @Note('Negative') @Num() debits!: number;
  @Note('Balance after the last row of the range') @Num() closing!: number;
}

export class StatementPage {
  @Nested(() => ReportRange) range!: ReportRange;
  @OneOf(STATEMENT_ACCOUNTS) account!: StatementAccount;
  @ListOf(() => StatementRow) items!: StatementRow[];
  @Maybe() @Text() next_cursor!: string | null;
  @Maybe() @Nested(() => StatementTotals) totals!: StatementTotals | null;
}

export class TransferRow {
  @Text() id!: string;
  @OneOf(TRANSFER_KINDS) kind!: TransferKind;
  @Note('client_deposit, manual_deposit, client_withdrawal, manual_withdrawal') @Text() type!: string;
  @Note('The request status (SPEC §4)') @Text() status!: string;
  @Num() amount!: number;
  @Maybe() @Num() approved_amount!: number | null;
  @Maybe() @Text() method!: string | null;
  @Maybe() @Note('The UTR given with a deposit') @Text() reference!: string | null;
  @Maybe() @Text() remark!: string | null;
  @Text() created_at!: string;
  @Maybe() @Text() action_at!: string | null;
}

export class TransferTotals {
  @Int() requests!: number;
  @Note('Approved deposits') @Num() deposited!: number;
  @Note('Paid withdrawals') @Num() withdrawn!: number;
  @Note('deposited - withdrawn') @Num() net!: number;
  @Note('Deposits not decided yet') @Num() pending_deposits!: number;
  @Note('Withdrawals not decided yet (held from the balance)') @Num() pending_withdrawals!: number;
}

export class TransferPage {
  @Nested(() => ReportRange) range!: ReportRange;
  @ListOf(() => TransferRow) items!: TransferRow[];
  @Maybe() @Text() next_cursor!: string | null;
  @Maybe() @Nested(() => TransferTotals) totals!: TransferTotals | null;
}

export class ReportSettings {
  @Note('The longest range a report may cover, in days (operators set it)') @Int() max_range_days!: number;
  @Note('The range shown first: the last 3 days') @Int() default_days!: number;
  @Note('The zone the player\'s days are counted in by default') @Text() zone!: string;
}

/** PUT /reports/ops/settings */
export class ReportSettingsBody {
  @Note('1 to 366') @Int() max_range_days!: number;
}
