import { useTranslation } from 'react-i18next';
import { balance$, useObservable } from '@khel/shared';
import { rupees } from '../common/ui';

export const FORFEIT_WARNING = 'You have a {{amount}} bonus that is not released yet. Withdrawing now forfeits it.';

/**
 * Shown on the withdrawal screen while a bonus is locked (eb, the bonus account, above 0): a withdrawal request
 * before the bonus is released forfeits it (services/api/src/bonus), so the player reads this before confirming.
 */
export function BonusForfeitNotice() {
  const { t } = useTranslation();
  const locked = useObservable(balance$)?.eb ?? 0;
  if (!(locked > 0)) return null;
  return (
    <p className="w-setpw" role="note">
      {t(FORFEIT_WARNING, { amount: rupees(locked) })}
    </p>
  );
}
