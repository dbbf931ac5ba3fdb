-- Operators' side: their sessions, the status history of wallet requests, the audit log of every operator
-- action, and operator idempotency records. (The expiry time of pending requests is
-- wallet_config.request_expiry_minutes.)

CREATE TABLE operator_sessions (
  id uuid PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE ended_at IS NULL;

-- Every status change of a deposit or withdrawal request, in order (operator_id null: the player or the system).
CREATE TABLE wallet_transaction_events (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES wallet_transactions(id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  operator_id bigint REFERENCES operators(id),
  actor text NOT NULL,
  remark text,
  ledger_transaction_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transaction_events_tx ON wallet_transaction_events (transaction_id, id);

-- Who did what, when, with the state before and after. Written in the same transaction as the action.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  operator_id bigint REFERENCES operators(id),
  operator_name text NOT NULL,
  action text NOT NULL,
  target text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created ON audit_log (id DESC);

-- The first answer to an operator request carrying an Idempotency-Key; a replay gets it back.
CREATE TABLE ops_idempotency (
  operator_id bigint NOT NULL REFERENCES operators(id),
  key text NOT NULL,
  route text NOT NULL,
  status_code integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (operator_id, key)
);

-- Operators upload QR images through the wallet's upload slots too: a slot belongs to a player or an operator.
ALTER TABLE uploads ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN operator_id bigint REFERENCES operators(id);
ALTER TABLE uploads ADD CONSTRAINT uploads_owner CHECK ((user_id IS NULL) <> (operator_id IS NULL));
