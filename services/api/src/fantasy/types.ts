import type { FantasyFeedName, FantasyKind, FantasyMatchStatus, FantasyRole, FantasyTeam } from '@khel/shared/contracts';

/** A match as the domain reads it (money in paise). */
export interface MatchRow {
  id: string;
  code: string;
  teamA: string;
  teamB: string;
  competition: string;
  venue: string | null;
  startTime: Date;
  status: FantasyMatchStatus;
  feed: FantasyFeedName;
  sportsEventId: string | null;
  scoresVersion: number;
  state: Record<string, unknown>;
  lockedAt: Date | null;
}

export interface SquadPlayer {
  id: string;
  team: FantasyTeam;
  name: string;
  role: FantasyRole;
  sortOrder: number;
  runs: number;
  balls: number;
  out: boolean;
}

export interface ContestType {
  kind: FantasyKind;
  minStake: bigint;
  maxStake: bigint;
  commissionBp: number;
  active: boolean;
}

/** The contest types a new match gets unless the operator says otherwise: the game's whole stake range, 5 %. */
export const DEFAULT_CONTEST_TYPES: readonly ContestType[] = [
  { kind: 'max_run', minStake: 1000n, maxStake: 1_000_000_000n, commissionBp: 500, active: true },
  { kind: 'max_ball', minStake: 1000n, maxStake: 1_000_000_000n, commissionBp: 500, active: true },
];

/** A squad has 2 to 25 players a side (the simulator bats the first 11 in order). */
export const SQUAD_SIZE = { min: 2, max: 25 } as const;

export const SQL_MATCH_COLUMNS = `id::text, code, team_a, team_b, competition, venue, start_time, status, feed, sports_event_id::text,
  scores_version::int, state, locked_at`;

export function matchRow(r: Record<string, unknown>): MatchRow {
  return {
    id: r.id as string,
    code: r.code as string,
    teamA: r.team_a as string,
    teamB: r.team_b as string,
    competition: r.competition as string,
    venue: (r.venue as string | null) ?? null,
    startTime: new Date(r.start_time as string),
    status: r.status as FantasyMatchStatus,
    feed: r.feed as FantasyFeedName,
    sportsEventId: (r.sports_event_id as string | null) ?? null,
    scoresVersion: Number(r.scores_version),
    state: (r.state as Record<string, unknown>) ?? {},
    lockedAt: r.locked_at ? new Date(r.locked_at as string) : null,
  };
}

/** Whether teams are locked: the start time has passed (server time), whatever the status says yet. */
export const isLocked = (m: Pick<MatchRow, 'startTime' | 'status'>, now: Date) => m.status !== 'upcoming' || now.getTime() >= m.startTime.getTime();

export const matchName = (m: Pick<MatchRow, 'teamA' | 'teamB'>) => `${m.teamA} v ${m.teamB}`;

export const KIND_NAMES: Record<FantasyKind, string> = { max_run: 'Max Run', max_ball: 'Max Ball' };
