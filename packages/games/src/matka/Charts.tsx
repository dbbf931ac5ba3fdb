import { useTranslation } from 'react-i18next';
import { Table } from '@khel/shared/kit';
import type { MatkaChartDay, MatkaChartWeek } from '@khel/shared/contracts';
import { fetchChart, type ChartKind } from '../api/matka';
import { LoadError } from '../common/ui';
import { useMatkaFormat } from './format';
import { ank } from './panas';
import { useMatkaLoad } from './useMatkaData';

const DAYS = [
  { label: 'Mon' }, { label: 'Tue' }, { label: 'Wed' }, { label: 'Thu' }, { label: 'Fri' }, { label: 'Sat' }, { label: 'Sun' },
];
/** A jodi of two equal digits (00, 11, ...): matka charts mark these in red. */
const isPair = (jodi: string | null) => !!jodi && jodi.length === 2 && jodi[0] === jodi[1];

/** The day's jodi; with only the open declared, its ank and a star (6*), as the result line reads. */
const jodiOf = (day: MatkaChartDay | undefined) => day?.jodi ?? (day?.open_pana ? `${ank(day.open_pana)}*` : null);

function JodiCell({ day }: { day: MatkaChartDay | undefined }) {
  const jodi = jodiOf(day);
  return <span className={isPair(jodi) ? 'm-hot' : undefined}>{jodi ?? '**'}</span>;
}

/** Panel chart cell: open pana digits stacked, the jodi, close pana digits stacked (as printed charts read). */
function PanelCell({ day }: { day: MatkaChartDay | undefined }) {
  const digits = (pana: string | null | undefined) => (
    <span className="m-digits" aria-hidden="true">
      {[...(pana ?? '***')].map((d, i) => (
        <span key={i}>{d}</span>
      ))}
    </span>
  );
  const jodi = jodiOf(day);
  if (!day?.open_pana && !day?.close_pana && !jodi) return <span className="g-muted">**</span>;
  return (
    <span className="m-panel">
      <span className="g-sr">{`${day?.open_pana ?? '***'} ${jodi ?? '**'} ${day?.close_pana ?? '***'}`}</span>
      {digits(day?.open_pana)}
      <strong className={isPair(jodi) ? 'm-hot' : undefined} aria-hidden="true">
        {jodi ?? '**'}
      </strong>
      {digits(day?.close_pana)}
    </span>
  );
}

/**
 * The jodi chart (each day's jodi) or the panel chart (open pana, jodi, close pana), a row per week Monday to
 * Sunday, oldest first; '**' where a day has no result.
 */
export function Chart({ marketId, name, kind }: { marketId: string; name: string; kind: ChartKind }) {
  const { t } = useTranslation();
  const f = useMatkaFormat();
  const [load, reload] = useMatkaLoad(() => fetchChart(marketId, kind), [marketId, kind]);
  if (load.state === 'error') return <LoadError message={load.message} onRetry={reload} />;
  const weeks = load.state === 'ready' ? load.data.weeks : [];
  const Cell = kind === 'jodi' ? JodiCell : PanelCell;
  // Two lines (Monday, Sunday) keep the first column narrow on a phone.
  const weekLabel = (w: MatkaChartWeek) => (
    <>
      {f.day(w.week_start)} –<br />
      {f.day(w.days[w.days.length - 1]?.date ?? w.week_start)}
    </>
  );
  return (
    <div className="m-chart">
      <Table
        caption={kind === 'jodi' ? t('{{name}} jodi chart', { name }) : t('{{name}} panel chart', { name })}
        loading={load.state === 'loading'}
        rows={weeks}
        rowKey={(w) => w.week_start}
        emptyTitle={t('No results yet')}
        columns={[
          { key: 'week', header: t('Week'), cell: weekLabel },
          ...DAYS.map((d, i) => ({ key: d.label, header: t(d.label), cell: (w: MatkaChartWeek) => <Cell day={w.days[i]} /> })),
        ]}
      />
    </div>
  );
}
