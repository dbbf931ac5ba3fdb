-- Wallet: configuration per site, payment methods and the house's master accounts, players' payout accounts,
-- deposit and withdrawal requests, UTR claims, uploads, gateway sessions and idempotency records.
-- Money is bigint paise.

CREATE TABLE wallet_config (
  site_id bigint PRIMARY KEY REFERENCES sites(id),
  deposit_min bigint NOT NULL DEFAULT 10000,
  deposit_max bigint NOT NULL DEFAULT 9999999900,
  withdrawal_min bigint NOT NULL DEFAULT 10000,
  withdrawal_max bigint NOT NULL DEFAULT 9999999900,
  stake_buttons jsonb NOT NULL DEFAULT '[100, 200, 500, 1000]'::jsonb,
  announcement text NOT NULL DEFAULT '',
  -- {deposit:{[lang]:[{description}]}, withdrawal:{[lang]:[{description}]}} (HTML sanitised on save)
  rules jsonb NOT NULL DEFAULT '{"deposit":{},"withdrawal":{}}'::jsonb,
  deposit_video jsonb NOT NULL DEFAULT '{}'::jsonb,
  withdrawal_video jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_bank_only boolean NOT NULL DEFAULT false,
  -- Pending requests expire after this many minutes (the ops engineer's expiry job reads it).
  request_expiry_minutes integer NOT NULL DEFAULT 1440 CHECK (request_expiry_minutes > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (deposit_min > 0 AND deposit_min <= deposit_max),
  CHECK (withdrawal_min > 0 AND withdrawal_min <= withdrawal_max)
);

-- A method of paying in (deposit: any type) or out (withdrawal: bank, upi, wallet).
CREATE TABLE payment_methods (
  id bigserial PRIMARY KEY,
  site_id bigint NOT NULL REFERENCES sites(id),
  method_name text NOT NULL,
  name text NOT NULL,
  method_type text NOT NULL CHECK (method_type IN ('bank', 'upi', 'wallet', 'crypto', 'social', 'payment_gateway')),
  currency text,
  bonus_percentage numeric(5, 2) NOT NULL DEFAULT 0 CHECK (bonus_percentage >= 0 AND bonus_percentage <= 100),
  for_deposit boolean NOT NULL DEFAULT true,
  for_withdrawal boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, method_name),
  CHECK (NOT for_withdrawal OR method_type IN ('bank', 'upi', 'wallet'))
);

-- The house's accounts players pay into.
CREATE TABLE master_accounts (
  id bigserial PRIMARY KEY,
  method_id bigint NOT NULL REFERENCES payment_methods(id),
  bank_name text,
  account_number text,
  ifsc_code text,
  upi_id text,
  crypto_wallet_id text,
  phone_number text,
  account_holder_name text,
  qr_code text,
  multiplier_value numeric(14, 4) CHECK (multiplier_value IS NULL OR multiplier_value > 0),
  social_payment_number text,
  social_payment_link text,
  -- Shown only for amounts in this range (paise); null means no bound.
  min_amount bigint,
  max_amount bigint,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX master_accounts_method ON master_accounts (method_id) WHERE active;

-- A player's saved payout account. normalized_key identifies the real account (bank:IFSC:number, upi:id,
-- wallet:id); the same key saved by two players links them. Deleting hides the row but keeps the link.
CREATE TABLE client_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  method_id bigint NOT NULL REFERENCES payment_methods(id),
  payment_method text NOT NULL CHECK (payment_method IN ('bank', 'upi', 'wallet')),
  bank_id integer,
  bank_name text,
  account_number text,
  ifsc_code text,
  upi_id text,
  crypto_wallet_id text,
  crypto_type text,
  phone_number text,
  account_holder_name text NOT NULL,
  qr_code text,
  normalized_key text NOT NULL,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_accounts_user ON client_accounts (user_id, created_at DESC);
CREATE INDEX client_accounts_key ON client_accounts (normalized_key);

CREATE TABLE wallet_transactions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  site_id bigint REFERENCES sites(id),
  type text NOT NULL CHECK (type IN ('client_deposit', 'manual_deposit', 'client_withdrawal', 'manual_withdrawal')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'hold', 'approve_in_process', 'approve_completed',
    'reject_in_process', 'reject_completed', 'expired', 'cancelled')),
  amount bigint NOT NULL CHECK (amount > 0),
  approved_amount bigint CHECK (approved_amount IS NULL OR approved_amount >= 0),
  utr text,
  image_urls text NOT NULL DEFAULT '',
  method_id bigint REFERENCES payment_methods(id),
  method_name text,
  master_account_id bigint REFERENCES master_accounts(id),
  client_account_id bigint REFERENCES client_accounts(id),
  client_created_date text,
  has_edited_utr boolean NOT NULL DEFAULT false,
  multiplier_value numeric(14, 4),
  remark text,
  -- Withdrawal flags for the operator: made before the deposits were wagered; payout account shared with another player.
  withdrawal_before_wagering boolean NOT NULL DEFAULT false,
  -- The ledger posting that moved the cash to the withdrawal hold (withdrawals).
  hold_posting_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  hold_at timestamptz,
  action_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, created_at DESC);
CREATE INDEX wallet_transactions_status ON wallet_transactions (status, type, created_at);

-- A UTR (payment reference) can be claimed by one deposit only, ever.
CREATE TABLE utr_claims (
  utr text PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES wallet_transactions(id),
  user_id bigint NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Refused second claims, for the operator.
CREATE TABLE utr_attempts (
  id bigserial PRIMARY KEY,
  utr text NOT NULL,
  user_id bigint NOT NULL REFERENCES users(id),
  claimed_transaction_id bigint NOT NULL REFERENCES wallet_transactions(id),
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX utr_attempts_utr ON utr_attempts (utr);

-- A signed upload slot: one PUT of at most max_bytes of an allowed image type before expires_at.
CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  purpose text NOT NULL CHECK (purpose IN ('payment-slip', 'qr-code')),
  object_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  max_bytes integer NOT NULL,
  driver text NOT NULL,
  expires_at timestamptz NOT NULL,
  uploaded_at timestamptz,
  size integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE gateway_sessions (
  id text PRIMARY KEY,
  gateway text NOT NULL,
  transaction_id bigint NOT NULL UNIQUE REFERENCES wallet_transactions(id),
  user_id bigint NOT NULL REFERENCES users(id),
  amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

-- The first answer to a request carrying an Idempotency-Key; a replay gets it back and changes nothing.
CREATE TABLE idempotency_records (
  user_id bigint NOT NULL,
  scope text NOT NULL,
  key text NOT NULL,
  status_code integer NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
