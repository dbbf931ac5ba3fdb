-- Casino (issue 14): providers, their games, game sessions and the seamless wallet; the built-in provider's own state.
--
-- A ROUND IS A BETS ROW (product 'casino'): statements and win-loss reports already read `bets`, so a casino round
-- needs no extra join to be reported. market_id = casino_games.id, side 'bet', client_key 'casino:<provider>:<round>'
-- (unique per player, which finds the round on every call), stake = the round's debits not rolled back,
-- description = {provider, provider_name, game, game_name, section, round}. A credit (amount 0 for a loss) settles it
-- (pnl = credit - stake); a round whose every debit was rolled back is void (pnl 0). Each seamless call is a row of
-- casino_transactions keyed by the provider's transaction id (idempotency) pointing at its ledger posting.
-- Every call is ONE SQL function (casino_debit, casino_credit, casino_rollback): one round trip, so bench:casino
-- stays close to the ledger's posting rate.

-- The house's side of every casino posting, sharded like the other house accounts.
INSERT INTO ledger_accounts (kind, code)
SELECT 'house', 'house:casino:' || s FROM generate_series(0, 63) AS s;

CREATE TABLE casino_providers (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
  name text NOT NULL,
  -- Where we call the provider (game lists, its own API); '' when it has none.
  api_base text NOT NULL DEFAULT '',
  -- The iframe URL for a game session: {token}, {game}, {lang}, {lobby} are filled in (URL-encoded).
  launch_url text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
  -- The HMAC secret is the sealed app_secrets row `gateway_casino_<id>` (src/casino/providers.ts).
);

CREATE TABLE casino_games (
  id bigserial PRIMARY KEY,
  provider_id text NOT NULL REFERENCES casino_providers(id),
  -- The provider's own game id.
  code text NOT NULL,
  name text NOT NULL,
  section text NOT NULL CHECK (section IN ('live', 'slots', 'table', 'crash', 'indian')),
  thumbnail text NOT NULL DEFAULT '',
  -- Declared return to player, basis points (9900 = 99.00 %).
  rtp_bp integer NOT NULL CHECK (rtp_bp > 0 AND rtp_bp <= 10000),
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (provider_id, code)
);
CREATE INDEX casino_games_lobby ON casino_games (section, sort_order) WHERE enabled;

-- A player's launch of one game: the token the provider gets in the launch URL (only its SHA-256 is kept).
-- Checked on balance and debit; never on credit or rollback (a provider settles a round after the session ends).
CREATE TABLE casino_sessions (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  provider_id text NOT NULL REFERENCES casino_providers(id),
  game_id bigint NOT NULL REFERENCES casino_games(id),
  play_money boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX casino_sessions_user ON casino_sessions (user_id, created_at DESC);

-- Every seamless call the wallet accepted, by the provider's transaction id. kind 'tombstone' is a debit id a
-- rollback named before the debit arrived: the late debit is refused. No foreign keys: only the casino_* functions
-- below write it, from rows they have just read, and a key check on every call would take FOR KEY SHARE on the one
-- provider row from every client at once (a MultiXact per call on the hottest row of the casino).
CREATE TABLE casino_transactions (
  provider_id text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'tombstone')),
  user_id bigint NOT NULL,
  round_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  -- rollback: the debit it cancels
  ref_tx_id text,
  -- the round (bets.id) and the ledger posting (ledger_transactions.id)
  bet_id bigint,
  posting_id bigint,
  rolled_back boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, tx_id)
);
-- A round's calls (statements, support): from its bets row.
CREATE INDEX casino_transactions_bet ON casino_transactions (bet_id);

CREATE FUNCTION casino_cash_balance(p_user bigint) RETURNS bigint AS $$
  SELECT balance FROM ledger_accounts WHERE user_id = p_user AND kind = 'cash';
$$ LANGUAGE sql STABLE;

-- Debit (a bet). Outcomes: ok | replay | mismatch (same id, another request) | rolled_back (a tombstone) |
-- no_session | round_closed. Refusals raise nothing and write nothing; an overdraft raises KH001/23514 (insufficient
-- funds). The postings carry no ledger idempotency key: the transaction id's row in casino_transactions is the key,
-- written last, so a twin running at the same time ends in 23505 on it (all undone) and, asked again, is answered
-- the replay.
CREATE FUNCTION casino_debit(
  p_provider text, p_tx text, p_user bigint, p_round text, p_game bigint, p_amount bigint, p_token_hash bytea,
  p_description jsonb, p_now timestamptz
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
      WHEN v_prev.kind <> 'debit' OR v_prev.user_id <> p_user OR v_prev.round_id <> p_round OR v_prev.amount <> p_amount THEN 'mismatch'
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
  ON CONFLICT (user_id, client_key) DO UPDATE SET stake = b.stake + EXCLUDED.stake, liability = b.liability + EXCLUDED.liability
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
  INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, bet_id, posting_id, created_at)
  VALUES (p_provider, p_tx, 'debit', p_user, p_round, p_amount, v_bet, v_post.transaction_id, p_now);
  RETURN QUERY SELECT 'ok', casino_cash_balance(p_user), v_bet, v_post.player_ids;
END $$ LANGUAGE plpgsql;

-- Credit (a win; 0 for a loss): settles the round. Outcomes: ok | replay | mismatch | no_round | round_closed.
CREATE FUNCTION casino_credit(
  p_provider text, p_tx text, p_user bigint, p_round text, p_amount bigint, p_now timestamptz
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
        WHEN v_prev.kind <> 'credit' OR v_prev.user_id <> p_user OR v_prev.round_id <> p_round OR v_prev.amount <> p_amount THEN 'mismatch'
        ELSE 'replay' END, casino_cash_balance(p_user), v_prev.bet_id, '{}'::bigint[];
      RETURN;
    END IF;
    EXIT WHEN i = 2;
    -- Settle in the statement that locks the round (no separate row lock); a twin credit waits here, finds the round
    -- settled, and looks for this one's transaction again above.
    -- (The round is found by its unique key, then updated by id: a filter on status would let the planner read every
    -- open bet of the player through bets_player_market.)
    UPDATE bets b SET status = 'settled', pnl = p_amount - b.stake, settled_at = p_now
     WHERE b.id = (SELECT x.id FROM bets x WHERE x.user_id = p_user AND x.client_key = 'casino:' || p_provider || ':' || p_round)
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
    INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, bet_id, posting_id, created_at)
    VALUES (p_provider, p_tx, 'credit', p_user, p_round, p_amount, v_bet, v_posting, p_now);
    RETURN QUERY SELECT 'ok', casino_cash_balance(p_user), v_bet, v_players;
    RETURN;
  END LOOP;
  SELECT b.id, b.status INTO v_bet, v_status FROM bets b WHERE b.user_id = p_user AND b.client_key = 'casino:' || p_provider || ':' || p_round;
  RETURN QUERY SELECT CASE WHEN v_bet IS NULL THEN 'no_round' ELSE 'round_closed' END, NULL::bigint, v_bet, '{}'::bigint[];
END $$ LANGUAGE plpgsql;

-- Rollback of a debit. Outcomes: ok (refunded) | replay | already (the debit was rolled back or tombstoned before:
-- nothing more is paid) | tombstone (the debit was never seen: it will be refused) | mismatch | round_closed.
CREATE FUNCTION casino_rollback(
  p_provider text, p_tx text, p_user bigint, p_round text, p_ref text, p_now timestamptz
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
      WHEN v_prev.kind <> 'rollback' OR v_prev.user_id <> p_user OR v_prev.round_id <> p_round OR v_prev.ref_tx_id <> p_ref THEN 'mismatch'
      ELSE 'replay' END, casino_cash_balance(p_user), v_prev.bet_id, '{}'::bigint[];
    RETURN;
  END IF;
  SELECT * INTO v_debit FROM casino_transactions t WHERE t.provider_id = p_provider AND t.tx_id = p_ref FOR UPDATE;
  IF NOT FOUND THEN
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
    INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, ref_tx_id, bet_id, posting_id, created_at)
    VALUES (p_provider, p_tx, 'rollback', p_user, p_round, v_debit.amount, p_ref, v_bet.id, v_post.transaction_id, p_now);
    RETURN QUERY SELECT 'ok', casino_cash_balance(p_user), v_bet.id, v_post.player_ids;
    RETURN;
  END IF;
  INSERT INTO casino_transactions (provider_id, tx_id, kind, user_id, round_id, amount, ref_tx_id, bet_id, created_at)
  VALUES (p_provider, p_tx, 'rollback', p_user, p_round, 0, p_ref, v_debit.bet_id, p_now);
  RETURN QUERY SELECT v_outcome, casino_cash_balance(p_user), v_debit.bet_id, '{}'::bigint[];
END $$ LANGUAGE plpgsql;

-- THE BUILT-IN PROVIDER ("house", src/house-games): it reaches the wallet only through the seamless API over HTTP;
-- these tables are its own. A player's seed pair: the server seed is secret (only its SHA-256 is shown) until the
-- player rotates, then revealed so every round played with it can be verified.
CREATE TABLE house_seeds (
  id bigserial PRIMARY KEY,
  -- the wallet's player id, as the seamless API names the player
  player_id text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX house_seeds_active ON house_seeds (player_id) WHERE active;

CREATE TABLE house_rounds (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL,
  game text NOT NULL CHECK (game IN ('dice', 'crash', 'andar-bahar')),
  seed_id bigint NOT NULL REFERENCES house_seeds(id),
  nonce integer NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  params jsonb NOT NULL,
  outcome jsonb NOT NULL,
  payout bigint NOT NULL CHECK (payout >= 0),
  -- open: debit asked; refused: the wallet refused the debit; settled: credited; credit_failed: to be retried
  status text NOT NULL CHECK (status IN ('open', 'refused', 'settled', 'credit_failed')),
  refusal text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seed_id, nonce)
);
CREATE INDEX house_rounds_player ON house_rounds (player_id, id DESC);

-- The built-in provider and its games; its HMAC secret is generated on first use (sealed, gateway_casino_house).
INSERT INTO casino_providers (id, name, api_base, launch_url, sort_order)
VALUES ('house', 'Khel Originals', '', '/casino-house/?token={token}&game={game}&lang={lang}', 0);
INSERT INTO casino_games (provider_id, code, name, section, thumbnail, rtp_bp, sort_order) VALUES
  ('house', 'dice', 'Dice', 'table', '/assets/casino/house/dice.svg', 9900, 1),
  ('house', 'crash', 'Crash', 'crash', '/assets/casino/house/crash.svg', 9900, 2),
  ('house', 'andar-bahar', 'Andar Bahar', 'indian', '/assets/casino/house/andar-bahar.svg', 9800, 3);
