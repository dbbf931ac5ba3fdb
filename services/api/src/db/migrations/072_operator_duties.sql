-- Separation of duties (issue 27): operator roles with explicit permissions (shared/src/validation/
-- operator-permissions.ts), one mechanism for actions that need a second operator (four-eyes), its limits, who
-- priced a market by hand, and the audit log's actor kinds and filters.

-- Roles. Existing admins stay admins; existing agents stay agents, which now means the wallet desk only (deposits,
-- withdrawals, players, protection): pricing and settling become a trader's, given by an admin on purpose.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('viewer', 'agent', 'trader', 'risk', 'admin'));

-- An action that waits for a second operator (src/ops/four-eyes.ts). One pending action per kind and target: a new
-- proposal with other details replaces it (superseded). The second operator approves the same details, from the
-- console's approvals page or by making the same call; then the action runs under their name, the proposer kept.
CREATE TABLE ops_approvals (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  target text NOT NULL,
  -- What would be done, as the action takes it (compared as jsonb: key order does not matter).
  payload jsonb NOT NULL,
  -- One line for the console ("Settle market 12: Home wins") and why it needs a second operator.
  summary text NOT NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'superseded', 'cancelled')),
  proposed_by bigint NOT NULL REFERENCES operators(id),
  proposed_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators(id),
  decided_at timestamptz,
  note text,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX ops_approvals_one_pending ON ops_approvals (kind, target) WHERE status = 'pending';
CREATE INDEX ops_approvals_list ON ops_approvals (status, id DESC);

-- Deposit approvals above the requested amount waited on the request row (migration 031); they move here.
INSERT INTO ops_approvals (kind, target, payload, summary, reason, proposed_by, proposed_at)
SELECT 'request.approve', 'request:' || t.id, jsonb_build_object('approved_paise', t.raise_paise::text),
       'Approve deposit #' || t.id || ' for ' || (t.raise_paise / 100.0)::numeric(20, 2) || ' (requested ' || (t.amount / 100.0)::numeric(20, 2) || ')',
       'Approval above the requested amount needs a second operator', t.raise_by, t.raise_at
  FROM wallet_transactions t
 WHERE t.raise_paise IS NOT NULL AND t.status IN ('pending', 'hold');
ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_raise_whole;
ALTER TABLE wallet_transactions DROP COLUMN raise_paise, DROP COLUMN raise_by, DROP COLUMN raise_at;

-- The limits above which an action needs a second operator: one row, changed by an admin (audited).
CREATE TABLE ops_controls (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- paise: a withdrawal or a deposit approved for more needs a second operator
  withdrawal_limit bigint NOT NULL DEFAULT 5000000 CHECK (withdrawal_limit >= 0),
  deposit_limit bigint NOT NULL DEFAULT 5000000 CHECK (deposit_limit >= 0),
  -- paise: a sports settlement or void whose net house liability is more needs a second operator
  settlement_limit bigint NOT NULL DEFAULT 5000000 CHECK (settlement_limit >= 0),
  -- percent: a hand price whose best odds (or fancy line) move more than this from the current one
  price_jump_percent integer NOT NULL DEFAULT 50 CHECK (price_jump_percent BETWEEN 1 AND 10000),
  -- every manual matka result needs a second operator
  matka_result_second_operator boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES operators(id)
);
INSERT INTO ops_controls (id) VALUES (1);

-- Operators who set a sports market's prices by hand (or approved such a price): they may never settle or void
-- that market, nor approve its settlement. Filled from the audit log for prices set before.
CREATE TABLE sports_hand_pricers (
  market_id bigint NOT NULL REFERENCES sports_markets(id),
  operator_id bigint NOT NULL REFERENCES operators(id),
  first_at timestamptz NOT NULL,
  PRIMARY KEY (market_id, operator_id)
);
INSERT INTO sports_hand_pricers (market_id, operator_id, first_at)
SELECT substr(a.target, 8)::bigint, a.operator_id, min(a.created_at)
  FROM audit_log a
 WHERE a.action = 'sports.market.prices' AND a.operator_id IS NOT NULL AND a.target ~ '^market:[0-9]{1,18}$'
   AND EXISTS (SELECT 1 FROM sports_markets m WHERE m.id = substr(a.target, 8)::bigint)
 GROUP BY 1, 2;

-- The audit log's actors: an operator, a player (user_id), or the system (the feed, the expiry sweep, the command
-- line). Derived from who is set, so no writer can get it wrong.
ALTER TABLE audit_log ADD COLUMN user_id bigint REFERENCES users(id);
ALTER TABLE audit_log ADD COLUMN actor_kind text GENERATED ALWAYS AS (
  CASE WHEN operator_id IS NOT NULL THEN 'operator' WHEN user_id IS NOT NULL THEN 'player' ELSE 'system' END
) STORED;
-- The console's filters, each read newest first (keyset on id).
CREATE INDEX audit_log_action ON audit_log (action, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_kind, id DESC);
CREATE INDEX audit_log_target ON audit_log (target, id DESC);
CREATE INDEX audit_log_operator ON audit_log (operator_name, id DESC);
CREATE INDEX audit_log_created_at ON audit_log (created_at);
