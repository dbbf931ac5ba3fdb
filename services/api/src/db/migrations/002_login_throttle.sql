-- Failed password logins, counted per account and client address to slow down password guessing.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account_key text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account ON login_failures (account_key, created_at);
