import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyResult, Icon, Spinner, toastError, t as tr } from '@khel/shared';
import type { Transaction } from '../api/types';
import { fetchTransactions } from '../api/wallet';
import { BackButton } from '../common/ui';
import { defaultFrom, defaultTo, nextDay } from './dates';
import { FilterModal, type Filters } from './FilterModal';
import { matchesFilters, PENDING_TAP, tapAction } from './status';
import { TransactionRow } from './TransactionRow';

export const REFRESH_SPIN_MS = 2000;

/** Transactions: the filter modal, one row per transaction, refresh, the tap rules. */
export default function TransactionsScreen() {
  const { t } = useTranslation();
  const go = useNavigate();
  const [filters, setFilters] = useState<Filters>(() => ({ from: defaultFrom(), to: defaultTo(), status: 'all', request: 'all' }));
  const [list, setList] = useState<Transaction[] | null>(null);
  const [filtering, setFiltering] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const spinTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(() => {
    let live = true;
    fetchTransactions(filters.from, nextDay(filters.to)).then(
      (data) => live && setList(Array.isArray(data) ? data : []),
      () => live && setList((l) => l ?? []),
    );
    return () => {
      live = false;
    };
  }, [filters.from, filters.to]);
  useEffect(load, [load]);
  useEffect(() => () => void (spinTimer.current && clearTimeout(spinTimer.current)), []);

  const refresh = () => {
    load();
    setSpinning(true);
    if (spinTimer.current) clearTimeout(spinTimer.current);
    spinTimer.current = setTimeout(() => setSpinning(false), REFRESH_SPIN_MS);
  };

  const tap = (tx: Transaction) => {
    const action = tapAction(tx.status, tx.remark);
    if (action === 'pending-error') toastError(tr(PENDING_TAP));
    else if (action === 'details') go(`/transaction-details/${tx.c_a_tid}`, { state: { tx } });
  };

  const shown = list?.filter((t) => matchesFilters(t, filters.status, filters.request)) ?? null;
  return (
    <section className="w-page" aria-label="Transactions">
      <header className="w-head">
        <BackButton />
        <h1>{t('Transactions')}</h1>
        <button type="button" className="w-icon w-right" aria-label="Filter" onClick={() => setFiltering(true)}>
          <Icon name="filter" />
        </button>
      </header>
      {!shown ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <EmptyResult art="records" title="No records found" text="" />
      ) : (
        <ul className="w-txs">
          {shown.map((tx) => (
            <TransactionRow key={tx.c_a_tid} tx={tx} spinning={spinning} onTap={() => tap(tx)} onRefresh={refresh} />
          ))}
        </ul>
      )}
      <FilterModal open={filtering} value={filters} onApply={setFilters} onClose={() => setFiltering(false)} />
    </section>
  );
}
