import stringify from 'safe-stable-stringify';
import { commissionPaise, teamTotal, type FantasyKind } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { conflict } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import type { ScoreLine } from './feed/types';
import { squadOf } from './matches';
import type { MatchRow } from './types';

/**
 * The second operator of a large correction. A correction of a settled match moves money: every fight whose
 * outcome changes pays again. What it would move is worked out first (the sum of every bet's P&L change, from the
 * fights and both sets of scores); above the limit the correction waits as a proposal until another admin sends the
 * same correction for the same scores version (the proposer cannot confirm their own). At or below the limit, or on
 * a match not yet settled, it applies at once.
 */

/** ₹1,00,000 moved by one correction: above it, a second admin. */
export const CORRECTION_LIMIT_PAISE = 10_000_000n;

export const APPROVAL_TEXT = {
  proposed: (moves: string) => `This correction moves ${moves}: it waits for a second admin to send the same correction`,
  ownProposal: 'You proposed this correction: a second admin must confirm it',
} as const;

type Outcome = 'poster' | 'taker' | 'tie';

interface Fight {
  kind: FantasyKind;
  stake: bigint;
  commission_bp: number;
  poster_team: string[];
  taker_team: string[];
}

const canonical = (lines: ScoreLine[]) =>
  lines.map((l) => ({ player_id: l.playerId ?? l.name ?? '', runs: l.runs, balls: l.balls, out: l.out ?? null })).sort((a, b) => a.player_id.localeCompare(b.player_id));

/** Paise a correction moves: for each decided fight, both bets' P&L change between the old and the new scores. */
export async function moneyMoved(q: Queryable, m: MatchRow, lines: ScoreLine[]): Promise<bigint> {
  const squad = await squadOf(q, m.id);
  const before = new Map(squad.map((p) => [p.id, { runs: p.runs, balls: p.balls }]));
  const after = new Map(before);
  for (const l of lines) if (l.playerId && after.has(l.playerId)) after.set(l.playerId, { runs: l.runs, balls: l.balls });
  const { rows } = await q.query<Omit<Fight, 'stake'> & { stake: string }>(
    `SELECT kind, stake::text, commission_bp, poster_team::text[], taker_team::text[] FROM fantasy_fights
      WHERE match_id = $1 AND taker_id IS NOT NULL AND status IN ('matched', 'settled', 'refunded')`,
    [m.id],
  );
  const outcome = (f: Fight, scores: Map<string, { runs: number; balls: number }>): Outcome => {
    const total = (team: string[]) => teamTotal(f.kind, team.map((id) => scores.get(id) ?? { runs: 0, balls: 0 }));
    const [p, t] = [total(f.poster_team), total(f.taker_team)];
    return p > t ? 'poster' : t > p ? 'taker' : 'tie';
  };
  const pnl = (f: Fight, o: Outcome, side: Outcome) => (o === 'tie' ? 0n : o === side ? f.stake - commissionPaise(f.stake, f.commission_bp) : -f.stake);
  let moved = 0n;
  for (const raw of rows) {
    const f = { ...raw, stake: BigInt(raw.stake) };
    const [was, now] = [outcome(f, before), outcome(f, after)];
    if (was === now) continue;
    for (const side of ['poster', 'taker'] as const) {
      const d = pnl(f, now, side) - pnl(f, was, side);
      moved += d < 0n ? -d : d;
    }
  }
  return moved;
}

/**
 * In the correction's transaction (the match row locked): 'apply' when it may go ahead, else 'proposed' (kept for a
 * second admin, with what it moves). Refuses the proposer confirming their own proposal.
 */
export async function approveCorrection(
  q: Queryable,
  m: MatchRow,
  input: { lines: ScoreLine[]; reason: string },
  actor: Actor,
  now: Date,
  limit: bigint,
): Promise<{ decision: 'apply' } | { decision: 'proposed'; moves: bigint }> {
  // The system (a feed's own correction) is no operator power; an operator's correction above the limit needs two.
  if (actor.operatorId === null) return { decision: 'apply' };
  const moves = await moneyMoved(q, m, input.lines);
  if (moves <= limit) return { decision: 'apply' };
  const lines = canonical(input.lines);
  const { rows } = await q.query<{ scores_version: number; lines: unknown; proposed_by: string; reason: string }>(
    'SELECT scores_version::int, lines, proposed_by::text, reason FROM fantasy_correction_proposals WHERE match_id = $1 FOR UPDATE',
    [m.id],
  );
  const pending = rows[0];
  if (pending && pending.scores_version === m.scoresVersion && stringify(pending.lines) === stringify(lines)) {
    if (pending.proposed_by === actor.operatorId) throw conflict(APPROVAL_TEXT.ownProposal);
    await q.query('DELETE FROM fantasy_correction_proposals WHERE match_id = $1', [m.id]);
    await writeAudit(q, {
      actor, action: 'fantasy.scores.correct.confirm', target: `fantasy:${m.id}`, before: { proposedBy: pending.proposed_by, reason: pending.reason },
      after: { moves: moves.toString() }, at: now,
    });
    return { decision: 'apply' };
  }
  await q.query(
    `INSERT INTO fantasy_correction_proposals (match_id, scores_version, lines, reason, moves, proposed_by, proposed_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
     ON CONFLICT (match_id) DO UPDATE SET scores_version = EXCLUDED.scores_version, lines = EXCLUDED.lines, reason = EXCLUDED.reason, moves = EXCLUDED.moves,
       proposed_by = EXCLUDED.proposed_by, proposed_at = EXCLUDED.proposed_at`,
    [m.id, m.scoresVersion, JSON.stringify(lines), input.reason.trim(), moves.toString(), actor.operatorId, now],
  );
  await writeAudit(q, { actor, action: 'fantasy.scores.correct.propose', target: `fantasy:${m.id}`, before: null, after: { lines, reason: input.reason.trim(), moves: moves.toString() }, at: now });
  return { decision: 'proposed', moves };
}

/** The match's pending proposal, for the console. */
export async function pendingCorrection(q: Queryable, matchId: string) {
  const { rows } = await q.query<{ lines: Array<{ player_id: string; runs: number; balls: number; out: boolean | null }>; reason: string; moves: string; proposed_by: string; proposed_at: Date; scores_version: number }>(
    `SELECT p.lines, p.reason, p.moves::text, o.username AS proposed_by, p.proposed_at, p.scores_version::int
       FROM fantasy_correction_proposals p JOIN operators o ON o.id = p.proposed_by WHERE p.match_id = $1`,
    [matchId],
  );
  return rows[0] ?? null;
}
