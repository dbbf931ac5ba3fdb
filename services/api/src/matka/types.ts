/** Matka's bet types, sessions, default rates and market shape. */

export const BET_TYPES = [
  'single', 'jodi', 'single_patti', 'double_patti', 'triple_patti', 'half_sangam_open', 'half_sangam_close', 'full_sangam',
] as const;
export type BetType = (typeof BET_TYPES)[number];

export const SESSIONS = ['open', 'close'] as const;
export type Session = (typeof SESSIONS)[number];

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];

/** Types the player plays on one session of their choice; the rest are decided by both results (close session). */
export const SESSION_TYPES: readonly BetType[] = ['single', 'single_patti', 'double_patti', 'triple_patti'];
export const needsSession = (t: BetType): boolean => SESSION_TYPES.includes(t);

/**
 * Rates x 100: a winning bet returns stake x rate (stake included), so rate 9 on a single pays 90 for 10. DESIGN.md:
 * single 9-9.5, jodi 90-95, patti 140-150 / 280-300 / 700-900, half sangam 1,000-1,500, full sangam 10,000.
 */
export type Rates = Record<BetType, number>;
export const DEFAULT_RATES: Rates = {
  single: 900,
  jodi: 9_000,
  single_patti: 14_000,
  double_patti: 28_000,
  triple_patti: 70_000,
  half_sangam_open: 100_000,
  half_sangam_close: 100_000,
  full_sangam: 1_000_000,
};
/** A rate is more than 1 and at most 100,000 (x 100). */
export const RATE_MIN_X100 = 101;
export const RATE_MAX_X100 = 10_000_000;

export interface MatkaMarket {
  id: string;
  name: string;
  /** IST wall-clock times, 'HH:mm' */
  openTime: string;
  closeTime: string;
  days: Day[];
  rates: Rates;
  minStake: bigint;
  maxStake: bigint;
  active: boolean;
  sortOrder: number;
}

/** What a settlement run of a session declared. */
export type SessionResult = { openPana: string; closePana?: string } | { void: true };

/** What a slip line asks for; `amount` in paise. */
export interface SlipLine {
  type: BetType;
  session?: Session;
  number: string;
  amount: bigint;
}

/** Largest slip: every jodi (100) and every pana of a kind (120) fit. */
export const MAX_SLIP_LINES = 250;
