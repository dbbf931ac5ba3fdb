-- Matka (issue 14). A market (Kalyan, Milan Day, ...) runs a draw on each of its days; each draw has an open and
-- a close session, each declared as a pana (open 123, close 459: read 123-68-459). Bets use the shared bets model
-- (040_sports.sql) with product 'matka':
-- * bets.market_id = matka_sessions.id (the session that settles the bet: the player's chosen session for single
--   and patti bets, the close session for jodi and sangams), bets.side = the bet type, bets.selection_id = the
--   number (src/matka/numbers.ts), bets.odds_x100 = the market's rate when placed (9 -> 900), liability = stake.
-- * A slip's bets share ONE posting (cash -> exposure, their total) as bets.posting_id; bet_market_exposures holds
--   each player's total stake per session. Settlement runs (bet_settlement_runs, market_id = the session) settle
--   players in batches, one posting per player (src/bets/settle-batch.ts).

CREATE TABLE matka_markets (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- IST wall-clock times ('HH:mm'); a draw's open session closes at open_time, its close session at close_time.
  open_time text NOT NULL CHECK (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  close_time text NOT NULL CHECK (close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  days text[] NOT NULL DEFAULT ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  -- bet type -> rate x 100 (src/matka/types.ts DEFAULT_RATES)
  rates jsonb NOT NULL,
  min_stake bigint NOT NULL DEFAULT 1000 CHECK (min_stake > 0),
  max_stake bigint NOT NULL DEFAULT 10000000 CHECK (max_stake >= min_stake),
  -- false: no bets on any session (an operator's pause); results can still be declared.
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (close_time > open_time),
  CHECK (cardinality(days) BETWEEN 1 AND 7 AND days <@ ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
  CHECK (jsonb_typeof(rates) = 'object')
);

-- One row per market, IST date and session, made when the first bet or the result needs it.
CREATE TABLE matka_sessions (
  id bigserial PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES matka_markets(id),
  draw_date date NOT NULL,
  session text NOT NULL CHECK (session IN ('open', 'close')),
  -- open: taking bets until its time; declared: pana set and settled (or settling); void: refunded.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'declared', 'void')),
  pana text CHECK (pana ~ '^[0-9]{3}$'),
  declared_at timestamptz,
  UNIQUE (market_id, draw_date, session),
  CHECK ((status = 'declared') = (pana IS NOT NULL))
);
CREATE INDEX matka_sessions_results ON matka_sessions (market_id, draw_date DESC) WHERE status = 'declared';

-- A settlement batch finds its players' open matka bets by session and player (bets_market would scan every
-- open bet of the session for each batch).
CREATE INDEX bets_matka_open ON bets (market_id, user_id) WHERE product = 'matka' AND status = 'matched';
