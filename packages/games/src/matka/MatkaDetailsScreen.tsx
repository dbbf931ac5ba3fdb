import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { prefs$, useObservable } from '@khel/shared';
import { Skeleton, Tabs } from '@khel/shared/kit';
import type { MatkaMarket } from '@khel/shared/contracts';
import { fetchMarket } from '../api/matka';
import { LoadError, ScreenHead } from '../common/ui';
import { Chart } from './Charts';
import { MarketFigures, MarketStatus } from './MarketCard';
import { MyBets } from './MyBets';
import { PlayPanel } from './PlayPanel';
import { Results } from './Results';
import { useMatkaStyles } from './styles';
import { useMatkaLoad, useMatkaRefresh } from './useMatkaData';
import { useMatkaSlip } from './useMatkaSlip';

const TABS = ['play', 'bets', 'results', 'jodi', 'panel'] as const;
type Tab = (typeof TABS)[number];

/**
 * /matka-details/:itemDetail (the market id): today's result, times and status, then tabs (?tab=): Play (type,
 * session, numbers, slip), My Bets on this market, Results, Jodi Chart, Panel Chart.
 */
export default function MatkaDetailsScreen() {
  const { t } = useTranslation();
  useMatkaStyles();
  const { itemDetail = '' } = useParams();
  const [load, reload, refresh] = useMatkaLoad(() => fetchMarket(itemDetail), [itemDetail]);
  if (load.state === 'ready') return <MarketPage market={load.data} refresh={refresh} />;
  return (
    <>
      <ScreenHead title={t('Matka')} />
      {load.state === 'loading' ? <Skeleton lines={4} height="64px" label={t('Loading market')} /> : <LoadError message={load.message} onRetry={reload} />}
    </>
  );
}

function MarketPage({ market, refresh }: { market: MatkaMarket; refresh: () => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'play';
  const [version, setVersion] = useState(0);
  const { stakes } = useObservable(prefs$);
  const onPlaced = useCallback(() => {
    setVersion((v) => v + 1);
    refresh();
  }, [refresh]);
  const slip = useMatkaSlip(market.id, market.draw_date, String(stakes[0] ?? ''), onPlaced);
  useMatkaRefresh(refresh, [market.open_closes_at, market.close_closes_at]);
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'play') next.delete('tab');
    else next.set('tab', id);
    setParams(next, { replace: true });
  };

  return (
    <>
      <ScreenHead title={market.name}>
        <MarketStatus status={market.status} />
      </ScreenHead>
      <div className="m-head">
        <MarketFigures market={market} />
      </div>
      <Tabs
        label={market.name}
        selected={tab}
        onSelect={select}
        tabs={[
          { id: 'play', label: t('Play'), content: <PlayPanel market={market} slip={slip} /> },
          { id: 'bets', label: t('My Bets'), content: <MyBets marketId={market.id} version={version} /> },
          { id: 'results', label: t('Results'), content: <Results marketId={market.id} name={market.name} /> },
          { id: 'jodi', label: t('Jodi Chart'), content: <Chart marketId={market.id} name={market.name} kind="jodi" /> },
          { id: 'panel', label: t('Panel Chart'), content: <Chart marketId={market.id} name={market.name} kind="panel" /> },
        ]}
      />
    </>
  );
}
