import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { REPORT_PRODUCTS, type ReportProduct } from '@khel/shared/contracts';
import { ProductPills, RangeBar, RangeNote } from '../common/range';
import { ScreenHead } from '../common/ui';
import { useDayOrRange } from './day-range';
import { Markets } from './Markets';


/**
 * /win-loss-details: the markets of a day (or a range) with their bets, stakes and P&L, each opening its bets, every
 * bet with a link to its event. ?product= narrows to a product; ?market= opens that market (a statement's link).
 * Casino games open their rounds on /casino-win-loss-details.
 */
export default function WinLossDetailsScreen() {
  const { t } = useTranslation();
  const { report, day, range } = useDayOrRange();
  const raw = report.params.get('product');
  const product = (REPORT_PRODUCTS as readonly string[]).includes(raw ?? '') ? (raw as ReportProduct) : undefined;
  return (
    <section aria-label={t('Profit and loss by market')}>
      <ScreenHead title={day ? t('Markets of {{date}}', { date: day }) : t('Profit and loss by market')} />
      {day ? (
        <p className="r-actions">
          <Link className="r-link" to={PATHS.winLoss}>
            {t('All days')}
          </Link>
        </p>
      ) : (
        <RangeBar report={report} />
      )}
      <ProductPills value={product ?? null} onChange={(p) => report.set({ product: p, market: null })} />
      <RangeNote from={range.from} to={range.to} zone={report.zone} />
      <Markets
        range={range}
        product={product}
        openMarket={report.params.get('market')}
        casinoRounds={(m) => `${PATHS.casinoWinLossDetails}?${day ? `date=${day}` : `preset=custom&from=${range.from}&to=${range.to}`}&game=${m.market_id}`}
      />
    </section>
  );
}
