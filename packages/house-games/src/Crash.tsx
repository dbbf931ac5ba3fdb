import { useEffect, useRef, useState } from 'react';
import { tr, rupees } from './texts';
import { usePlay, type Played } from './usePlay';

/**
 * Crash: the multiplier climbs along its curve and crashes at the round's point; the cash-out is set before the
 * round (the server decides the round at once from the seeds), and pays if the curve reaches it first. The curve
 * is drawn after the answer: e^(0.3·t), sped up so no round takes longer than 6 s to watch.
 */
const RATE = 0.3;
const MAX_MS = 6_000;
const W = 300;
const H = 160;

function curvePath(upTo: number, top: number): string {
  const seconds = Math.log(upTo) / RATE;
  const pts: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const s = (seconds * i) / 40;
    const m = Math.exp(RATE * s);
    pts.push(`${((s / Math.max(seconds, 0.001)) * (W - 10)).toFixed(1)},${(H - 8 - ((m - 1) / Math.max(top - 1, 0.01)) * (H - 20)).toFixed(1)}`);
  }
  return `M${pts.join(' L')}`;
}

export function Crash({ token, stake, onPlayed }: { token: string; stake: number; onPlayed: (p: Played) => void }) {
  const [cashOut, setCashOut] = useState('2.00');
  const [last, setLast] = useState<Played | null>(null);
  const [shown, setShown] = useState(1);
  const frame = useRef(0);
  const { busy, error, play } = usePlay(token, 'crash', onPlayed);
  const point = last ? Number(last.round.outcome.crash_point) : 1;

  useEffect(() => {
    if (!last) return;
    const start = performance.now();
    const duration = Math.min(MAX_MS, (Math.log(point) / RATE) * 1000);
    const tick = (now: number) => {
      const f = duration ? Math.min(1, (now - start) / duration) : 1;
      setShown(Math.exp(Math.log(point) * f));
      if (f < 1) frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
  }, [last, point]);

  const done = last && shown >= point;
  const target = Number(cashOut);
  return (
    <section className="h-card" aria-label={tr('Crash')}>
      <svg className="h-crash" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${shown.toFixed(2)}x`}>
        <path d={curvePath(Math.max(shown, 1.0001), Math.max(point, 2))} fill="none" stroke={done ? '#ff6b6b' : '#ff9f1c'} strokeWidth="4" strokeLinecap="round" />
        <text x={W / 2} y={H / 2} textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
          {shown.toFixed(2)}x
        </text>
      </svg>
      <label className="h-label" htmlFor="crash-cash-out">
        {tr('Auto cash-out at')}
      </label>
      <input id="crash-cash-out" inputMode="decimal" value={cashOut} onChange={(e) => setCashOut(e.target.value)} />
      <button
        type="button"
        className="h-btn h-primary"
        disabled={busy || (Boolean(last) && !done)}
        onClick={async () => {
          const p = await play(stake, { cash_out: Number.isFinite(target) ? Math.round(target * 100) / 100 : cashOut });
          if (p) {
            setShown(1);
            setLast(p);
          }
        }}
      >
        {busy ? tr('Playing…') : tr('Play')}
      </button>
      {error ? <p role="alert" className="h-error">{error}</p> : null}
      {last && done ? (
        <p role="status" className={last.round.payout > 0 ? 'h-win' : 'h-loss'}>
          {tr('Crashed at {{x}}x', { x: point.toFixed(2) })} ·{' '}
          {last.round.payout > 0 ? `${tr('Cashed out at {{x}}x', { x: Number(last.round.params.cash_out).toFixed(2) })} · ${tr('You won {{amount}}', { amount: rupees(last.round.payout) })}` : tr('You lost')}
        </p>
      ) : null}
    </section>
  );
}
