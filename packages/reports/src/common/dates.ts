/**
 * The reports' date ranges: calendar days (YYYY-MM-DD) in the zone the player reads times in (IST unless they chose
 * their device's; @khel/shared's shownTimeZone), so "today" turns at that zone's midnight. The API counts the same
 * days in the same zone (it is sent as tz). Presets go back from today, the last 3 days by default, as on the
 * transactions screen (SPEC §5: an empty From is 3 days before today, an empty To is today).
 */
export const PRESETS = ['today', '3d', '7d', '30d', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = '3d';

const DAY_MS = 86_400_000;
const DAYS_BACK: Record<Exclude<Preset, 'custom'>, number> = { today: 0, '3d': 3, '7d': 7, '30d': 30 };

/** A preset's button text (an English key). */
export function presetLabel(p: Preset): string {
  switch (p) {
    case 'today':
      return 'Today';
    case '3d':
      return '3 days';
    case '7d':
      return '7 days';
    case '30d':
      return '30 days';
    default:
      return 'Custom';
  }
}

/** The date in `zone` of an instant (Intl, which knows every zone; no date library on the page). */
export function dayIn(zone: string, at: number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A calendar day moved by n days (plain date arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(Date.parse(`${text}T00:00:00Z`)).toISOString().slice(0, 10) === text;

export interface DayRange {
  from: string;
  to: string;
}

/** The days a preset covers, ending today in the zone. */
export function presetRange(preset: Exclude<Preset, 'custom'>, zone: string, now: number = Date.now()): DayRange {
  const today = dayIn(zone, now);
  return { from: addDays(today, -DAYS_BACK[preset]), to: today };
}

/** A preset fits when its days (today included) are within the operators' longest range. */
export const presetFits = (preset: Preset, maxDays: number): boolean => preset === 'custom' || DAYS_BACK[preset] + 1 <= maxDays;

/**
 * The range the page shows: a preset's, or a custom one read from the address (from, to) and kept within the
 * longest range (a start too early moves forward), an empty or broken day reset as SPEC §5 says.
 */
export function resolveRange(q: { preset?: string | null; from?: string | null; to?: string | null }, zone: string, maxDays: number, now: number = Date.now()): DayRange & { preset: Preset } {
  const preset = (PRESETS as readonly string[]).includes(q.preset ?? '') ? (q.preset as Preset) : q.from || q.to ? 'custom' : DEFAULT_PRESET;
  if (preset !== 'custom') {
    const fits = presetFits(preset, maxDays) ? preset : 'today';
    return { preset: fits, ...presetRange(fits, zone, now) };
  }
  const today = dayIn(zone, now);
  let to = isDay(q.to) ? q.to : today;
  let from = isDay(q.from) ? q.from : addDays(to, -DAYS_BACK['3d']);
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) > maxDays) from = addDays(to, -(maxDays - 1));
  return { preset, from, to };
}
