import type { Db } from '../src/db/db';
import { squadOf } from '../src/fantasy/matches';
import { createMatch } from '../src/fantasy/operator-matches';
import type { SquadInput } from '../src/fantasy/ops-input';
import { DEFAULT_CONTEST_TYPES, type ContestType, type SquadPlayer } from '../src/fantasy/types';

/** Fixtures for the fantasy suites: a match with two squads of 8, starting at START; ids of its players by team. */

export const OPERATOR = { operatorId: null, name: 'fantasy-test' };
export const START = new Date('2026-11-23T14:00:00Z');
export const BEFORE = new Date(START.getTime() - 60 * 60_000);
export const at = (secondsFromStart: number) => new Date(START.getTime() + secondsFromStart * 1000);

const ROLES: SquadInput['role'][] = ['keeper', 'batter', 'batter', 'all_rounder', 'all_rounder', 'bowler', 'bowler', 'bowler'];
let seq = 0;

export interface TestMatch {
  id: string;
  a: SquadPlayer[];
  b: SquadPlayer[];
}

export async function makeMatch(
  db: Db,
  over: { start?: Date; feed?: 'simulator' | 'operator'; contestTypes?: ContestType[]; now?: Date } = {},
): Promise<TestMatch> {
  const n = ++seq;
  const squad = (team: 'a' | 'b') => ROLES.map((role, i) => ({ team, role, name: `${team.toUpperCase()}${n} Player ${i + 1}` }));
  const id = await db.tx((q) =>
    createMatch(
      q,
      {
        teamA: `Alpha ${n}`, teamB: `Beta ${n}`, competition: 'Test Cup', venue: null, startTime: over.start ?? START, feed: over.feed ?? 'operator',
        players: [...squad('a'), ...squad('b')], contestTypes: over.contestTypes ?? [...DEFAULT_CONTEST_TYPES],
      },
      OPERATOR,
      over.now ?? BEFORE,
      `test-${process.pid}-${Date.now().toString(36)}-${n}`,
    ),
  );
  const players = await squadOf(db, id);
  return { id, a: players.filter((p) => p.team === 'a'), b: players.filter((p) => p.team === 'b') };
}

export const ids = (players: SquadPlayer[]) => players.map((p) => p.id);
