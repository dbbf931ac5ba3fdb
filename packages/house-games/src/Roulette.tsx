import { useState } from 'react';
import { pocketColor, type RouletteBet } from '@khel/shared/house-games';
import { Choice } from './Choice';
import { PlayButton, ResultLine } from './PlayButton';
import { tr } from './texts';
import { usePlay, type GameProps, type Played } from './usePlay';

export const BET_NAMES: Record<RouletteBet, string> = {
  straight: 'Number', red: 'Red', black: 'Black', odd: 'Odd', even: 'Even', low: '1–18', high: '19–36', dozen: 'Dozen', column: 'Column',
};
const PAYS: Record<RouletteBet, string> = { straight: '36x', red: '2x', black: '2x', odd: '2x', even: '2x', low: '2x', high: '2x', dozen: '3x', column: '3x' };
const ORDER: RouletteBet[] = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column', 'straight'];
const DOZENS = ['1–12', '13–24', '25–36'];

/** European roulette: one bet a spin on a table of 0–36. */
export function Roulette({ token, stake, onPlayed }: GameProps) {
  const [bet, setBet] = useState<RouletteBet>('red');
  const [which, setWhich] = useState(1);
  const [number, setNumber] = useState(17);
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'roulette', onPlayed);
  const o = last?.round.outcome as { number: number; color: 'red' | 'black' | 'green' } | undefined;
  const params = bet === 'straight' ? { bet, number } : bet === 'dozen' || bet === 'column' ? { bet, number: which } : { bet };
  return (
    <section className="h-card" aria-label={tr('European Roulette')}>
      {o ? (
        <p className="h-pocket-row">
          <span className={`h-pocket h-pk-${o.color}`} data-testid="roulette-number">
            {o.number}
          </span>
        </p>
      ) : null}
      <Choice label={tr('Your bet')} value={bet} onChange={setBet} options={ORDER.map((b) => ({ value: b, text: `${tr(BET_NAMES[b])} · ${PAYS[b]}` }))} />
      {bet === 'dozen' ? <Choice label={tr('Dozen')} value={which} onChange={setWhich} options={DOZENS.map((d, i) => ({ value: i + 1, text: d }))} /> : null}
      {bet === 'column' ? <Choice label={tr('Column')} value={which} onChange={setWhich} options={[1, 2, 3].map((c) => ({ value: c, text: tr('Column {{n}}', { n: c }) }))} /> : null}
      {bet === 'straight' ? (
        <div className="h-numbers" role="group" aria-label={tr('Number')}>
          {Array.from({ length: 37 }, (_, n) => (
            <button key={n} type="button" className={`h-pk-${pocketColor(n)}`} aria-pressed={number === n} onClick={() => setNumber(n)}>
              {n}
            </button>
          ))}
        </div>
      ) : null}
      <PlayButton busy={busy} error={error} label="Spin" onPlay={async () => setLast((await play(stake, params)) ?? last)} />
      {last && o ? (
        <ResultLine payout={last.round.payout}>
          {o.number} {tr(o.color === 'red' ? 'Red' : o.color === 'black' ? 'Black' : 'Green')}
        </ResultLine>
      ) : null}
    </section>
  );
}
