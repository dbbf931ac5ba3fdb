import { useState } from 'react';
import { tr, rupees } from './texts';
import { usePlay, type Played } from './usePlay';

// Suit shapes drawn as SVG (glyphs render differently on every phone): spade, heart, diamond, club.
const SUIT_PATHS: Record<string, string> = {
  S: 'M8 1C6 5 1 7 1 10.5 1 13 4 14 6.5 12L5.5 15h5l-1-3C12 14 15 13 15 10.5 15 7 10 5 8 1Z',
  H: 'M8 15C5 12 1 9.5 1 5.5 1 3 3 1.5 5 1.5 6.5 1.5 7.5 2.5 8 3.5 8.5 2.5 9.5 1.5 11 1.5 13 1.5 15 3 15 5.5 15 9.5 11 12 8 15Z',
  D: 'M8 1 14 8 8 15 2 8Z',
  C: 'M8 1.5a3 3 0 0 1 2.6 4.5A3 3 0 1 1 9.3 11.5L10.5 15h-5l1.2-3.5A3 3 0 1 1 5.4 6 3 3 0 0 1 8 1.5Z',
};
const RED = new Set(['H', 'D']);

/** A playing card: its rank and its suit's shape; read as e.g. "10H". */
function Card({ label }: { label: string }) {
  const suit = label.slice(-1);
  return (
    <span className={`h-playing-card ${RED.has(suit) ? 'h-red' : ''}`} role="img" aria-label={label}>
      {label.slice(0, -1)}
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d={SUIT_PATHS[suit]} fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * Andar Bahar: the joker is turned, then cards go to Andar and Bahar in turn (Andar first when the joker is black)
 * until one matches the joker's rank; that side wins 1.96x.
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
