import {
  commissionPaise, teamTotal, type FantasyContest, type FantasyContestTab, type FantasyContestType, type FantasyKind, type FantasyMatch,
  type FantasyMatchSummary, type FantasyOpenFight, type FantasyPlayer, type FantasyResult,
} from '@khel/shared/contracts';
import { paiseToRupees } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { FANTASY_MESSAGES } from '@khel/shared/contracts';
import { stateView } from './live';
import { contestTypesOf, listMatches, openFightCounts, squadOf } from './matches';
import { isLocked, SQL_MATCH_COLUMNS, matchRow, type ContestType, type MatchRow, type SquadPlayer } from './types';

/** The player's reads, shaped as the shared contracts (rupees, ISO times). */

export const contestTypeView = (c: ContestType): FantasyContestType => ({
  kind: c.kind, min_stake: paiseToRupees(c.minStake), max_stake: paiseToRupees(c.maxStake), commission_percent: c.commissionBp / 100, active: c.active,
});

export const playerView = (p: SquadPlayer): FantasyPlayer => ({ id: p.id, team: p.team, name: p.name, role: p.role, runs: p.runs, balls: p.balls, out: p.out });

export function summaryView(m: MatchRow, types: ContestType[], openFights: number, now: Date): FantasyMatchSummary {
  return {
    id: m.id, team_a: m.teamA, team_b: m.teamB, competition: m.competition, venue: m.venue, start_time: m.startTime.toISOString(),
    status: m.status, locked: isLocked(m, now), open_fights: openFights, contest_types: types.map(contestTypeView), state: stateView(m.state),
  };
}

export async function matchList(q: Queryable, now: Date): Promise<{ matches: FantasyMatchSummary[]; now: string }> {
  const matches = await listMatches(q);
  const ids = matches.map((m) => m.id);
  const [types, open] = await Promise.all([contestTypesOf(q, ids), openFightCounts(q, ids)]);
  return { matches: matches.map((m) => summaryView(m, types.get(m.id) ?? [], open.get(m.id) ?? 0, now)), now: now.toISOString() };
}

export async function matchDetail(q: Queryable, m: MatchRow, now: Date): Promise<FantasyMatch> {
  const [types, open, squad] = await Promise.all([contestTypesOf(q, [m.id]), openFightCounts(q, [m.id]), squadOf(q, m.id)]);
  return { ...summaryView(m, types.get(m.id) ?? [], open.get(m.id) ?? 0, now), players: squad.map(playerView), scores_version: m.scoresVersion, now: now.toISOString() };
}

const prizeOf = (stake: bigint, bp: number) => paiseToRupees(2n * stake - commissionPaise(stake, bp));

/** Open fights of a match, oldest first; the player's own are marked (they cannot take them). */
export async function openFights(q: Queryable, matchId: string, userId: string | null): Promise<{ fights: FantasyOpenFight[] }> {
  const { rows } = await q.query<{ id: string; kind: FantasyKind; stake: string; size: number; commission_bp: number; pairing: boolean; poster_id: string; created_at: Date }>(
    `SELECT id::text, kind, stake::text, size, commission_bp, pairing, poster_id::text, created_at FROM fantasy_fights
      WHERE match_id = $1 AND status = 'open' ORDER BY id LIMIT 200`,
    [matchId],
  );
  return {
    fights: rows.map((r) => ({
      id: r.id, kind: r.kind, stake: paiseToRupees(BigInt(r.stake)), size: r.size, prize: prizeOf(BigInt(r.stake), r.commission_bp), pairing: r.pairing,
      mine: r.poster_id === userId, posted_at: new Date(r.created_at).toISOString(),
    })),
  };
}

interface FightRow {
  id: string;
  match_id: string;
  kind: FantasyKind;
  stake: string;
  size: number;
  commission_bp: number;
  status: FantasyContest['status'];
  pairing: boolean;
  poster_id: string;
  taker_id: string | null;
  poster_team: string[];
  taker_team: string[] | null;
  outcome: 'poster' | 'taker' | 'tie' | 'void' | null;
  commission: string;
  created_at: Date;
  matched_at: Date | null;
  closed_at: Date | null;
  pnl: string | null;
}

const FIGHT_COLUMNS = `f.id::text, f.match_id::text, f.kind, f.stake::text, f.size, f.commission_bp, f.status, f.pairing, f.poster_id::text, f.taker_id::text,
  f.poster_team::text[], f.taker_team::text[], f.outcome, f.commission::text, f.created_at, f.matched_at, f.closed_at,
  (SELECT b.pnl::text FROM bets b WHERE b.id = CASE WHEN f.poster_id = $1 THEN f.poster_bet_id ELSE f.taker_bet_id END) AS pnl`;

const TAB_WHERE: Record<FantasyContestTab, string> = {
  upcoming: `f.status IN ('open', 'matched') AND m.status = 'upcoming' AND m.start_time > $2`,
  live: `f.status IN ('open', 'matched') AND (m.status <> 'upcoming' OR m.start_time <= $2)`,
  // ($2, the time, is not needed here; named so every part takes the same parameters)
  completed: `f.status IN ('settled', 'refunded', 'cancelled') AND $2::timestamptz IS NOT NULL`,
};

/** My contests in one of the three parts, newest first. */
export async function myContests(q: Queryable, userId: string, tab: FantasyContestTab, page: number, pageSize: number, now: Date) {
  const where = `(f.poster_id = $1 OR f.taker_id = $1) AND ${TAB_WHERE[tab]}`;
  const [{ rows }, total] = await Promise.all([
    q.query<FightRow>(
      `SELECT ${FIGHT_COLUMNS} FROM fantasy_fights f JOIN fantasy_matches m ON m.id = f.match_id WHERE ${where}
        ORDER BY ${tab === 'upcoming' ? 'm.start_time, f.id' : 'f.id DESC'} LIMIT $3 OFFSET $4`,
      [userId, now, pageSize, (page - 1) * pageSize],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM fantasy_fights f JOIN fantasy_matches m ON m.id = f.match_id WHERE ${where}`, [userId, now]),
  ]);
  const matchIds = [...new Set(rows.map((r) => r.match_id))];
  const [matches, squads] = await Promise.all([matchesOf(q, matchIds), squadsOf(q, matchIds)]);
  const items = rows.map((r) => contestView(r, matches.get(r.match_id)!, squads.get(r.match_id) ?? [], userId, now));
  return { items, total: total.rows[0]!.n, page, now: now.toISOString() };
}

async function matchesOf(q: Queryable, ids: string[]): Promise<Map<string, MatchRow>> {
  const { rows } = await q.query(`SELECT ${SQL_MATCH_COLUMNS} FROM fantasy_matches WHERE id = ANY($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [String(r.id), matchRow(r)]));
}

/** One of my contests (404 when it is not the player's). */
export async function myContest(q: Queryable, userId: string, fightId: string, now: Date): Promise<FantasyContest> {
  if (!/^\d{1,18}$/.test(fightId)) throw notFound(FANTASY_MESSAGES.fightGone);
  const { rows } = await q.query<FightRow>(`SELECT ${FIGHT_COLUMNS} FROM fantasy_fights f WHERE f.id = $2 AND (f.poster_id = $1 OR f.taker_id = $1)`, [userId, fightId]);
  const r = rows[0];
  if (!r) throw notFound(FANTASY_MESSAGES.fightGone);
  const m = (await matchesOf(q, [r.match_id])).get(r.match_id)!;
  return contestView(r, m, await squadOf(q, r.match_id), userId, now);
}

async function squadsOf(q: Queryable, matchIds: string[]): Promise<Map<string, SquadPlayer[]>> {
  const out = new Map<string, SquadPlayer[]>();
  await Promise.all(matchIds.map(async (id) => out.set(id, await squadOf(q, id))));
  return out;
}

function resultOf(r: FightRow, side: 'poster' | 'taker', m: MatchRow): { result: FantasyResult | null; reason: string | null } {
  if (r.status === 'cancelled') return { result: 'refunded', reason: 'cancelled' };
  if (r.status === 'settled') return { result: r.outcome === side ? 'won' : 'lost', reason: null };
  if (r.status !== 'refunded') return { result: null, reason: null };
  if (r.outcome === 'tie') return { result: 'tie', reason: 'tie' };
  if (m.status === 'abandoned' && r.taker_id) return { result: 'refunded', reason: 'abandoned' };
  return { result: 'refunded', reason: r.taker_id ? 'abandoned' : 'untaken' };
}

export function contestView(r: FightRow, m: MatchRow, squad: SquadPlayer[], userId: string, now: Date): FantasyContest {
  const byId = new Map(squad.map((p) => [p.id, p]));
  const side = r.poster_id === userId ? 'poster' : 'taker';
  const mine = (side === 'poster' ? r.poster_team : r.taker_team ?? []).map((id) => byId.get(id)).filter((p): p is SquadPlayer => !!p);
  const theirs = (side === 'poster' ? r.taker_team ?? [] : r.poster_team).map((id) => byId.get(id)).filter((p): p is SquadPlayer => !!p);
  const shown = isLocked(m, now) ? theirs : [];
  const { result, reason } = resultOf(r, side, m);
  const stake = BigInt(r.stake);
  return {
    id: r.id, match_id: m.id, team_a: m.teamA, team_b: m.teamB, start_time: m.startTime.toISOString(), match_status: m.status, kind: r.kind,
    stake: paiseToRupees(stake), size: r.size, prize: prizeOf(stake, r.commission_bp), commission_percent: r.commission_bp / 100, status: r.status, side,
    pairing: r.pairing, my_team: mine.map(playerView), opponent_team: shown.map(playerView), my_total: teamTotal(r.kind, mine),
    opponent_total: shown.length ? teamTotal(r.kind, shown) : null, result, refund_reason: reason, pnl: r.pnl === null ? null : paiseToRupees(BigInt(r.pnl)),
    commission: paiseToRupees(BigInt(r.commission)), created_at: new Date(r.created_at).toISOString(),
    matched_at: r.matched_at ? new Date(r.matched_at).toISOString() : null, closed_at: r.closed_at ? new Date(r.closed_at).toISOString() : null,
  };
}
