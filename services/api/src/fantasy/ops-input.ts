import { FANTASY_FEEDS, FANTASY_KINDS, FANTASY_ROLES, FANTASY_STAKE_RANGE, FANTASY_TEAMS, type FantasyFeedName } from '@khel/shared/contracts';
import { unprocessable } from '../http/errors';
import { bodyOf, optionalName, requiredName, type Body } from '../ops/input';
import { rupeesToPaise } from '../ops/money';
import type { ScoreLine } from './feed/types';
import { DEFAULT_CONTEST_TYPES, SQUAD_SIZE, type ContestType } from './types';

/**
 * The console's fantasy forms, field by field, each problem a 422 naming the field: a match (teams, competition,
 * venue, start time, feed, squads, contest types), scores, a status. To create, the teams, the start time and the
 * squads are required; to edit, only the fields sent change (the squads replace the whole list).
 */

export interface SquadInput {
  id?: string;
  team: 'a' | 'b';
  name: string;
  role: (typeof FANTASY_ROLES)[number];
}

export interface MatchInput {
  teamA: string;
  teamB: string;
  competition: string;
  venue: string | null;
  startTime: Date;
  feed: FantasyFeedName;
  players: SquadInput[];
  contestTypes: ContestType[];
}

const list = (body: Body, key: string, max: number): unknown[] | undefined => {
  const v = body[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > max) throw unprocessable([`${key} must be a list of at most ${max}`]);
  return v;
};

function startTime(body: Body): Date | undefined {
  const v = body.start_time;
  if (v === undefined) return undefined;
  const at = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) ? new Date(v) : null;
  if (!at || Number.isNaN(at.getTime())) throw unprocessable(['start_time must be an ISO instant such as 2026-11-23T14:00:00+05:30']);
  return at;
}

function squad(body: Body): SquadInput[] | undefined {
  const raw = list(body, 'players', SQUAD_SIZE.max * 2);
  if (!raw) return undefined;
  const players = raw.map((item, i) => {
    const at = `players[${i}]`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw unprocessable([`${at} must be an object`]);
    const p = item as Body;
    const id = p.id === undefined || p.id === null ? undefined : typeof p.id === 'string' && /^\d{1,18}$/.test(p.id) ? p.id : null;
    if (id === null) throw unprocessable([`${at}.id must be a player id`]);
    if (!FANTASY_TEAMS.includes(p.team as 'a')) throw unprocessable([`${at}.team must be a or b`]);
    if (!FANTASY_ROLES.includes(p.role as 'batter')) throw unprocessable([`${at}.role must be one of ${FANTASY_ROLES.join(', ')}`]);
    return { id, team: p.team as 'a' | 'b', role: p.role as SquadInput['role'], name: requiredName(p, 'name', 60, `${at}.name`) };
  });
  for (const team of FANTASY_TEAMS) {
    const n = players.filter((p) => p.team === team).length;
    if (n < SQUAD_SIZE.min || n > SQUAD_SIZE.max) throw unprocessable([`players must hold ${SQUAD_SIZE.min} to ${SQUAD_SIZE.max} players of team ${team}`]);
  }
  const names = new Set<string>();
  for (const p of players) {
    const key = p.name.toLowerCase();
    if (names.has(key)) throw unprocessable([`players: ${p.name} is listed twice (names are unique in a match)`]);
    names.add(key);
  }
  return players;
}

export function contestTypeInput(raw: unknown, at: string): ContestType {
  const c = bodyOf(raw);
  if (!FANTASY_KINDS.includes(c.kind as 'max_run')) throw unprocessable([`${at}.kind must be max_run or max_ball`]);
  const minStake = rupeesToPaise(c.min_stake, `${at}.min_stake`);
  const maxStake = rupeesToPaise(c.max_stake, `${at}.max_stake`);
  const [lo, hi] = [BigInt(FANTASY_STAKE_RANGE.min * 100), BigInt(FANTASY_STAKE_RANGE.max * 100)];
  if (minStake < lo || maxStake > hi || minStake > maxStake) throw unprocessable([`${at}: stakes must be between 10 and 10000000 rupees, min_stake at most max_stake`]);
  const pct = c.commission_percent;
  const bp = typeof pct === 'number' ? Math.round(pct * 100) : NaN;
  if (!Number.isFinite(bp) || Math.abs(bp - (pct as number) * 100) > 1e-6 || bp < 0 || bp > 5000) throw unprocessable([`${at}.commission_percent must be 0 to 50 with at most 2 decimals`]);
  if (typeof c.active !== 'boolean') throw unprocessable([`${at}.active must be true or false`]);
  return { kind: c.kind as ContestType['kind'], minStake, maxStake, commissionBp: bp, active: c.active };
}

function contestTypes(body: Body): ContestType[] | undefined {
  const raw = list(body, 'contest_types', 2);
  if (!raw) return undefined;
  const out = raw.map((c, i) => contestTypeInput(c, `contest_types[${i}]`));
  if (new Set(out.map((c) => c.kind)).size !== out.length) throw unprocessable(['contest_types: each kind once']);
  return out;
}

function feed(body: Body): FantasyFeedName | undefined {
  if (body.feed === undefined) return undefined;
  if (!FANTASY_FEEDS.includes(body.feed as FantasyFeedName)) throw unprocessable(['feed must be simulator or operator']);
  return body.feed as FantasyFeedName;
}

export function newMatch(raw: unknown, now: Date): MatchInput {
  const body = bodyOf(raw);
  const teamA = requiredName(body, 'team_a', 40, 'team_a');
  const teamB = requiredName(body, 'team_b', 40, 'team_b');
  if (teamA.toLowerCase() === teamB.toLowerCase()) throw unprocessable(['team_b must differ from team_a']);
  const at = startTime(body);
  if (!at) throw unprocessable(['start_time is required']);
  if (at.getTime() <= now.getTime()) throw unprocessable(['start_time must be in the future']);
  const players = squad(body);
  if (!players) throw unprocessable(['players is required: both squads']);
  const types = contestTypes(body) ?? [];
  return {
    teamA, teamB, competition: optionalName(body, 'competition', 60) ?? '', venue: optionalName(body, 'venue', 60) ?? null, startTime: at, feed: feed(body) ?? 'operator',
    players, contestTypes: DEFAULT_CONTEST_TYPES.map((d) => types.find((t) => t.kind === d.kind) ?? d),
  };
}

export type MatchChanges = Partial<Pick<MatchInput, 'competition' | 'venue' | 'startTime' | 'players' | 'contestTypes'>>;

export function matchChanges(raw: unknown, now: Date): MatchChanges {
  const body = bodyOf(raw);
  for (const fixed of ['team_a', 'team_b', 'feed']) if (body[fixed] !== undefined) throw unprocessable([`${fixed} cannot change once the match is made`]);
  const out: MatchChanges = {};
  const competition = optionalName(body, 'competition', 60);
  if (competition !== undefined) out.competition = competition ?? '';
  const venue = optionalName(body, 'venue', 60);
  if (venue !== undefined) out.venue = venue;
  const at = startTime(body);
  if (at) {
    if (at.getTime() <= now.getTime()) throw unprocessable(['start_time must be in the future']);
    out.startTime = at;
  }
  const players = squad(body);
  if (players) out.players = players;
  const types = contestTypes(body);
  if (types) out.contestTypes = types;
  return out;
}

/** Scores: [{player_id, runs, balls, out?}], each 0 to 1000 (a T20 batter faces at most 120 balls). */
export function scoresInput(raw: unknown): { lines: ScoreLine[]; reason: string } {
  const body = bodyOf(raw);
  const scores = list(body, 'scores', 60);
  if (!scores?.length) throw unprocessable(['scores must be a list of 1 to 60 players']);
  const lines = scores.map((item, i) => {
    const at = `scores[${i}]`;
    const s = bodyOf(item);
    if (typeof s.player_id !== 'string' || !/^\d{1,18}$/.test(s.player_id)) throw unprocessable([`${at}.player_id must be a player id`]);
    const n = (key: 'runs' | 'balls') => {
      const v = s[key];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1000) throw unprocessable([`${at}.${key} must be a whole number from 0 to 1000`]);
      return v;
    };
    if (s.out !== undefined && typeof s.out !== 'boolean') throw unprocessable([`${at}.out must be true or false`]);
    return { playerId: s.player_id, runs: n('runs'), balls: n('balls'), out: s.out as boolean | undefined };
  });
  if (new Set(lines.map((l) => l.playerId)).size !== lines.length) throw unprocessable(['scores: each player once']);
  const reason = body.reason === undefined || body.reason === null ? '' : typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) : null;
  if (reason === null) throw unprocessable(['reason must be text']);
  return { lines, reason };
}

export function statusInput(raw: unknown): 'live' | 'completed' | 'abandoned' {
  const s = bodyOf(raw).status;
  if (s !== 'live' && s !== 'completed' && s !== 'abandoned') throw unprocessable(['status must be live, completed or abandoned']);
  return s;
}
