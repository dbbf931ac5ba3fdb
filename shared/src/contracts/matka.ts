/**
 * /sports/matka answers and requests (issue 14), and the console's /ops/matka. Money is rupees (numbers with at
 * most 2 decimals); rates are the multiple a winning bet returns, stake included (9: 10 rupees return 90). Times are
 * IST ('HH:mm'), dates the IST date ('YYYY-MM-DD'). Request classes describe the bodies for the OpenAPI document;
 * the server checks each field itself (src/matka/slip-input.ts, src/matka/market-input.ts) with a 422
 * naming it.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Text, Texts } from './fields';

export const MATKA_BET_TYPES = [
  'single', 'jodi', 'single_patti', 'double_patti', 'triple_patti', 'half_sangam_open', 'half_sangam_close', 'full_sangam',
] as const;
export type MatkaBetType = (typeof MATKA_BET_TYPES)[number];
export const MATKA_SESSIONS = ['open', 'close'] as const;
export type MatkaSession = (typeof MATKA_SESSIONS)[number];
export const MATKA_MARKET_STATUSES = ['open', 'closed', 'result'] as const;
export const MATKA_BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export const MATKA_SESSION_STATUSES = ['open', 'declared', 'void'] as const;

export class MatkaRate {
  @OneOf(MATKA_BET_TYPES) type!: MatkaBetType;
  @Note('Return per rupee staked, stake included') @Num() rate!: number;
}

export class MatkaPlayable {
  @OneOf(MATKA_BET_TYPES) type!: MatkaBetType;
  @Note('The session of a single or patti bet; null for jodi and sangams (decided by both results)') @Maybe() @OneOf(MATKA_SESSIONS) session!: MatkaSession | null;
}

export class MatkaMarket {
  @Text() id!: string;
  @Text() name!: string;
  @Note('IST, HH:mm') @Text() open_time!: string;
  @Note('IST, HH:mm') @Text() close_time!: string;
  @Note('mon ... sun') @Texts() days!: string[];
  @Note("open: bets taken now; result: today's close result declared; closed otherwise") @OneOf(MATKA_MARKET_STATUSES) status!: string;
  @Note("Today's draw (IST date)") @Text() draw_date!: string;
  @Flag() runs_today!: boolean;
  @Note('When the open session (and jodi, sangams) stops taking bets today') @Text() open_closes_at!: string;
  @Note('When the close session stops taking bets today') @Text() close_closes_at!: string;
  @Flag() open_session_open!: boolean;
  @Flag() close_session_open!: boolean;
  @Maybe() @Text() open_pana!: string | null;
  @Maybe() @Text() close_pana!: string | null;
  @Flag() open_void!: boolean;
  @Flag() close_void!: boolean;
  @Note("Today's result as read: 123-68-459, 123-6*-*** after the open, ***-**-*** before") @Text() result!: string;
  @ListOf(() => MatkaRate) rates!: MatkaRate[];
  @Num() min_stake!: number;
  @Num() max_stake!: number;
  @Note('Each bet type (and session) open now') @ListOf(() => MatkaPlayable) playable!: MatkaPlayable[];
}

export class MatkaMarketList {
  @ListOf(() => MatkaMarket) markets!: MatkaMarket[];
  @Note('The server time (ISO)') @Text() now!: string;
}

export class MatkaSlipBet {
  @Text() bet_id!: string;
  @OneOf(MATKA_BET_TYPES) type!: MatkaBetType;
  @Note('The session that settles the bet (close for jodi and sangams)') @OneOf(MATKA_SESSIONS) session!: MatkaSession;
  @Text() number!: string;
  @Num() amount!: number;
  @Num() rate!: number;
}

export class MatkaSlip {
  @Note('Every bet of the slip shares this id (its one ledger posting)') @Text() slip_id!: string;
  @Text() market_id!: string;
  @Text() draw_date!: string;
  @Num() total!: number;
  @ListOf(() => MatkaSlipBet) bets!: MatkaSlipBet[];
}

export class MatkaBet {
  @Text() bet_id!: string;
  @Maybe() @Text() slip_id!: string | null;
  @Maybe() @Text() market_id!: string | null;
  @Text() market!: string;
  @Text() draw_date!: string;
  @OneOf(MATKA_SESSIONS) session!: MatkaSession;
  @OneOf(MATKA_BET_TYPES) type!: MatkaBetType;
  @Text() number!: string;
  @Num() amount!: number;
  @Num() rate!: number;
  @OneOf(MATKA_BET_STATUSES) status!: string;
  @Note('Profit (negative: the stake lost); null while open') @Maybe() @Num() pnl!: number | null;
  @Note('What a winning bet returned, stake included') @Maybe() @Num() win_amount!: number | null;
  @Text() placed_at!: string;
  @Maybe() @Text() settled_at!: string | null;
}

export class MatkaBetPage {
  @ListOf(() => MatkaBet) items!: MatkaBet[];
  @Int() total!: number;
  @Int() page!: number;
}

export class MatkaResult {
  @Text() draw_date!: string;
  @Maybe() @Text() open_pana!: string | null;
  @Maybe() @Text() close_pana!: string | null;
  @Maybe() @Text() jodi!: string | null;
  @Text() result!: string;
}

export class MatkaResultPage {
  @ListOf(() => MatkaResult) items!: MatkaResult[];
  @Int() total!: number;
  @Int() page!: number;
}

export class MatkaChartDay {
  @Text() date!: string;
  @Maybe() @Text() open_pana!: string | null;
  @Maybe() @Text() jodi!: string | null;
  @Maybe() @Text() close_pana!: string | null;
}

export class MatkaChartWeek {
  @Note('Monday') @Text() week_start!: string;
  @Note('Monday to Sunday') @ListOf(() => MatkaChartDay) days!: MatkaChartDay[];
}

export class MatkaChart {
  @Text() market_id!: string;
  @Text() name!: string;
  @Note('Oldest first') @ListOf(() => MatkaChartWeek) weeks!: MatkaChartWeek[];
}

export class MatkaSlipLineBody {
  @OneOf(MATKA_BET_TYPES) type!: MatkaBetType;
  @Note('single and patti bets only: open or close') @Maybe() @OneOf(MATKA_SESSIONS) session?: MatkaSession;
  @Note('single 0-9, jodi 00-99, patti a pana of its kind (123), half sangam open 123-5, half sangam close 5-123, full sangam 123-459') @Text() number!: string;
  @Note('Rupees, at most 2 decimals, within the market limits') @Num() amount!: number;
}

export class MatkaSlipBody {
  @Text() market_id!: string;
  @Note('1 to 250 bets, taken all or none') @ListOf(() => MatkaSlipLineBody) bets!: MatkaSlipLineBody[];
}

// ---- console (/ops/matka) ----

export class OpsMatkaSession {
  @OneOf(MATKA_SESSIONS) session!: MatkaSession;
  @OneOf(MATKA_SESSION_STATUSES) status!: string;
  @Maybe() @Text() pana!: string | null;
  @Note('When its bets close (ISO)') @Text() closes_at!: string;
  @Note('Bets on the session not yet settled') @Int() open_bets!: number;
  @Int() bets!: number;
  @Note('Rupees staked on the session') @Num() stake!: number;
  @Note('What the house paid (negative) or kept, settled bets') @Num() house_pnl!: number;
  @Maybe() @Text() run_id!: string | null;
  @Maybe() @OneOf(['running', 'done']) run_status!: string | null;
}

export class OpsMatkaDraw {
  @Text() market_id!: string;
  @Text() draw_date!: string;
  @Text() result!: string;
  @Nested(() => OpsMatkaSession) open!: OpsMatkaSession;
  @Nested(() => OpsMatkaSession) close!: OpsMatkaSession;
}

export class OpsMatkaMarket {
  @Text() id!: string;
  @Text() name!: string;
  @Text() open_time!: string;
  @Text() close_time!: string;
  @Texts() days!: string[];
  @ListOf(() => MatkaRate) rates!: MatkaRate[];
  @Num() min_stake!: number;
  @Num() max_stake!: number;
  @Flag() active!: boolean;
  @Int() sort_order!: number;
  @Note("Today's draw") @Nested(() => OpsMatkaDraw) today!: OpsMatkaDraw;
}

export class OpsMatkaMarketList {
  @ListOf(() => OpsMatkaMarket) markets!: OpsMatkaMarket[];
}

export class OpsMatkaRatesBody {
  @Maybe() @Num() single?: number;
  @Maybe() @Num() jodi?: number;
  @Maybe() @Num() single_patti?: number;
  @Maybe() @Num() double_patti?: number;
  @Maybe() @Num() triple_patti?: number;
  @Maybe() @Num() half_sangam_open?: number;
  @Maybe() @Num() half_sangam_close?: number;
  @Maybe() @Num() full_sangam?: number;
}

export class OpsMatkaMarketBody {
  @Note('Required to create') @Maybe() @Text() name?: string;
  @Note('IST HH:mm; required to create') @Maybe() @Text() open_time?: string;
  @Note('IST HH:mm, after open_time; required to create') @Maybe() @Text() close_time?: string;
  @Note('mon ... sun (default every day)') @Maybe() @Texts() days?: string[];
  @Note('Rates by bet type, each more than 1 and at most 100000 (defaults 9, 90, 140, 280, 700, 1000, 1000, 10000)') @Maybe() @Nested(() => OpsMatkaRatesBody) rates?: OpsMatkaRatesBody;
  @Note('Rupees (default 10)') @Maybe() @Num() min_stake?: number;
  @Note('Rupees (default 100000)') @Maybe() @Num() max_stake?: number;
  @Maybe() @Flag() active?: boolean;
  @Maybe() @Int() sort_order?: number;
}

export class OpsMatkaResultBody {
  @Note('IST date of the draw') @Text() date!: string;
  @OneOf(MATKA_SESSIONS) session!: MatkaSession;
  @Note('The pana (e.g. 123); the close needs the open declared first') @Text() pana!: string;
}

export class OpsMatkaSessionBody {
  @Text() date!: string;
  @OneOf(MATKA_SESSIONS) session!: MatkaSession;
}

export class OpsMatkaRollbackBody {
  @Text() date!: string;
  @OneOf(MATKA_SESSIONS) session!: MatkaSession;
  @Note('The settlement the operator saw, so a stale page cannot roll back a newer one') @Text() run_id!: string;
}

export class OpsMatkaSettleReport {
  @Text() run_id!: string;
  @Int() bets!: number;
  @Int() players!: number;
  @Flag() resumed!: boolean;
  @Flag() already_settled!: boolean;
  @Nested(() => OpsMatkaDraw) draw!: OpsMatkaDraw;
}

export class OpsMatkaRollbackReport {
  @Text() run_id!: string;
  @Int() postings!: number;
  @Flag() already_rolled_back!: boolean;
  @Nested(() => OpsMatkaDraw) draw!: OpsMatkaDraw;
}
