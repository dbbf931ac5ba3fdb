-- Bonus (issue 15): the operator's bonus settings per site, the payment bonus's limits per deposit method (its
-- percentage stays payment_methods.bonus_percentage, the one source of the wallet's 'Get X% Bonus' badge and of
-- sites.bonus_data), and one row per bonus a player was offered or given. Money moves only by ledger postings
-- (house:bonus -> the player's bonus account on grant; bonus -> cash on release; bonus -> house:bonus on
-- forfeiture or expiry), each with an idempotency key bonus:<id>:<step>. Amounts are paise.

CREATE TABLE bonus_settings (
  site_id bigint PRIMARY KEY REFERENCES sites(id),
  -- wagering required = bonus x multiple (x100: 1000 = 10x)
  wagering_multiple_x100 integer NOT NULL DEFAULT 1000 CHECK (wagering_multiple_x100 BETWEEN 0 AND 10000),
  -- how much of a settled stake counts toward wagering, per product, percent
  sports_pct integer NOT NULL DEFAULT 100 CHECK (sports_pct BETWEEN 0 AND 100),
  casino_pct integer NOT NULL DEFAULT 50 CHECK (casino_pct BETWEEN 0 AND 100),
  matka_pct integer NOT NULL DEFAULT 100 CHECK (matka_pct BETWEEN 0 AND 100),
  -- a locked bonus not wagered within expiry_days returns to the house; an unclaimed offer lapses after offer_days
  expiry_days integer NOT NULL DEFAULT 30 CHECK (expiry_days BETWEEN 1 AND 365),
  offer_days integer NOT NULL DEFAULT 7 CHECK (offer_days BETWEEN 1 AND 90),
  -- the welcome bonus: offered on the player's first approved deposit
  welcome_enabled boolean NOT NULL DEFAULT true,
  welcome_pct_x100 integer NOT NULL DEFAULT 10000 CHECK (welcome_pct_x100 BETWEEN 0 AND 50000),
  welcome_min_deposit bigint NOT NULL DEFAULT 30000 CHECK (welcome_min_deposit >= 0),
  welcome_cap bigint NOT NULL DEFAULT 500000 CHECK (welcome_cap >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bonus_method_rules (
  method_id bigint PRIMARY KEY REFERENCES payment_methods(id),
  min_deposit bigint NOT NULL DEFAULT 30000 CHECK (min_deposit >= 0),
  max_bonus bigint NOT NULL DEFAULT 500000 CHECK (max_bonus >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bonus_awards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  site_id bigint REFERENCES sites(id),
  kind text NOT NULL CHECK (kind IN ('payment', 'welcome', 'grant', 'refer')),
  -- offered (claimable) -> locked (on the bonus account, wagering) -> released | forfeited | expired; offered -> lapsed
  status text NOT NULL CHECK (status IN ('offered', 'locked', 'released', 'forfeited', 'expired', 'lapsed')),
  amount bigint NOT NULL CHECK (amount > 0),
  wagering_required bigint NOT NULL CHECK (wagering_required >= 0),
  -- the contribution percentages in force when the bonus was offered: {"sports":100,"casino":50,"matka":100}
  contributions jsonb NOT NULL,
  expiry_days integer NOT NULL,
  -- what made it, once: deposit:<request id>:payment, welcome:<user id>, grant:<operator id>:<key>, refer:<...>
  source_key text NOT NULL UNIQUE,
  deposit_id bigint,
  method_name text,
  note text,
  operator_id bigint,
  offered_at timestamptz NOT NULL,
  offer_expires_at timestamptz,
  locked_at timestamptz,
  expires_at timestamptz,
  closed_at timestamptz,
  wagered_at_close bigint,
  withdrawal_id bigint,
  grant_posting_id bigint REFERENCES ledger_transactions(id),
  close_posting_id bigint REFERENCES ledger_transactions(id),
  CHECK ((status = 'locked') = (locked_at IS NOT NULL AND closed_at IS NULL))
);
-- One bonus wagers at a time: a second one waits as an offer (claimable once the first is done).
CREATE UNIQUE INDEX bonus_awards_one_locked ON bonus_awards (user_id) WHERE status = 'locked';
CREATE INDEX bonus_awards_user ON bonus_awards (user_id, id DESC);
CREATE INDEX bonus_awards_expiring ON bonus_awards (expires_at) WHERE status = 'locked';
CREATE INDEX bonus_awards_offers ON bonus_awards (offer_expires_at) WHERE status = 'offered';
