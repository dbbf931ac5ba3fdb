-- Failed operator sign-ins, to slow down password guessing on the back office.
CREATE TABLE operator_login_failures (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_login_failures_username ON operator_login_failures (username, created_at);
