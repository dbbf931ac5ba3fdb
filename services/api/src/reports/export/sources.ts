import type { ExportReport, ReportProduct, StatementAccount } from '@khel/shared/contracts';
import type { Queryable } from '../../db/db';
import { betTotals, listBets, type BetQuery } from '../bets';
import { EXPORT_BATCH, type BetFilters, type TransferFilters } from '../filters';
import type { ReportRange } from '../range';
import { statementPage, statementTotals } from '../statement';
import { transferPage, transferTotals } from '../transfers';
import { winLossDays } from '../win-loss';
import { amount, pages, timeIn, type ExportColumn, type ExportDocument } from './document';

/**
 * The exports, one per report: what its columns are, how its rows are read (the report's own keyset pages, a batch
 * of EXPORT_BATCH at a time) and its totals (the report's own totals query). So an export is the report itself, in
 * another format.
 */
export interface ExportRequest {
  report: ExportReport;
  player: { id: string; userName: string };
  range: ReportRange;
  bets: BetFilters;
  product?: ReportProduct;
  account: StatementAccount;
  transfers: TransferFilters;
}

const col = (header: string, width: number, align: 'left' | 'right' = 'left'): ExportColumn => ({ header, width, align });
const money = (header: string) => col(header, 8, 'right');

function fileName(r: ExportRequest, what: string): string {
  return `khel-${what}-${r.player.userName.replace(/[^A-Za-z0-9_-]/g, '') || r.player.id}-${r.range.from}-to-${r.range.to}`;
}

async function betsDocument(q: Queryable, r: ExportRequest): Promise<ExportDocument> {
  const query: BetQuery = { userId: r.player.id, range: r.range, filters: r.bets };
  const t = await betTotals(q, query);
  const time = timeIn(r.range.zone);
  const open = r.bets.state === 'open';
  return {
    title: open ? 'Open bets' : 'Bet history',
    fileName: fileName(r, open ? 'open-bets' : 'bet-history'),
    player: r.player,
    range: r.range,
    filters: filterLines({ Product: r.bets.product, Sport: r.bets.sport, Market: r.bets.marketId, Status: r.bets.status }),
    columns: [
      col('Bet', 6), col('Product', 6), col('Placed', 11), col('Settled', 11), col('Event', 16), col('Market', 12), col('Selection', 12),
      col('Side', 5), col('Odds', 5, 'right'), money('Stake'), money('Liability'), col('Result', 6), money('P&L'),
    ],
    totals: [['Bets', String(t.bets)], ['Stakes', amount(t.stake)], open ? ['Liability', amount(t.liability)] : ['P&L', amount(t.pnl)], ['Commission', amount(t.commission)]],
    batches: () =>
      pages(
        (cursor) => listBets(q, query, { cursor, limit: EXPORT_BATCH }),
        (b) => [b.id, b.product, time(b.placed_at), time(b.settled_at), b.event, b.market, b.selection, b.side, b.odds === null ? '' : b.odds.toFixed(2), amount(b.stake), amount(b.liability), b.result, amount(b.pnl)],
      ),
  };
}

async function winLossDocument(q: Queryable, r: ExportRequest): Promise<ExportDocument> {
  const { days, totals: t } = await winLossDays(q, { userId: r.player.id, range: r.range, product: r.product });
  return {
    title: 'Win-loss by day',
    fileName: fileName(r, 'win-loss'),
    player: r.player,
    range: r.range,
    filters: filterLines({ Product: r.product }),
    columns: [col('Date', 10), col('Product', 10), col('Bets', 6, 'right'), money('Stakes'), money('P&L'), money('Commission')],
    totals: [
      ['Bets', String(t.bets)], ['Stakes', amount(t.stake)], ['P&L', amount(t.pnl)], ['Commission', amount(t.commission)],
      ['Deposits', amount(t.deposits)], ['Withdrawals', amount(t.withdrawals)], ['Net deposits', amount(t.net_deposits)],
    ],
    // The days are one answer already (at most the longest range's days, by product): one batch.
    batches: async function* () {
      yield days.map((d) => [d.date, d.product, String(d.bets), amount(d.stake), amount(d.pnl), amount(d.commission)]);
    },
  };
}

async function statementDocument(q: Queryable, r: ExportRequest): Promise<ExportDocument> {
  const query = { userId: r.player.id, account: r.account, range: r.range };
  const t = await statementTotals(q, query);
  const time = timeIn(r.range.zone);
  return {
    title: r.account === 'bonus' ? 'Bonus wallet statement' : 'Account statement',
    fileName: fileName(r, r.account === 'bonus' ? 'bonus-statement' : 'statement'),
    player: r.player,
    range: r.range,
    filters: [`Wallet: ${r.account === 'bonus' ? 'bonus' : 'main'}`],
    columns: [col('Time', 12), col('Description', 44), money('Amount'), money('Balance'), col('Entry', 7, 'right'), col('Kind', 12)],
    totals: [['Opening balance', amount(t.opening)], ['Credits', amount(t.credits)], ['Debits', amount(t.debits)], ['Closing balance', amount(t.closing)], ['Rows', String(t.rows)]],
    batches: () => pages((cursor) => statementPage(q, query, { cursor, limit: EXPORT_BATCH }), (s) => [time(s.at), s.text.text, amount(s.amount), amount(s.balance), s.id, s.kind]),
  };
}

async function transfersDocument(q: Queryable, r: ExportRequest): Promise<ExportDocument> {
  const query = { userId: r.player.id, range: r.range, filters: r.transfers };
  const t = await transferTotals(q, query);
  const time = timeIn(r.range.zone);
  return {
    title: 'Transfer statement',
    fileName: fileName(r, 'transfers'),
    player: r.player,
    range: r.range,
    filters: filterLines({ Type: r.transfers.kind, Status: r.transfers.status }),
    columns: [
      col('Request', 6), col('Type', 12), col('Status', 12), money('Amount'), money('Approved'), col('Method', 10), col('Reference', 12),
      col('Remark', 16), col('Requested', 12), col('Decided', 12),
    ],
    totals: [
      ['Deposited', amount(t.deposited)], ['Withdrawn', amount(t.withdrawn)], ['Net', amount(t.net)],
      ['Pending deposits', amount(t.pending_deposits)], ['Pending withdrawals', amount(t.pending_withdrawals)], ['Requests', String(t.requests)],
    ],
    batches: () =>
      pages(
        (cursor) => transferPage(q, query, { cursor, limit: EXPORT_BATCH }),
        (x) => [x.id, x.type, x.status, amount(x.amount), amount(x.approved_amount), x.method ?? '', x.reference ?? '', x.remark ?? '', time(x.created_at), time(x.action_at)],
      ),
  };
}

function filterLines(filters: Record<string, string | undefined>): string[] {
  return Object.entries(filters).filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
}

export function exportDocument(q: Queryable, r: ExportRequest): Promise<ExportDocument> {
  switch (r.report) {
    case 'bets':
      return betsDocument(q, r);
    case 'win-loss':
      return winLossDocument(q, r);
    case 'statement':
      return statementDocument(q, r);
    default:
      return transfersDocument(q, r);
  }
}
