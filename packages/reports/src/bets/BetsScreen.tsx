import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { api, decode, PATHS, type ApiOk } from '@khel/shared';
import { SportsCatalog, type ReportBet, type ReportBetTotals } from '@khel/shared/contracts';
import { fetchBet, fetchBets, type Params } from '../api/reports';
import { ExportButtons } from '../common/ExportButtons';
import { useKeysetList } from '../common/load';
import { ProductPills, RangeBar, RangeNote, useReportParams } from '../common/range';
import { PagedList, ScreenHead, Totals, type Figure } from '../common/ui';
import { BetCard } from './BetCard';

const STATUSES = { open: ['pending', 'matched'], settled: ['won', 'lost', 'void'] } as const;
const STATUS_LABELS: Record<string, string> = { pending: 'Pending', matched: 'Matched', won: 'Won', lost: 'Lost', void: 'Void' };

/** The sports a player can filter by (the sports catalog), loaded when the sports product is chosen. */
function useSports(wanted: boolean): Array<{ code: string; name: string }> {
  const [sports, setSports] = useState<Array<{ code: string; name: string }>>([]);
  useEffect(() => {
    if (!wanted || sports.length) return;
    let live = true;
    api.sports
      .get<ApiOk<unknown>>('/catalog', { quiet: true })
      .then((res) => live && setSports(decode(SportsCatalog, res.data.data).sports.map((s) => ({ code: s.code, name: s.name }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, sports.length]);
  return sports;
}

/** ?bet=<id> (a statement row's link): that bet, shown first and marked. */
function useLinkedBet(id: string | null): ReportBet | null {
  const [bet, setBet] = useState<ReportBet | null>(null);
  useEffect(() => {
    if (!id) return setBet(null);
    let live = true;
    fetchBet(id).then((b) => live && setBet(b), () => live && setBet(null));
    return () => {
      live = false;
    };
  }, [id]);
  return bet;
}

/**
 * /bets and /bet-history (one screen, SPEC §2): the player's open bets (placed in the range) and settled ones
 * (settled in the range), every product, filtered by product, sport and status, the totals in view while the list
 * grows as the player scrolls, each bet with a link to its event; CSV and PDF of the list.
 */
export default function BetsScreen() {
  const { t } = useTranslation();
  const settled = useLocation().pathname.toLowerCase().startsWith(PATHS.betHistory);
  const state = settled ? 'settled' : 'open';
  const report = useReportParams();
  const { params, range, zone, set } = report;
  const product = params.get('product');
  const sport = params.get('sport');
  const status = params.get('status');
  const linked = useLinkedBet(params.get('bet'));
  const sports = useSports(product === 'sports');
  const filters: Params = { state, from: range.from, to: range.to, product: product ?? undefined, sport: sport ?? undefined, status: status && (STATUSES[state] as readonly string[]).includes(status) ? status : undefined };
  const list = useKeysetList((cursor) => fetchBets({ ...filters, cursor }), [state, range.from, range.to, zone, product, sport, filters.status]);
  const totals = list.totals as ReportBetTotals | null;
  const figures: Figure[] | null = totals && [
    { label: 'Bets', value: totals.bets, count: true },
    { label: 'Stakes', value: totals.stake },
    settled ? { label: 'Profit / loss', value: totals.pnl, signed: true } : { label: 'Liability', value: totals.liability },
    { label: 'Commission', value: totals.commission },
  ];
  const search = useLocation().search;
  return (
    <section aria-label={t(settled ? 'Bet history' : 'My bets')}>
      <ScreenHead title={t(settled ? 'Bet history' : 'My bets')}>
        <ExportButtons report="bets" params={filters} />
      </ScreenHead>
      <nav className="r-tabs" aria-label={t('Bets')}>
        <Link to={`${PATHS.bets}${search}`} aria-current={settled ? undefined : 'page'}>
          {t('Open')}
        </Link>
        <Link to={`${PATHS.betHistory}${search}`} aria-current={settled ? 'page' : undefined}>
          {t('Settled')}
        </Link>
      </nav>
      <RangeBar report={report} />
      <ProductPills value={product} onChange={(p) => set({ product: p, sport: null })} />
      <div className="r-filters">
        {product === 'sports' && (
          <label>
            {t('Sport')}
            <select value={sport ?? ''} onChange={(e) => set({ sport: e.target.value || null })}>
              <option value="">{t('All')}</option>
              {sports.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('Status')}
          <select value={filters.status ?? ''} onChange={(e) => set({ status: e.target.value || null })}>
            <option value="">{t('All')}</option>
            {STATUSES[state].map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABELS[s]!)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RangeNote from={range.from} to={range.to} zone={zone} />
      <Totals figures={list.state === 'error' ? null : figures} label={t('Totals')} />
      {linked && (
        <ul className="r-list" aria-label={t('The bet you opened')}>
          <BetCard bet={linked} highlight />
        </ul>
      )}
      <PagedList list={list} label={t(settled ? 'Settled bets' : 'Open bets')} render={(b) => <BetCard key={b.id} bet={b} highlight={b.id === linked?.id} />} />
    </section>
  );
}
