-- Fantasy cricket-fight (issue 29): head-to-head fights on a match's batting, settled through the shared bets model
-- (040_sports.sql) with product 'fantasy':
-- * bets.market_id = fantasy_matches.id (a player's fights on a match share one exposure row and settle in one
--   posting per player, like matka's draws), bets.selection_id = fantasy_fights.id, bets.side = the contest type
--   (max_run, max_ball), stake = liability = exposure_delta = the fight's stake, odds NULL (the pot decides);
--   description keeps the match, the contest type and the player's team by name.
-- * A fight's two entries (the poster's and the taker's) each hold their stake on the ledger (cash -> exposure, one
--   posting per entry, bets.posting_id). The settlement run (bet_settlement_runs, market_id = the match) names the
--   scores version it settled; each fight's outcome, totals and commission are written when the run starts and
--   the players then settle in batches (src/fantasy/settle-batch.ts).

CREATE TABLE fantasy_matches (
  id bigserial PRIMARY KEY,
  -- The feed's id for the match (unique), so a feed or the seed finds it again.
  code text NOT NULL UNIQUE,
  team_a text NOT NULL,
  team_b text NOT NULL,
  competition text NOT NULL DEFAULT '',
  venue text,
  -- Teams lock at this instant (server time); fights not taken by then are refunded.
  start_time timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'upcoming' CHECK (status IN ('upcoming', 'live', 'completed', 'abandoned')),
  -- Where the scores come from: the cricket simulator, or an operator entering them.
  feed text NOT NULL DEFAULT 'operator' CHECK (feed IN ('simulator', 'operator')),
  -- The exchange event the same match moves (simulated matches), or none.
  sports_event_id bigint REFERENCES sports_events(id),
  -- Grows with every change of a player's score (the feed or a correction); a settlement names the one it used.
  scores_version bigint NOT NULL DEFAULT 0,
  -- The feed's picture: innings, score, overs, target.
  state jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- When the start-time lock refunded the fights nobody took.
  locked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (lower(team_a) <> lower(team_b))
);
CREATE INDEX fantasy_matches_list ON fantasy_matches (status, start_time);

-- The two squads, each player with a role, a batting order and the match's runs and balls faced so far.
CREATE TABLE fantasy_players (
  id bigserial PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES fantasy_matches(id),
  team text NOT NULL CHECK (team IN ('a', 'b')),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('batter', 'bowler', 'all_rounder', 'keeper')),
  sort_order integer NOT NULL DEFAULT 0,
  runs integer NOT NULL DEFAULT 0 CHECK (runs BETWEEN 0 AND 1000),
  balls integer NOT NULL DEFAULT 0 CHECK (balls BETWEEN 0 AND 1000),
  out boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX fantasy_players_name ON fantasy_players (match_id, lower(name));

-- Per match, the contest types it offers: stake limits and the operator's commission on the pot (basis points).
CREATE TABLE fantasy_contest_types (
  match_id bigint NOT NULL REFERENCES fantasy_matches(id),
  kind text NOT NULL CHECK (kind IN ('max_run', 'max_ball')),
  min_stake bigint NOT NULL DEFAULT 1000 CHECK (min_stake > 0),
  max_stake bigint NOT NULL DEFAULT 1000000000 CHECK (max_stake >= min_stake),
  commission_bp integer NOT NULL DEFAULT 500 CHECK (commission_bp BETWEEN 0 AND 5000),
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (match_id, kind)
);

CREATE TABLE fantasy_fights (
  id bigserial PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES fantasy_matches(id),
  kind text NOT NULL CHECK (kind IN ('max_run', 'max_ball')),
  stake bigint NOT NULL CHECK (stake > 0),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 6),
  -- The contest type's commission when the fight was posted: a later change applies to new fights only.
  commission_bp integer NOT NULL CHECK (commission_bp BETWEEN 0 AND 5000),
  -- open -> matched (taken) | cancelled (by its poster) | refunded (untaken at the start, or the match abandoned);
  -- matched -> settled (a winner) | refunded (a tie, or abandoned). A rolled back settlement returns it.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'matched', 'settled', 'refunded', 'cancelled')),
  -- Posted by "pair me": waiting for the next equal request (it is an open fight like any other).
  pairing boolean NOT NULL DEFAULT false,
  poster_id bigint NOT NULL REFERENCES users(id),
  taker_id bigint REFERENCES users(id),
  poster_team bigint[] NOT NULL,
  taker_team bigint[],
  poster_bet_id bigint REFERENCES bets(id),
  taker_bet_id bigint REFERENCES bets(id),
  -- Decided when the settlement run starts: who won (or tie, void), both totals and the commission taken.
  outcome text CHECK (outcome IN ('poster', 'taker', 'tie', 'void')),
  poster_total integer,
  taker_total integer,
  commission bigint NOT NULL DEFAULT 0 CHECK (commission >= 0),
  -- The posting that returned an untaken or cancelled fight's stake.
  refund_posting_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  matched_at timestamptz,
  closed_at timestamptz,
  CHECK (taker_id IS NULL OR taker_id <> poster_id),
  CHECK ((taker_id IS NULL) = (taker_team IS NULL)),
  CHECK (status NOT IN ('matched', 'settled') OR taker_id IS NOT NULL),
  CHECK (cardinality(poster_team) = size),
  CHECK (taker_team IS NULL OR cardinality(taker_team) = size)
);
-- Open fights by the terms a taker or "pair me" looks for, oldest first.
CREATE INDEX fantasy_fights_open ON fantasy_fights (match_id, kind, stake, size, id) WHERE status = 'open';
CREATE INDEX fantasy_fights_match ON fantasy_fights (match_id, status);
CREATE INDEX fantasy_fights_poster ON fantasy_fights (poster_id, id DESC);
CREATE INDEX fantasy_fights_taker ON fantasy_fights (taker_id, id DESC) WHERE taker_id IS NOT NULL;

-- A settlement batch finds its players' open fantasy bets by match and player.
CREATE INDEX bets_fantasy_open ON bets (market_id, user_id) WHERE product = 'fantasy' AND status = 'matched';
