import { useState } from 'react';
import { Card } from './Card';
import { Choice } from './Choice';
import { PlayButton, ResultLine } from './PlayButton';
import { tr } from './texts';
import { usePlay, type GameProps, type Played } from './usePlay';

type Bet = 'low' | 'seven' | 'high';
const OPTIONS: { value: Bet; text: string; pays: string }[] = [
  { value: 'low', text: 'Low (A–6)', pays: '2.1x' },
  { value: 'seven', text: 'Seven', pays: '12.6x' },
  { value: 'high', text: 'High (8–K)', pays: '2.1x' },
];

/** Lucky 7: one card from a shuffled deck; Low, Seven or High. */
export function Lucky7({ token, stake, onPlayed }: GameProps) {
  const [bet, setBet] = useState<Bet>('high');
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'lucky-7', onPlayed);
  const o = last?.round.outcome as { card: string; result: Bet } | undefined;
  const text = (b: Bet) => tr(OPTIONS.find((x) => x.value === b)!.text);
  return (
    <section className="h-card" aria-label={tr('Lucky 7')}>
      {o ? (
        <div className="h-versus">
          <Card label={o.card} big />
        </div>
      ) : null}
      <Choice label={tr('Your bet')} value={bet} onChange={setBet} options={OPTIONS.map((x) => ({ value: x.value, text: `${tr(x.text)} · ${x.pays}` }))} />
      <PlayButton busy={busy} error={error} onPlay={async () => setLast((await play(stake, { bet })) ?? last)} />
      {last && o ? <ResultLine payout={last.round.payout}>{text(o.result)}</ResultLine> : null}
    </section>
  );
}
