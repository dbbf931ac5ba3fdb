-- A bet rewrites its player's row for the market (bet_market_exposures.exposure). The index on user_id was partial
-- (WHERE exposure > 0), which made `exposure` an indexed column: every rewrite was a new row version with new entries
-- in both indexes, and on a busy market each bet's key lookup walked the dead versions of the players' rows (the
-- hot-market profile of bench:bets: 2,187 of 2,190 updates not HOT). Indexed on user_id alone, the rewrite is a
-- heap-only update that needs room on its page: pages are now filled to 90 %.
DROP INDEX bet_market_exposures_user;
CREATE INDEX bet_market_exposures_user ON bet_market_exposures (user_id);
ALTER TABLE bet_market_exposures SET (fillfactor = 90);
