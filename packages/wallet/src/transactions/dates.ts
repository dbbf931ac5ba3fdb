/** Dates as YYYY-MM-DD in India time (SPEC §9: Asia/Kolkata, fixed +05:30). */
const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export const istDate = (now: number = Date.now(), daysBack = 0) => new Date(now + IST_MS - daysBack * DAY_MS).toISOString().slice(0, 10);

export const defaultFrom = (now?: number) => istDate(now, 3);
export const defaultTo = (now?: number) => istDate(now, 0);

/** An empty From resets to 3 days ago; an empty To to today. */
export function normaliseRange(from: string, to: string, now?: number): { from: string; to: string } {
  return { from: from || defaultFrom(now), to: to || defaultTo(now) };
}

/** The API's `to` is exclusive: the end date plus one day. */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
