import { useState } from 'react';
import { Card } from './Card';
import { Choice } from './Choice';
import { PlayButton, ResultLine } from './PlayButton';
import { handName, tr } from './texts';
import { usePlay, type GameProps, type Played } from './usePlay';

type Outcome = { a: string[]; b: string[]; a_hand: string; b_hand: string; winner: 'a' | 'b' | 'tie' };

/** One-day Teen Patti: back Player A or Player B; three cards each from one deck, the better hand pays 1.98×. */
export function TeenPatti({ token, stake, onPlayed }: GameProps) {
  const [side, setSide] = useState<'a' | 'b'>('a');
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'teen-patti', onPlayed);
  const o = last?.round.outcome as Outcome | undefined;
  const name = (s: 'a' | 'b') => (s === 'a' ? tr('Player A') : tr('Player B'));
  return (
    <section className="h-card" aria-label={tr('Teen Patti')}>
      {o ? (
        <div className="h-hands">
          {(['a', 'b'] as const).map((s) => (
            <div key={s} className={`h-pile ${o.winner === s ? 'h-pile-win' : ''}`} data-testid={`hand-${s}`}>
              <span className="h-label">
                {name(s)} · {handName(s === 'a' ? o.a_hand : o.b_hand)}
              </span>
              <div className="h-cards">
                {o[s].map((c) => (
                  <Card key={c} label={c} big />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      <Choice label={tr('Your bet')} value={side} onChange={setSide} options={(['a', 'b'] as const).map((s) => ({ value: s, text: `${name(s)} · 1.98x` }))} />
      <PlayButton busy={busy} error={error} onPlay={async () => setLast((await play(stake, { side })) ?? last)} />
      {last && o ? <ResultLine payout={last.round.payout}>{o.winner === 'tie' ? tr('Tie: your stake is returned') : tr('{{side}} wins', { side: name(o.winner) })}</ResultLine> : null}
    </section>
  );
}
