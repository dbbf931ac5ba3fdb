/** /ops sports answers and requests (issue 13): the operator's events, markets, prices, settlement and book. */
export {};
