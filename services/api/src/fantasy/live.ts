import type { FantasyMatchState, LiveFantasyData } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import type { PriceHub } from '../sports/feed/hub';
import { squadOf } from './matches';
import type { MatchRow, SquadPlayer } from './types';

/**
 * A match's live scores on the live channel (GET /sports/live, topic `fantasy:<matchId>`): the status, the feed's
 * picture (innings, score, overs) and every squad player's runs and balls. Pages add up their own teams' totals
 * from it, so one message per change serves every fight on the match. Sent through the price hub (one Redis
 * channel across processes), the whole card each time: at most 50 players, and never a stale mix of two changes.
 */

export function stateView(state: Record<string, unknown>): FantasyMatchState {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
  const batting = state.batting === 'a' || state.batting === 'b' ? state.batting : null;
  return { innings: int(state.innings), score: text(state.score), overs: text(state.overs), target: int(state.target), batting, striker: text(state.striker) };
}

export function liveData(m: MatchRow, squad: SquadPlayer[]): LiveFantasyData {
  return {
    match_id: m.id,
    status: m.status,
    scores_version: m.scoresVersion,
    state: stateView(m.state),
    scores: squad.map((p) => [p.id, p.runs, p.balls, p.out]),
  };
}

/** The snapshot a new subscriber gets; null when there is no such match. */
export async function readLiveScores(q: Queryable, matchId: string): Promise<LiveFantasyData | null> {
  const { rows } = await q.query<{ id: string; status: MatchRow['status']; scores_version: number; state: Record<string, unknown> }>(
    'SELECT id::text, status, scores_version::int, state FROM fantasy_matches WHERE id = $1',
    [matchId],
  );
  const r = rows[0];
  if (!r) return null;
  const squad = await squadOf(q, r.id);
  return { match_id: r.id, status: r.status, scores_version: r.scores_version, state: stateView(r.state), scores: squad.map((p) => [p.id, p.runs, p.balls, p.out]) };
}

/** Tells the pages (nothing to tell without a hub: a process serving no live channel). */
export function publishScores(hub: PriceHub | undefined, data: LiveFantasyData): void {
  hub?.publish({ fantasyMatchId: data.match_id, fantasy: data });
}
