import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { shownTimeZone, timeZone$ } from '@khel/shared';
import { REPORT_PRODUCTS, REPORTS_MESSAGES, type ReportProduct } from '@khel/shared/contracts';
import { addDays, dayIn, daysBetween, isDay, PRESETS, presetFits, presetLabel, resolveRange, type Preset } from './dates';
import { useMaxDays } from './load';

/** The zone the player reads times in (their Time Setting), following a change. */
export function useZone(): string {
  const [zone, setZone] = useState(shownTimeZone());
  useEffect(() => {
    const sub = timeZone$.subscribe((choice) => setZone(shownTimeZone(choice)));
    return () => sub.unsubscribe();
  }, []);
  return zone;
}

/**
 * A screen's filters kept in the address (?preset=7d, ?from=&to=, ?product=...), so a reload, a shared link and the
 * back button show the same report. Changes replace the history entry: the back button leaves the screen.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const maxDays = useMaxDays();
  const zone = useZone();
  const range = resolveRange({ preset: params.get('preset'), from: params.get('from'), to: params.get('to') }, zone, maxDays);
  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, range, zone, maxDays, set };
}

const productLabel = (p: ReportProduct | 'all') => (p === 'all' ? 'All' : REPORTS_MESSAGES[p]);

/** The date presets (within the operators' longest range) and, for Custom, the From and To days. */
export function RangeBar({ report }: { report: ReturnType<typeof useReportParams> }) {
  const { t } = useTranslation();
  const { range, maxDays, zone, set } = report;
  const today = dayIn(zone);
  const choose = (preset: Preset) => (preset === 'custom' ? set({ preset, from: range.from, to: range.to }) : set({ preset, from: null, to: null }));
  // The other end follows when the range would be longer than allowed, or reversed; nothing after today.
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isDay(value)) return;
    let { from, to } = range;
    if (key === 'from') from = value;
    else to = value;
    if (from > to) [from, to] = key === 'from' ? [from, from] : [to, to];
    if (daysBetween(from, to) > maxDays) [from, to] = key === 'from' ? [from, addDays(from, maxDays - 1)] : [addDays(to, -(maxDays - 1)), to];
    set({ preset: 'custom', from, to: to > today ? today : to });
  };
  return (
    <div>
      <div className="r-pills" role="group" aria-label={t('Date range')}>
        {PRESETS.map((p) => (
          <button key={p} type="button" className="r-pill" aria-pressed={range.preset === p} disabled={!presetFits(p, maxDays)} onClick={() => choose(p)}>
            {t(presetLabel(p))}
          </button>
        ))}
      </div>
      {range.preset === 'custom' && (
        <div className="r-filters">
          <label>
            {t('From')}
            <input type="date" value={range.from} max={range.to} onChange={(e) => setDay('from', e.target.value)} />
          </label>
          <label>
            {t('To')}
            <input type="date" value={range.to} min={range.from} max={today} onChange={(e) => setDay('to', e.target.value)} />
          </label>
          <p className="r-muted">{t('Up to {{days}} days', { days: maxDays })}</p>
        </div>
      )}
    </div>
  );
}

/** All, Sports, Casino, Matka, Fantasy. */
export function ProductPills({ value, onChange, only }: { value: string | null; onChange: (p: string | null) => void; only?: readonly ReportProduct[] }) {
  const { t } = useTranslation();
  const choices = ['all', ...(only ?? REPORT_PRODUCTS)] as const;
  return (
    <div className="r-pills" role="group" aria-label={t('Product')}>
      {choices.map((p) => (
        <button key={p} type="button" className="r-pill" aria-pressed={(value ?? 'all') === p} onClick={() => onChange(p === 'all' ? null : p)}>
          {t(productLabel(p))}
        </button>
      ))}
    </div>
  );
}

/** "24 Nov 2026 – 27 Nov 2026 · Asia/Kolkata": what the figures cover. */
export function RangeNote({ from, to, zone }: { from: string; to: string; zone: string }) {
  const { t } = useTranslation();
  const day = (d: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  return <p className="r-range">{t('{{from}} to {{to}} · times in {{zone}}', { from: day(from), to: day(to), zone })}</p>;
}
