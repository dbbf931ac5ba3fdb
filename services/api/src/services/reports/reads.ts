import {
  EXPORT_FORMATS, EXPORT_REPORTS, FILTER_MESSAGES, type ExportFormat, type ExportReport, type ReportBetPage, type StatementPage, type TransferPage,
  type WinLossMarketPage, type WinLossReport,
} from '@khel/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/db';
import { notFound, unprocessable } from '../../http/errors';
import { betTotals, listBets, oneBet } from '../../reports/bets';
import { csvStream, CSV_TYPE } from '../../reports/export/csv';
import { pdfStream, PDF_TYPE } from '../../reports/export/pdf';
import { exportDocument } from '../../reports/export/sources';
import { accountOf, betFilters, limitOf, productOf, transferFilters, type Query } from '../../reports/filters';
import { parseRange, rangeView, type ReportRange } from '../../reports/range';
import { maxRangeDays } from '../../reports/settings';
import { statementPage, statementTotals } from '../../reports/statement';
import { transferPage, transferTotals } from '../../reports/transfers';
import { winLossDays, winLossMarkets } from '../../reports/win-loss';

/**
 * The reports of one player, the same for the player's own routes and the operator's: each takes the query as sent,
 * checks it (a 422 naming what is wrong), reads the reports' database (the read replica when configured) and answers
 * the shared contract's shape. The first page of a list (no cursor) carries its totals.
 */
export interface ReportSubject {
  userId: string;
  userName: string;
}

export interface ReportReads {
  /** Where report reads go: the replica (KHEL_REPORTS_DATABASE_URL) or the main database. */
  db: Queryable;
  now: () => Date;
}

async function rangeOf(r: ReportReads, query: Query): Promise<ReportRange> {
  return parseRange(query, { now: r.now(), maxDays: await maxRangeDays(r.db) });
}

const first = (query: Query) => query.cursor === undefined || query.cursor === '';

export async function betsReport(r: ReportReads, who: ReportSubject, query: Query): Promise<ReportBetPage> {
  const filters = betFilters(query);
  const range = await rangeOf(r, query);
  const bq = { userId: who.userId, range, filters };
  const page = await listBets(r.db, bq, { cursor: query.cursor, limit: limitOf(query) });
  return { range: rangeView(range), items: page.items, next_cursor: page.next, totals: first(query) ? await betTotals(r.db, bq) : null };
}

export async function oneBetReport(r: ReportReads, who: ReportSubject, betId: string) {
  const bet = /^[0-9]{1,18}$/.test(betId) ? await oneBet(r.db, who.userId, betId) : null;
  if (!bet) throw notFound(FILTER_MESSAGES.betId);
  return { bet };
}

export async function winLossReport(r: ReportReads, who: ReportSubject, query: Query): Promise<WinLossReport> {
  const product = productOf(query);
  const range = await rangeOf(r, query);
  const { days, totals } = await winLossDays(r.db, { userId: who.userId, range, product });
  return { range: rangeView(range), days, totals };
}

export async function winLossMarketsReport(r: ReportReads, who: ReportSubject, query: Query): Promise<WinLossMarketPage> {
  const product = productOf(query);
  const range = await rangeOf(r, query);
  const page = await winLossMarkets(r.db, { userId: who.userId, range, product }, { cursor: query.cursor, limit: limitOf(query) });
  const totals = first(query) ? await betTotals(r.db, { userId: who.userId, range, filters: { state: 'settled', product }, wonOrLost: true }) : null;
  return { range: rangeView(range), items: page.items, next_cursor: page.next, totals };
}

/** The bets of one market (casino: the rounds of one game) that count in win-loss: settled, won or lost. */
export async function winLossBetsReport(r: ReportReads, who: ReportSubject, query: Query): Promise<ReportBetPage> {
  const filters = betFilters({ ...query, state: 'settled' });
  if (!filters.marketId) throw unprocessable([FILTER_MESSAGES.market]);
  const range = await rangeOf(r, query);
  const bq = { userId: who.userId, range, filters, wonOrLost: true };
  const page = await listBets(r.db, bq, { cursor: query.cursor, limit: limitOf(query) });
  return { range: rangeView(range), items: page.items, next_cursor: page.next, totals: first(query) ? await betTotals(r.db, bq) : null };
}

export async function statementReport(r: ReportReads, who: ReportSubject, query: Query): Promise<StatementPage> {
  const account = accountOf(query);
  const range = await rangeOf(r, query);
  const sq = { userId: who.userId, account, range };
  const page = await statementPage(r.db, sq, { cursor: query.cursor, limit: limitOf(query) });
  return { range: rangeView(range), account, items: page.items, next_cursor: page.next, totals: first(query) ? await statementTotals(r.db, sq) : null };
}

export async function transfersReport(r: ReportReads, who: ReportSubject, query: Query): Promise<TransferPage> {
  const filters = transferFilters(query);
  const range = await rangeOf(r, query);
  const tq = { userId: who.userId, range, filters };
  const page = await transferPage(r.db, tq, { cursor: query.cursor, limit: limitOf(query) });
  return { range: rangeView(range), items: page.items, next_cursor: page.next, totals: first(query) ? await transferTotals(r.db, tq) : null };
}

export interface ExportChoice {
  report: ExportReport;
  format: ExportFormat;
}

/** The export asked for: the report (path) and the format (query), checked before anything is counted or read. */
export function exportChoice(report: string, query: Query): ExportChoice {
  if (!(EXPORT_REPORTS as readonly string[]).includes(report)) throw notFound(FILTER_MESSAGES.report);
  const format = query.format === undefined || query.format === '' ? 'csv' : query.format;
  if (typeof format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(format)) throw unprocessable([FILTER_MESSAGES.format]);
  return { report: report as ExportReport, format: format as ExportFormat };
}

/** Checks the export's filters and range (every 422 before the download starts). */
export async function exportRequestOf(r: ReportReads, who: ReportSubject, choice: ExportChoice, query: Query) {
  const bets = betFilters(query);
  const product = productOf(query);
  const account = accountOf(query);
  const transfers = transferFilters(query);
  const range = await rangeOf(r, query);
  return { report: choice.report, player: { id: who.userId, userName: who.userName }, range, bets, product, account, transfers };
}

/** Streams the file: the totals are read first, then the rows a batch at a time as the client takes them. */
export async function sendExport(r: ReportReads, reply: FastifyReply, choice: ExportChoice, request: Awaited<ReturnType<typeof exportRequestOf>>) {
  const doc = await exportDocument(r.db, request);
  const stream = choice.format === 'pdf' ? pdfStream(doc) : csvStream(doc);
  stream.on('error', (error) => reply.log.error({ err: error }, 'report export failed while streaming'));
  reply
    .header('content-type', choice.format === 'pdf' ? PDF_TYPE : CSV_TYPE)
    .header('content-disposition', `attachment; filename="${doc.fileName}.${choice.format}"`)
    .header('cache-control', 'no-store');
  return reply.send(stream);
}
