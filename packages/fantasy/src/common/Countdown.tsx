import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText, useMsUntil } from './clock';

/** "Starts in 03:07:09", ticking every second on the server's clock; `onZero` once it reaches the start. */
export function Countdown({ start, onZero }: { start: string; onZero?: () => void }) {
  const { t } = useTranslation();
  const ms = useMsUntil(start);
  useEffect(() => {
    if (ms <= 0) onZero?.();
  }, [ms, onZero]);
  if (ms <= 0) return <span className="f-count">{t('Starting now')}</span>;
  return (
    <span>
      {t('Starts in')} <time className="f-count" dateTime={start} aria-live="off">{countdownText(ms)}</time>
    </span>
  );
}
