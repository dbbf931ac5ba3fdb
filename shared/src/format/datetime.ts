import { useCallback, useEffect, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { importByName } from '../import-by-name';
import { formatAtOffset, IST_OFFSET_MINUTES } from './at-offset';

/**
 * Dates show as 'hh:mmA | DD MMM YYYY' (SPEC §9), in India Standard Time (Asia/Kolkata) unless the player chose
 * their device's time zone (Settings -> Time Setting). Every screen formats through formatDateTime, so the choice
 * applies everywhere; it is kept in localStorage (and on the server per player, applied at login by the shell).
 */
export const DATE_TIME_FORMAT = 'hh:mmA | DD MMM YYYY';
export const TIMEZONE = 'Asia/Kolkata';

/** 'ist': India Standard Time; 'device': the browser's own time zone. */
export type TimeZoneChoice = 'ist' | 'device';
export const TIME_ZONE_KEY = 'khel_time_zone';

function zoneStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function readTimeZoneChoice(): TimeZoneChoice {
  return zoneStorage()?.getItem(TIME_ZONE_KEY) === 'device' ? 'device' : 'ist';
}

/** The player's time-zone choice; screens that show times re-render when it changes (useFormatDateTime). */
export const timeZone$ = new BehaviorSubject<TimeZoneChoice>(readTimeZoneChoice());

/** Sets and keeps the choice in this browser (the shell also saves it on the server for the player). */
export function setTimeZoneChoice(choice: TimeZoneChoice): void {
  zoneStorage()?.setItem(TIME_ZONE_KEY, choice);
  if (timeZone$.value !== choice) timeZone$.next(choice);
}

/** The zone times are shown in: 'Asia/Kolkata', or the device's IANA name (e.g. 'Europe/London'). */
export function shownTimeZone(choice: TimeZoneChoice = timeZone$.value): string {
  if (choice === 'ist') return TIMEZONE;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
/** IANA data for Asia/Kolkata only, in moment-timezone's packed form (the import-map vendor carries the same). */
const KOLKATA_PACKED =
  'Asia/Kolkata|LMT HMT MMT IST +0630|-5R.s -5R.k -5l.a -5u -6u|01234343|-4Fg5R.s BKo0.8 1rDcw.a 1r2LP.a 1un0 HB0 7zX0|15e6';

type MomentTz = typeof import('moment-timezone');
type DateInput = string | number | Date;

let moment: MomentTz | null = null;
let loading: Promise<MomentTz> | null = null;

/**
 * moment-timezone is loaded on first use, never on the Home path. In the composed site it comes from the import
 * map through SystemJS (webpackIgnore keeps webpack from making it an eager dependency); elsewhere (tests) a
 * plain dynamic import.
 */
export function loadDateFormat(): Promise<MomentTz> {
  if (moment) return Promise.resolve(moment);
  loading ??= (async () => {
    const mod = await importByName<MomentTz | { default: MomentTz }>('moment-timezone');
    const m = ('default' in mod && mod.default ? mod.default : mod) as MomentTz;
    if (!m.tz.zone(TIMEZONE)) m.tz.add(KOLKATA_PACKED);
    moment = m;
    return m;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

export function isDateFormatLoaded(): boolean {
  return moment !== null;
}

/** 'hh:mmA | DD MMM YYYY' in the chosen zone (IST unless the player chose the device's); '-' for a missing or invalid date. */
export function formatDateTime(d: DateInput | null | undefined, choice: TimeZoneChoice = timeZone$.value): string {
  if (d === null || d === undefined || d === '') return '-';
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return '-';
  if (choice === 'device') return formatAtOffset(date, -date.getTimezoneOffset());
  return moment ? moment.tz(date, TIMEZONE).format(DATE_TIME_FORMAT) : formatAtOffset(date, IST_OFFSET_MINUTES);
}

/** formatDateTime for components; triggers the lazy load and re-renders once moment is in and when the zone choice changes. */
export function useFormatDateTime(): (d: DateInput | null | undefined) => string {
  const [, setReady] = useState(isDateFormatLoaded());
  const [choice, setChoice] = useState(timeZone$.value);
  useEffect(() => {
    let live = true;
    if (!isDateFormatLoaded()) void loadDateFormat().then(() => live && setReady(true), () => undefined);
    const sub = timeZone$.subscribe(setChoice);
    return () => {
      live = false;
      sub.unsubscribe();
    };
  }, []);
  return useCallback((d: DateInput | null | undefined) => formatDateTime(d, choice), [choice]);
}
