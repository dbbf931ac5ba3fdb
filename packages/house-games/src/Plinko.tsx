import { useState } from 'react';
import { plinkoTable, PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, type PlinkoRows } from '@khel/shared/house-games';
import { Choice } from './Choice';
import { PlayButton, ResultLine } from './PlayButton';
import { tr } from './texts';
import { usePlay, type GameProps, type Played } from './usePlay';

const W = 320;
const RISK_NAMES: Record<PlinkoRisk, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** The board: pegs row by row, the ball's path as a line, the slot it landed in lit. */
function Board({ rows, path }: { rows: number; path: string | null }) {
  const gap = W / (rows + 2);
  const h = gap * (rows + 1);
  const peg = (row: number, i: number) => ({ x: W / 2 + (i - row / 2) * gap, y: gap * (row + 0.5) });
  const points: string[] = [];
  if (path) {
    let rights = 0;
    for (let row = 0; row <= rows; row++) {
      const p = peg(row, rights);
      points.push(`${p.x.toFixed(1)},${(p.y - gap / 2).toFixed(1)}`);
      if (row < rows && path[row] === 'R') rights++;
    }
  }
  return (
    <svg className="h-plinko" viewBox={`0 0 ${W} ${h}`} aria-hidden="true">
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, i) => {
          const p = peg(row, i - 1);
          return <circle key={`${row}:${i}`} cx={p.x} cy={p.y} r={Math.max(1.5, gap / 9)} fill="#a6b0c3" />;
        }),
      )}
      {path ? <polyline points={points.join(' ')} fill="none" stroke="#ff9f1c" strokeWidth="3" strokeLinejoin="round" /> : null}
    </svg>
  );
}

/** Plinko: choose the rows and the risk; the ball's slot pays its multiplier. */
export function Plinko({ token, stake, onPlayed }: GameProps) {
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'plinko', onPlayed);
  const o = last?.round.outcome as { path: string; bucket: number; multiplier: number } | undefined;
  const shown = o && last?.round.params.rows === rows && last.round.params.risk === risk ? o : undefined;
  return (
    <section className="h-card" aria-label={tr('Plinko')}>
      <Board rows={rows} path={shown?.path ?? null} />
      <ol className="h-buckets" aria-label={tr('Multipliers')}>
        {plinkoTable(rows, risk).map((x, k) => (
          <li key={k} className={shown?.bucket === k ? 'h-bucket-hit' : ''}>
            {rows < 16 ? `${x / 100}×` : x / 100}
          </li>
        ))}
      </ol>
      <Choice label={tr('Rows')} value={rows} onChange={setRows} options={PLINKO_ROWS.map((r) => ({ value: r, text: tr('{{n}} rows', { n: r }) }))} />
      <Choice label={tr('Risk')} value={risk} onChange={setRisk} options={PLINKO_RISKS.map((r) => ({ value: r, text: tr(RISK_NAMES[r]) }))} />
      <PlayButton busy={busy} error={error} label="Drop" onPlay={async () => setLast((await play(stake, { rows, risk })) ?? last)} />
      {last && o ? <ResultLine payout={last.round.payout}>{tr('Landed on {{x}}×', { x: o.multiplier })}</ResultLine> : null}
    </section>
  );
}
