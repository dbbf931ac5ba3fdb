-- Issue 31 point 3 and issue 26 finding 8: six more built-in games, rules versions, and outcomes drawn only for
-- funded plays.
-- The games: their rules are @khel/shared/house-games; the lobby lists them like any provider's.
ALTER TABLE house_rounds DROP CONSTRAINT house_rounds_game_check;
ALTER TABLE house_rounds ADD CONSTRAINT house_rounds_game_check
  CHECK (game IN ('dice', 'crash', 'andar-bahar', 'teen-patti', 'dragon-tiger', 'lucky-7', 'roulette', 'reels', 'plinko'));

-- The rules' version a round was played with, so every round recomputes as it was played: Andar Bahar's rounds
-- before this migration drew cards with replacement (version 1); new ones deal from a shuffled deck (version 2).
ALTER TABLE house_rounds ADD COLUMN version integer NOT NULL DEFAULT 1;

-- A round is recorded before its debit (the debit's transaction id is the round's), but its seeds, nonce and
-- outcome are drawn only once the debit is accepted: a play refused for its balance draws nothing.
ALTER TABLE house_rounds ALTER COLUMN seed_id DROP NOT NULL;
ALTER TABLE house_rounds ALTER COLUMN nonce DROP NOT NULL;
ALTER TABLE house_rounds ALTER COLUMN outcome DROP NOT NULL;
ALTER TABLE house_rounds ALTER COLUMN payout DROP NOT NULL;
ALTER TABLE house_rounds ADD CONSTRAINT house_rounds_drawn
  CHECK (status IN ('open', 'refused') OR (outcome IS NOT NULL AND seed_id IS NOT NULL AND nonce IS NOT NULL AND payout IS NOT NULL));

INSERT INTO casino_games (provider_id, code, name, section, thumbnail, rtp_bp, sort_order) VALUES
  ('house', 'teen-patti', 'Teen Patti', 'indian', '/assets/casino/house/teen-patti.svg', 9900, 4),
  ('house', 'dragon-tiger', 'Dragon Tiger', 'indian', '/assets/casino/house/dragon-tiger.svg', 9706, 5),
  ('house', 'lucky-7', 'Lucky 7', 'indian', '/assets/casino/house/lucky-7.svg', 9692, 6),
  ('house', 'roulette', 'European Roulette', 'table', '/assets/casino/house/roulette.svg', 9730, 7),
  ('house', 'reels', 'Rang Reels', 'slots', '/assets/casino/house/reels.svg', 9576, 8),
  ('house', 'plinko', 'Plinko', 'crash', '/assets/casino/house/plinko.svg', 9900, 9)
ON CONFLICT (provider_id, code) DO NOTHING;
