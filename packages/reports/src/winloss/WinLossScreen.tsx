import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import type { WinLossDay } from '@khel/shared/contracts';
import { Button, Skeleton } from '@khel/shared/kit';
import { fetchWinLoss } from '../api/reports';
import { ExportButtons } from '../common/ExportButtons';
import { labelOf } from '../common/labels';
import { useLoad } from '../common/load';
import { ProductPills, RangeBar, RangeNote, useReportParams } from '../common/range';
import { Empty, LoadError, Money, ScreenHead, Totals } from '../common/ui';

const DailyChart = lazy(() => import('./DailyChart'));

interface Day {
  date: string;
  pnl: number;
  stake: number;
  bets: number;
  products: WinLossDay[];
}

/** The API's rows (a day and product each) grouped by day, newest first. */
export function byDay(rows: WinLossDay[]): Day[] {
  const days = new Map<string, Day>();
  for (const r of rows) {
    const d = days.get(r.date) ?? { date: r.date, pnl: 0, stake: 0, bets: 0, products: [] };
    d.pnl = Math.round((d.pnl + r.pnl) * 100) / 100;
    d.stake = Math.round((d.stake + r.stake) * 100) / 100;
    d.bets += r.bets;
    d.products.push(r);
    days.set(r.date, d);
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/** Where a day's product drills to: its markets (casino: its games). */
export const drillPath = (date: string, product?: string) =>
  product === 'casino' ? `${PATHS.casinoWinLossDetails}?date=${date}` : `${PATHS.winLossDetails}?date=${date}${product ? `&product=${product}` : ''}`;

/**
 * /win-loss: the player's profit and loss by day (a bet counts on the day it was settled, in the player's zone),
 * each day split by product and drilling down to its markets; the totals with deposits and withdrawals beside; a
 * chart of the days on demand; CSV and PDF.
 */
export default function WinLossScreen() {
  const { t } = useTranslation();
  const report = useReportParams();
  const { params, range, zone, set } = report;
  const product = params.get('product') ?? undefined;
  const [chart, setChart] = useState(false);
  const [load, reload] = useLoad(() => fetchWinLoss({ from: range.from, to: range.to, product }), [range.from, range.to, zone, product]);
  const data = load.state === 'ready' ? load.data : null;
  const days = data ? byDay(data.days) : [];
  const totals = data?.totals;
  return (
    <section aria-label={t('Profit and loss')}>
      <ScreenHead title={t('Profit and loss')}>
        <ExportButtons report="win-loss" params={{ from: range.from, to: range.to, product }} />
      </ScreenHead>
      <RangeBar report={report} />
      <ProductPills value={product ?? null} onChange={(p) => set({ product: p })} />
      <RangeNote from={range.from} to={range.to} zone={zone} />
      {load.state !== 'error' && (
        <Totals
          label={t('Totals')}
          figures={
            totals
              ? [
                  { label: 'Profit / loss', value: totals.pnl, signed: true },
                  { label: 'Stakes', value: totals.stake },
                  { label: 'Bets', value: totals.bets, count: true },
                  { label: 'Net deposits', value: totals.net_deposits, signed: true },
                ]
              : null
          }
        />
      )}
      {totals && (
        <p className="r-range">
          {t('Deposits')} <Money value={totals.deposits} /> · {t('Withdrawals')} <Money value={totals.withdrawals} /> · {t('Commission')} <Money value={totals.commission} />
        </p>
      )}
      {load.state === 'loading' && <Skeleton lines={5} height="44px" />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {data && !days.length && <Empty />}
      {data && days.length > 0 && (
        <>
          <div className="r-actions" style={{ marginBottom: 8 }}>
            <Button variant="ghost" size="sm" aria-expanded={chart} onClick={() => setChart((c) => !c)}>
              {chart ? t('Hide chart') : t('Show chart')}
            </Button>
          </div>
          {chart && (
            <Suspense fallback={<Skeleton height="200px" label={t('Loading chart')} />}>
              <DailyChart days={days} />
            </Suspense>
          )}
          <ul className="r-list" aria-label={t('Days')}>
            {days.map((d) => (
              <li key={d.date} className="r-card" aria-label={d.date}>
                <Link className="r-day" to={drillPath(d.date, product)}>
                  <div className="r-row">
                    <div>
                      <span className="r-title">{d.date}</span>
                      <span className="r-sub">{t('{{bets}} bets, stakes {{stake}}', { bets: d.bets, stake: d.stake.toFixed(2) })}</span>
                    </div>
                    <span className="r-amount">
                      <Money value={d.pnl} signed />
                    </span>
                  </div>
                </Link>
                <div className="r-split">
                  {d.products.map((p) => (
                    <Link key={p.product} className="r-pill" to={drillPath(d.date, p.product)}>
                      {t(labelOf(p.product))} <Money value={p.pnl} signed />
                    </Link>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
