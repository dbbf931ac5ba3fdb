-- Each demo login creates a player; the addresses that asked, so one client cannot create them without end.
CREATE TABLE demo_logins (
  id bigserial PRIMARY KEY,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX demo_logins_ip ON demo_logins (ip, created_at);
