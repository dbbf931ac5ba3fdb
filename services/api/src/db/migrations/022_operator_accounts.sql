-- Operator accounts managed from the console (issue 11 point 4): an admin disables an operator (their sessions end
-- at once and they cannot sign in), and a password an admin set (a new operator's first one, a reset) must be
-- changed by its owner before anything else works.
ALTER TABLE operators ADD COLUMN disabled_at timestamptz;
ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE operators ADD COLUMN password_changed_at timestamptz;
