import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { auth$, playerStakes, useObservable } from '@khel/shared';
import { ActionButton, type Why } from '../common/ActionButton';
import { useWalletConfig } from '../common/config';
import { BackButton, Field, rupees } from '../common/ui';
import { addStake, AMOUNT_FORMAT_ERROR, DEPOSIT_RANGE_TEMPLATE, depositAmountError, MIN_DEPOSIT_TEMPLATE, quickStakes } from './amount';
import { EditStakeModal } from './EditStakeModal';

/** Deposit step 1: the amount, quick-add stakes, Edit Stake, Next (disabled below the min), Back to Home. */
export function AmountStep({ amount, onAmount, onNext, capMax = null }: { amount: string; onAmount: (v: string) => void; onNext: () => void; capMax?: number | null }) {
  const { t } = useTranslation();
  const { deposit_range, stake_button } = useWalletConfig();
  const { user } = useObservable(auth$);
  const [editing, setEditing] = useState(false);
  const stakes = quickStakes(user?.stakes, stake_button);
  // What Edit Stake starts from: the player's own, or the fallback stakes (SPEC §9). One array per user: the modal resets on a new one.
  const ownStakes = useMemo(() => playerStakes(user), [user]);
  // A deposit limit's room caps the max (protection before payment): Next stays disabled above it.
  const { min } = deposit_range;
  const max = capMax !== null && capMax < deposit_range.max ? capMax : deposit_range.max;
  const problem = depositAmountError(amount, min, max);
  // Next is disabled below the min (SPEC §5); the line under it says why.
  const why: Why | null = !problem ? null : !amount ? [MIN_DEPOSIT_TEMPLATE, { min }] : problem === AMOUNT_FORMAT_ERROR ? problem : [DEPOSIT_RANGE_TEMPLATE, { min, max }];

  return (
    <section className="w-page" aria-label="Deposit">
      <header className="w-head">
        <BackButton />
        <h1>{t('Deposit')}</h1>
      </header>
      <div className="w-card">
        <Field label="Amount" hint={`${t('Min:')} ${rupees(min)}   ${t('Max:')} ${rupees(max)}`}>
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
        <ActionButton why={why} onClick={onNext}>
          {t('Next')}
        </ActionButton>
      </div>
      <EditStakeModal open={editing} stakes={ownStakes} onClose={() => setEditing(false)} />
    </section>
  );
}

