-- One-click betting (issue 30 item 3; SPEC §3's common state "click-bet values and on flag"): per player, off by
-- default, with 4 stake buttons and the selected one, in paise. Read and written by src/user/click-bet.ts.
ALTER TABLE users
  ADD COLUMN click_bet_on boolean NOT NULL DEFAULT false,
  ADD COLUMN click_bet_values bigint[] NOT NULL DEFAULT '{10000,50000,100000,500000}'::bigint[]
    CHECK (cardinality(click_bet_values) = 4),
  ADD COLUMN click_bet_stake bigint NOT NULL DEFAULT 10000 CHECK (click_bet_stake > 0);
