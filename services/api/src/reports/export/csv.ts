import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ExportDocument } from './document';

/**
 * CSV for Excel: UTF-8 with a byte-order mark (Excel reads the file as UTF-8 then), a header row, the rows, and after
 * them one row per total (its name in the first column, the figure in the second, the rest empty, so every row has
 * the header's columns). csv-stringify quotes what needs quoting; a pull stream (Readable.from) asks for the next
 * batch only when the client has taken the last one, so a slow download never piles the range up in memory.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';
const BOM = '\ufeff';

export function csvStream(doc: ExportDocument): Readable {
  const width = doc.columns.length;
  async function* chunks(): AsyncGenerator<string> {
    yield BOM + stringify([doc.columns.map((c) => c.header)]);
    for await (const batch of doc.batches()) yield stringify(batch);
    const totals = doc.totals.map(([name, value]) => [name, value, ...Array<string>(Math.max(0, width - 2)).fill('')]);
    if (totals.length) yield stringify(totals);
  }
  return Readable.from(chunks(), { objectMode: false });
}
