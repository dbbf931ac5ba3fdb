import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MatkaMarket } from '@khel/shared/contracts';
import { useMatkaFormat } from './format';

export const STATUS_LABELS: Record<string, string> = { open: 'Open for bets', closed: 'Closed', result: 'Result' };

export const detailsPath = (id: string, tab?: string) => `/matka-details/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`;

/** A market's status badge: open for bets, closed, or result (today's close declared). */
export function MarketStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`m-status m-status-${status}`}>{t(STATUS_LABELS[status] ?? status)}</span>;
}

/** Today's result as players read it (123-68-459, *** where not declared) and the two closing times in IST. */
export function MarketFigures({ market }: { market: MatkaMarket }) {
  const { t } = useTranslation();
  const f = useMatkaFormat();
  return (
    <>
      <p className="m-result">
        <span className="g-sr">{t("Today's result")} </span>
        {market.result}
      </p>
      <p className="m-times">
        <span>
          {t('Open')} <strong>{f.time(market.open_closes_at)}</strong>
        </span>
        <span>
          {t('Close')} <strong>{f.time(market.close_closes_at)}</strong>
        </span>
        {!market.runs_today && <span>{t('No draw today')}</span>}
      </p>
    </>
  );
}

/** One market of the /matka list: name, result, times, status, Play while open, and its charts. */
export function MarketCard({ market }: { market: MatkaMarket }) {
  const { t } = useTranslation();
  const open = market.status === 'open';
  return (
    <li className="m-card" aria-labelledby={`m-market-${market.id}`}>
      <div className="m-card-top">
        <h2 className="m-name" id={`m-market-${market.id}`}>
          <Link to={detailsPath(market.id, open ? undefined : 'results')}>{market.name}</Link>
        </h2>
        <MarketStatus status={market.status} />
      </div>
      <MarketFigures market={market} />
      <div className="m-links">
        <Link to={detailsPath(market.id, 'jodi')}>{t('Jodi Chart')}</Link>
        <Link to={detailsPath(market.id, 'panel')}>{t('Panel Chart')}</Link>
        {open && (
          <Link className="k-btn k-btn-primary k-btn-sm" to={detailsPath(market.id)} aria-label={t('Play {{market}}', { market: market.name })}>
            {t('Play')}
          </Link>
        )}
      </div>
    </li>
  );
}
