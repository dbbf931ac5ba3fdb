import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@khel/shared';
import type { CasinoLaunch } from '@khel/shared/contracts';
import { isRoundMessage } from './round-message';

/**
 * A launched game: the provider's page in an iframe over the lobby (the whole screen on a phone), with a Close
 * button (and Escape) back to the lobby. After each round the built-in provider's page posts a message; only one
 * from this site's own origin and from this very frame is believed, and it only makes us re-read the balance
 * (`onRound`), so a forged message can at most cause an extra balance read.
 */
export function GameFrame({ launch, onClose, onRound }: { launch: CasinoLaunch; onClose: () => void; onRound: () => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  // Focus goes to Close when the game opens and back to the tile that opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || !frame.current || e.source !== frame.current.contentWindow) return;
      if (isRoundMessage(e.data)) onRound();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('message', onMessage);
    };
  }, [onClose, onRound]);

  return (
    // Not modal: the site's header (and its balance) stays usable above the game.
    <div className="c-frame" role="dialog" aria-label={launch.game.name}>
      <div className="c-frame-bar">
        <button ref={close} type="button" className="g-back" onClick={onClose} aria-label={t('Back to the lobby')}>
          <Icon name="close" size={20} />
        </button>
        <strong className="c-frame-title">{launch.game.name}</strong>
        {launch.play_money ? <span className="c-badge">{t('Play money')}</span> : null}
      </div>
      <iframe
        ref={frame}
        className="c-iframe"
        title={launch.game.name}
        src={launch.url}
        allow="fullscreen; autoplay"
        // The provider's page may run scripts and forms but never navigate the site or open pop-ups of its own.
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
