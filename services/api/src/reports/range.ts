import moment from 'moment-timezone';
import { FILTER_MESSAGES, REPORT_DEFAULT_DAYS } from '@khel/shared/contracts';
import { unprocessable } from '../http/errors';

/**
 * A report's date range: calendar days in a zone (IST unless the player's page says its device's zone), first and
 * last day included, turned into the instants [start, end) the queries compare with. Midnight is the zone's own, so
 * a bet settled at 23:59 IST and one at 00:01 IST fall on two days; a zone with daylight saving gets its 23- and
 * 25-hour days. SPEC §5: an empty From is 3 days before today, an empty To is today.
 */
export const DEFAULT_ZONE = 'Asia/Kolkata';

export interface ReportRange {
  /** YYYY-MM-DD, in the zone */
  from: string;
  to: string;
  zone: string;
  start: Date;
  end: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// IANA names: Area/Location[/Sub], or UTC; checked against moment-timezone's data (PostgreSQL carries the same).
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function parseZone(value: unknown): string {
  const given = text(value);
  if (given === undefined) return DEFAULT_ZONE;
  if (!ZONE.test(given) || !moment.tz.zone(given)) throw unprocessable([FILTER_MESSAGES.zone]);
  return moment.tz.zone(given)!.name;
}

function parseDay(value: unknown, zone: string, message: string): moment.Moment | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  const day = DATE.test(given) ? moment.tz(given, 'YYYY-MM-DD', true, zone) : null;
  if (!day?.isValid() || day.year() < 2000 || day.year() > 2999) throw unprocessable([message]);
  return day;
}

/** The date in the zone of an instant. */
export function dayIn(at: Date, zone: string): string {
  return moment(at).tz(zone).format('YYYY-MM-DD');
}

/** The range a query asks for (from, to, tz), checked against the operators' longest range. */
export function parseRange(query: Record<string, unknown>, opts: { now: Date; maxDays: number }): ReportRange {
  const zone = parseZone(query.tz);
  const today = moment(opts.now).tz(zone).startOf('day');
  const from = parseDay(query.from, zone, FILTER_MESSAGES.from) ?? today.clone().subtract(REPORT_DEFAULT_DAYS, 'days');
  const to = parseDay(query.to, zone, FILTER_MESSAGES.to) ?? today;
  if (from.isAfter(to)) throw unprocessable([FILTER_MESSAGES.order]);
  const days = Math.round(moment.duration(to.diff(from)).asDays()) + 1;
  if (days > opts.maxDays) throw unprocessable([FILTER_MESSAGES.tooLong.replace('{{days}}', String(opts.maxDays))]);
  return {
    from: from.format('YYYY-MM-DD'),
    to: to.format('YYYY-MM-DD'),
    zone,
    start: from.toDate(),
    end: to.clone().add(1, 'day').startOf('day').toDate(),
  };
}

/** Today (from midnight to the next, in the zone) as a range. */
export function todayRange(now: Date, zone = DEFAULT_ZONE): ReportRange {
  const today = moment(now).tz(zone).startOf('day');
  const day = today.format('YYYY-MM-DD');
  return { from: day, to: day, zone, start: today.toDate(), end: today.clone().add(1, 'day').startOf('day').toDate() };
}

export const rangeView = (r: ReportRange) => ({ from: r.from, to: r.to, zone: r.zone });
