-- Issue 11 points 9 and 11.
--
-- A payout account (same normalized_key) saved by a second player is recorded here and flags both players for
-- operator review. The first owner's withdrawals are not blocked; the second player's copy of the account cannot be
-- withdrawn to while the link is flagged. An operator clears the flag or unlinks (removes the account from one player).
CREATE TABLE payout_account_links (
  id bigserial PRIMARY KEY,
  normalized_key text NOT NULL,
  first_user_id bigint NOT NULL REFERENCES users(id),
  first_account_id bigint NOT NULL REFERENCES client_accounts(id),
  second_user_id bigint NOT NULL REFERENCES users(id),
  second_account_id bigint NOT NULL UNIQUE REFERENCES client_accounts(id),
  status text NOT NULL DEFAULT 'flagged' CHECK (status IN ('flagged', 'cleared', 'unlinked')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by bigint REFERENCES operators(id),
  CHECK (first_user_id <> second_user_id)
);
CREATE INDEX payout_account_links_first ON payout_account_links (first_user_id);
CREATE INDEX payout_account_links_second ON payout_account_links (second_user_id);
CREATE INDEX payout_account_links_flagged ON payout_account_links (created_at) WHERE status = 'flagged';

-- An upload slot is claimed once (a deposit slip, a payout or master account QR): used_at marks it. public_url is
-- the URL the client was told the file lives at (the put URL without its query) and is the only string accepted
-- back; read_url is the site's own URL the file is shown through (S3 objects are private: it redirects to a signed GET).
ALTER TABLE uploads ADD COLUMN used_at timestamptz;
ALTER TABLE uploads ADD COLUMN public_url text;
ALTER TABLE uploads ADD COLUMN read_url text;
CREATE INDEX uploads_public_url ON uploads (public_url);
CREATE INDEX uploads_open_user ON uploads (user_id, expires_at) WHERE used_at IS NULL;
CREATE INDEX uploads_open_operator ON uploads (operator_id, expires_at) WHERE used_at IS NULL;
