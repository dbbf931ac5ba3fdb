import { useState } from 'react';
import { tr, rupees } from './texts';
import { usePlay, type Played } from './usePlay';

/**
 * Dice: pick a target and roll under or over it; the payout is the declared RTP ÷ the win chance (99 ÷ chance at
 * 99 %). The roll (0.00–99.99) comes from the round's seeds on the server.
 */
export function Dice({ token, rtp, stake, onPlayed }: { token: string; rtp: number; stake: number; onPlayed: (p: Played) => void }) {
  const [target, setTarget] = useState(50);
  const [over, setOver] = useState(false);
  const [last, setLast] = useState<Played | null>(null);
  const { busy, error, play } = usePlay(token, 'dice', onPlayed);
  const chance = over ? 100 - target : target;
  const multiplier = Math.floor((rtp / chance) * 10_000) / 10_000;
  const roll = last ? Number(last.round.outcome.roll) : null;
  return (
    <section className="h-card" aria-label={tr('Dice')}>
      <div className="h-dice-track" aria-hidden="true">
        <div className={`h-dice-win ${over ? 'h-over' : ''}`} style={over ? { left: `${target}%` } : { width: `${target}%` }} />
        {roll !== null ? <div className="h-dice-mark" style={{ left: `${roll}%` }} /> : null}
      </div>
      <label className="h-label" htmlFor="dice-target">
        {tr('Target')}: <strong>{target.toFixed(2)}</strong>
      </label>
      <input id="dice-target" type="range" min={2} max={98} step={1} value={target} onChange={(e) => setTarget(Number(e.target.value))} />
      <div className="h-seg" role="group" aria-label={tr('Target')}>
        <button type="button" aria-pressed={!over} onClick={() => setOver(false)}>
          {tr('Roll under')}
        </button>
        <button type="button" aria-pressed={over} onClick={() => setOver(true)}>
          {tr('Roll over')}
        </button>
      </div>
      <dl className="h-facts">
        <dt>{tr('Win chance')}</dt>
        <dd>{chance.toFixed(2)}%</dd>
        <dt>{tr('Payout')}</dt>
        <dd>{multiplier.toFixed(4)}x</dd>
      </dl>
      <button type="button" className="h-btn h-primary" disabled={busy} onClick={async () => setLast((await play(stake, { target, over })) ?? last)}>
        {busy ? tr('Playing…') : tr('Play')}
      </button>
      {error ? <p role="alert" className="h-error">{error}</p> : null}
      {last ? (
        <p role="status" className={last.round.payout > 0 ? 'h-win' : 'h-loss'}>
          {tr('Roll')}: <strong data-testid="dice-roll">{roll!.toFixed(2)}</strong> · {last.round.payout > 0 ? tr('You won {{amount}}', { amount: rupees(last.round.payout) }) : tr('You lost')}
        </p>
      ) : null}
    </section>
  );
}
