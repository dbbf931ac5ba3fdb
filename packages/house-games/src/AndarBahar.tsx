import { useState } from 'react';
import { Card } from './Card';
import { tr, rupees } from './texts';
import { usePlay, type Played } from './usePlay';

/**
 * Andar Bahar: the joker is turned, then cards go to Andar and Bahar in turn (Andar first when the joker is black)
 * until one matches the joker's rank; that side wins 1.96x. The cards come from one shuffled deck.
 */
export function AndarBahar({ token, stake, onPlayed }: { token: string; stake: number; onPlayed: (p: Played) => void }) {
  const [side, setSide] = useState<'andar' | 'bahar'>('andar');
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'andar-bahar', onPlayed);
  const o = last?.round.outcome as { joker?: string; cards?: string[]; winner?: 'andar' | 'bahar' } | undefined;
  const firstAndar = o?.joker ? ['S', 'C'].includes(o.joker.slice(-1)) : true;
  const piles = { andar: [] as string[], bahar: [] as string[] };
  (o?.cards ?? []).forEach((c, i) => piles[(i % 2 === 0) === firstAndar ? 'andar' : 'bahar'].push(c));
  const name = (s: 'andar' | 'bahar') => (s === 'andar' ? tr('Andar') : tr('Bahar'));
  return (
    <section className="h-card" aria-label={tr('Andar Bahar')}>
      {o?.joker ? (
        <div className="h-table">
          <div className="h-joker">
            <span className="h-label">{tr('Joker')}</span>
            <Card label={o.joker} />
          </div>
          {(['andar', 'bahar'] as const).map((s) => (
            <div key={s} className={`h-pile ${o.winner === s ? 'h-pile-win' : ''}`}>
              <span className="h-label">{name(s)}</span>
              <div className="h-cards">
                {piles[s].map((c, i) => (
                  <Card key={i} label={c} />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      <div className="h-seg" role="group" aria-label={tr('Andar Bahar')}>
        {(['andar', 'bahar'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={side === s} onClick={() => setSide(s)}>
            {name(s)} · 1.96x
          </button>
        ))}
      </div>
      <button type="button" className="h-btn h-primary" disabled={busy} onClick={async () => setLast((await play(stake, { side })) ?? last)}>
        {busy ? tr('Playing…') : tr('Play')}
      </button>
      {error ? <p role="alert" className="h-error">{error}</p> : null}
      {last && o?.winner ? (
        <p role="status" className={last.round.payout > 0 ? 'h-win' : 'h-loss'}>
          {tr('{{side}} wins', { side: name(o.winner) })} · {last.round.payout > 0 ? tr('You won {{amount}}', { amount: rupees(last.round.payout) }) : tr('You lost')}
        </p>
      ) : null}
    </section>
  );
}
