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

/** An instant in the report's zone, 'YYYY-MM-DD HH:mm:ss'. */
export const timeIn = (zone: string) => (iso: string | null | undefined): string => (iso ? moment(iso).tz(zone).format('YYYY-MM-DD HH:mm:ss') : '');

/** Every page of a keyset list, one batch per page, until it has no next page. */
export async function* pages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>, cells: (item: T) => string[]): AsyncGenerator<string[][]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read(cursor);
    if (page.items.length) yield page.items.map(cells);
    if (!page.next) return;
    cursor = page.next;
  }
}
