-- Sports money across features (issue 26 findings 2, 3, 4, 9 and 12; issue 27 M6 and L4).
--
-- 1. A sports bet's client key is namespaced by product and route: `sports:bet:<key>` (a hedge of a cash-out:
--    `sports:cash-out:<key>:<n>`). It was the raw Idempotency-Key, in the column the casino fills with
--    `casino:<provider>:<round>`, so a player could give a sports bet the key of a casino round and the round's
--    debit and credit landed on it. Every sports row written before this migration held a raw key: each is
--    prefixed, so none can name another product's row, and a replay (answered from idempotency_keys, by the raw
--    key) is unchanged.
UPDATE bets SET client_key = 'sports:bet:' || client_key WHERE product = 'sports' AND client_key IS NOT NULL;

-- 2. Events can be abandoned (a match called off after it began); bets on a finished, cancelled or abandoned
--    event are refused whatever its markets say.
ALTER TABLE sports_events DROP CONSTRAINT sports_events_status_check;
ALTER TABLE sports_events ADD CONSTRAINT sports_events_status_check CHECK (status IN ('scheduled', 'live', 'finished', 'cancelled', 'abandoned'));

-- 3. Every market has a price age limit (it was null, never stale, for hand-set markets). Markets without one take
--    a minute: a hand price not confirmed for a minute is not taken.
UPDATE sports_markets SET price_max_age_seconds = 60 WHERE price_max_age_seconds IS NULL;
ALTER TABLE sports_markets ALTER COLUMN price_max_age_seconds SET DEFAULT 5;
ALTER TABLE sports_markets ALTER COLUMN price_max_age_seconds SET NOT NULL;

-- 4. The size a price takes (finding 12): null, the house book's rule, takes any stake within the market's stakes at
--    its best price (the sizes shown are the feed's, indicative); set, a bet takes at most this much at one price,
--    and no more than the size the price offers. An operator sets it per market (audited).
ALTER TABLE sports_markets ADD COLUMN price_size_limit bigint CHECK (price_size_limit IS NULL OR price_size_limit > 0);

-- 5. The one-round-trip bet (041) reads and proves the event's status and the size limit too, and writes the
--    namespaced key. Both functions change shape: dropped and made again.
DROP FUNCTION sports_bet_state(bigint, bigint, bigint, text, text);
CREATE FUNCTION sports_bet_state(p_market bigint, p_runner bigint, p_user bigint, p_caller text, p_key text)
RETURNS TABLE (id text, event_id text, kind text, status text, name text, event_name text, min_stake text, max_stake text,
               bet_delay_seconds integer, max_profit text, price_max_age_seconds integer, places integer, in_play boolean,
               version text, runner_ids text[], runner json, held json, bets json, replay json, event_status text,
               price_size_limit text) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT m.id::text, m.event_id::text, m.kind, m.status, m.name, e.name, m.min_stake::text, m.max_stake::text,
         m.bet_delay_seconds, m.max_profit::text, m.price_max_age_seconds, m.places, e.in_play, m.xmin::text,
         (SELECT array_agg(r.id::text ORDER BY r.sort_order, r.id) FROM sports_runners r WHERE r.market_id = m.id),
         (SELECT json_build_object('name', r.name, 'back', p.back, 'lay', p.lay, 'version', p.version, 'updated_at', p.updated_at)
            FROM sports_runners r LEFT JOIN sports_prices p ON p.runner_id = r.id WHERE r.id = p_runner),
         (SELECT json_build_object('exposure', x.exposure::text, 'version', x.xmin::text) FROM bet_market_exposures x
           WHERE x.product = 'sports' AND x.market_id = m.id AND x.user_id = p_user),
         (SELECT json_agg(json_build_object('side', b.side, 'runnerId', b.selection_id::text, 'oddsX100', b.odds_x100,
                                            'stake', b.stake::text, 'line', b.line))
            FROM bets b WHERE b.user_id = p_user AND b.market_id = m.id AND b.status = 'matched' AND b.product = 'sports'),
         (SELECT json_build_object('scope', k.scope, 'hash', k.request_hash, 'body', k.body) FROM idempotency_keys k
           WHERE k.caller = p_caller AND k.key = p_key),
         e.status, m.price_size_limit::text
    FROM (SELECT 1) AS one
    LEFT JOIN sports_markets m ON m.id = p_market
    LEFT JOIN sports_events e ON e.id = m.event_id;
END $$ LANGUAGE plpgsql STABLE;

DROP FUNCTION sports_take_bet(text, text, text, text, bigint, bigint, text, text, bigint, text, integer, integer, bigint, bigint,
                              bigint, bigint, integer, integer, text, boolean, boolean, integer, jsonb, timestamptz);
CREATE FUNCTION sports_take_bet(
  p_caller text,
  p_key text,
  p_scope text,
  p_hash text,
  p_user bigint,
  p_market bigint,
  p_market_version text,
  p_exposure_version text,
  p_runner bigint,
  p_side text,
  p_odds integer,
  p_line integer,
  p_stake bigint,
  p_liability bigint,
  p_delta bigint,
  p_exposure bigint,
  p_requested_odds integer,
  p_requested_line integer,
  p_accept text,
  p_in_play boolean,
  p_back boolean,
  p_max_age_seconds integer,
  p_description jsonb,
  p_now timestamptz,
  p_size_limit bigint
) RETURNS TABLE (outcome text, bet jsonb, player_ids bigint[], exposure_version text) AS $$
DECLARE
  v_version text;
  v_bet bigint;
  v_tx bigint;
  v_players bigint[] := ARRAY[p_user];
  v_cash bigint;
  v_exposure_account bigint;
  v_view jsonb;
  v_inserted boolean;
  v_in_play boolean;
  v_event_status text;
  v_level jsonb;
  v_priced timestamptz;
BEGIN
  v_bet := nextval(pg_get_serial_sequence('bets', 'id'));
  -- The answer, as BetView (src/sports/place-bet.ts) words it; a replay of the key returns it as stored.
  v_view := jsonb_build_object(
    'betId', v_bet::text, 'status', 'matched', 'marketId', p_market::text, 'runnerId', p_runner::text, 'side', p_side,
    'oddsX100', p_odds, 'line', p_line, 'stake', p_stake::text, 'liability', p_liability::text,
    'exposureDelta', p_delta::text, 'acceptAfter', NULL, 'refusal', NULL);
  IF p_key IS NOT NULL THEN
    -- The key with its answer, first: a twin request with the same key waits here until this one ends.
    INSERT INTO idempotency_keys (caller, key, scope, request_hash, body) VALUES (p_caller, p_key, p_scope, p_hash, v_view)
    ON CONFLICT (caller, key) DO NOTHING;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'replay'::text, NULL::jsonb, '{}'::bigint[], NULL::text;
      RETURN;
    END IF;
  END IF;

  -- Same lock as loadMarket(q, id, 'share'); each statement below reads what committed before it was granted.
  PERFORM pg_advisory_xact_lock_shared(7471, (p_market % 2147483647)::int);
  SELECT m.xmin::text, e.in_play, e.status INTO v_version, v_in_play, v_event_status
    FROM sports_markets m JOIN sports_events e ON e.id = m.event_id WHERE m.id = p_market;
  IF v_version IS DISTINCT FROM p_market_version OR v_in_play IS DISTINCT FROM p_in_play
     OR v_event_status NOT IN ('scheduled', 'live') THEN
    RAISE EXCEPTION 'the market changed since it was read' USING ERRCODE = 'KH010';
  END IF;
  -- The price taken must still be the best of its column (and not older than the market allows), with the size
  -- the bet takes when the market limits it.
  SELECT CASE WHEN p_back THEN p.back ELSE p.lay END -> 0, p.updated_at INTO v_level, v_priced
    FROM sports_prices p WHERE p.runner_id = p_runner;
  IF (v_level ->> 'odds')::numeric IS DISTINCT FROM p_odds
     OR (p_line IS NOT NULL AND (v_level ->> 'line')::numeric IS DISTINCT FROM p_line)
     OR (p_max_age_seconds IS NOT NULL AND p_now - v_priced > make_interval(secs => p_max_age_seconds))
     OR (p_size_limit IS NOT NULL AND p_stake > least(p_size_limit, coalesce((v_level ->> 'size')::numeric, p_size_limit))) THEN
    RAISE EXCEPTION 'the price changed since it was read' USING ERRCODE = 'KH010';
  END IF;

  -- The player's row for the market, written (and locked) only if it is the version read, or created if none was.
  INSERT INTO bet_market_exposures AS x (user_id, product, market_id, exposure) VALUES (p_user, 'sports', p_market, p_exposure)
  ON CONFLICT (product, market_id, user_id) DO UPDATE SET exposure = p_exposure, updated_at = now()
   WHERE x.xmin::text = p_exposure_version
  RETURNING x.xmax::text = '0', x.xmin::text INTO v_inserted, v_version;
  IF v_inserted IS NULL OR (v_inserted AND p_exposure_version IS NOT NULL) THEN
    RAISE EXCEPTION 'the player''s position changed since it was read' USING ERRCODE = 'KH010';
  END IF;

  IF p_delta <> 0 THEN
    SELECT max(a.id) FILTER (WHERE a.kind = 'cash'), max(a.id) FILTER (WHERE a.kind = 'exposure')
      INTO v_cash, v_exposure_account FROM ledger_accounts a WHERE a.user_id = p_user;
    SELECT t.transaction_id, t.player_ids INTO v_tx, v_players
      FROM ledger_post('sports_bet', 'sports:bet:' || v_bet, ARRAY[v_cash, v_exposure_account], ARRAY[-p_delta, p_delta],
                       jsonb_build_object('betId', v_bet::text, 'marketId', p_market::text)) AS t;
  END IF;

  INSERT INTO bets (id, user_id, product, market_id, selection_id, side, odds_x100, line, stake, liability, exposure_delta,
                    status, requested_odds_x100, requested_line, accept_price, in_play, client_key, description,
                    posting_id, placed_at, matched_at)
  VALUES (v_bet, p_user, 'sports', p_market, p_runner, p_side, p_odds, p_line, p_stake, p_liability, p_delta,
          'matched', p_requested_odds, p_requested_line, p_accept, p_in_play, 'sports:bet:' || p_key, p_description,
          v_tx, p_now, p_now);
  UPDATE users SET bets_count = bets_count + 1 WHERE id = p_user;
  RETURN QUERY SELECT 'taken'::text, v_view, v_players, v_version;
END $$ LANGUAGE plpgsql;
