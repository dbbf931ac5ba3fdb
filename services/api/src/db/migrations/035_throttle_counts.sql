-- One table for every throttle's counters when they are kept in the database (no REDIS_URL): a row per key and
-- window, counted by one INSERT .. ON CONFLICT DO UPDATE, so simultaneous requests cannot read the same count.
-- expire is epoch milliseconds (the store of rate-limiter-flexible keeps it so).
CREATE TABLE throttle_counts (
  key text PRIMARY KEY,
  points integer NOT NULL,
  expire bigint
);
CREATE INDEX throttle_counts_expire ON throttle_counts (expire);

-- Replaced by throttle_counts: the demo-login and operator sign-in counters.
DROP TABLE IF EXISTS demo_logins;
DROP TABLE IF EXISTS operator_login_failures;
