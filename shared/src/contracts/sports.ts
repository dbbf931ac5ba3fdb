/** /sports answers and requests (issue 13): sports, events, markets, prices, bets, positions, cash-out. */
export {};
