import { useTranslation } from 'react-i18next';
import { DEMO_BARRED, LOG_IN_TO_PLAY, PROVIDER_DOWN } from './useLaunch';

/** What a demo account may do here, as the operator chose (the lobby's `demo`). */
export function DemoNote({ policy }: { policy: 'barred' | 'play_money' }) {
  const { t } = useTranslation();
  return policy === 'barred' ? (
    <div className="c-note c-note-warn" role="note">
      <strong>{t(DEMO_BARRED)}</strong>
      {t('Register a real account to play casino games.')}
    </div>
  ) : (
    <div className="c-note" role="note">
      <strong>{t('You are playing with play money')}</strong>
      {t('Wins and losses on a demo account are not real money.')}
    </div>
  );
}

/** Why a game did not open: its provider is down, a demo account is barred, log in first, or the API's reason. */
export function LaunchNote({ kind, message, name }: { kind: 'down' | 'demo' | 'login' | 'other'; message: string; name: string }) {
  const { t } = useTranslation();
  const text = kind === 'down' ? t(PROVIDER_DOWN) : kind === 'demo' ? t(DEMO_BARRED) : kind === 'login' ? t(LOG_IN_TO_PLAY) : t(message);
  return (
    <div className={`c-note ${kind === 'down' || kind === 'other' ? 'c-note-error' : 'c-note-warn'}`} role="alert">
      <strong>{t('{{name}} could not be opened', { name })}</strong>
      {text}
    </div>
  );
}
