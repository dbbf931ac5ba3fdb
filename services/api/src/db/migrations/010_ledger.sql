-- Double-entry, append-only ledger. A posting is one call of ledger_post(): it locks every account it touches
-- (both sides) in id order, refuses to take a player account below zero, and writes entries that sum to zero.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users(id),
  -- player: cash, bonus, exposure, withdrawal_hold. house: house (code names purpose and shard).
  kind text NOT NULL,
  code text UNIQUE,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind),
  CHECK ((user_id IS NULL) = (kind = 'house')),
  CHECK (kind IN ('cash', 'bonus', 'exposure', 'withdrawal_hold', 'house')),
  -- The backstop: a player account never goes below zero, whatever the code above it does.
  CHECK (user_id IS NULL OR balance >= 0)
);

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  idempotency_key text UNIQUE,
  reverses bigint UNIQUE REFERENCES ledger_transactions(id),
  memo jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id bigint NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- Append-only: mistakes are corrected by reversing entries, never by UPDATE or DELETE.
CREATE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'KH002';
END $$ LANGUAGE plpgsql;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- House accounts are sharded (64 per purpose) so postings for different players do not queue on one row.
-- They may go negative: a negative house:deposits balance is money the house received from outside.
INSERT INTO ledger_accounts (kind, code)
SELECT 'house', 'house:' || p || ':' || s
  FROM unnest(ARRAY['deposits', 'withdrawals', 'bonus', 'bets', 'adjustments', 'opening']) AS p,
       generate_series(0, 63) AS s;

-- Posts one balanced transaction. Returns its id, whether the idempotency key had been used already (then nothing
-- is posted again) and the players whose accounts it moved (the API tells its balance caches). Little runs while the accounts are locked (a hot player's postings queue on that
-- lock): one statement locks them and proves they exist, one updates them and writes the entries; the
-- CHECK (balance >= 0) on player accounts refuses an overdraft (23514, shown as 'Insufficient Balance').
CREATE FUNCTION ledger_post(
  p_kind text,
  p_key text,
  p_accounts bigint[],
  p_amounts bigint[],
  p_memo jsonb DEFAULT '{}'::jsonb,
  p_reverses bigint DEFAULT NULL
) RETURNS TABLE (transaction_id bigint, replayed boolean, player_ids bigint[]) AS $$
DECLARE
  v_tx bigint;
  v_lines int := array_length(p_accounts, 1);
  v_locked int;
  v_players bigint[];
BEGIN
  IF v_lines IS NULL OR v_lines < 2 OR v_lines <> array_length(p_amounts, 1) THEN
    RAISE EXCEPTION 'a posting needs at least two lines with one amount each' USING ERRCODE = 'KH003';
  END IF;
  IF (SELECT sum(a) <> 0 OR bool_or(a = 0 OR a IS NULL) FROM unnest(p_amounts) AS a) THEN
    RAISE EXCEPTION 'a posting must balance to zero with no zero lines' USING ERRCODE = 'KH003';
  END IF;
  IF (SELECT count(DISTINCT a) FROM unnest(p_accounts) AS a) <> v_lines THEN
    RAISE EXCEPTION 'a posting touches each account once' USING ERRCODE = 'KH003';
  END IF;

  INSERT INTO ledger_transactions (kind, idempotency_key, memo, reverses)
  VALUES (p_kind, p_key, coalesce(p_memo, '{}'::jsonb), p_reverses)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    -- The key was used: the first request's posting stands, this one changes nothing.
    RETURN QUERY SELECT t.id, true, '{}'::bigint[] FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;

  -- Lock both sides in id order, so two postings over the same accounts can never deadlock.
  SELECT count(*), coalesce(array_agg(DISTINCT user_id) FILTER (WHERE user_id IS NOT NULL), '{}') INTO v_locked, v_players
    FROM (SELECT user_id FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE) AS locked;
  IF v_locked <> v_lines THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'KH003';
  END IF;

  WITH d AS (SELECT * FROM unnest(p_accounts, p_amounts) AS d(account_id, amount)),
       u AS (UPDATE ledger_accounts la SET balance = la.balance + d.amount FROM d
              WHERE la.id = d.account_id RETURNING la.id, la.balance)
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, d.account_id, d.amount, u.balance FROM d JOIN u ON u.id = d.account_id;

  RETURN QUERY SELECT v_tx, false, v_players;
END $$ LANGUAGE plpgsql;
