/**
 * /reports/ops answers (issue 28) beside the player's (reports.ts): the house's figures by day, product and player,
 * the console's live dashboard, and a player as the operators' reports name them.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Text } from './fields';
import { REPORT_PRODUCTS, ReportRange, type ReportProduct } from './reports';

export class HouseDay {
  @Text() date!: string;
  @OneOf(REPORT_PRODUCTS) product!: ReportProduct;
  @Int() bets!: number;
  @Int() players!: number;
  @Note('Stakes settled') @Num() turnover!: number;
  @Note("Gross gaming revenue: what players lost less what they won (the house's P&L)") @Num() ggr!: number;
}

export class HouseProduct {
  @OneOf(REPORT_PRODUCTS) product!: ReportProduct;
  @Int() bets!: number;
  @Int() players!: number;
  @Num() turnover!: number;
  @Num() ggr!: number;
}

export class HousePlayer {
  @Text() user_id!: string;
  @Text() user_name!: string;
  @Int() bets!: number;
  @Num() stake!: number;
  @Note("The player's P&L over the range") @Num() pnl!: number;
}

export class HouseTotals {
  @Int() bets!: number;
  @Int() players!: number;
  @Num() turnover!: number;
  @Num() ggr!: number;
  @Note('Bonuses released to cash and referral rewards paid as cash') @Num() bonus_cost!: number;
  @Note('Net gaming revenue: GGR less the bonus cost') @Num() ngr!: number;
  @Num() deposits!: number;
  @Num() withdrawals!: number;
}

export class HouseReport {
  @Nested(() => ReportRange) range!: ReportRange;
  @Note('Per day and product, newest first') @ListOf(() => HouseDay) days!: HouseDay[];
  @ListOf(() => HouseProduct) products!: HouseProduct[];
  @Nested(() => HouseTotals) totals!: HouseTotals;
  @Note('The players who won most over the range, biggest first') @ListOf(() => HousePlayer) winners!: HousePlayer[];
  @Note('The players who lost most, biggest loss first') @ListOf(() => HousePlayer) losers!: HousePlayer[];
}

export class DashboardMoney {
  @Note('Approved (deposits) or paid (withdrawals) today') @Int() count!: number;
  @Num() amount!: number;
  @Note('Waiting for an operator') @Int() pending_count!: number;
  @Num() pending_amount!: number;
}

export class DashboardLiability {
  @Int() open_bets!: number;
  @Note("Players' money held against their open bets (their exposure)") @Num() exposure!: number;
  @Note('What the house pays if every open bet wins (offsetting bets not netted: an upper bound)') @Num() potential_payout!: number;
  @Note("All the players' money: cash, locked bonus, and what is held for their bets and withdrawals") @Num() balances!: number;
}

export class DashboardPlayers {
  @Note('Players with a live session') @Int() logged_in!: number;
  @Note('Players who placed a bet today') @Int() betting_today!: number;
}

export class DashboardQueues {
  @Int() pending_deposits!: number;
  @Int() pending_withdrawals!: number;
  @Int() hold!: number;
}

export class Dashboard {
  @Text() at!: string;
  @Note("Today in India time (YYYY-MM-DD)") @Text() date!: string;
  @Nested(() => DashboardMoney) deposits!: DashboardMoney;
  @Nested(() => DashboardMoney) withdrawals!: DashboardMoney;
  @Note("Today's settled bets by product") @ListOf(() => HouseProduct) ggr!: HouseProduct[];
  @Num() ggr_total!: number;
  @Nested(() => DashboardLiability) liability!: DashboardLiability;
  @Nested(() => DashboardPlayers) players!: DashboardPlayers;
  @Nested(() => DashboardQueues) queues!: DashboardQueues;
}

export class ReportPlayer {
  @Text() id!: string;
  @Text() user_name!: string;
  @Maybe() @Text() mobile!: string | null;
  @Flag() is_demo!: boolean;
  @Flag() blocked!: boolean;
  @Note("Cash and locked bonus now") @Num() cash!: number;
  @Num() bonus!: number;
  @Num() exposure!: number;
}
