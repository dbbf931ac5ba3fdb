import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer (the reports' exports and the audit log's): csv-stringify quotes what needs quoting (RFC 4180),
 * and a text cell starting with = + - @ or a tab/CR gets a leading ' so a spreadsheet never runs it as a formula
 * (operators and players open these files in Excel). A plain number (-120.50, +3) is left alone: it is a figure.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[0-9][0-9,]*(\.[0-9]+)?$/;

export function safeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Rows as CSV text, every cell guarded; `crlf` ends each record with CR LF (Excel's and RFC 4180's own). */
export function csvRows(rows: readonly (readonly string[])[], options: { crlf?: boolean } = {}): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    // csv-stringify quotes a field holding the record delimiter, not a lone \n or \r: quote those too.
    { record_delimiter: options.crlf ? 'windows' : 'unix', quoted_match: /[\r\n]/ },
  );
}
