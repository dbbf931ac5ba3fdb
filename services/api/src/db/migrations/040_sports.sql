-- Sports and racing (issue 13), and the bets model every product stands on.
--
-- Catalogue: sports -> sports_competitions -> sports_events -> sports_markets -> sports_runners; the current prices
-- of each runner (3 levels of back and lay) in sports_prices, with a version and the time they were set.
--
-- THE BETS MODEL (shared by sports, casino, matka, fantasy; statements and win-loss reports read it):
-- * bets: one row per bet of any product. `product` says whose market it is; `market_id` / `selection_id` are
--   that product's own ids (sports: sports_markets.id / sports_runners.id), with `description` keeping the names
--   as the player saw them (event, market, selection), so a statement needs no product table. Money is bigint
--   paise; odds are decimal odds x 100 (1.45 -> 145). Fancy yes/no are back/lay on "result >= line" at
--   odds 1 + rate/100 (rate 90 -> 190). `liability` is the bet's own worst case; `exposure_delta` is what the bet
--   changed the player's worst case over the market by, moved cash <-> exposure by `posting_id` (ONE posting per
--   bet; none when it is zero). Status: pending (in-play delay) -> matched | refused; matched -> settled | void;
--   a settlement rolled back returns its bets to matched. `client_key` makes placing idempotent per player.
-- * bet_market_exposures: per player and market, the amount held on the ledger's exposure account now.
-- * bet_settlement_runs: one result declared for one market (re-enterable while running; rolled_back keeps it).
-- * bet_settlements: per bet and run, the P&L and the ledger posting that paid it (one posting per player and run,
--   shared by that player's bets). A report joins bets -> bet_settlements -> ledger_entries by posting_id.

CREATE TABLE sports (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  is_racing boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE sports_competitions (
  id bigserial PRIMARY KEY,
  sport_id bigint NOT NULL REFERENCES sports(id),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE sports_events (
  id bigserial PRIMARY KEY,
  competition_id bigint NOT NULL REFERENCES sports_competitions(id),
  -- The feed's id for the event (unique), so a feed or the seed can find it again.
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  venue text,
  start_time timestamptz NOT NULL,
  in_play boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'finished', 'cancelled')),
  -- The feed's picture of the game (score, overs, wickets, ...), shown on the event page.
  state jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sports_events_list ON sports_events (competition_id, in_play DESC, start_time);

CREATE TABLE sports_markets (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES sports_events(id),
  code text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('match_odds', 'bookmaker', 'fancy', 'racing_win', 'racing_place')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'closed', 'settled', 'void')),
  min_stake bigint NOT NULL DEFAULT 10000 CHECK (min_stake > 0),
  max_stake bigint NOT NULL DEFAULT 1000000000 CHECK (max_stake >= min_stake),
  -- In play, a bet waits this long and is then taken at the price of that moment (or refused).
  bet_delay_seconds integer NOT NULL DEFAULT 0 CHECK (bet_delay_seconds BETWEEN 0 AND 30),
  -- The most a player may win on this market (null: no limit).
  max_profit bigint CHECK (max_profit IS NULL OR max_profit > 0),
  -- A price older than this is not taken (null: never stale, e.g. an operator's manual bookmaker prices).
  price_max_age_seconds integer CHECK (price_max_age_seconds IS NULL OR price_max_age_seconds > 0),
  -- racing_place: how many runners are placed.
  places integer NOT NULL DEFAULT 1 CHECK (places >= 1),
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, code),
  CHECK (kind = 'racing_place' OR places = 1)
);

CREATE TABLE sports_runners (
  id bigserial PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES sports_markets(id),
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (market_id, name)
);

-- Current prices of a runner: back and lay, best first, each [{odds, size, line?}] (odds x 100, size in paise,
-- line for fancy). version grows with every change of the market's prices.
CREATE TABLE sports_prices (
  runner_id bigint PRIMARY KEY REFERENCES sports_runners(id),
  market_id bigint NOT NULL REFERENCES sports_markets(id),
  back jsonb NOT NULL DEFAULT '[]'::jsonb,
  lay jsonb NOT NULL DEFAULT '[]'::jsonb,
  version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sports_prices_market ON sports_prices (market_id);

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  product text NOT NULL CHECK (product IN ('sports', 'casino', 'matka', 'fantasy')),
  market_id bigint NOT NULL,
  selection_id bigint,
  side text NOT NULL,
  odds_x100 integer CHECK (odds_x100 IS NULL OR odds_x100 > 100),
  line integer,
  stake bigint NOT NULL CHECK (stake > 0),
  liability bigint NOT NULL CHECK (liability >= 0),
  exposure_delta bigint NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('pending', 'matched', 'settled', 'void', 'refused')),
  refusal text,
  -- What the player asked for: the odds and line they saw and how far the price may move (exact, better, any).
  requested_odds_x100 integer,
  requested_line integer,
  accept_price text CHECK (accept_price IS NULL OR accept_price IN ('exact', 'better', 'any')),
  in_play boolean NOT NULL DEFAULT false,
  accept_after timestamptz,
  client_key text,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  posting_id bigint REFERENCES ledger_transactions(id),
  pnl bigint,
  placed_at timestamptz NOT NULL DEFAULT now(),
  matched_at timestamptz,
  settled_at timestamptz,
  UNIQUE (user_id, client_key),
  CHECK (product <> 'sports' OR side IN ('back', 'lay', 'yes', 'no', 'win', 'place')),
  CHECK ((status IN ('settled', 'void')) = (pnl IS NOT NULL))
);
CREATE INDEX bets_market ON bets (product, market_id, status);
CREATE INDEX bets_user ON bets (user_id, placed_at DESC);
CREATE INDEX bets_pending ON bets (accept_after) WHERE status = 'pending';

CREATE TABLE bet_market_exposures (
  user_id bigint NOT NULL REFERENCES users(id),
  product text NOT NULL,
  market_id bigint NOT NULL,
  exposure bigint NOT NULL DEFAULT 0 CHECK (exposure >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product, market_id, user_id)
);
CREATE INDEX bet_market_exposures_user ON bet_market_exposures (user_id) WHERE exposure > 0;

CREATE TABLE bet_settlement_runs (
  id bigserial PRIMARY KEY,
  product text NOT NULL,
  market_id bigint NOT NULL,
  -- {winner: runnerId} | {placed: [runnerIds]} | {value: n} | {void: true}
  result jsonb NOT NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'rolled_back')),
  actor text NOT NULL,
  operator_id bigint,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  rolled_back_at timestamptz
);
-- A market has at most one standing settlement.
CREATE UNIQUE INDEX bet_settlement_runs_standing ON bet_settlement_runs (product, market_id) WHERE status <> 'rolled_back';

CREATE TABLE bet_settlements (
  run_id bigint NOT NULL REFERENCES bet_settlement_runs(id),
  bet_id bigint NOT NULL REFERENCES bets(id),
  user_id bigint NOT NULL REFERENCES users(id),
  pnl bigint NOT NULL,
  -- The player's posting for this run (null when nothing moved); reversal_id once rolled back.
  posting_id bigint REFERENCES ledger_transactions(id),
  reversal_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, bet_id)
);
CREATE INDEX bet_settlements_bet ON bet_settlements (bet_id);
CREATE INDEX bet_settlements_user ON bet_settlements (user_id, created_at DESC);
