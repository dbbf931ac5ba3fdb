import { FANTASY_KINDS, FANTASY_TEAM_SIZE, type FantasyKind } from '@khel/shared/contracts';
import { parseRupees, RUPEES_2DP } from '@khel/shared/validation';
import { unprocessable } from '../http/errors';
import type { FightInput } from './fights';

/**
 * A fight's body, field by field, each problem a 422 naming the field: { match_id, kind, stake, players } (stake in
 * rupees, at most 2 decimals; players a list of ids), or a team's body { players }. The game's own rules (the
 * contest's stake limits, the squads, the lock) are the fight's checks (rules.ts): a 400 with their text.
 */

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const id = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? String(v) : v);

export function playersInput(raw: unknown): string[] {
  if (!isObject(raw)) throw unprocessable(['Request body must be a JSON object']);
  const players = raw.players;
  // A list longer than a team can hold is refused here; 0 or 7 players are the team rule's 400 (its own text).
  if (!Array.isArray(players) || players.length > 25) throw unprocessable([`players must be a list of player ids (${FANTASY_TEAM_SIZE.min} to ${FANTASY_TEAM_SIZE.max})`]);
  return players.map((p, i) => {
    const v = id(p);
    if (typeof v !== 'string' || !/^\d{1,18}$/.test(v)) throw unprocessable([`players[${i}] must be a player id`]);
    return v;
  });
}

export function fightInput(raw: unknown): FightInput {
  if (!isObject(raw)) throw unprocessable(['Request body must be a JSON object']);
  const matchId = id(raw.match_id);
  if (typeof matchId !== 'string' || !/^\d{1,18}$/.test(matchId)) throw unprocessable(['match_id must be a match id']);
  if (!FANTASY_KINDS.includes(raw.kind as FantasyKind)) throw unprocessable(['kind must be max_run or max_ball']);
  const stake = parseRupees(raw.stake, { ...RUPEES_2DP, wholeDigits: 9 });
  if (!stake.ok) throw unprocessable(['stake must be an amount in rupees with at most 2 decimals']);
  return { matchId, kind: raw.kind as FantasyKind, stake: stake.paise, players: playersInput(raw) };
}
