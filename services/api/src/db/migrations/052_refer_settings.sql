-- Refer and earn, and the player's settings (issue 15 parts 3 and 4).

-- Settings kept per player on the server (the browser also keeps them locally):
-- * notifications_enabled: false stops web pushes to the player (NOTIFY's push sending reads it; the inbox still
--   records everything, so nothing is lost when they turn it back on).
-- * time_zone: 'ist' (India Standard Time, the default) or 'device' (the browser's own zone).
-- * language: the player's language code ('en', 'hi', ...); null until they choose.
ALTER TABLE users ADD COLUMN notifications_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'ist' CHECK (time_zone IN ('ist', 'device'));
ALTER TABLE users ADD COLUMN language text CHECK (language IS NULL OR language ~ '^[a-z]{2,3}(-[A-Za-z]{2,4})?$');

-- How each player signed up, written in the sign-up transaction: the referrer the code named then (a code can
-- only be used at sign-up: users.referred_by set any other way earns nothing) and the browser's device id (a random
-- id the browser keeps; two players signed up from one device cannot refer each other).
CREATE TABLE signup_records (
  user_id bigint PRIMARY KEY REFERENCES users(id),
  referrer_id bigint REFERENCES users(id),
  device_id text CHECK (device_id IS NULL OR device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX signup_records_referrer ON signup_records (referrer_id) WHERE referrer_id IS NOT NULL;
CREATE INDEX signup_records_device ON signup_records (device_id) WHERE device_id IS NOT NULL;

-- The reward rule, one row (operators edit it; every change is audited). Money in paise, percent in basis points.
CREATE TABLE refer_config (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  enabled boolean NOT NULL DEFAULT true,
  kind text NOT NULL DEFAULT 'fixed' CHECK (kind IN ('fixed', 'percent')),
  fixed_paise bigint NOT NULL DEFAULT 10000 CHECK (fixed_paise >= 0),
  percent_bp integer NOT NULL DEFAULT 1000 CHECK (percent_bp BETWEEN 0 AND 10000),
  min_deposit_paise bigint NOT NULL DEFAULT 50000 CHECK (min_deposit_paise >= 0),
  cap_per_referral_paise bigint NOT NULL DEFAULT 50000 CHECK (cap_per_referral_paise >= 0),
  cap_per_referrer_paise bigint NOT NULL DEFAULT 1000000 CHECK (cap_per_referrer_paise >= 0),
  credit_to text NOT NULL DEFAULT 'bonus' CHECK (credit_to IN ('bonus', 'cash')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO refer_config DEFAULT VALUES;

-- One decision per referred player, made on their first approved deposit: paid (with its ledger posting) or
-- refused with the reason (shown to operators). The UNIQUE referred_id is what makes it once, even when two
-- approvals race: the second waits for the first's row and then inserts nothing.
CREATE TABLE refer_rewards (
  id bigserial PRIMARY KEY,
  referred_id bigint NOT NULL UNIQUE REFERENCES users(id),
  referrer_id bigint NOT NULL REFERENCES users(id),
  deposit_request_id bigint NOT NULL REFERENCES wallet_transactions(id),
  deposit_paise bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'refused')),
  reason text CHECK ((status = 'paid') = (reason IS NULL)),
  amount_paise bigint NOT NULL DEFAULT 0 CHECK (amount_paise >= 0),
  credited_to text CHECK (credited_to IS NULL OR credited_to IN ('bonus', 'cash')),
  posting_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL
);
CREATE INDEX refer_rewards_referrer ON refer_rewards (referrer_id, created_at DESC);
CREATE INDEX refer_rewards_created ON refer_rewards (created_at DESC, id DESC);
