import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, setTimeZoneChoice, shownTimeZone, timeZone$, toastSuccess, useFormatDateTime, useObservable, type TimeZoneChoice } from '@khel/shared';
import { savePlayerSettings } from '../api/refer';

export const TIME_SAVED = 'Time setting saved';

/**
 * IST or the device's time zone for every time on the site (the shared formatter reads the choice). Kept in this
 * browser at once and, for a logged-in player, on the server (applied on their other devices at login).
 */
export function TimeZoneSetting() {
  const { t } = useTranslation();
  const choice = useObservable(timeZone$);
  const { token } = useObservable(auth$);
  const format = useFormatDateTime();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const choose = (next: TimeZoneChoice) => {
    if (next === choice) return;
    setTimeZoneChoice(next);
    toastSuccess(t(TIME_SAVED));
    // The local choice already applies; the API layer toasts a failure to keep it on the server.
    if (token) void savePlayerSettings({ time_zone: next }).catch(() => undefined);
  };
  const options: Array<[TimeZoneChoice, string]> = [
    ['ist', t('India Standard Time (IST, GMT+05:30)')],
    ['device', t("My device's time zone ({{zone}})", { zone: shownTimeZone('device') })],
  ];
  return (
    <div className="s-card">
      <h2>{t('Time Zone')}</h2>
      <div className="s-options">
        {options.map(([value, label]) => (
          <label key={value} className={choice === value ? 's-opt s-on' : 's-opt'}>
            <input type="radio" name="timeZone" value={value} checked={choice === value} onChange={() => choose(value)} />
            {label}
          </label>
        ))}
      </div>
      <p className="s-muted">{t('Times are shown in {{zone}}.', { zone: shownTimeZone(choice) })}</p>
      <p className="s-big" data-testid="now">
        {format(now)}
      </p>
    </div>
  );
}

/** /time-setting */
export function TimeSetting() {
  const { t } = useTranslation();
  return (
    <section className="s-page">
      <h1>{t('Time Setting')}</h1>
      <TimeZoneSetting />
    </section>
  );
}
