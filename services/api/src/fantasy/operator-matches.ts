import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { badRequest, conflict } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { standingRun } from '../bets/runs';
import { createLinkedEvent } from './linked-event';
import { contestTypesOf, getMatch, squadOf } from './matches';
import type { MatchChanges, MatchInput, SquadInput } from './ops-input';
import type { ContestType } from './types';

/**
 * The console's changes to matches (audited, in the caller's transaction): create a match with its squads and
 * contest types (a simulator-fed match also gets its exchange event, linked-event.ts), edit it before the start,
 * set a contest type's stakes and commission. A squad player somebody picked cannot be removed, and squads and
 * times change only while the match is upcoming and before its start.
 */

export const MATCH_TEXT = {
  started: 'The match has started: its squads and start time can no longer change',
  picked: (name: string) => `${name} is in a fight's team and cannot be removed`,
  over: 'The match is over',
  settledFirst: 'Roll the settlement back first',
  wrongTeam: (name: string) => `${name} cannot move to the other team`,
  unknownPlayer: (id: string) => `Player ${id} is not in this match`,
} as const;

export async function createMatch(q: Queryable, input: MatchInput, actor: Actor, now: Date, code = `fm-${now.getTime().toString(36)}-${randomBytes(3).toString('hex')}`): Promise<string> {
  const sportsEventId = input.feed === 'simulator' ? await createLinkedEvent(q, { code, ...input }) : null;
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO fantasy_matches (code, team_a, team_b, competition, venue, start_time, feed, sports_event_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id::text`,
    [code, input.teamA, input.teamB, input.competition, input.venue, input.startTime, input.feed, sportsEventId, now],
  );
  const id = rows[0]!.id;
  await insertPlayers(q, id, input.players);
  for (const c of input.contestTypes) await saveContestType(q, id, c);
  await writeAudit(q, {
    actor, action: 'fantasy.match.create', target: `fantasy:${id}`, before: null,
    after: { teams: [input.teamA, input.teamB], startTime: input.startTime.toISOString(), feed: input.feed, players: input.players.length, contestTypes: input.contestTypes, sportsEventId },
    at: now,
  });
  return id;
}

export async function updateMatch(q: Queryable, id: string, changes: MatchChanges, actor: Actor, now: Date): Promise<void> {
  const m = await getMatch(q, id, 'update');
  if ((changes.startTime || changes.players) && (m.status !== 'upcoming' || now.getTime() >= m.startTime.getTime())) throw badRequest(MATCH_TEXT.started);
  if (m.status === 'completed' || m.status === 'abandoned') throw badRequest(MATCH_TEXT.over);
  const before = { competition: m.competition, venue: m.venue, startTime: m.startTime.toISOString(), contestTypes: (await contestTypesOf(q, [id])).get(id) };
  await q.query(
    `UPDATE fantasy_matches SET competition = coalesce($2, competition), venue = CASE WHEN $3 THEN $4 ELSE venue END, start_time = coalesce($5, start_time), updated_at = $6 WHERE id = $1`,
    [id, changes.competition ?? null, changes.venue !== undefined, changes.venue ?? null, changes.startTime ?? null, now],
  );
  if (changes.startTime && m.sportsEventId) await q.query('UPDATE sports_events SET start_time = $2, updated_at = $3 WHERE id = $1', [m.sportsEventId, changes.startTime, now]);
  if (changes.players) await replaceSquad(q, id, changes.players);
  for (const c of changes.contestTypes ?? []) await saveContestType(q, id, c);
  await writeAudit(q, {
    actor, action: 'fantasy.match.update', target: `fantasy:${id}`, before,
    after: { ...changes, startTime: changes.startTime?.toISOString(), players: changes.players?.length },
    at: now,
  });
}

async function saveContestType(q: Queryable, matchId: string, c: ContestType): Promise<void> {
  await q.query(
    `INSERT INTO fantasy_contest_types (match_id, kind, min_stake, max_stake, commission_bp, active) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (match_id, kind) DO UPDATE SET min_stake = EXCLUDED.min_stake, max_stake = EXCLUDED.max_stake, commission_bp = EXCLUDED.commission_bp, active = EXCLUDED.active`,
    [matchId, c.kind, c.minStake.toString(), c.maxStake.toString(), c.commissionBp, c.active],
  );
}

async function insertPlayers(q: Queryable, matchId: string, players: SquadInput[]): Promise<void> {
  const order = (p: SquadInput) => players.filter((x) => x.team === p.team).indexOf(p);
  await q.query(
    `INSERT INTO fantasy_players (match_id, team, name, role, sort_order)
     SELECT $1, t.team, t.name, t.role, t.ord FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) t(team, name, role, ord)`,
    [matchId, players.map((p) => p.team), players.map((p) => p.name), players.map((p) => p.role), players.map(order)],
  );
}

/** The squads become the list: players kept by id (renamed, new role, new order), new ones added, the rest removed. */
async function replaceSquad(q: Queryable, matchId: string, players: SquadInput[]): Promise<void> {
  const current = await squadOf(q, matchId);
  const byId = new Map(current.map((p) => [p.id, p]));
  for (const p of players) {
    if (p.id === undefined) continue;
    const was = byId.get(p.id);
    if (!was) throw badRequest(MATCH_TEXT.unknownPlayer(p.id));
    if (was.team !== p.team) throw badRequest(MATCH_TEXT.wrongTeam(was.name));
  }
  const keep = new Set(players.filter((p) => p.id).map((p) => p.id!));
  const removed = current.filter((p) => !keep.has(p.id));
  if (removed.length) {
    const { rows } = await q.query<{ id: string }>(
      `SELECT DISTINCT unnest(poster_team || coalesce(taker_team, '{}'))::text AS id FROM fantasy_fights WHERE match_id = $1 AND status IN ('open', 'matched')`,
      [matchId],
    );
    const picked = new Set(rows.map((r) => r.id));
    const blocked = removed.find((p) => picked.has(p.id));
    if (blocked) throw conflict(MATCH_TEXT.picked(blocked.name));
    await q.query('DELETE FROM fantasy_players WHERE id = ANY($1::bigint[])', [removed.map((p) => p.id)]);
  }
  // Names are unique per match: move the kept ones out of the way first, then write each.
  await q.query(`UPDATE fantasy_players SET name = '~' || id || '~' || name WHERE match_id = $1`, [matchId]);
  const order = (p: SquadInput) => players.filter((x) => x.team === p.team).indexOf(p);
  for (const p of players.filter((x) => x.id)) {
    await q.query('UPDATE fantasy_players SET name = $2, role = $3, sort_order = $4 WHERE id = $1', [p.id, p.name, p.role, order(p)]);
  }
  const added = players.filter((p) => !p.id);
  if (added.length) {
    await q.query(
      `INSERT INTO fantasy_players (match_id, team, name, role, sort_order)
       SELECT $1, t.team, t.name, t.role, t.ord FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) t(team, name, role, ord)`,
      [matchId, added.map((p) => p.team), added.map((p) => p.name), added.map((p) => p.role), added.map(order)],
    );
  }
}

/**
 * Moves an operator-fed match's status back from an abandoned (or completed) result with no standing settlement:
 * live again, or upcoming before its start (an operator's mistake undone, after the settlement's rollback).
 */
export async function reopenMatch(q: Queryable, id: string, actor: Actor, now: Date): Promise<void> {
  const m = await getMatch(q, id, 'update');
  if (m.status !== 'completed' && m.status !== 'abandoned') return;
  if (await standingRun(q, 'fantasy', id)) throw conflict(MATCH_TEXT.settledFirst);
  const status = now.getTime() >= m.startTime.getTime() ? 'live' : 'upcoming';
  await q.query('UPDATE fantasy_matches SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
  await writeAudit(q, { actor, action: 'fantasy.match.reopen', target: `fantasy:${id}`, before: { status: m.status }, after: { status }, at: now });
}
