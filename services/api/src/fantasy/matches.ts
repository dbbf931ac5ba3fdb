import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { FANTASY_MESSAGES } from '@khel/shared/contracts';
import { SQL_MATCH_COLUMNS, matchRow, type ContestType, type MatchRow, type SquadPlayer } from './types';

/** Reads of a match, its squads and its contest types (money in paise). */

/** A match by id (404 'Match not found'); `lock` takes its row for the caller's transaction. */
export async function getMatch(q: Queryable, id: string, lock?: 'share' | 'update'): Promise<MatchRow> {
  if (!/^\d{1,18}$/.test(id)) throw notFound(FANTASY_MESSAGES.matchGone);
  const { rows } = await q.query(`SELECT ${SQL_MATCH_COLUMNS} FROM fantasy_matches WHERE id = $1 ${lock ? `FOR ${lock === 'share' ? 'SHARE' : 'UPDATE'}` : ''}`, [id]);
  if (!rows[0]) throw notFound(FANTASY_MESSAGES.matchGone);
  return matchRow(rows[0]);
}

export async function findMatchByCode(q: Queryable, code: string): Promise<MatchRow | null> {
  const { rows } = await q.query(`SELECT ${SQL_MATCH_COLUMNS} FROM fantasy_matches WHERE code = $1`, [code]);
  return rows[0] ? matchRow(rows[0]) : null;
}

/**
 * Matches for the lists: live first, then upcoming by start time, then completed and abandoned ones, newest first
 * (at most `recent` of those).
 */
export async function listMatches(q: Queryable, opts: { recent?: number } = {}): Promise<MatchRow[]> {
  const { rows } = await q.query(
    `SELECT * FROM (
       (SELECT ${SQL_MATCH_COLUMNS}, 0 AS grp FROM fantasy_matches WHERE status IN ('upcoming', 'live'))
       UNION ALL
       (SELECT ${SQL_MATCH_COLUMNS}, 1 AS grp FROM fantasy_matches WHERE status IN ('completed', 'abandoned') ORDER BY start_time DESC LIMIT $1)
     ) x
     ORDER BY grp, status = 'live' DESC, CASE WHEN grp = 0 THEN start_time END ASC, start_time DESC, id`,
    [opts.recent ?? 10],
  );
  return rows.map(matchRow);
}

export async function squadOf(q: Queryable, matchId: string): Promise<SquadPlayer[]> {
  const { rows } = await q.query<{ id: string; team: SquadPlayer['team']; name: string; role: SquadPlayer['role']; sort_order: number; runs: number; balls: number; out: boolean }>(
    `SELECT id::text, team, name, role, sort_order, runs, balls, out FROM fantasy_players WHERE match_id = $1 ORDER BY team, sort_order, id`,
    [matchId],
  );
  return rows.map((r) => ({ id: r.id, team: r.team, name: r.name, role: r.role, sortOrder: r.sort_order, runs: r.runs, balls: r.balls, out: r.out }));
}

export async function contestTypesOf(q: Queryable, matchIds: string[]): Promise<Map<string, ContestType[]>> {
  const { rows } = await q.query<{ match_id: string; kind: ContestType['kind']; min_stake: string; max_stake: string; commission_bp: number; active: boolean }>(
    `SELECT match_id::text, kind, min_stake::text, max_stake::text, commission_bp, active FROM fantasy_contest_types
      WHERE match_id = ANY($1::bigint[]) ORDER BY match_id, kind DESC`,
    [matchIds],
  );
  const out = new Map<string, ContestType[]>();
  for (const r of rows) {
    const list = out.get(r.match_id) ?? [];
    list.push({ kind: r.kind, minStake: BigInt(r.min_stake), maxStake: BigInt(r.max_stake), commissionBp: r.commission_bp, active: r.active });
    out.set(r.match_id, list);
  }
  return out;
}

/** Open fights per match (the list's count). */
export async function openFightCounts(q: Queryable, matchIds: string[]): Promise<Map<string, number>> {
  const { rows } = await q.query<{ match_id: string; n: number }>(
    `SELECT match_id::text, count(*)::int AS n FROM fantasy_fights WHERE match_id = ANY($1::bigint[]) AND status = 'open' GROUP BY match_id`,
    [matchIds],
  );
  return new Map(rows.map((r) => [r.match_id, r.n]));
}
