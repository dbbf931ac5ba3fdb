import { useEffect, useState } from 'react';

/** Dates show as 'hh:mmA | DD MMM YYYY' in Asia/Kolkata (SPEC §9). */
export const DATE_TIME_FORMAT = 'hh:mmA | DD MMM YYYY';
export const TIMEZONE = 'Asia/Kolkata';
/** IANA data for Asia/Kolkata only, in moment-timezone's packed form (the import-map vendor carries the same). */
const KOLKATA_PACKED =
  'Asia/Kolkata|LMT HMT MMT IST +0630|-5R.s -5R.k -5l.a -5u -6u|01234343|-4Fg5R.s BKo0.8 1rDcw.a 1r2LP.a 1un0 HB0 7zX0|15e6';

type MomentTz = typeof import('moment-timezone');
type DateInput = string | number | Date;
type SystemLoader = { import(name: string): Promise<unknown> };

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
    const System = (globalThis as { System?: SystemLoader }).System;
    const mod = (System ? await System.import('moment-timezone') : await import(/* webpackIgnore: true */ 'moment-timezone')) as
      | MomentTz
      | { default: MomentTz };
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Same output before moment has arrived: India has kept a fixed +05:30 with no daylight saving since 1945. */
function formatFixedIst(date: Date): string {
  const t = new Date(date.getTime() + 330 * 60_000);
  const h = t.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad(h12)}:${pad(t.getUTCMinutes())}${h < 12 ? 'AM' : 'PM'} | ${pad(t.getUTCDate())} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
}

/** 'hh:mmA | DD MMM YYYY' in Asia/Kolkata; '-' for a missing or invalid date. */
export function formatDateTime(d: DateInput | null | undefined): string {
  if (d === null || d === undefined || d === '') return '-';
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return '-';
  return moment ? moment.tz(date, TIMEZONE).format(DATE_TIME_FORMAT) : formatFixedIst(date);
}

/** formatDateTime for components; triggers the lazy load and re-renders once moment is in. */
export function useFormatDateTime(): (d: DateInput | null | undefined) => string {
  const [, setReady] = useState(isDateFormatLoaded());
  useEffect(() => {
    let live = true;
    if (!isDateFormatLoaded()) void loadDateFormat().then(() => live && setReady(true), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return formatDateTime;
}
