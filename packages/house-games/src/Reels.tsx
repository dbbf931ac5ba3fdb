import { useState } from 'react';
import { PAYLINES, PAYTABLE, SYMBOLS, type ReelSymbol } from '@khel/shared/house-games';
import { PlayButton, ResultLine } from './PlayButton';
import { ReelSymbolIcon } from './Symbol';
import { symbolName, tr } from './texts';
import { usePlay, type GameProps, type Played } from './usePlay';

type Win = { line: number; symbol: ReelSymbol; count: number; pays: number };
const START: ReelSymbol[][] = [0, 1, 2, 3, 4].map((r) => [SYMBOLS[r]!, SYMBOLS[(r + 1) % 6]!, SYMBOLS[(r + 2) % 6]!]);

/** Rang Reels: five reels, three rows, ten lines; the winning lines' symbols light up. */
export function Reels({ token, stake, onPlayed }: GameProps) {
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'reels', onPlayed);
  const o = last?.round.outcome as { reels: ReelSymbol[][]; wins: Win[] } | undefined;
  const reels = o?.reels ?? START;
  const lit = new Set((o?.wins ?? []).flatMap((w) => PAYLINES[w.line - 1]!.slice(0, w.count).map((row, r) => `${r}:${row}`)));
  return (
    <section className="h-card" aria-label={tr('Rang Reels')}>
      <div className="h-reels" data-testid="reels">
        {reels.map((column, r) => (
          <div key={r} className="h-reel">
            {column.map((s, row) => (
              <ReelSymbolIcon key={row} symbol={s} label={symbolName(s)} win={lit.has(`${r}:${row}`)} />
            ))}
          </div>
        ))}
      </div>
      <PlayButton busy={busy} error={error} label="Spin" onPlay={async () => setLast((await play(stake, {})) ?? last)} />
      {last && o ? (
        <ResultLine payout={last.round.payout}>{o.wins.length === 1 ? tr('1 winning line') : o.wins.length ? tr('{{n}} winning lines', { n: o.wins.length }) : tr('No winning line')}</ResultLine>
      ) : null}
      {o?.wins.length ? (
        <ul className="h-wins">
          {o.wins.map((w) => (
            <li key={w.line}>{tr('Line {{line}}: {{count}} × {{symbol}} pays {{pays}}× the line stake', { line: w.line, count: w.count, symbol: symbolName(w.symbol), pays: w.pays })}</li>
          ))}
        </ul>
      ) : null}
      <details className="h-details">
        <summary>{tr('Paytable')}</summary>
        <p className="h-muted">{tr('Your stake is split over the 10 lines. Pays are times the line stake, for 3, 4 and 5 in a row from the left reel. The wild stands for any symbol.')}</p>
        <table className="h-paytable">
          <thead>
            <tr>
              <th scope="col">{tr('Symbol')}</th>
              <th scope="col">3</th>
              <th scope="col">4</th>
              <th scope="col">5</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(PAYTABLE) as (keyof typeof PAYTABLE)[]).map((s) => (
              <tr key={s}>
                <th scope="row">
                  <ReelSymbolIcon symbol={s} label={symbolName(s)} /> {symbolName(s)}
                </th>
                {PAYTABLE[s].map((x, i) => (
                  <td key={i}>{x}×</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
