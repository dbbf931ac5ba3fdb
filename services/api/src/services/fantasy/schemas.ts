/** The schema of every /fantasy route (applied by schemasByRoute in plugin.ts). */
import { FantasyContest, FantasyContestPage, FantasyFightBody, FantasyFightDone, FantasyMatch, FantasyMatchList, FantasyOpenFightList, FantasyTeamBody } from '@khel/shared/contracts';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';

const matchId = { id: 'Match id' };
const fightId = { id: 'Fight id' };
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field (src/fantasy/fight-input.ts); a malformed field is a 422 naming it.' });
const RULES =
  "Pick 1 to 6 players / Each player can be picked only once / Pick players from this match's squads / Teams are locked: the match has started / " +
  'This match is not taking fights / This contest type is not open on this match / Stake must be between ₹10.00 and ₹1,00,00,000.00 / Insufficient Balance';
const PROTECTION = 'A time-out or self-exclusion, or a loss limit this would pass, refuses with its own message';

export const FANTASY_SCHEMAS: RouteSpecs = {
  'GET /matches': { summary: 'Matches: live first, then upcoming by start time, then the last completed', data: FantasyMatchList },
  'GET /matches/:id': { summary: "A match with both squads (roles, runs and balls so far) and its contest types", params: matchId, data: FantasyMatch, refusals: { 404: 'Match not found' } },
  'GET /matches/:id/fights': {
    summary: "A match's open fights (oldest first): contest type, stake, size, prize; the poster's team stays hidden", params: matchId, data: FantasyOpenFightList,
    description: 'Public; with a player token the player\'s own fights are marked `mine`.', refusals: { 404: 'Match not found' },
  },
  'POST /fights': {
    summary: 'Post a fight: a team of 1 to 6 and a stake on Max Run or Max Ball (send an Idempotency-Key)', security: 'player', body: checked(FantasyFightBody),
    data: FantasyFightDone, message: 'Fight posted', description: `The stake is held (cash -> exposure) until the result. ${PROTECTION}.`,
    refusals: { 400: RULES, 403: 'Demo players cannot place bets', 404: 'Match not found', 422: 'stake must be an amount in rupees with at most 2 decimals' },
  },
  'POST /fights/:id/take': {
    summary: "Take an open fight with a team of the fight's size (its contest type and stake are the fight's)", security: 'player', params: fightId, body: checked(FantasyTeamBody),
    data: FantasyFightDone, message: 'Fight taken', description: PROTECTION,
    refusals: { 400: `${RULES} / You cannot take your own fight / Pick 3 players: the fight is 3 a side`, 403: 'Demo players cannot place bets', 404: 'Fight not found', 409: 'This fight has already been taken' },
  },
  'POST /pair': {
    summary: 'Pair me: take the oldest equal open fight (match, contest type, stake, size) someone else posted, or post this one to wait for the next equal request',
    security: 'player', body: checked(FantasyFightBody), data: FantasyFightDone, description: `\`paired\` says which happened. ${PROTECTION}.`,
    refusals: { 400: RULES, 403: 'Demo players cannot place bets', 404: 'Match not found' },
  },
  'POST /fights/:id/team': {
    summary: "Change the player's own team of a fight (same size) before the start", security: 'player', params: fightId, body: checked(FantasyTeamBody), data: FantasyFightDone,
    message: 'Team saved', refusals: { 400: 'Teams are locked: the match has started / Pick 3 players: the fight is 3 a side', 403: 'This is not your fight', 404: 'Fight not found' },
  },
  'POST /fights/:id/cancel': {
    summary: "Cancel the player's own fight while nobody has taken it: the stake comes back", security: 'player', params: fightId, body: { type: 'object', description: 'Empty' },
    data: FantasyFightDone, message: 'Fight cancelled',
    refusals: { 403: 'This is not your fight', 404: 'Fight not found', 409: 'Only a fight nobody has taken yet can be cancelled' },
  },
  'GET /my/contests': {
    summary: "The player's contests in one part: upcoming (before the start), live (started, not settled) or completed (with the result and P&L)", security: 'player',
    query: { tab: 'upcoming, live or completed (default upcoming)', page: 'From 1', page_size: '1 to 100 (20)' }, data: FantasyContestPage,
  },
  'GET /my/contests/:id': {
    summary: "One of the player's contests: both teams (the opponent's once the match has started), running totals, result", security: 'player', params: fightId, data: FantasyContest,
    refusals: { 404: 'Fight not found' },
  },
};
