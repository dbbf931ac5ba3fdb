import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { RangeBar, RangeNote } from '../common/range';
import { ScreenHead } from '../common/ui';
import { Markets } from './Markets';
import { useDayOrRange } from './day-range';

/**
 * /casino-win-loss-details: casino win-loss by game, each game opening its rounds (stake, result, P&L, time), for a
 * day (?date=) or the screen's range; ?game= opens that game.
 */
export default function CasinoWinLossScreen() {
  const { t } = useTranslation();
  const { report, day, range } = useDayOrRange();
  return (
    <section aria-label={t('Casino profit and loss')}>
      <ScreenHead title={day ? t('Casino on {{date}}', { date: day }) : t('Casino profit and loss')} />
      {day ? (
        <p className="r-actions">
          <Link className="r-link" to={`${PATHS.winLoss}?product=casino`}>
            {t('All days')}
          </Link>
        </p>
      ) : (
        <RangeBar report={report} />
      )}
      <RangeNote from={range.from} to={range.to} zone={report.zone} />
      <Markets range={range} product="casino" openMarket={report.params.get('game')} />
    </section>
  );
}
