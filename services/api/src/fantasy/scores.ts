import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import type { ScoreLine, ScorecardUpdate } from './feed/types';
import { squadOf } from './matches';
import type { MatchRow } from './types';

/**
 * Writing a match's scores: each line sets a squad player's runs, balls faced and out (by id or by name), and the
 * match's scores version grows once per write that changed anything. Lines naming nobody in the squads are refused
 * (400), naming whom: a feed must not lose a batter's runs silently.
 */

export const SCORE_TEXT = {
  unknown: (who: string) => `No player "${who}" in this match's squads`,
} as const;

/** Applies the lines in the caller's transaction (the match row already locked); returns how many players changed. */
export async function writeScores(q: Queryable, m: MatchRow, lines: ScoreLine[]): Promise<number> {
  if (!lines.length) return 0;
  const squad = await squadOf(q, m.id);
  const byId = new Map(squad.map((p) => [p.id, p]));
  const byName = new Map(squad.map((p) => [p.name.trim().toLowerCase(), p]));
  const changes = new Map<string, { runs: number; balls: number; out: boolean }>();
  for (const l of lines) {
    const p = l.playerId !== undefined ? byId.get(l.playerId) : byName.get((l.name ?? '').trim().toLowerCase());
    if (!p) throw badRequest(SCORE_TEXT.unknown(l.playerId ?? l.name ?? ''));
    const next = { runs: l.runs, balls: l.balls, out: l.out ?? p.out };
    if (next.runs !== p.runs || next.balls !== p.balls || next.out !== p.out) changes.set(p.id, next);
  }
  if (!changes.size) return 0;
  const ids = [...changes.keys()];
  await q.query(
    `UPDATE fantasy_players p SET runs = t.runs, balls = t.balls, out = t.out
       FROM unnest($1::bigint[], $2::int[], $3::int[], $4::bool[]) t(id, runs, balls, out) WHERE p.id = t.id AND p.match_id = $5`,
    [ids, ids.map((id) => changes.get(id)!.runs), ids.map((id) => changes.get(id)!.balls), ids.map((id) => changes.get(id)!.out), m.id],
  );
  await q.query('UPDATE fantasy_matches SET scores_version = scores_version + 1, updated_at = now() WHERE id = $1', [m.id]);
  return changes.size;
}

/** The feed's picture (innings, score, overs...) merged into the match's state; true when it changed. */
export async function writeState(q: Queryable, m: MatchRow, state: ScorecardUpdate['state']): Promise<boolean> {
  if (!state) return false;
  const next = { ...m.state, ...state };
  if (JSON.stringify(next) === JSON.stringify(m.state)) return false;
  await q.query('UPDATE fantasy_matches SET state = $2::jsonb, updated_at = now() WHERE id = $1', [m.id, JSON.stringify(next)]);
  return true;
}
