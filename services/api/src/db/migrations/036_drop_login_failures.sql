-- Replaced by throttle_counts (migration 035): the player login's failure rows.
DROP TABLE IF EXISTS login_failures;
