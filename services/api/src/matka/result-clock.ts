import { conflict } from '../http/errors';
import { istDate, sessionClosesAt } from './clock';
import type { MatkaMarket, Session } from './types';

/**
 * A result is declared on the draw's own clock (issue 27 H1: an open result was accepted at 01:18 IST for a session
 * that closes at 23:00, and a result for 2030-01-01): never for a date after today (IST), never before the session
 * stops taking bets on its date (the open session at the market's open time, the close session at its close time).
 * A void is not a result: a draw that will not happen may be voided ahead of time (every stake refunded).
 */
export const RESULT_CLOCK_MESSAGES = {
  futureDate: (date: string, today: string) => `${date} is after today (${today} IST): a result cannot be declared for a future draw`,
  beforeTime: (session: Session, date: string, time: string) =>
    `The ${session} session of ${date} takes bets until ${time} IST: its result cannot be declared before then`,
} as const;

export function assertResultOnTime(m: Pick<MatkaMarket, 'openTime' | 'closeTime'>, date: string, session: Session, now: Date): void {
  const today = istDate(now);
  if (date > today) throw conflict(RESULT_CLOCK_MESSAGES.futureDate(date, today));
  if (sessionClosesAt(m, date, session) > now) throw conflict(RESULT_CLOCK_MESSAGES.beforeTime(session, date, session === 'open' ? m.openTime : m.closeTime));
}
