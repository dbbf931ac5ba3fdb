import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import moment from 'moment-timezone';
import type { ExportDocument } from './document';

/**
 * PDF from PDFKit, streamed: A4 landscape, on every page the title, the player, the range and its zone, the filters
 * and the column headers, and the page number at the foot; the totals under the header of the first page and again
 * after the last row. Pages are written as the rows arrive (no buffered pages), and the writer waits whenever the
 * client has not taken what was written, so memory stays one batch and a page whatever the range.
 * The built-in Helvetica covers Latin text; other characters (a name in another script) print as '?'.
 */
export const PDF_TYPE = 'application/pdf';

const MARGIN = 36;
const ROW = 12;
const SIZE = 8;
/** How much may wait unread before the writer pauses. */
const HIGH_WATER = 512 * 1024;

const latin = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
const dayText = (day: string, zone: string) => moment.tz(day, 'YYYY-MM-DD', zone).format('D MMM YYYY');

export function pdfStream(src: ExportDocument): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false, info: { Title: src.title, Author: 'Khel' } });
  const out = new PassThrough();
  doc.pipe(out);
  const width = doc.page.width - 2 * MARGIN;
  const total = src.columns.reduce((s, c) => s + c.width, 0);
  const widths = src.columns.map((c) => (c.width / total) * width);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const bottom = () => doc.page.height - MARGIN - 14;
  let page = 0;

  const cells = (values: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
    values.forEach((value, i) => {
      doc.text(latin(value), lefts[i]! + 2, y, { width: widths[i]! - 4, height: ROW, lineBreak: false, ellipsis: true, align: src.columns[i]!.align ?? 'left' });
    });
    doc.x = MARGIN;
    doc.y = y + ROW;
  };

  const totals = (heading: string) => {
    doc.font('Helvetica-Bold').fontSize(9).text(heading, MARGIN, doc.y + 4);
    doc.font('Helvetica').fontSize(9).text(src.totals.map(([name, value]) => `${name}: ${value}`).join('    '), MARGIN, doc.y, { width });
    doc.moveDown(0.5);
  };

  doc.on('pageAdded', () => header());
  function header() {
    page += 1;
    const r = src.range;
    doc.font('Helvetica-Bold').fontSize(14).text(latin(`Khel · ${src.title}`), MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9);
    doc.text(latin(`Player: ${src.player.userName} (ID ${src.player.id})    Range: ${dayText(r.from, r.zone)} to ${dayText(r.to, r.zone)}    Zone: ${r.zone}`));
    if (src.filters.length) doc.text(latin(src.filters.join('    ')));
    // The page number at the foot, written now (the page count is not known while streaming).
    const y = doc.y;
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(`Page ${page}`, MARGIN, doc.page.height - MARGIN, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = keep;
    doc.x = MARGIN;
    doc.y = y;
    if (page === 1 && src.totals.length) totals('Totals');
    doc.moveDown(0.3);
    cells(src.columns.map((c) => c.header), true);
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).stroke();
    doc.y += 2;
  }

  const roomFreed = () => new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 50);
    out.once('drain', done);
    out.once('close', done);
  });

  (async () => {
    header();
    let rows = 0;
    for await (const batch of src.batches()) {
      for (const row of batch) {
        if (doc.y + ROW > bottom()) doc.addPage();
        cells(row);
        rows += 1;
      }
      while (!out.destroyed && doc.readableLength + out.writableLength > HIGH_WATER) await roomFreed();
      if (out.destroyed) return;
    }
    if (!rows) doc.font('Helvetica').fontSize(9).text('No rows in this range.', MARGIN, doc.y + 4);
    if (src.totals.length) {
      if (doc.y + 4 * ROW > bottom()) doc.addPage();
      totals('Totals');
    }
    doc.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
