import moment from 'moment-timezone';
import { DAYS, type Day, type MatkaMarket, type Session } from './types';

/**
 * Market times are IST wall-clock times (Asia/Kolkata, UTC+5:30, no daylight saving): the "matka date" is the
 * IST date, so a bet at 00:30 IST on the 24th (19:00 UTC on the 23rd) plays the 24th's draw. A draw's open
 * session closes for bets at the open time, its close session at the close time, both on that IST date.
 */
export const IST = 'Asia/Kolkata';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The IST date of an instant, 'YYYY-MM-DD'. */
export function istDate(at: Date): string {
  return moment(at).tz(IST).format('YYYY-MM-DD');
}

export function isDrawDate(text: string): boolean {
  return DATE.test(text) && moment.tz(text, 'YYYY-MM-DD', true, IST).isValid();
}

/** The instant of an IST wall-clock time ('HH:mm') on an IST date. */
export function istInstant(date: string, time: string): Date {
  return moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, IST).toDate();
}

export function weekday(date: string): Day {
  return DAYS[(moment.tz(date, 'YYYY-MM-DD', IST).isoWeekday() - 1) as 0]!;
}

/** When a session of the draw on `date` stops taking bets. */
export function sessionClosesAt(m: Pick<MatkaMarket, 'openTime' | 'closeTime'>, date: string, session: Session): Date {
  return istInstant(date, session === 'open' ? m.openTime : m.closeTime);
}

export function runsOn(m: Pick<MatkaMarket, 'days'>, date: string): boolean {
  return m.days.includes(weekday(date));
}

/** The IST date `n` days after `date`. */
export function addDays(date: string, n: number): string {
  return moment.tz(date, 'YYYY-MM-DD', IST).add(n, 'days').format('YYYY-MM-DD');
}

/** Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return moment.tz(date, 'YYYY-MM-DD', IST).isoWeekday(1).format('YYYY-MM-DD');
}

/** 'HH:mm' 24-hour, as operators set the times. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
