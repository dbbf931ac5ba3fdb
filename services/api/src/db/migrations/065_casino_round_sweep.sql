-- The casino round sweep (issue 26 finding 10, src/casino/round-sweep.ts) looks every minute for the built-in
-- provider's rounds a crash left unfinished ('open': debit asked, or 'credit_failed'); a finished round leaves this
-- index, so the sweep reads only the few in flight instead of every round ever played. The wallet's open rounds
-- are found through bets_market (product, market_id, status) per game.
CREATE INDEX house_rounds_unfinished ON house_rounds (id) WHERE status IN ('open', 'credit_failed');
