import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  auth$,
  changeLanguage,
  i18n,
  prefs$,
  saveStakes,
  setPrefs,
  site$,
  Spinner,
  toastError,
  toastSuccess,
  useObservable,
  type BalanceDisplay,
} from '@khel/shared';
import { dtos } from '../forms/dtos';
import { validateForm } from '../forms/validate';
import { savePlayerSettings } from '../api/refer';
import { ClickBetSetting } from './SettingClickBet';
import { NotificationSetting } from './SettingNotifications';
import { TimeZoneSetting } from './TimeSetting';

export const SAME_LANGUAGE = 'Cannot update on same language. Try different language.';
export const LANGUAGE_FAILED = 'Failed to change language. Try different language.';

function LanguageSetting() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const languages = useObservable(site$).settings?.siteSetting.languagesList ?? [{ code: 'en', name: 'English', url: '' }];
  const [code, setCode] = useState(i18n.language || 'en');
  const [busy, setBusy] = useState(false);
  const apply = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (code === (i18n.language || 'en')) return toastError(t(SAME_LANGUAGE));
    setBusy(true);
    try {
      await changeLanguage(code, languages);
      toastSuccess(t('Language changed successfully'));
      // Kept in this browser by changeLanguage; on the server too, so the player's other devices follow at login.
      if (token) void savePlayerSettings({ language: code }).catch(() => undefined);
    } catch {
      toastError(t(LANGUAGE_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="s-card" onSubmit={apply}>
      <h2>{t('Language')}</h2>
      <div className="s-options">
        {languages.map((l) => (
          <label key={l.code} className={code === l.code ? 's-opt s-on' : 's-opt'}>
            <input type="radio" name="language" value={l.code} checked={code === l.code} onChange={() => setCode(l.code)} />
            {l.name}
          </label>
        ))}
      </div>
      <button type="submit" className="s-btn s-primary" disabled={busy}>
        {busy ? <Spinner small /> : t('Update Language')}
      </button>
    </form>
  );
}

const DISPLAYS: Array<[BalanceDisplay, string]> = [
  ['both', 'Balance and Exposure'],
  ['balance', 'Balance only'],
  ['exposure', 'Exposure only'],
  ['none', 'Hide both'],
];

function BalanceDisplaySetting() {
  const { t } = useTranslation();
  const { balanceDisplay } = useObservable(prefs$);
  return (
    <div className="s-card">
      <h2>{t('Header Display')}</h2>
      <div className="s-options">
        {DISPLAYS.map(([value, label]) => (
          <label key={value} className={balanceDisplay === value ? 's-opt s-on' : 's-opt'}>
            <input type="radio" name="balanceDisplay" value={value} checked={balanceDisplay === value} onChange={() => setPrefs({ balanceDisplay: value })} />
            {t(label)}
          </label>
        ))}
      </div>
    </div>
  );
}

function StakeSetting() {
  const { t } = useTranslation();
  const { token, user } = useObservable(auth$);
  const { stakes } = useObservable(prefs$);
  const [values, setValues] = useState<string[]>(() => (user?.stakes?.length === 4 ? user.stakes : stakes).map(String));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const numbers = values.map((v) => (v === '' ? NaN : Number(v)));
    const found = validateForm(dtos().StakesDto, { stakes: numbers });
    if (found.stakes) return setError(found.stakes);
    setError('');
    setBusy(true);
    try {
      if (token) await saveStakes(numbers);
      setPrefs({ stakes: numbers });
      toastSuccess(t('Saved Successfully'));
    } catch {
      // toast shown by the API layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="s-card" onSubmit={save} noValidate>
      <h2>{t('Stake Values')}</h2>
      <div className="s-stakes">
        {values.map((v, i) => (
          <input
            key={i}
            inputMode="numeric"
            aria-label={`${t('Stake')} ${i + 1}`}
            value={v}
            onChange={(e) => {
              const next = [...values];
              next[i] = e.target.value.replace(/\D/g, '').slice(0, 8);
              setValues(next);
              setError('');
            }}
          />
        ))}
      </div>
      {error && (
        <p className="s-error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" className="s-btn s-primary" disabled={busy}>
        {busy ? <Spinner small /> : t('Save')}
      </button>
    </form>
  );
}

export function Setting() {
  const { t } = useTranslation();
  return (
    <section className="s-page">
      <h1>{t('Settings')}</h1>
      <LanguageSetting />
      <TimeZoneSetting />
      <NotificationSetting />
      <BalanceDisplaySetting />
      <StakeSetting />
      <ClickBetSetting />
    </section>
  );
}
