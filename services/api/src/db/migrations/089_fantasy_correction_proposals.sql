-- Fantasy corrections above the limit need a second operator (issue 29; DESIGN's operator powers: every power that
-- moves money has a limit and, above it, a second operator). A correction of a settled match's scores that would
-- move more than the limit (src/fantasy/correction-approval.ts) is first kept here as the proposing admin's; it is
-- applied when another admin sends the same correction for the same scores version. A newer proposal replaces it.
CREATE TABLE fantasy_correction_proposals (
  match_id bigint PRIMARY KEY REFERENCES fantasy_matches(id),
  scores_version bigint NOT NULL,
  -- the corrected lines, canonical: [{player_id, runs, balls, out}] sorted by player id
  lines jsonb NOT NULL,
  reason text NOT NULL,
  -- paise the correction moves between players and the house (the sum of every bet's P&L change)
  moves bigint NOT NULL CHECK (moves >= 0),
  proposed_by bigint NOT NULL REFERENCES operators(id),
  proposed_at timestamptz NOT NULL
);
