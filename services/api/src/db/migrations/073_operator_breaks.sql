-- Breaks applied by an operator (issue 27 L3): who applied the running time-out or self-exclusion, when, and what
-- end it had before, so an admin can correct an operator's mistake within 24 hours by putting back exactly what
-- the player had. A break the player took themselves (by NULL) can never be lifted or shortened, by anyone.
ALTER TABLE player_protection ADD COLUMN time_out_by bigint REFERENCES operators(id);
ALTER TABLE player_protection ADD COLUMN time_out_at timestamptz;
ALTER TABLE player_protection ADD COLUMN time_out_prior_until timestamptz;
ALTER TABLE player_protection ADD COLUMN self_excluded_by bigint REFERENCES operators(id);
ALTER TABLE player_protection ADD COLUMN self_excluded_at timestamptz;
ALTER TABLE player_protection ADD COLUMN self_excluded_prior_until timestamptz;

-- Operator breaks applied before this migration: who and when, from their protection events (the latest of each).
UPDATE player_protection p SET self_excluded_by = e.operator_id, self_excluded_at = e.created_at
  FROM (SELECT DISTINCT ON (user_id) user_id, operator_id, created_at FROM protection_events WHERE action = 'self_exclusion' ORDER BY user_id, id DESC) e
 WHERE e.user_id = p.user_id AND e.operator_id IS NOT NULL;
UPDATE player_protection p SET time_out_by = e.operator_id, time_out_at = e.created_at
  FROM (SELECT DISTINCT ON (user_id) user_id, operator_id, created_at FROM protection_events WHERE action = 'time_out' ORDER BY user_id, id DESC) e
 WHERE e.user_id = p.user_id AND e.operator_id IS NOT NULL;

-- The backstop, as in 053, with one opening: an admin's correction (src/protection/correct.ts sets the
-- transaction-local khel.protection_correction) of a break an operator applied less than 24 hours ago, which puts
-- back the end it had before (the player's own, if any) and clears who applied it. Nothing else may shorten a break.
CREATE OR REPLACE FUNCTION player_protection_no_early_lift() RETURNS trigger AS $$
DECLARE
  correcting boolean := coalesce(current_setting('khel.protection_correction', true), '') = 'on';
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF (OLD.self_excluded_until IS NOT NULL AND OLD.self_excluded_until > now())
       OR (OLD.time_out_until IS NOT NULL AND OLD.time_out_until > now()) THEN
      RAISE EXCEPTION 'a running time-out or self-exclusion cannot be removed' USING ERRCODE = 'KH053';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.self_excluded_until IS NOT NULL AND OLD.self_excluded_until > now()
     AND (NEW.self_excluded_until IS NULL OR NEW.self_excluded_until < OLD.self_excluded_until)
     AND NOT (correcting AND OLD.self_excluded_by IS NOT NULL AND OLD.self_excluded_at > now() - interval '24 hours'
              AND NEW.self_excluded_until IS NOT DISTINCT FROM OLD.self_excluded_prior_until AND NEW.self_excluded_by IS NULL) THEN
    RAISE EXCEPTION 'a self-exclusion cannot be shortened' USING ERRCODE = 'KH053';
  END IF;
  IF OLD.time_out_until IS NOT NULL AND OLD.time_out_until > now()
     AND (NEW.time_out_until IS NULL OR NEW.time_out_until < OLD.time_out_until)
     AND NOT (correcting AND OLD.time_out_by IS NOT NULL AND OLD.time_out_at > now() - interval '24 hours'
              AND NEW.time_out_until IS NOT DISTINCT FROM OLD.time_out_prior_until AND NEW.time_out_by IS NULL) THEN
    RAISE EXCEPTION 'a time-out cannot be shortened' USING ERRCODE = 'KH053';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
