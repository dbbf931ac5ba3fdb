import { teamTotal, type FantasyContest, type FantasyPlayer } from '@khel/shared/contracts';
import { withLive, type LiveScores } from '../live/useLiveScores';

/** A contest's two teams and totals with the live scores folded in (the server's figures until the channel speaks). */
export function liveContest(c: FantasyContest, live: LiveScores | null): { mine: FantasyPlayer[]; theirs: FantasyPlayer[]; myTotal: number; theirTotal: number | null } {
  const mine = withLive(c.my_team, live);
  const theirs = withLive(c.opponent_team, live);
  return { mine, theirs, myTotal: teamTotal(c.kind, mine), theirTotal: theirs.length ? teamTotal(c.kind, theirs) : c.opponent_total };
}
