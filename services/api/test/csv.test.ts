import { parse } from 'csv-parse/sync';
import { csvRows, safeCell } from '../src/lib/csv';

describe('the one CSV writer', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1+2', `'+1+2`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['-120.50', '-120.50'],
    ['+3', '+3'],
    ['1,00,000.00', '1,00,000.00'],
    ['Back India @ 1.85 won', 'Back India @ 1.85 won'],
    ['', ''],
  ])('%j is written as %j', (value, written) => expect(safeCell(value)).toBe(written));

  it('quotes commas, quotes and line breaks, and parses back to the guarded cells', () => {
    const rows = [['a,b', 'say "hi"', 'two\nlines', '=1+2', '-5.00']];
    const text = csvRows(rows, { crlf: true });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toEqual([['a,b', 'say "hi"', 'two\nlines', "'=1+2", '-5.00']]);
    expect(csvRows([['x']])).toBe('x\n');
  });
});
