-- Core: sites, players, sessions, OTPs, operators, push subscriptions, secrets.

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sites (
  id bigserial PRIMARY KEY,
  domain text NOT NULL UNIQUE,
  settings jsonb NOT NULL,
  casino_url text NOT NULL DEFAULT '',
  bonus_data jsonb NOT NULL DEFAULT '[]'::jsonb,
  version bigint NOT NULL DEFAULT 1,
  maintenance_from timestamptz,
  maintenance_to timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (maintenance_from IS NULL OR maintenance_to IS NULL OR maintenance_from < maintenance_to)
);

-- Any change to a site's row bumps its version, so clients know to re-fetch the settings.
CREATE FUNCTION sites_bump_version() RETURNS trigger AS $$
BEGIN
  IF NEW.settings IS DISTINCT FROM OLD.settings OR NEW.casino_url IS DISTINCT FROM OLD.casino_url
     OR NEW.bonus_data IS DISTINCT FROM OLD.bonus_data OR NEW.maintenance_from IS DISTINCT FROM OLD.maintenance_from
     OR NEW.maintenance_to IS DISTINCT FROM OLD.maintenance_to THEN
    NEW.version := OLD.version + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER sites_version BEFORE UPDATE ON sites FOR EACH ROW EXECUTE FUNCTION sites_bump_version();

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  user_name text NOT NULL UNIQUE,
  mobile text UNIQUE,
  password_hash text NOT NULL,
  withdraw_password_hash text,
  is_demo boolean NOT NULL DEFAULT false,
  blocked boolean NOT NULL DEFAULT false,
  refer_code text NOT NULL UNIQUE,
  referred_by bigint REFERENCES users(id),
  stakes jsonb,
  bets_count integer NOT NULL DEFAULT 0,
  last_login_at timestamptz,
  notification_subscribed boolean NOT NULL DEFAULT false,
  notification_unsubscribed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (mobile IS NULL OR mobile ~ '^[0-9]{10}$')
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text
);
CREATE INDEX sessions_user_active ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX otps_mobile_purpose ON otps (mobile, purpose, created_at DESC);

CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'agent')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  endpoint text NOT NULL,
  subscription jsonb NOT NULL,
  domain_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, endpoint)
);
