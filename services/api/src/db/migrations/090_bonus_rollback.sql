-- A settlement rolled back undoes what it caused downstream (issue 26 finding 5). A bonus its bets released goes
-- back to wagering: what the release paid is taken back from cash (cash -> bonus, key bonus:<id>:clawback:<n>), or
-- what is left of it, and the part the player had already withdrawn or lost is recorded as a shortfall for the
-- operator. `reopened` counts these cycles, so a later release, forfeiture or expiry posts under a new key
-- (bonus:<id>:<status>:<n>); `shortfall` is the part of `amount` no longer on the bonus account, so those postings
-- move amount - shortfall.
ALTER TABLE bonus_awards
  ADD COLUMN reopened integer NOT NULL DEFAULT 0 CHECK (reopened >= 0),
  ADD COLUMN shortfall bigint NOT NULL DEFAULT 0 CHECK (shortfall >= 0);
ALTER TABLE bonus_awards ADD CONSTRAINT bonus_awards_shortfall_le_amount CHECK (shortfall <= amount);

-- One row per release a rollback took back: which run, how much came back from cash, how much was short.
CREATE TABLE bonus_clawbacks (
  id bigserial PRIMARY KEY,
  award_id bigint NOT NULL REFERENCES bonus_awards(id),
  user_id bigint NOT NULL REFERENCES users(id),
  product text NOT NULL,
  run_id bigint NOT NULL,
  taken bigint NOT NULL CHECK (taken >= 0),
  shortfall bigint NOT NULL CHECK (shortfall >= 0),
  posting_id bigint REFERENCES ledger_transactions(id),
  reason text,
  at timestamptz NOT NULL,
  UNIQUE (award_id, run_id)
);
CREATE INDEX bonus_clawbacks_user ON bonus_clawbacks (user_id, id DESC);
CREATE INDEX bonus_clawbacks_short ON bonus_clawbacks (at DESC) WHERE shortfall > 0;
