import type { ReactNode } from 'react';
import { rupees, tr } from './texts';

/** The game's Play button (busy while the server plays the round) and why a round was refused. */
export function PlayButton({ busy, error, onPlay, label = 'Play', disabled = false }: { busy: boolean; error: string; onPlay: () => void; label?: string; disabled?: boolean }) {
  return (
    <>
      <button type="button" className="h-btn h-primary" disabled={busy || disabled} onClick={onPlay}>
        {busy ? tr('Playing…') : tr(label)}
      </button>
      {error ? (
        <p role="alert" className="h-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A round's result line: what came up, then the win or the loss. */
export function ResultLine({ payout, children }: { payout: number; children: ReactNode }) {
  return (
    <p role="status" className={payout > 0 ? 'h-win' : 'h-loss'}>
      {children} · {payout > 0 ? tr('You won {{amount}}', { amount: rupees(payout) }) : tr('You lost')}
    </p>
  );
}
