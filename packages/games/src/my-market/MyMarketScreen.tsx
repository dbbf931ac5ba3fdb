import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@khel/shared';
import type { MyMarketItem } from '@khel/shared/contracts';
import { EmptyState, liveChannel } from '@khel/shared/kit';
import { fetchMyMarket } from '../api/sports';
import { amountText } from '../common/odds';
import { LoadError, ScreenHead, Signed, useLoad } from '../common/ui';
import { CashOut } from '../event/CashOut';

/** How often at most the page reads the positions again while the live channel moves its markets. */
export const LIVE_REFRESH_MS = 1_000;

const PRODUCT_LABELS: Record<MyMarketItem['product'], string> = { sports: 'Sports', racing: 'Racing', matka: 'Matka', fantasy: 'Cricket Fight' };

/**
 * Reads My Market again, at most once per LIVE_REFRESH_MS, whenever the live channel (the one the prices come over)
 * moves one of the sports or racing markets shown: the cash-out amount follows the price, and a suspension or a
 * settlement shows.
 */
function useLiveRefresh(items: MyMarketItem[] | null, refresh: () => void): void {
  const ids = (items ?? []).filter((i) => i.product === 'sports' || i.product === 'racing').map((i) => i.market_id);
  const key = ids.join();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = 0;
    const poke = () => {
      // each topic's first message is its snapshot, which the page's read already shows
      if (++seen <= ids.length || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, LIVE_REFRESH_MS);
    };
    const channel = liveChannel();
    const subs = ids.map((id) => channel.marketUpdates(id).subscribe(poke));
    return () => {
      subs.forEach((s) => s.unsubscribe());
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the ids' identity
  }, [key]);
}

/** An outcome's name in the player's language: the server names a fight's two outcomes "Fight #12 won" / "... lost". */
function outcomeText(name: string, t: (key: string, values?: Record<string, unknown>) => string): string {
  const fight = /^Fight #(\d+) (won|lost)$/.exec(name);
  if (fight) return fight[2] === 'won' ? t('Fight #{{id}} won', { id: fight[1] }) : t('Fight #{{id}} lost', { id: fight[1] });
  return t(name);
}

function MarketBlock({ item, onCashedOut }: { item: MyMarketItem; onCashedOut: () => void }) {
  const { t } = useTranslation();
  const title = `${item.event_name} · ${item.market_name}`;
  return (
    <section className="g-card" aria-label={title}>
      <div className="g-card-head">
        <h2 style={{ margin: 0, fontSize: 'inherit' }}>
          <Link to={item.path}>{item.event_name}</Link>
        </h2>
        <span className="g-muted">
          {t(PRODUCT_LABELS[item.product])}
          {item.in_play ? ` · ${t('In Play')}` : ''}
        </span>
      </div>
      <p className="g-muted g-bets">
        {t(item.market_name)} · {t('{{count}} open bets', { count: item.bets })}
        {item.pending > 0 ? ` · ${t('{{count}} waiting for the in-play delay', { count: item.pending })}` : ''}
      </p>
      <ul className="g-list g-bets" aria-label={t('Profit and loss by outcome')}>
        {item.outcomes.map((o) => (
          <li key={o.name} className="g-row">
            <span>{outcomeText(o.name, t)}</span>
            <Signed value={o.pnl} className="g-mm-pnl">
              {amountText(o.pnl)}
            </Signed>
          </li>
        ))}
      </ul>
      <div className="g-card-head">
        <span>
          {t('Exposure')} <strong data-testid="mm-exposure">{amountText(item.exposure)}</strong>
        </span>
        {item.cash_out && item.cash_out_profit !== null && (
          <span>
            {t('Cash out value')}{' '}
            <Signed value={item.cash_out_profit}>
              <strong data-testid="mm-cash-out-value">{amountText(item.cash_out_profit)}</strong>
            </Signed>
          </span>
        )}
        {item.cash_out && item.cash_out_profit !== null && (
          <CashOut marketId={item.market_id} open={item.open} delaySeconds={item.in_play ? item.bet_delay_seconds : 0} onDone={onCashedOut} />
        )}
      </div>
    </section>
  );
}

/**
 * /my-market: every market where the player has money at stake (sports, racing, matka, cricket-fight), each with
 * the P&L in every outcome, the exposure, a link to its page, the cash-out amount of now and Cash Out where the
 * market allows it. Kept live over the prices' channel (useLiveRefresh). A screen chunk of its own.
 */
export default function MyMarketScreen() {
  const { t } = useTranslation();
  const [load, reload, setData] = useLoad(fetchMyMarket, []);
  const items = load.state === 'ready' ? load.data : null;
  // A live refresh keeps the figures on screen while it reads (no spinner); a failure leaves the last ones.
  const refresh = () => void fetchMyMarket().then((data) => setData(() => data), () => undefined);
  useLiveRefresh(items, refresh);
  return (
    <>
      <ScreenHead title={t('My Market')} />
      {load.state === 'loading' && (
        <div className="g-center" role="status" aria-label={t('Loading your markets')}>
          <Spinner />
        </div>
      )}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {items &&
        (items.length === 0 ? (
          <EmptyState
            title={t('No open markets')}
            text={t('Markets where you have bets or exposure show here, with your profit and loss on each outcome.')}
            action={
              <Link className="k-btn k-btn-primary" to="/sports/cricket/4">
                {t('Go to Sports')}
              </Link>
            }
          />
        ) : (
          items.map((item) => <MarketBlock key={`${item.product}:${item.market_id}`} item={item} onCashedOut={refresh} />)
        ))}
    </>
  );
}
