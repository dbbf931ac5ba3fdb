import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, toastSuccess, useObservable } from '@khel/shared';
import type { PlayerSettings } from '@khel/shared/contracts';
import { fetchPlayerSettings, savePlayerSettings } from '../api/refer';

export const NOTIFICATIONS_ON = 'Notifications turned on';
export const NOTIFICATIONS_OFF = 'Notifications turned off';

/**
 * Push notifications on or off for a logged-in player (users.notifications_enabled, which the push sending reads);
 * the notifications list keeps everything either way.
 */
export function NotificationSetting() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchPlayerSettings().then(
      (s: PlayerSettings | null) => live && typeof s?.notifications_enabled === 'boolean' && setEnabled(s.notifications_enabled),
      () => undefined, // no answer: the setting stays hidden
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (!token || enabled === null) return null;
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await savePlayerSettings({ notifications_enabled: !enabled });
      setEnabled(saved.data.notifications_enabled);
      toastSuccess(t(saved.data.notifications_enabled ? NOTIFICATIONS_ON : NOTIFICATIONS_OFF));
    } catch {
      // toast shown by the API layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="s-card">
      <h2>{t('Notifications')}</h2>
      <label className="s-check">
        <input type="checkbox" checked={enabled} disabled={busy} onChange={() => void toggle()} />
        {t('Send me push notifications')}
      </label>
      <p className="s-muted">{t('Your notifications list keeps every notification either way.')}</p>
    </div>
  );
}
