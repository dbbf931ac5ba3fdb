-- Notifications (issue 15). Each player's inbox: one row per thing that concerns them (a deposit decided, a
-- withdrawal paid, bets settled, a bonus, a refer reward, a limit, an operator's announcement). Written by
-- src/notifications/inbox.ts notify() in the caller's transaction; after it commits the row reaches the player's
-- open tabs as a toast (the live channel's `me` topic) or, with no tab open, a web push.

CREATE TABLE announcements (
  id bigserial PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  -- who it went to: {"kind":"all"} | {"kind":"depositedWithin","days":N} | {"kind":"site","siteId":"1"} |
  -- {"kind":"users","userIds":["1","2"]} (src/notifications/segments.ts)
  segment jsonb NOT NULL CHECK (jsonb_typeof(segment) = 'object'),
  recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  operator_id bigint REFERENCES operators(id),
  operator_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_recent ON announcements (created_at DESC, id DESC);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'bonus', 'refer', 'limit', 'announcement')),
  title text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(data) = 'object'),
  -- what the row was made for (e.g. 'deposit:42:approved', 'bets:run:7'): a replayed event writes nothing twice
  dedupe_key text,
  announcement_id bigint REFERENCES announcements(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- The list: a player's newest first (keyset on created_at, id).
CREATE INDEX notifications_user_recent ON notifications (user_id, created_at DESC, id DESC);
-- The unread count.
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX notifications_dedupe ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
