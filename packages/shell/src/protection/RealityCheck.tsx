import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@khel/shared';
import type { RealityCheck as Figures } from '@khel/shared/contracts';
import { fetchRealityCheck } from '../api/protection';
import { logOutNow } from '../chrome/log-out';
import { money } from '../chrome/money';

/** '1 h 05 min' / '45 min' for a number of seconds played. */
export function playedText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/** Milliseconds until the next multiple of the interval since login (the server counts the time played). */
export function msUntilNext(f: Figures): number {
  const every = f.interval_minutes * 60;
  return (every - (f.played_seconds % every)) * 1000;
}

/**
 * The reality check (issue 15 part 5): every N minutes of a login (the player's choice, 60 until chosen, off at 0)
 * a dialog shows the time since login and the net result of bets settled since, both from the server, with Continue
 * and Log out. It must be answered (no closing by the backdrop or Escape). The timers run on the page's clock.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Figures | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void fetchRealityCheck().then(
      (f) => {
        if (!live || f.interval_minutes <= 0) return;
        timer = setTimeout(() => {
          // The figures of this moment, read afresh.
          void fetchRealityCheck().then((now) => live && setShown(now), () => live && setRound((r) => r + 1));
        }, msUntilNext(f));
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [round]);
  if (!shown) return null;
  const net = shown.net_result;
  return (
    <Modal id="reality-check" open onClose={() => undefined} staticBackdrop hideClose title={t('Reality check')}>
      <p data-testid="reality-played">{t('You have been logged in for {{time}}.', { time: playedText(shown.played_seconds) })}</p>
      <p data-testid="reality-net">
        {t('Net result since you logged in: {{amount}}', { amount: `${net < 0 ? '-' : net > 0 ? '+' : ''}₹${money(Math.abs(net))}` })}
      </p>
      <div className="s-row">
        <button
          type="button"
          className="s-btn s-primary"
          onClick={() => {
            setShown(null);
            setRound((r) => r + 1);
          }}
        >
          {t('Continue')}
        </button>
        <button type="button" className="s-btn s-ghost" onClick={() => void logOutNow(navigate).then(() => setShown(null))}>
          {t('Log out')}
        </button>
      </div>
    </Modal>
  );
}
