import { useState } from 'react';
import { Card } from './Card';
import { Choice } from './Choice';
import { PlayButton, ResultLine } from './PlayButton';
import { tr } from './texts';
import { usePlay, type GameProps, type Played } from './usePlay';

type Bet = 'dragon' | 'tiger' | 'tie';
const PAYS: Record<Bet, string> = { dragon: '2x', tiger: '2x', tie: '16.5x' };

/** Dragon Tiger: one card each from one deck, the higher wins; a tie returns half of a Dragon or Tiger bet. */
export function DragonTiger({ token, stake, onPlayed }: GameProps) {
  const [bet, setBet] = useState<Bet>('dragon');
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'dragon-tiger', onPlayed);
  const o = last?.round.outcome as { dragon: string; tiger: string; winner: Bet } | undefined;
  const name = (b: Bet) => tr(b === 'dragon' ? 'Dragon' : b === 'tiger' ? 'Tiger' : 'Tie');
  return (
    <section className="h-card" aria-label={tr('Dragon Tiger')}>
      {o ? (
        <div className="h-versus">
          {(['dragon', 'tiger'] as const).map((s) => (
            <div key={s} className={`h-pile ${o.winner === s ? 'h-pile-win' : ''}`}>
              <span className="h-label">{name(s)}</span>
              <Card label={o[s]} big />
            </div>
          ))}
        </div>
      ) : null}
      <Choice label={tr('Your bet')} value={bet} onChange={setBet} options={(['dragon', 'tie', 'tiger'] as const).map((b) => ({ value: b, text: `${name(b)} · ${PAYS[b]}` }))} />
      <PlayButton busy={busy} error={error} onPlay={async () => setLast((await play(stake, { bet })) ?? last)} />
      {last && o ? <ResultLine payout={last.round.payout}>{o.winner === 'tie' ? tr('Tie') : tr('{{side}} wins', { side: name(o.winner) })}</ResultLine> : null}
    </section>
  );
}
