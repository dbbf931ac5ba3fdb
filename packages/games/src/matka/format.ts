import { formatRupees, useFormatDateTime } from '@khel/shared';

/**
 * Matka's times and dates through the shared formatter ('hh:mmA | DD MMM YYYY', moment-timezone, Asia/Kolkata).
 * A draw date is an IST calendar date ('YYYY-MM-DD'), so it is read at midnight +05:30 (SPEC: "matka date shifted
 * +5:30"); read as UTC it would show the day before to anyone west of India.
 */
export interface MatkaFormat {
  /** An instant's IST clock time: '11:00PM'. */
  time(iso: string): string;
  /** A draw date: '23 Nov 2026'. */
  date(drawDate: string): string;
  /** A draw date without the year: '23 Nov'. */
  day(drawDate: string): string;
  /** An instant in full: '11:00PM | 23 Nov 2026'. */
  dateTime(iso: string | null): string;
}

export const istMidnight = (drawDate: string) => `${drawDate}T00:00:00+05:30`;

export function useMatkaFormat(): MatkaFormat {
  const format = useFormatDateTime();
  const part = (text: string, i: 0 | 1) => (text === '-' ? '-' : (text.split(' | ')[i] ?? '-'));
  return {
    time: (iso) => part(format(iso), 0),
    date: (drawDate) => part(format(istMidnight(drawDate)), 1),
    day: (drawDate) => part(format(istMidnight(drawDate)), 1).replace(/ \d{4}$/, ''),
    dateTime: (iso) => format(iso),
  };
}

/** Rupees as money text through the shared formatter: 9000 -> '₹9,000.00'. */
export const money = (rupees: number): string => formatRupees(Math.round(rupees * 100));
