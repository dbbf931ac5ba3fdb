import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { TRANSFER_KINDS, type StatementTotals, type TransferTotals } from '@khel/shared/contracts';
import { fetchStatement, fetchTransfers, type Params } from '../api/reports';
import { ExportButtons } from '../common/ExportButtons';
import { useKeysetList } from '../common/load';
import { RangeBar, RangeNote, useReportParams } from '../common/range';
import { PagedList, ScreenHead, Totals } from '../common/ui';
import { StatementRowItem, TRANSFER_STATUS_TEXT, TransferRowItem } from './rows';

const TRANSFER_STATUSES = ['pending', 'hold', 'approve_in_process', 'approve_completed', 'reject_in_process', 'reject_completed', 'expired', 'cancelled'] as const;

function AccountStatement({ report }: { report: ReturnType<typeof useReportParams> }) {
  const { t } = useTranslation();
  const { params, range, zone, set } = report;
  const account = params.get('account') === 'bonus' ? 'bonus' : 'cash';
  const filters: Params = { account, from: range.from, to: range.to };
  const list = useKeysetList((cursor) => fetchStatement({ ...filters, cursor }), [account, range.from, range.to, zone]);
  const totals = list.totals as StatementTotals | null;
  return (
    <>
      <div className="r-pills" role="group" aria-label={t('Wallet')}>
        <button type="button" className="r-pill" aria-pressed={account === 'cash'} onClick={() => set({ account: null })}>
          {t('Main wallet')}
        </button>
        <button type="button" className="r-pill" aria-pressed={account === 'bonus'} onClick={() => set({ account: 'bonus' })}>
          {t('Bonus wallet')}
        </button>
        <ExportButtons report="statement" params={filters} />
      </div>
      <RangeBar report={report} />
      <RangeNote from={range.from} to={range.to} zone={zone} />
      {list.state !== 'error' && (
        <Totals
          label={t('Totals')}
          figures={
            totals && [
              { label: 'Opening balance', value: totals.opening },
              { label: 'Credits', value: totals.credits, signed: true },
              { label: 'Debits', value: totals.debits, signed: true },
              { label: 'Closing balance', value: totals.closing },
            ]
          }
        />
      )}
      <PagedList list={list} label={t('Statement')} render={(row) => <StatementRowItem key={row.id} row={row} />} />
    </>
  );
}

function TransferStatement({ report }: { report: ReturnType<typeof useReportParams> }) {
  const { t } = useTranslation();
  const { params, range, zone, set } = report;
  const kind = (TRANSFER_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? params.get('kind')! : undefined;
  const status = (TRANSFER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : undefined;
  const filters: Params = { kind, status, from: range.from, to: range.to };
  const list = useKeysetList((cursor) => fetchTransfers({ ...filters, cursor }), [kind, status, range.from, range.to, zone]);
  const totals = list.totals as TransferTotals | null;
  return (
    <>
      <div className="r-pills" role="group" aria-label={t('Request')}>
        {(['all', ...TRANSFER_KINDS] as const).map((k) => (
          <button key={k} type="button" className="r-pill" aria-pressed={(kind ?? 'all') === k} onClick={() => set({ kind: k === 'all' ? null : k })}>
            {t(k === 'all' ? 'All' : k === 'deposit' ? 'Deposit' : 'Withdrawal')}
          </button>
        ))}
        <ExportButtons report="transfers" params={filters} />
      </div>
      <RangeBar report={report} />
      <div className="r-filters">
        <label>
          {t('Status')}
          <select value={status ?? ''} onChange={(e) => set({ status: e.target.value || null })}>
            <option value="">{t('All')}</option>
            {TRANSFER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(TRANSFER_STATUS_TEXT[s]!)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RangeNote from={range.from} to={range.to} zone={zone} />
      {list.state !== 'error' && (
        <Totals
          label={t('Totals')}
          figures={
            totals && [
              { label: 'Deposited', value: totals.deposited },
              { label: 'Withdrawn', value: totals.withdrawn },
              { label: 'Net deposits', value: totals.net, signed: true },
              { label: 'Waiting', value: totals.pending_deposits + totals.pending_withdrawals },
            ]
          }
        />
      )}
      <PagedList list={list} label={t('Transfers')} render={(row) => <TransferRowItem key={row.id} row={row} />} />
    </>
  );
}

/**
 * /account-statement and /transfer-statement (one screen, SPEC §2): every movement of the main or bonus wallet with
 * the balance after it, what it was and a link to what caused it; and the deposits and withdrawals with their status
 * and remarks. Totals in view, the list growing as the player scrolls, CSV and PDF of either.
 */
export default function StatementScreen() {
  const { t } = useTranslation();
  const transfers = useLocation().pathname.toLowerCase().startsWith(PATHS.transferStatement);
  const report = useReportParams();
  return (
    <section aria-label={t(transfers ? 'Transfer statement' : 'Account statement')}>
      <ScreenHead title={t(transfers ? 'Transfer statement' : 'Account statement')} />
      <nav className="r-tabs" aria-label={t('Statements')}>
        <Link to={PATHS.accountStatement} aria-current={transfers ? undefined : 'page'}>
          {t('Account statement')}
        </Link>
        <Link to={PATHS.transferStatement} aria-current={transfers ? 'page' : undefined}>
          {t('Transfer statement')}
        </Link>
      </nav>
      {transfers ? <TransferStatement report={report} /> : <AccountStatement report={report} />}
    </section>
  );
}
