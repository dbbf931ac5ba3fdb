-- Player protection (issue 15 part 5): date of birth, deposit and loss limits, reality check, time-out and
-- self-exclusion, and the history of every change. The rules are the server's (src/protection); the triggers below
-- are the backstop that no code path, player or operator, can shorten a time-out or a self-exclusion.

-- NULL for players who signed up before the date of birth was asked; sign-up refuses under 18.
ALTER TABLE users ADD COLUMN date_of_birth date;

-- One row per player who has set anything. Until = the moment it ends (an end in the past is over).
CREATE TABLE player_protection (
  user_id bigint PRIMARY KEY REFERENCES users(id),
  time_out_until timestamptz,
  self_excluded_until timestamptz,
  -- Minutes between reality checks: NULL = the default (60), 0 = off.
  reality_check_minutes integer CHECK (reality_check_minutes IS NULL OR reality_check_minutes BETWEEN 0 AND 240),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- No early lift: while a time-out or a self-exclusion runs, its end can only move later, and the row stays.
CREATE FUNCTION player_protection_no_early_lift() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF (OLD.self_excluded_until IS NOT NULL AND OLD.self_excluded_until > now())
       OR (OLD.time_out_until IS NOT NULL AND OLD.time_out_until > now()) THEN
      RAISE EXCEPTION 'a running time-out or self-exclusion cannot be removed' USING ERRCODE = 'KH053';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.self_excluded_until IS NOT NULL AND OLD.self_excluded_until > now()
     AND (NEW.self_excluded_until IS NULL OR NEW.self_excluded_until < OLD.self_excluded_until) THEN
    RAISE EXCEPTION 'a self-exclusion cannot be shortened' USING ERRCODE = 'KH053';
  END IF;
  IF OLD.time_out_until IS NOT NULL AND OLD.time_out_until > now()
     AND (NEW.time_out_until IS NULL OR NEW.time_out_until < OLD.time_out_until) THEN
    RAISE EXCEPTION 'a time-out cannot be shortened' USING ERRCODE = 'KH053';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER player_protection_no_early_lift BEFORE UPDATE OR DELETE ON player_protection
  FOR EACH ROW EXECUTE FUNCTION player_protection_no_early_lift();

-- Deposit and loss limits per rolling window. amount is the limit in force (paise; NULL = none). A decrease (or a
-- first limit) replaces it at once; an increase or a removal waits in pending_* and takes effect only when the
-- player confirms it, at least 24 hours after asking (pending_amount NULL with pending_requested_at set = removal).
CREATE TABLE player_limits (
  user_id bigint NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period text NOT NULL CHECK (period IN ('24h', '7d', '30d')),
  amount bigint CHECK (amount IS NULL OR amount > 0),
  pending_amount bigint CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_requested_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_amount IS NULL OR pending_requested_at IS NOT NULL)
);

-- Every change of the above, by the player or an operator (operators' also in audit_log), append-only.
CREATE TABLE protection_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  operator_id bigint REFERENCES operators(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_events_user ON protection_events (user_id, id DESC);

CREATE FUNCTION protection_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'protection_events is append-only' USING ERRCODE = 'KH053';
END $$ LANGUAGE plpgsql;

CREATE TRIGGER protection_events_append_only BEFORE UPDATE OR DELETE ON protection_events
  FOR EACH ROW EXECUTE FUNCTION protection_events_append_only();

-- The loss window's read: a player's bets settled in the last 30 days at most.
CREATE INDEX bets_user_settled ON bets (user_id, settled_at) WHERE status = 'settled';
