import { Flag, Int, ListOf, Maybe, Note, Num, OneOf, Text } from './fields';

/** GET /sports/my-market (issue 30): every market where the player has money at stake now. */
export const MY_MARKET_PRODUCTS = ['sports', 'racing', 'matka', 'fantasy'] as const;
export type MyMarketProduct = (typeof MY_MARKET_PRODUCTS)[number];

export class MyMarketOutcome {
  @Note('The runner, the fancy value, the matka number or the fantasy fight\'s result') @Text() name!: string;
  @Note('Rupees: the profit (or loss, negative) in this outcome') @Num() pnl!: number;
}

export class MyMarketItem {
  @OneOf(MY_MARKET_PRODUCTS) product!: MyMarketProduct;
  @Note('The product\'s market id: the sports market, the matka session, the fantasy match') @Text() market_id!: string;
  @Note('The page of the event, the matka market or the fantasy match') @Text() path!: string;
  @Text() event_name!: string;
  @Text() market_name!: string;
  @Flag() in_play!: boolean;
  @Note('The market takes bets now') @Flag() open!: boolean;
  @Note('In play: the seconds a bet or a cash-out waits') @Int() bet_delay_seconds!: number;
  @ListOf(() => MyMarketOutcome) outcomes!: MyMarketOutcome[];
  @Note('Rupees held for this market') @Num() exposure!: number;
  @Note('Open bets (matched or waiting for the in-play delay)') @Int() bets!: number;
  @Note('Bets waiting for the in-play delay') @Int() pending!: number;
  @Note('The market type allows cash-out (match odds, bookmaker, racing win)') @Flag() cash_out!: boolean;
  @Maybe() @Note('Rupees: what cashing out would lock in now; null when no cash-out is quoted') @Num() cash_out_profit!: number | null;
}

export class MyMarketList {
  @ListOf(() => MyMarketItem) items!: MyMarketItem[];
}

/** GET /sports/position: a market's position now and, with a bet given, after it (the slip's figures under each runner). */
