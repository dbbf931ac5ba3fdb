-- The seamless wallet where products meet (issue 26 findings 7 and 9). The three casino_* functions of 042 are
-- replaced (new parameter p_hash, so dropped and created again); their contract is otherwise 042's.
--
-- FINDING 9: a client key names a bet of ONE product. bets.client_key holds every product's idempotency key
-- (sports: the player's Idempotency-Key; casino: 'casino:<provider>:<round>'; matka: 'matka:<key>:<line>'), and it
-- was unique per player across products: a sports bet placed with the key 'casino:house:h1' took house round 1's
-- debit and credit (casino_debit's ON CONFLICT found it) and was settled by it, and a sports bet keyed like a round
-- already played answered 500. The key is now unique per player AND product, and every statement that finds a bet
-- by its key names the product: casino_debit's conflict target carries it, casino_credit looks the round up among
-- casino bets only. Sports and matka find their bets by id, never by key.
ALTER TABLE bets DROP CONSTRAINT bets_user_id_client_key_key;
ALTER TABLE bets ADD CONSTRAINT bets_client_key_per_product UNIQUE (user_id, client_key, product);

-- FINDING 7: a transaction id is bound to every field of its call. request_hash is SHA-256 of the fields the wallet
-- reads (src/casino/wallet.ts: player, round, game, amount or the debit it cancels, and a debit's session token); the
-- same id with any of them changed — another game_id included — is a mismatch, not a replay. Rows written before
-- this migration have none and are compared on their stored fields as before.
-- A rollback names a debit never seen only for a player of this provider (one it opened a session for): a
-- tombstone's answer carries the balance, and no provider reads another's players.
ALTER TABLE casino_transactions ADD COLUMN request_hash text;

DROP FUNCTION casino_debit(text, text, bigint, text, bigint, bigint, bytea, jsonb, timestamptz);
DROP FUNCTION casino_credit(text, text, bigint, text, bigint, timestamptz);
DROP FUNCTION casino_rollback(text, text, bigint, text, text, timestamptz);

-- Debit (a bet). Outcomes: ok | replay | mismatch (same id, another request) | rolled_back (a tombstone) |
-- no_session | round_closed. Refusals raise nothing and write nothing; an overdraft raises KH001/23514 (insufficient
-- funds). The postings carry no ledger idempotency key: the transaction id's row in casino_transactions is the key,
-- written last, so a twin running at the same time ends in 23505 on it (all undone) and, asked again, is answered
-- the replay.
CREATE FUNCTION casino_debit(
  p_provider text, p_tx text, p_user bigint, p_round text, p_game bigint, p_amount bigint, p_token_hash bytea,
  p_description jsonb, p_now timestamptz, p_hash text
) RETURNS TABLE (outcome text, balance bigint, bet_id bigint, player_ids bigint[]) AS $$
DECLARE
  v_prev casino_transactions%ROWTYPE;
  v_bet bigint;
  v_cash bigint;
  v_house bigint;
  v_post record;
BEGIN
  SELECT * INTO v_prev FROM casino_transactions t WHERE t.provider_id = p_provider AND t.tx_id = p_tx;
  IF FOUND THEN
    RETURN QUERY SELECT CASE
      WHEN v_prev.kind = 'tombstone' THEN 'rolled_back'
      WHEN v_prev.kind <> 'debit' OR v_prev.user_id <> p_user OR v_prev.round_id <> p_round OR v_prev.amount <> p_amount
        OR v_prev.request_hash <> p_hash THEN 'mismatch'
      ELSE 'replay' END, casino_cash_balance(p_user), v_prev.bet_id, '{}'::bigint[];
    RETURN;
  END IF;
  PERFORM 1 FROM casino_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = p_token_hash AND s.user_id = p_user AND s.provider_id = p_provider AND s.game_id = p_game
      AND s.expires_at > p_now AND NOT u.blocked;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_session', NULL::bigint, NULL::bigint, '{}'::bigint[];
    RETURN;
  END IF;

  INSERT INTO bets AS b (user_id, product, market_id, side, stake, liability, status, client_key, description, placed_at, matched_at)
  VALUES (p_user, 'casino', p_game, 'bet', p_amount, p_amount, 'matched', 'casino:' || p_provider || ':' || p_round, p_description, p_now, p_now)
  ON CONFLICT (user_id, client_key, product) DO UPDATE SET stake = b.stake + EXCLUDED.stake, liability = b.liability + EXCLUDED.liability
    WHERE b.status = 'matched' AND b.market_id = EXCLUDED.market_id
  RETURNING b.id INTO v_bet;
  IF v_bet IS NULL THEN
    RETURN QUERY SELECT 'round_closed', NULL::bigint, NULL::bigint, '{}'::bigint[];
    RETURN;
  END IF;

  SELECT a.id INTO v_cash FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'cash';
  SELECT a.id INTO v_house FROM ledger_accounts a WHERE a.code = 'house:casino:' || (p_user % 64);
  SELECT * INTO v_post FROM ledger_post('casino_debit', NULL, ARRAY[v_cash, v_house], ARRAY[-p_amount, p_amount],
    jsonb_build_object('provider', p_provider, 'tx', p_tx, 'round', p_round, 'bet', v_bet));
  INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, bet_id, posting_id, created_at, request_hash)
  VALUES (p_provider, p_tx, 'debit', p_user, p_round, p_amount, v_bet, v_post.transaction_id, p_now, p_hash);
  RETURN QUERY SELECT 'ok', casino_cash_balance(p_user), v_bet, v_post.player_ids;
END $$ LANGUAGE plpgsql;

-- Credit (a win; 0 for a loss): settles the round. Outcomes: ok | replay | mismatch | no_round | round_closed.
CREATE FUNCTION casino_credit(
  p_provider text, p_tx text, p_user bigint, p_round text, p_amount bigint, p_now timestamptz, p_hash text
) RETURNS TABLE (outcome text, balance bigint, bet_id bigint, player_ids bigint[]) AS $$
DECLARE
  v_prev casino_transactions%ROWTYPE;
  v_bet bigint;
  v_status text;
  v_post record;
  v_players bigint[] := '{}';
  v_posting bigint;
BEGIN
  FOR i IN 1..2 LOOP
    SELECT * INTO v_prev FROM casino_transactions t WHERE t.provider_id = p_provider AND t.tx_id = p_tx;
    IF FOUND THEN
      RETURN QUERY SELECT CASE
        WHEN v_prev.kind <> 'credit' OR v_prev.user_id <> p_user OR v_prev.round_id <> p_round OR v_prev.amount <> p_amount
          OR v_prev.request_hash <> p_hash THEN 'mismatch'
        ELSE 'replay' END, casino_cash_balance(p_user), v_prev.bet_id, '{}'::bigint[];
      RETURN;
    END IF;
    EXIT WHEN i = 2;
    -- Settle in the statement that locks the round (no separate row lock); a twin credit waits here, finds the round
    -- settled, and looks for this one's transaction again above.
    -- (The round is found by its unique key, then updated by id: a filter on status would let the planner read every
    -- open bet of the player through bets_player_market.)
    UPDATE bets b SET status = 'settled', pnl = p_amount - b.stake, settled_at = p_now
     WHERE b.id = (SELECT x.id FROM bets x WHERE x.user_id = p_user AND x.client_key = 'casino:' || p_provider || ':' || p_round AND x.product = 'casino')
       AND b.status = 'matched'
    RETURNING b.id INTO v_bet;
    CONTINUE WHEN v_bet IS NULL;
    IF p_amount > 0 THEN
      SELECT * INTO v_post FROM ledger_post('casino_credit', NULL,
        ARRAY[(SELECT a.id FROM ledger_accounts a WHERE a.code = 'house:casino:' || (p_user % 64)),
              (SELECT a.id FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'cash')],
        ARRAY[-p_amount, p_amount], jsonb_build_object('provider', p_provider, 'tx', p_tx, 'round', p_round, 'bet', v_bet));
      v_posting := v_post.transaction_id;
      v_players := v_post.player_ids;
    END IF;
    INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, bet_id, posting_id, created_at, request_hash)
    VALUES (p_provider, p_tx, 'credit', p_user, p_round, p_amount, v_bet, v_posting, p_now, p_hash);
    RETURN QUERY SELECT 'ok', casino_cash_balance(p_user), v_bet, v_players;
    RETURN;
  END LOOP;
  SELECT b.id, b.status INTO v_bet, v_status FROM bets b WHERE b.user_id = p_user AND b.client_key = 'casino:' || p_provider || ':' || p_round AND b.product = 'casino';
  RETURN QUERY SELECT CASE WHEN v_bet IS NULL THEN 'no_round' ELSE 'round_closed' END, NULL::bigint, v_bet, '{}'::bigint[];
END $$ LANGUAGE plpgsql;

-- Rollback of a debit. Outcomes: ok (refunded) | replay | already (the debit was rolled back or tombstoned before:
-- nothing more is paid) | tombstone (the debit was never seen: it will be refused) | mismatch | round_closed |
-- not_player (no tombstone for a player this provider never opened a session for).
CREATE FUNCTION casino_rollback(
  p_provider text, p_tx text, p_user bigint, p_round text, p_ref text, p_now timestamptz, p_hash text
) RETURNS TABLE (outcome text, balance bigint, bet_id bigint, player_ids bigint[]) AS $$
DECLARE
  v_prev casino_transactions%ROWTYPE;
  v_debit casino_transactions%ROWTYPE;
  v_bet record;
  v_post record;
  v_outcome text;
BEGIN
  SELECT * INTO v_prev FROM casino_transactions t WHERE t.provider_id = p_provider AND t.tx_id = p_tx;
  IF FOUND THEN
    RETURN QUERY SELECT CASE
      WHEN v_prev.kind <> 'rollback' OR v_prev.user_id <> p_user OR v_prev.round_id <> p_round OR v_prev.ref_tx_id <> p_ref
        OR v_prev.request_hash <> p_hash THEN 'mismatch'
      ELSE 'replay' END, casino_cash_balance(p_user), v_prev.bet_id, '{}'::bigint[];
    RETURN;
  END IF;
  SELECT * INTO v_debit FROM casino_transactions t WHERE t.provider_id = p_provider AND t.tx_id = p_ref FOR UPDATE;
  IF NOT FOUND THEN
    -- Only for a player of this provider (one it opened a session for): its answer carries the player's balance,
    -- and a debit of anyone else could never have been taken anyway.
    PERFORM 1 FROM casino_sessions s WHERE s.user_id = p_user AND s.provider_id = p_provider LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'not_player', NULL::bigint, NULL::bigint, '{}'::bigint[];
      RETURN;
    END IF;
    -- A rollback of a debit we never saw: the tombstone refuses the debit if it arrives later.
    INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, created_at)
    VALUES (p_provider, p_ref, 'tombstone', p_user, p_round, 0, p_now);
    v_outcome := 'tombstone';
  ELSIF v_debit.kind NOT IN ('debit', 'tombstone') OR v_debit.user_id <> p_user OR v_debit.round_id <> p_round THEN
    RETURN QUERY SELECT 'mismatch', NULL::bigint, NULL::bigint, '{}'::bigint[];
    RETURN;
  ELSIF v_debit.kind = 'tombstone' OR v_debit.rolled_back THEN
    v_outcome := 'already';
  ELSE
    SELECT b.id, b.status, b.stake INTO v_bet FROM bets b WHERE b.id = v_debit.bet_id FOR UPDATE;
    IF v_bet.status <> 'matched' THEN
      RETURN QUERY SELECT 'round_closed', NULL::bigint, v_bet.id, '{}'::bigint[];
      RETURN;
    END IF;
    SELECT * INTO v_post FROM ledger_post('casino_rollback', NULL,
      ARRAY[(SELECT a.id FROM ledger_accounts a WHERE a.code = 'house:casino:' || (p_user % 64)),
            (SELECT a.id FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'cash')],
      ARRAY[-v_debit.amount, v_debit.amount], jsonb_build_object('provider', p_provider, 'tx', p_tx, 'round', p_round, 'bet', v_bet.id),
      v_debit.posting_id);
    UPDATE casino_transactions t SET rolled_back = true WHERE t.provider_id = p_provider AND t.tx_id = p_ref;
    IF v_bet.stake > v_debit.amount THEN
      UPDATE bets SET stake = stake - v_debit.amount, liability = liability - v_debit.amount WHERE id = v_bet.id;
    ELSE
      UPDATE bets SET status = 'void', pnl = 0, settled_at = p_now WHERE id = v_bet.id;
    END IF;
    INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, ref_tx_id, bet_id, posting_id, created_at, request_hash)
    VALUES (p_provider, p_tx, 'rollback', p_user, p_round, v_debit.amount, p_ref, v_bet.id, v_post.transaction_id, p_now, p_hash);
    RETURN QUERY SELECT 'ok', casino_cash_balance(p_user), v_bet.id, v_post.player_ids;
    RETURN;
  END IF;
  INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, ref_tx_id, bet_id, created_at, request_hash)
  VALUES (p_provider, p_tx, 'rollback', p_user, p_round, 0, p_ref, v_debit.bet_id, p_now, p_hash);
  RETURN QUERY SELECT v_outcome, casino_cash_balance(p_user), v_debit.bet_id, '{}'::bigint[];
END $$ LANGUAGE plpgsql;
