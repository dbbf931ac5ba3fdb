import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Skeleton, Tabs } from '@khel/shared/kit';
import { fetchMarkets } from '../api/matka';
import { LoadError, ScreenHead } from '../common/ui';
import { MarketCard } from './MarketCard';
import { MyBets } from './MyBets';
import { useMatkaStyles } from './styles';
import { useMatkaLoad, useMatkaRefresh } from './useMatkaData';

const TABS = ['markets', 'bets'] as const;

/** /matka: today's markets (result, times in IST, status, Play, charts) and the player's matka bets (?tab=bets). */
export default function MatkaScreen() {
  const { t } = useTranslation();
  useMatkaStyles();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'markets';
  return (
    <>
      <ScreenHead title={t('Matka')} />
      <Tabs
        label={t('Matka')}
        selected={tab}
        onSelect={(id) => setParams(id === 'markets' ? {} : { tab: id }, { replace: true })}
        tabs={[
          { id: 'markets', label: t('Markets'), content: <MarketList /> },
          { id: 'bets', label: t('My Bets'), content: <MyBets /> },
        ]}
      />
    </>
  );
}

function MarketList() {
  const { t } = useTranslation();
  const [load, reload, refresh] = useMatkaLoad(fetchMarkets, []);
  const markets = load.state === 'ready' ? load.data.markets : [];
  useMatkaRefresh(refresh, markets.flatMap((m) => [m.open_closes_at, m.close_closes_at]));
  if (load.state === 'loading') return <Skeleton lines={4} height="120px" label={t('Loading markets')} />;
  if (load.state === 'error') return <LoadError message={load.message} onRetry={reload} />;
  if (markets.length === 0) return <EmptyState title={t('No matka markets right now')} text={t('Markets open every day. Please check back soon.')} />;
  return (
    <ul className="m-list" aria-label={t('Matka markets')}>
      {markets.map((m) => (
        <MarketCard key={m.id} market={m} />
      ))}
    </ul>
  );
}
