import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { auth$, useObservable } from '@khel/shared';
import { useWalletConfig } from '../common/config';
import { BackButton, Field } from '../common/ui';
import { addStake, depositAmountError, quickStakes } from './amount';
import { EditStakeModal } from './EditStakeModal';

/** Deposit step 1: the amount, quick-add stakes, Edit Stake, Next (disabled below the min), Back to Home. */
export function AmountStep({ amount, onAmount, onNext }: { amount: string; onAmount: (v: string) => void; onNext: () => void }) {
  const { t } = useTranslation();
  const { deposit_range, stake_button } = useWalletConfig();
  const { user } = useObservable(auth$);
  const [editing, setEditing] = useState(false);
  const stakes = quickStakes(user?.stakes, stake_button);
  const { min, max } = deposit_range;
  const problem = depositAmountError(amount, min, max);

  return (
    <section className="w-page" aria-label="Deposit">
      <header className="w-head">
        <BackButton />
        <h1>{t('Deposit')}</h1>
      </header>
      <div className="w-card">
        <Field label="Amount" error={amount && problem ? t(problem) : undefined} hint={`${t('Min:')} ${min}   ${t('Max:')} ${max}`}>
          <input
            name="amount"
            inputMode="decimal"
            placeholder={t('Enter Amount')}
            value={amount}
            onChange={(e) => onAmount(e.target.value)}
          />
        </Field>
        <div className="w-stakes">
          {stakes.map((s, i) => (
            <button key={`${s}-${i}`} type="button" className="w-chip" aria-label={`Add ${s}`} onClick={() => onAmount(addStake(amount, s, max))}>
              +{s}
            </button>
          ))}
          <button type="button" className="w-link" onClick={() => setEditing(true)}>
            {t('Edit Stake')}
          </button>
        </div>
        <button type="button" className="w-btn w-primary w-block" disabled={problem !== null} onClick={onNext}>
          {t('Next')}
        </button>
      </div>
      <EditStakeModal open={editing} stakes={stakes} onClose={() => setEditing(false)} />
    </section>
  );
}

