import { FANTASY_MESSAGES, fillText, teamProblem, type FantasyKind } from '@khel/shared/contracts';
import { formatRupees } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { badRequest, conflict } from '../http/errors';
import { contestTypesOf, getMatch, squadOf } from './matches';
import { isLocked, type ContestType, type MatchRow, type SquadPlayer } from './types';

/**
 * The game's rules at the moment of a fight's change, in the caller's transaction: the match takes fights (upcoming,
 * before its start time: server time), the contest type is open, the stake is within its limits, the team follows
 * the team rule (the shared teamProblem: 1 to 6, from the squads, none twice, the fight's size). The match row is
 * read FOR SHARE: the start-time lock and the settlement take it FOR UPDATE, so a fight is written wholly before
 * the lock or refused after it.
 */

export interface OpenMatch {
  match: MatchRow;
  squad: SquadPlayer[];
}

export async function matchTakingFights(q: Queryable, matchId: string, now: Date): Promise<OpenMatch> {
  const match = await getMatch(q, matchId, 'share');
  if (match.status === 'completed' || match.status === 'abandoned') throw badRequest(FANTASY_MESSAGES.notTaking);
  if (isLocked(match, now)) throw badRequest(FANTASY_MESSAGES.locked);
  return { match, squad: await squadOf(q, match.id) };
}

export async function openContest(q: Queryable, matchId: string, kind: FantasyKind): Promise<ContestType> {
  const contest = (await contestTypesOf(q, [matchId])).get(matchId)?.find((c) => c.kind === kind);
  if (!contest?.active) throw badRequest(FANTASY_MESSAGES.contestClosed);
  return contest;
}

export function checkStake(contest: ContestType, stake: bigint): void {
  if (stake < contest.minStake || stake > contest.maxStake) {
    throw badRequest(fillText(FANTASY_MESSAGES.stakeRange, { min: formatRupees(contest.minStake), max: formatRupees(contest.maxStake) }));
  }
}

/** The picked players (in the order picked), or a 400 with the rule's text. */
export function checkTeam(squad: SquadPlayer[], picks: string[], size?: number): SquadPlayer[] {
  const byId = new Map(squad.map((p) => [p.id, p]));
  const problem = teamProblem(picks, new Set(byId.keys()), size);
  if (problem) throw badRequest(fillText(problem.text, problem.params));
  return picks.map((id) => byId.get(id)!);
}

/** A fight already taken, or no longer open. */
export const takenConflict = () => conflict(FANTASY_MESSAGES.taken);
