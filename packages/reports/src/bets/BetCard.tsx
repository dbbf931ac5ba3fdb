import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatDateTime } from '@khel/shared';
import type { ReportBet } from '@khel/shared/contracts';
import { betLine, labelOf, resultTone } from '../common/labels';
import { Money } from '../common/ui';

/**
 * One bet of any product: what it was on (event and market, or game, or matka draw), the side, selection and odds, the
 * stake, when it was placed and settled, its result and P&L, and a link to its event (its game's page).
 */
export function BetCard({ bet, highlight }: { bet: ReportBet; highlight?: boolean }) {
  const { t } = useTranslation();
  const when = useFormatDateTime();
  const side = bet.side === 'back' || bet.side === 'yes' ? 'r-side-back' : bet.side === 'lay' || bet.side === 'no' ? 'r-side-lay' : '';
  const title = [bet.event, bet.market].filter(Boolean).join(' · ');
  return (
    <li className={`r-card ${side}`} data-highlight={highlight ? '' : undefined} aria-label={t('Bet {{id}}', { id: bet.id })} data-bet={bet.id}>
      <div className="r-row">
        <div>
          <span className="r-title">{title || t(labelOf(bet.product))}</span>
          <span className="r-sub">{betLine(t, bet)}</span>
        </div>
        <div className="r-amount">
          {bet.result === 'open' ? <Money value={bet.stake} /> : <Money value={bet.pnl} signed />}
          <br />
          <span className="r-badge" data-tone={resultTone(bet)}>
            {t(labelOf(bet.result))}
          </span>
        </div>
      </div>
      <div className="r-facts">
        <span>
          {t('Stake')} <b><Money value={bet.stake} /></b>
        </span>
        {bet.result === 'open' && (
          <span>
            {t('Liability')} <b><Money value={bet.liability} /></b>
          </span>
        )}
        <span>
          {t('Placed')} <b>{when(bet.placed_at)}</b>
        </span>
        {bet.settled_at && (
          <span>
            {t('Settled')} <b>{when(bet.settled_at)}</b>
          </span>
        )}
        <span>
          {t(labelOf(bet.product))}
          {bet.sport ? ` · ${bet.sport}` : ''}
          {bet.cash_out ? ` · ${t('Cash out')}` : ''}
        </span>
      </div>
      {bet.path && (
        <div className="r-links">
          <Link className="r-link" to={bet.path}>
            {bet.product === 'sports' ? t('Open event') : t('Open game')}
          </Link>
        </div>
      )}
    </li>
  );
}
