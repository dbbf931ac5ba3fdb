import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, formatAmount, Spinner, toastSuccess, useObservable } from '@khel/shared';
import type { ClickBetState } from '@khel/shared/kit';
import { clickBetKit, useClickBet } from '../chrome/click-bet-kit';
import { dtos } from '../forms/dtos';
import { validateForm } from '../forms/validate';

export const ONE_CLICK_ON = 'One-click betting turned on';
export const ONE_CLICK_OFF = 'One-click betting turned off';

/**
 * One-click betting (issue 30): on or off (off by default), the 4 one-click stakes and the one a tap on a price
 * bets. Kept on the server (/user/api/click-bet) through @khel/shared/kit's clickBet$, which the header's badge and
 * the event page read. The stakes follow the stake buttons' rules (the shared ClickBetDto).
 */
export function ClickBetSetting() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const setting = useClickBet();
  const [values, setValues] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (setting) setValues((v) => v ?? setting.click_bet_values.map(String));
  }, [setting]);
  if (!token || !setting || !values) return null;

  const run = async (change: Partial<ClickBetState>, done?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await (await clickBetKit()).saveClickBet(change);
      toastSuccess(t(done ?? 'Saved Successfully'));
    } catch {
      // toast shown by the API layer
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    const numbers = values.map((v) => (v === '' ? NaN : Number(v)));
    const found = validateForm(dtos().ClickBetDto, { click_bet_values: numbers });
    if (found.click_bet_values) return setError(found.click_bet_values);
    setError('');
    void run({ click_bet_values: numbers });
  };
  const on = setting.click_bet_on;
  return (
    <form className="s-card" onSubmit={save} noValidate aria-label={t('One-click betting')}>
      <h2>{t('One-click betting')}</h2>
      <label className="s-check">
        <input type="checkbox" checked={on} disabled={busy} onChange={() => void run({ click_bet_on: !on }, on ? ONE_CLICK_OFF : ONE_CLICK_ON)} />
        {t('Place a bet with one tap on a price, with no bet slip')}
      </label>
      <p className="s-muted">{t('One-click stake')}</p>
      <div className="s-options" role="group" aria-label={t('One-click stake')}>
        {setting.click_bet_values.map((v) => (
          <label key={v} className={v === setting.click_bet_stake ? 's-opt s-on' : 's-opt'}>
            <input type="radio" name="clickBetStake" value={v} checked={v === setting.click_bet_stake} disabled={busy} onChange={() => void run({ click_bet_stake: v })} />
            ₹{formatAmount(v)}
          </label>
        ))}
      </div>
      <div className="s-stakes">
        {values.map((v, i) => (
          <input
            key={i}
            inputMode="numeric"
            aria-label={`${t('One-click stake')} ${i + 1}`}
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
        {busy ? <Spinner small /> : t('Save One-click Stakes')}
      </button>
    </form>
  );
}
