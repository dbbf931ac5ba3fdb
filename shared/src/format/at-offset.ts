/**
 * The site's date format 'hh:mmA | DD MMM YYYY' at a fixed offset from UTC, in minutes: no DOM, no moment, so the
 * server writes times exactly as the screens do. India has kept +05:30 with no daylight saving since 1945.
 */
export const IST_OFFSET_MINUTES = 330;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The 24-hour clock 'HH:mm' at a fixed offset from UTC, in minutes (a race's name: "15:30 Mahalakshmi"). */
export function clockAtOffset(date: Date, offsetMinutes: number): string {
  const t = new Date(date.getTime() + offsetMinutes * 60_000);
  return `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

export function formatAtOffset(date: Date, offsetMinutes: number): string {
  const t = new Date(date.getTime() + offsetMinutes * 60_000);
  const h = t.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad(h12)}:${pad(t.getUTCMinutes())}${h < 12 ? 'AM' : 'PM'} | ${pad(t.getUTCDate())} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
}
