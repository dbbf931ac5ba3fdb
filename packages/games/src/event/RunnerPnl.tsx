import { useTranslation } from 'react-i18next';
import { amountText } from '../common/odds';
import { Signed } from '../common/ui';

/**
 * Under a runner: the player's P&L if it wins, now, and (while a slip is open on the market) after the slip's
 * bet: "-100 -> 50" reads as a before and an after for screen readers too.
 */
export function RunnerPnl({ before, after }: { before: number; after?: number }) {
  const { t } = useTranslation();
  if (before === 0 && (after === undefined || after === 0)) return null;
  return (
    <span className="g-pnl">
      <Signed value={before} className="g-pnl-before">
        <span className="g-sr">{t('If this wins, now:')} </span>
        {amountText(before)}
      </Signed>
      {after !== undefined && after !== before && (
        <Signed value={after} className="g-pnl-after">
          <span className="g-sr">{t('after this bet:')} </span>
          <span aria-hidden="true">&gt; </span>
          {amountText(after)}
        </Signed>
      )}
    </span>
  );
}
