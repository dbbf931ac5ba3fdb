import { Readable } from 'node:stream';
import { csvRows } from '../../lib/csv';
import type { ExportDocument } from './document';

/**
 * CSV for Excel: UTF-8 with a byte-order mark (Excel reads the file as UTF-8 then), a header row, the rows, and after
 * them one row per total (its name in the first column, the figure in the second, the rest empty, so every row has
 * the header's columns). The one CSV writer (lib/csv.ts) quotes what needs quoting and guards formula-like text; a pull stream (Readable.from) asks for the next
 * batch only when the client has taken the last one, so a slow download never piles the range up in memory.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';
const BOM = '\ufeff';

export function csvStream(doc: ExportDocument): Readable {
  const width = doc.columns.length;
  async function* chunks(): AsyncGenerator<string> {
    yield BOM + csvRows([doc.columns.map((c) => c.header)]);
    for await (const batch of doc.batches()) yield csvRows(batch);
    const totals = doc.totals.map(([name, value]) => [name, value, ...Array<string>(Math.max(0, width - 2)).fill('')]);
    if (totals.length) yield csvRows(totals);
  }
  return Readable.from(chunks(), { objectMode: false });
}
