import type { MatkaBetType, MatkaMarket, MatkaSession } from '@khel/shared/contracts';
import { panasOf, type PanaKind } from './panas';

/** What the betting page offers: the bet types, their numbers, and which are open now (from the API's `playable`). */

export type PlayType = Extract<MatkaBetType, 'single' | 'jodi' | PanaKind>;

export const PLAY_TYPES: Array<{ type: PlayType; label: string }> = [
  { type: 'single', label: 'Single' },
  { type: 'jodi', label: 'Jodi' },
  { type: 'single_patti', label: 'Single Patti' },
  { type: 'double_patti', label: 'Double Patti' },
  { type: 'triple_patti', label: 'Triple Patti' },
];

export const SESSION_LABELS: Record<MatkaSession, string> = { open: 'Open', close: 'Close' };

export function typeLabel(type: string): string {
  return PLAY_TYPES.find((p) => p.type === type)?.label ?? type;
}

/** Jodi is decided by both results, so it has no session of its own: it closes with the open session. */
export const hasSession = (type: PlayType): boolean => type !== 'jodi';

/** Whether the API says this type (and session) takes bets now. */
export function canPlay(market: Pick<MatkaMarket, 'playable'>, type: PlayType, session: MatkaSession): boolean {
  return market.playable.some((p) => p.type === type && (hasSession(type) ? p.session === session : true));
}

/** The first session still open, the open one first (what the page selects when it loads). */
export function firstOpenSession(market: Pick<MatkaMarket, 'open_session_open' | 'close_session_open'>): MatkaSession {
  return !market.open_session_open && market.close_session_open ? 'close' : 'open';
}

const SINGLES = Array.from({ length: 10 }, (_, i) => String(i));
const JODIS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** Every number a type takes: 0-9, 00-99, or the valid panas of the kind. */
export function numbersOf(type: PlayType): readonly string[] {
  if (type === 'single') return SINGLES;
  if (type === 'jodi') return JODIS;
  return panasOf(type);
}

export function rateOf(market: Pick<MatkaMarket, 'rates'>, type: string): number | null {
  return market.rates.find((r) => r.type === type)?.rate ?? null;
}

/** One number on the slip with its own stake (text as typed: whole rupees). */
export interface SlipLine {
  type: PlayType;
  /** null for jodi */
  session: MatkaSession | null;
  number: string;
  stake: string;
}

export const lineId = (l: Pick<SlipLine, 'type' | 'session' | 'number'>) => `${l.type}:${l.session ?? '-'}:${l.number}`;

/** Sum of the stakes in rupees (blank stakes count 0). */
export function slipTotal(lines: SlipLine[]): number {
  return lines.reduce((sum, l) => sum + (Number(l.stake) || 0), 0);
}

/** The line's stake problem against the market's limits, or null. */
export function stakeProblem(stake: string, min: number, max: number): { key: string; min: number; max: number } | null {
  const n = Number(stake);
  if (!stake || !Number.isFinite(n) || n < min || n > max) return { key: 'Stake must be between {{min}} and {{max}}', min, max };
  return null;
}
