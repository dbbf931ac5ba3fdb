-- ledger_post with less work while the accounts are locked (a hot player's postings queue on that lock): one
-- statement locks the accounts and proves they exist, one updates them and writes the entries. The
-- CHECK (balance >= 0) on player accounts refuses an overdraft (23514, shown as 'Insufficient Balance').
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text,
  p_key text,
  p_accounts bigint[],
  p_amounts bigint[],
  p_memo jsonb DEFAULT '{}'::jsonb,
  p_reverses bigint DEFAULT NULL
) RETURNS TABLE (transaction_id bigint, replayed boolean) AS $$
DECLARE
  v_tx bigint;
  v_lines int := array_length(p_accounts, 1);
  v_locked int;
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
    RETURN QUERY SELECT t.id, true FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;

  -- Lock both sides in id order, so two postings over the same accounts can never deadlock.
  SELECT count(*) INTO v_locked
    FROM (SELECT 1 FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE) AS locked;
  IF v_locked <> v_lines THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'KH003';
  END IF;

  WITH d AS (SELECT * FROM unnest(p_accounts, p_amounts) AS d(account_id, amount)),
       u AS (UPDATE ledger_accounts la SET balance = la.balance + d.amount FROM d
              WHERE la.id = d.account_id RETURNING la.id, la.balance)
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, d.account_id, d.amount, u.balance FROM d JOIN u ON u.id = d.account_id;

  RETURN QUERY SELECT v_tx, false;
END $$ LANGUAGE plpgsql;
