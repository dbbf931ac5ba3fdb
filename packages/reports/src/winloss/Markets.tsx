import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportBet, ReportBetTotals, ReportProduct, WinLossMarket } from '@khel/shared/contracts';
import { Button } from '@khel/shared/kit';
import { fetchMarketBets, fetchMarkets } from '../api/reports';
import { BetCard } from '../bets/BetCard';
import { labelOf } from '../common/labels';
import { useKeysetList } from '../common/load';
import type { DayRange } from '../common/dates';
import { Money, PagedList, Totals } from '../common/ui';

/** The bets of one market (casino: the rounds of one game) that count in win-loss, a page at a time. */
function MarketBets({ market, range }: { market: WinLossMarket; range: DayRange }) {
  const { t } = useTranslation();
  const list = useKeysetList<ReportBet, ReportBetTotals>(
    (cursor) => fetchMarketBets({ product: market.product, market_id: market.market_id, from: range.from, to: range.to, cursor }),
    [market.product, market.market_id, range.from, range.to],
  );
  return <PagedList nested list={list} label={market.product === 'casino' ? t('Rounds') : t('Bets')} render={(b) => <BetCard key={b.id} bet={b} />} />;
}

function MarketCard({ market, range, open: initiallyOpen, roundsLink }: { market: WinLossMarket; range: DayRange; open: boolean; roundsLink?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const casino = market.product === 'casino';
  return (
    <li className="r-card" aria-label={`${market.event} ${market.market}`}>
      <div className="r-row">
        <div>
          <span className="r-title">{market.event || t(labelOf(market.product))}</span>
          <span className="r-sub">
            {[market.market, t(labelOf(market.product))].filter(Boolean).join(' · ')}
          </span>
        </div>
        <span className="r-amount">
          <Money value={market.pnl} signed />
        </span>
      </div>
      <div className="r-facts">
        <span>
          {casino ? t('Rounds') : t('Bets')} <b>{market.bets}</b>
        </span>
        <span>
          {t('Stakes')} <b><Money value={market.stake} /></b>
        </span>
      </div>
      <div className="r-links">
        {roundsLink ? (
          <Link className="r-link" to={roundsLink}>
            {t('Rounds')}
          </Link>
        ) : (
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? (casino ? t('Hide rounds') : t('Hide bets')) : casino ? t('Show rounds') : t('Show bets')}
          </Button>
        )}
        {market.path && (
          <Link className="r-link" to={market.path}>
            {market.product === 'sports' ? t('Open event') : t('Open game')}
          </Link>
        )}
      </div>
      {open && !roundsLink && <MarketBets market={market} range={range} />}
    </li>
  );
}

/**
 * The markets of a range (casino: its games) with their figures, the range's totals in view, each opening its bets
 * (rounds) in place; `openMarket` is opened at once (a link from a statement row or a day).
 */
export function Markets({ range, product, openMarket, casinoRounds }: { range: DayRange; product?: ReportProduct; openMarket?: string | null; casinoRounds?: (m: WinLossMarket) => string }) {
  const { t } = useTranslation();
  const list = useKeysetList((cursor) => fetchMarkets({ from: range.from, to: range.to, product, cursor }), [range.from, range.to, product]);
  const totals = list.totals as ReportBetTotals | null;
  return (
    <>
      {list.state !== 'error' && (
        <Totals
          label={t('Totals')}
          figures={
            totals && [
              { label: 'Profit / loss', value: totals.pnl, signed: true },
              { label: 'Stakes', value: totals.stake },
              { label: product === 'casino' ? 'Rounds' : 'Bets', value: totals.bets, count: true },
              { label: 'Commission', value: totals.commission },
            ]
          }
        />
      )}
      <PagedList
        list={list}
        label={product === 'casino' ? t('Games') : t('Markets')}
        render={(m) => (
          <MarketCard
            key={`${m.product}:${m.market_id}`}
            market={m}
            range={range}
            open={openMarket === m.market_id}
            roundsLink={m.product === 'casino' && casinoRounds ? casinoRounds(m) : undefined}
          />
        )}
      />
    </>
  );
}
