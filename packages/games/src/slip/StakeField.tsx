import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { prefs$, useObservable } from '@khel/shared';
import { amountText } from '../common/odds';

/** The stake: typed whole rupees, or one of the player's stake buttons (from their settings). */
export function StakeField({ stake, onChange, error }: { stake: string; onChange(stake: string): void; error?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const { stakes } = useObservable(prefs$);
  return (
    <div className="k-field g-stake">
      <label className="k-label" htmlFor={id}>
        {t('Stake')}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={stake}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
      />
      <div className="g-chips" role="group" aria-label={t('Stake buttons')}>
        {stakes.map((n) => (
          <button key={n} type="button" className="g-chip" aria-pressed={Number(stake) === n} onClick={() => onChange(String(n))}>
            {amountText(n)}
          </button>
        ))}
        <button type="button" className="g-chip" onClick={() => onChange('')}>
          {t('Clear')}
        </button>
      </div>
      {error && (
        <p className="k-field-error" id={`${id}-err`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
