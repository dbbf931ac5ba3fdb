import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatAmount } from '@khel/shared';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface DayFigure {
  date: string;
  pnl: number;
}

/**
 * The daily win-loss as bars (Chart.js, only the bar chart's parts registered): green above zero, red below, oldest
 * day first. A chunk of its own, loaded when the player opens the chart; the same figures are the list under it,
 * which screen readers read (the canvas is labelled with a summary).
 */
export default function DailyChart({ days }: { days: DayFigure[] }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const css = getComputedStyle(canvas.current);
    const color = (name: string, fallback: string) => css.getPropertyValue(`--khel-${name}`).trim() || fallback;
    const up = color('success', '#3ddc97');
    const down = color('danger', '#ff6b6b');
    const text = color('text-muted', '#9aa4b2');
    const grid = color('border', '#2a3140');
    const ordered = [...days].sort((a, b) => a.date.localeCompare(b.date));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: ordered.map((d) => d.date.slice(5)),
        datasets: [{ label: t('Profit / loss'), data: ordered.map((d) => d.pnl), backgroundColor: ordered.map((d) => (d.pnl >= 0 ? up : down)), borderRadius: 4 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => `₹${formatAmount(Number(item.raw))}` } } },
        scales: {
          x: { ticks: { color: text }, grid: { display: false } },
          y: { ticks: { color: text, callback: (v) => formatAmount(Number(v)).replace(/\.00$/, '') }, grid: { color: grid } },
        },
      },
    });
    return () => chart.destroy();
  }, [days, t]);
  const total = days.reduce((s, d) => s + d.pnl, 0);
  return (
    <div className="r-chart">
      <canvas ref={canvas} role="img" aria-label={t('Daily profit and loss chart: {{days}} days, total {{total}}', { days: days.length, total: formatAmount(total) })} />
    </div>
  );
}
