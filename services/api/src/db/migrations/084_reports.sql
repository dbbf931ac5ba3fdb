-- Reports (issue 28): the player's bets, win-loss, statements and transfers, and the house's figures, all read from
-- the tables that already hold them (bets, bet_settlements, ledger_entries, wallet_transactions): no second source
-- of truth. What this migration adds is the operators' one setting and the indexes the reports' queries walk.

-- The operators' setting: the longest date range a report may cover (the player's presets stay inside it).
CREATE TABLE report_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  max_range_days integer NOT NULL DEFAULT 90 CHECK (max_range_days BETWEEN 1 AND 366),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO report_settings (id) VALUES (true);

-- Bet history and win-loss: a player's settled (and void) bets by settlement time, newest first, with the id as the
-- keyset's tie-break. A rolled-back settlement clears settled_at, so its bets leave this index with it.
CREATE INDEX bets_user_history ON bets (user_id, settled_at, id) WHERE settled_at IS NOT NULL;

-- The house's figures over a range (GGR by product and day, turnover, winners and losers): an index-only scan of
-- the range's settled bets (void ones moved no money) instead of the table.
CREATE INDEX bets_settled_house ON bets (settled_at) INCLUDE (product, stake, pnl, user_id) WHERE status = 'settled';

-- Active players today: who placed a bet since midnight (placed_at is never updated, so bets stay HOT-updatable).
CREATE INDEX bets_placed_at ON bets (placed_at) INCLUDE (user_id);

-- A statement row of a settlement (or of its reversal) finds its bets by the posting that paid them.
CREATE INDEX bet_settlements_posting ON bet_settlements (posting_id) WHERE posting_id IS NOT NULL;

-- Today's approved deposits and paid withdrawals on the dashboard, by the time of the decision.
CREATE INDEX wallet_transactions_decided ON wallet_transactions (action_at) WHERE status = 'approve_completed';
