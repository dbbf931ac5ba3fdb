/**
 * Fantasy cricket-fight (issue 29): the /fantasy answers and request bodies, the console's /ops/fantasy, the live
 * topic `fantasy:<matchId>`, and the game's rules, which the server and the app both check with the same code.
 *
 * The game: a player builds a "fight team" of 1 to 6 cricketers from a match's two squads and stakes on a contest
 * type, Max Run (most runs scored by the team's players) or Max Ball (most balls they faced). A fight is head to
 * head: one player posts it, another takes it with a team of the same size and the same stake (or asks to be paired
 * and the service pairs equal stakes and sizes). The higher total wins both stakes less the operator's commission; a
 * tie, a fight nobody took before the start, or an abandoned match refunds both stakes in full. Teams lock at the
 * start time (server time). Money is rupees (numbers with at most 2 decimals); times are ISO instants.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Text, Texts } from './fields';
import { Balance } from './user';

export const FANTASY_KINDS = ['max_run', 'max_ball'] as const;
export type FantasyKind = (typeof FANTASY_KINDS)[number];
/** Squad roles, in the order the team builder shows them. */
export const FANTASY_ROLES = ['keeper', 'batter', 'all_rounder', 'bowler'] as const;
export type FantasyRole = (typeof FANTASY_ROLES)[number];
export const FANTASY_TEAMS = ['a', 'b'] as const;
export type FantasyTeam = (typeof FANTASY_TEAMS)[number];
export const FANTASY_MATCH_STATUSES = ['upcoming', 'live', 'completed', 'abandoned'] as const;
export type FantasyMatchStatus = (typeof FANTASY_MATCH_STATUSES)[number];
export const FANTASY_FIGHT_STATUSES = ['open', 'matched', 'settled', 'refunded', 'cancelled'] as const;
export type FantasyFightStatus = (typeof FANTASY_FIGHT_STATUSES)[number];
export const FANTASY_FEEDS = ['simulator', 'operator'] as const;
export type FantasyFeedName = (typeof FANTASY_FEEDS)[number];
/** A contest's result for the player: won, lost, tie (refunded), refunded (untaken, cancelled or abandoned). */
export const FANTASY_RESULTS = ['won', 'lost', 'tie', 'refunded'] as const;
export type FantasyResult = (typeof FANTASY_RESULTS)[number];
/** My contests' three parts. */
export const FANTASY_CONTEST_TABS = ['upcoming', 'live', 'completed'] as const;
export type FantasyContestTab = (typeof FANTASY_CONTEST_TABS)[number];

/** The team rule: 1 to 6 players, each from the match's squads, none twice. */
export const FANTASY_TEAM_SIZE = { min: 1, max: 6 } as const;
/** The stake range of the game (rupees, SPEC: 10 to 1,00,00,000); each contest type sets its own within it. */
export const FANTASY_STAKE_RANGE = { min: 10, max: 10_000_000 } as const;

/**
 * The refusals a player can meet, as i18next keys (the app shows them in Hindi too); `{{x}}` is filled in. The
 * server sends the filled-in English text.
 */
export const FANTASY_MESSAGES = {
  pickRange: 'Pick 1 to 6 players',
  pickedTwice: 'Each player can be picked only once',
  notInSquad: "Pick players from this match's squads",
  sizeMismatch: 'Pick {{size}} players: the fight is {{size}} a side',
  locked: 'Teams are locked: the match has started',
  notTaking: 'This match is not taking fights',
  contestClosed: 'This contest type is not open on this match',
  stakeRange: 'Stake must be between {{min}} and {{max}}',
  taken: 'This fight has already been taken',
  ownFight: 'You cannot take your own fight',
  notYours: 'This is not your fight',
  notOpen: 'Only a fight nobody has taken yet can be cancelled',
  fightGone: 'Fight not found',
  matchGone: 'Match not found',
  demo: 'Demo players cannot place bets',
} as const;

/** Fills `{{name}}` in a rule's text (the server's English answer; the app passes the same params to t()). */
export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/**
 * What is wrong with a team, or null: the rule the team builder shows and the server enforces. `squad` holds the
 * match's player ids; `size` the fight's size when taking one (or editing a team of a fight).
 */
export function teamProblem(picks: readonly string[], squad: ReadonlySet<string>, size?: number): { text: string; params?: Record<string, number> } | null {
  if (size !== undefined && picks.length !== size) return { text: FANTASY_MESSAGES.sizeMismatch, params: { size } };
  if (picks.length < FANTASY_TEAM_SIZE.min || picks.length > FANTASY_TEAM_SIZE.max) return { text: FANTASY_MESSAGES.pickRange };
  if (new Set(picks).size !== picks.length) return { text: FANTASY_MESSAGES.pickedTwice };
  if (picks.some((id) => !squad.has(id))) return { text: FANTASY_MESSAGES.notInSquad };
  return null;
}

/** A team's total for a contest type: runs scored, or balls faced, by its players. */
export function teamTotal(kind: FantasyKind, players: ReadonlyArray<{ runs: number; balls: number }>): number {
  return players.reduce((sum, p) => sum + (kind === 'max_run' ? p.runs : p.balls), 0);
}

/**
 * The operator's commission on a fight's pot, in paise: commission_bp basis points of both stakes, rounded down (the
 * player's side of the paisa). The winner gets the pot less it.
 */
export function commissionPaise(stakePaise: bigint, commissionBp: number): bigint {
  return (2n * stakePaise * BigInt(commissionBp)) / 10_000n;
}

// ---- answers (/fantasy) ----

export class FantasyContestType {
  @OneOf(FANTASY_KINDS) kind!: FantasyKind;
  @Num() min_stake!: number;
  @Num() max_stake!: number;
  @Note('Of the pot (both stakes), e.g. 5 for 5 %') @Num() commission_percent!: number;
  @Flag() active!: boolean;
}

export class FantasyMatchState {
  @Note('1 or 2 once play starts') @Maybe() @Int() innings!: number | null;
  @Note('Runs/wickets of the innings being played, e.g. 45/2') @Maybe() @Text() score!: string | null;
  @Maybe() @Text() overs!: string | null;
  @Maybe() @Int() target!: number | null;
  @Note('The batting side: a or b') @Maybe() @OneOf(FANTASY_TEAMS) batting!: FantasyTeam | null;
  @Note('Who is on strike') @Maybe() @Text() striker!: string | null;
}

export class FantasyMatchSummary {
  @Text() id!: string;
  @Text() team_a!: string;
  @Text() team_b!: string;
  @Text() competition!: string;
  @Maybe() @Text() venue!: string | null;
  @Note('Teams lock at this instant (server time)') @Text() start_time!: string;
  @OneOf(FANTASY_MATCH_STATUSES) status!: FantasyMatchStatus;
  @Note('The start time has passed: no new fights, no team changes') @Flag() locked!: boolean;
  @Note('Fights waiting for a taker') @Int() open_fights!: number;
  @ListOf(() => FantasyContestType) contest_types!: FantasyContestType[];
  @Nested(() => FantasyMatchState) state!: FantasyMatchState;
}

export class FantasyMatchList {
  @Note('Live first, then upcoming by start time, then the last completed ones') @ListOf(() => FantasyMatchSummary) matches!: FantasyMatchSummary[];
  @Note('The server time (ISO): countdowns run from it') @Text() now!: string;
}

export class FantasyPlayer {
  @Text() id!: string;
  @OneOf(FANTASY_TEAMS) team!: FantasyTeam;
  @Text() name!: string;
  @OneOf(FANTASY_ROLES) role!: FantasyRole;
  @Note('Runs scored in the match so far') @Int() runs!: number;
  @Note('Balls faced in the match so far') @Int() balls!: number;
  @Flag() out!: boolean;
}

export class FantasyMatch extends FantasyMatchSummary {
  @Note('Both squads, in batting order') @ListOf(() => FantasyPlayer) players!: FantasyPlayer[];
  @Note('Grows with every score change (feed or correction)') @Int() scores_version!: number;
  @Text() now!: string;
}

export class FantasyOpenFight {
  @Text() id!: string;
  @OneOf(FANTASY_KINDS) kind!: FantasyKind;
  @Num() stake!: number;
  @Note('Players a side') @Int() size!: number;
  @Note('What the winner gets: both stakes less the commission') @Num() prize!: number;
  @Note('Posted by "pair me"') @Flag() pairing!: boolean;
  @Note("The player's own fight (not takeable by them)") @Flag() mine!: boolean;
  @Text() posted_at!: string;
}

export class FantasyOpenFightList {
  @Note('Oldest first; the poster\'s team stays hidden until the start') @ListOf(() => FantasyOpenFight) fights!: FantasyOpenFight[];
}

export class FantasyContest {
  @Text() id!: string;
  @Text() match_id!: string;
  @Text() team_a!: string;
  @Text() team_b!: string;
  @Text() start_time!: string;
  @OneOf(FANTASY_MATCH_STATUSES) match_status!: FantasyMatchStatus;
  @OneOf(FANTASY_KINDS) kind!: FantasyKind;
  @Num() stake!: number;
  @Int() size!: number;
  @Num() prize!: number;
  @Num() commission_percent!: number;
  @OneOf(FANTASY_FIGHT_STATUSES) status!: FantasyFightStatus;
  @Note('Whether the player posted the fight or took it') @OneOf(['poster', 'taker']) side!: 'poster' | 'taker';
  @Flag() pairing!: boolean;
  @Note("The player's team with its players' runs and balls") @ListOf(() => FantasyPlayer) my_team!: FantasyPlayer[];
  @Note("The opponent's team: shown once the match has started (empty before, or with no opponent)") @ListOf(() => FantasyPlayer) opponent_team!: FantasyPlayer[];
  @Int() my_total!: number;
  @Maybe() @Int() opponent_total!: number | null;
  @Note('Set once settled or refunded') @Maybe() @OneOf(FANTASY_RESULTS) result!: FantasyResult | null;
  @Note('Why a stake came back: untaken, cancelled, tie, abandoned') @Maybe() @Text() refund_reason!: string | null;
  @Note('Profit or loss once settled (0 when refunded)') @Maybe() @Num() pnl!: number | null;
  @Note('Commission taken from the pot (rupees)') @Num() commission!: number;
  @Text() created_at!: string;
  @Maybe() @Text() matched_at!: string | null;
  @Maybe() @Text() closed_at!: string | null;
}

export class FantasyContestPage {
  @ListOf(() => FantasyContest) items!: FantasyContest[];
  @Int() total!: number;
  @Int() page!: number;
  @Text() now!: string;
}

/** After a post, take, pair, team change or cancel: the fight as the player sees it, and the wallet's figures. */
export class FantasyFightDone {
  @Nested(() => FantasyContest) fight!: FantasyContest;
  @Note('Pair me: true when an equal fight was found and taken; false when the request was posted to wait') @Flag() paired!: boolean;
  @Note("The wallet's figures after the call") @Nested(() => Balance) balance!: Balance;
}

// ---- request bodies (/fantasy) ----

export class FantasyFightBody {
  @Text() match_id!: string;
  @OneOf(FANTASY_KINDS) kind!: FantasyKind;
  @Note('Rupees, at most 2 decimals, within the contest type\'s limits') @Num() stake!: number;
  @Note("1 to 6 player ids from the match's squads, none twice") @Texts() players!: string[];
}

export class FantasyTeamBody {
  @Note("As many player ids as the fight has a side, from the match's squads, none twice") @Texts() players!: string[];
}

// ---- the live topic fantasy:<matchId> (GET /sports/live) ----

/** A match's live scores: a snapshot has every field; a change carries what changed (scores: the whole card). */
export interface LiveFantasyData {
  match_id: string;
  status?: FantasyMatchStatus;
  scores_version?: number;
  state?: Partial<FantasyMatchState>;
  /** [player id, runs, balls, out] for every squad player */
  scores?: Array<[string, number, number, boolean]>;
}

// ---- console (/ops/fantasy) ----

export class OpsFantasyFightCounts {
  @Int() open!: number;
  @Int() matched!: number;
  @Int() settled!: number;
  @Int() refunded!: number;
  @Int() cancelled!: number;
  @Note('Rupees held now on open and matched fights') @Num() held!: number;
  @Note('Commission taken by the standing settlement') @Num() commission!: number;
}

export class OpsFantasySettlement {
  @Text() run_id!: string;
  @OneOf(['running', 'done']) status!: 'running' | 'done';
  @Note('The scores version it settled (null: the match was abandoned)') @Maybe() @Int() scores_version!: number | null;
  @Flag() abandoned!: boolean;
  @Text() actor!: string;
  @Text() started_at!: string;
  @Maybe() @Text() finished_at!: string | null;
}

export class OpsFantasyMatch extends FantasyMatchSummary {
  @Text() code!: string;
  @OneOf(FANTASY_FEEDS) feed!: FantasyFeedName;
  @Maybe() @Text() sports_event_id!: string | null;
  @Int() scores_version!: number;
  @Nested(() => OpsFantasyFightCounts) fights!: OpsFantasyFightCounts;
  @Maybe() @Nested(() => OpsFantasySettlement) settlement!: OpsFantasySettlement | null;
  @Note('The settled scores version is older than the scores: settle again to apply the corrections') @Flag() stale_settlement!: boolean;
}

export class OpsFantasyMatchList {
  @ListOf(() => OpsFantasyMatch) matches!: OpsFantasyMatch[];
  @Text() now!: string;
}

export class OpsFantasyPendingLine {
  @Text() player_id!: string;
  @Int() runs!: number;
  @Int() balls!: number;
  @Maybe() @Flag() out!: boolean | null;
}

/** A correction above the limit, proposed by one admin, waiting for another to send the same correction. */
export class OpsFantasyPendingCorrection {
  @Text() proposed_by!: string;
  @Text() proposed_at!: string;
  @Text() reason!: string;
  @Note('Rupees the correction moves (every bet\'s P&L change)') @Num() moves!: number;
  @Note('The scores version it corrects (a newer one drops it)') @Int() scores_version!: number;
  @ListOf(() => OpsFantasyPendingLine) scores!: OpsFantasyPendingLine[];
}

export class OpsFantasyMatchDetail extends OpsFantasyMatch {
  @ListOf(() => FantasyPlayer) players!: FantasyPlayer[];
  @Maybe() @Nested(() => OpsFantasyPendingCorrection) pending_correction!: OpsFantasyPendingCorrection | null;
}

export class OpsFantasyFight {
  @Text() id!: string;
  @OneOf(FANTASY_KINDS) kind!: FantasyKind;
  @Num() stake!: number;
  @Int() size!: number;
  @OneOf(FANTASY_FIGHT_STATUSES) status!: FantasyFightStatus;
  @Flag() pairing!: boolean;
  @Text() poster!: string;
  @Maybe() @Text() taker!: string | null;
  @Texts() poster_team!: string[];
  @Texts() taker_team!: string[];
  @Maybe() @Int() poster_total!: number | null;
  @Maybe() @Int() taker_total!: number | null;
  @Maybe() @OneOf(['poster', 'taker', 'tie', 'void']) outcome!: string | null;
  @Num() commission!: number;
  @Text() created_at!: string;
}

export class OpsFantasyFightPage {
  @ListOf(() => OpsFantasyFight) items!: OpsFantasyFight[];
  @Int() total!: number;
  @Int() page!: number;
}

export class OpsFantasySettleReport {
  @Maybe() @Text() run_id!: string | null;
  @Int() bets!: number;
  @Int() players!: number;
  @Flag() resumed!: boolean;
  @Flag() already_settled!: boolean;
  @Note('A correction rolled the earlier settlement back first (reversing entries)') @Flag() resettled!: boolean;
  @Note('A correction above the limit was kept as a proposal: a second admin sends the same correction to apply it') @Flag() awaiting_second_admin!: boolean;
  @Note('Rupees a proposed correction moves') @Maybe() @Num() moves!: number | null;
  @Nested(() => OpsFantasyMatchDetail) match!: OpsFantasyMatchDetail;
}

export class OpsFantasyRollbackReport {
  @Text() run_id!: string;
  @Int() postings!: number;
  @Flag() already_rolled_back!: boolean;
  @Nested(() => OpsFantasyMatchDetail) match!: OpsFantasyMatchDetail;
}

export class OpsFantasySquadPlayerBody {
  @Note('An existing player to change; absent to add one') @Maybe() @Text() id?: string;
  @OneOf(FANTASY_TEAMS) team!: FantasyTeam;
  @Text() name!: string;
  @OneOf(FANTASY_ROLES) role!: FantasyRole;
}

export class OpsFantasyContestTypeBody {
  @OneOf(FANTASY_KINDS) kind!: FantasyKind;
  @Note('Rupees, at least 10') @Num() min_stake!: number;
  @Note('Rupees, at most 1,00,00,000') @Num() max_stake!: number;
  @Note('0 to 50 (% of the pot), 2 decimals') @Num() commission_percent!: number;
  @Flag() active!: boolean;
}

export class OpsFantasyMatchBody {
  @Note('Required to create') @Maybe() @Text() team_a?: string;
  @Note('Required to create') @Maybe() @Text() team_b?: string;
  @Maybe() @Text() competition?: string;
  @Maybe() @Text() venue?: string;
  @Note('ISO instant, in the future; required to create') @Maybe() @Text() start_time?: string;
  @Note('simulator (the cricket simulator plays it from the start time, moving its exchange markets) or operator (scores entered on the console); fixed once created') @Maybe() @OneOf(FANTASY_FEEDS) feed?: FantasyFeedName;
  @Note('Both squads, in batting order (2 to 25 a side); required to create, replaced whole on edit') @Maybe() @ListOf(() => OpsFantasySquadPlayerBody) players?: OpsFantasySquadPlayerBody[];
  @Note('Max Run and Max Ball (defaults: 10 to 1,00,00,000, 5 %)') @Maybe() @ListOf(() => OpsFantasyContestTypeBody) contest_types?: OpsFantasyContestTypeBody[];
}

export class OpsFantasyScoreBody {
  @Text() player_id!: string;
  @Int() runs!: number;
  @Int() balls!: number;
  @Maybe() @Flag() out?: boolean;
}

export class OpsFantasyScoresBody {
  @ListOf(() => OpsFantasyScoreBody) scores!: OpsFantasyScoreBody[];
  @Note('Why (kept in the audit); required for a correction after the match completed') @Maybe() @Text() reason?: string;
}

export class OpsFantasyStatusBody {
  @Note('live, completed (settles) or abandoned (refunds every fight)') @OneOf(['live', 'completed', 'abandoned']) status!: 'live' | 'completed' | 'abandoned';
}

export class OpsFantasyRollbackBody {
  @Note('The settlement the operator saw, so a stale page cannot roll back a newer one') @Text() run_id!: string;
}
