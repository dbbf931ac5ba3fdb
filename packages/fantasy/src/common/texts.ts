import type { FantasyContestTab, FantasyKind, FantasyMatchStatus, FantasyResult, FantasyRole } from '@khel/shared/contracts';

/**
 * The app's labels for the API's values, as i18next keys (their Hindi is in the site's texts; the Hindi test reads
 * every string of this table).
 */
export const LABEL_MESSAGES = {
  kind: { max_run: 'Max Run', max_ball: 'Max Ball' },
  role: { keeper: 'Wicket-keepers', batter: 'Batters', all_rounder: 'All-rounders', bowler: 'Bowlers' },
  roleShort: { keeper: 'WK', batter: 'BAT', all_rounder: 'AR', bowler: 'BOWL' },
  status: { upcoming: 'Upcoming', live: 'Live', completed: 'Completed', abandoned: 'Abandoned' },
  result: { won: 'You won', lost: 'You lost', tie: 'Tie: stakes refunded', refunded: 'Refunded' },
  refund: {
    untaken: 'Nobody took this fight before the start',
    cancelled: 'You cancelled this fight',
    tie: 'Both teams made the same total',
    abandoned: 'The match was abandoned',
  },
  unit: { max_run: 'runs', max_ball: 'balls' },
  tab: { upcoming: 'Upcoming', live: 'Live', completed: 'Completed' },
} as const;

export const KIND_LABEL: Record<FantasyKind, string> = LABEL_MESSAGES.kind;
export const ROLE_LABEL: Record<FantasyRole, string> = LABEL_MESSAGES.role;
export const ROLE_SHORT: Record<FantasyRole, string> = LABEL_MESSAGES.roleShort;
export const STATUS_LABEL: Record<FantasyMatchStatus, string> = LABEL_MESSAGES.status;
export const RESULT_LABEL: Record<FantasyResult, string> = LABEL_MESSAGES.result;
export const REFUND_REASON: Record<string, string> = LABEL_MESSAGES.refund;
/** What a contest type counts, for the totals' labels. */
export const UNIT: Record<FantasyKind, string> = LABEL_MESSAGES.unit;
export const TAB_LABEL: Record<FantasyContestTab, string> = LABEL_MESSAGES.tab;
