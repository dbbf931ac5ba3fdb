import moment from 'moment-timezone';
import type { ReportRange } from '../range';

/**
 * An export, whatever its format: the title and who and what it is about (the header), the columns, the rows as
 * they are read a batch at a time (the range is never held whole), and the totals (read first, so the PDF can show
 * them on its first page too). Cells are text already: amounts as plain numbers with 2 decimals, times in the
 * report's zone.
 */
export interface ExportColumn {
  header: string;
  /** Share of the PDF page's width. */
  width: number;
  align?: 'left' | 'right';
}

export interface ExportDocument {
  title: string;
  /** The file's name without its extension. */
  fileName: string;
  player: { id: string; userName: string };
  range: ReportRange;
  /** The filters that narrowed it, as lines of the header ('Product: sports'). */
  filters: string[];
  columns: ExportColumn[];
  totals: Array<[string, string]>;
  batches: () => AsyncGenerator<string[][]>;
}

/** A plain number with 2 decimals (1234.5 -> '1234.50'); amounts are rupees with at most 2 decimals already. */
export const amount = (rupees: number | null | undefined): string => (rupees === null || rupees === undefined ? '' : rupees.toFixed(2));

/**
 * An instant in the report's zone, 'YYYY-MM-DD HH:mm:ss': the zone's offset at that instant from moment-timezone's
 * data, the digits written out (a moment object per row was most of an export's time).
 */
export function timeIn(zone: string): (iso: string | null | undefined) => string {
  const z = moment.tz.zone(zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (iso) => {
    if (!iso) return '';
    const ms = Date.parse(iso);
    const d = new Date(ms - (z ? z.utcOffset(ms) : 0) * 60_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
}

/**
 * Every page of a keyset list, one batch per page, until it has no next page. The next page is asked as soon as a
 * page arrives, so the database reads it while this one is written out (two batches in memory at most).
 */
export async function* pages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>, cells: (item: T) => string[]): AsyncGenerator<string[][]> {
  let coming = read(undefined);
  for (;;) {
    const page = await coming;
    if (page.next) {
      coming = read(page.next);
      coming.catch(() => undefined); // awaited on the next turn; never an unhandled rejection meanwhile
    }
    if (page.items.length) yield page.items.map(cells);
    if (!page.next) return;
  }
}
