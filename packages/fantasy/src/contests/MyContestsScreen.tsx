import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FANTASY_CONTEST_TABS, type FantasyContestTab } from '@khel/shared/contracts';
import { EmptyState, Skeleton, Tabs } from '@khel/shared/kit';
import { fetchContests } from '../api/fantasy';
import { syncServerClock } from '../common/clock';
import { TAB_LABEL } from '../common/texts';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { ContestCard } from './ContestCard';


/** /cricket-fight/my-contests: my fights in three parts, the part in the URL (?tab=live), kept over a reload. */
export default function MyContestsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = FANTASY_CONTEST_TABS.find((x) => x === params.get('tab')) ?? 'upcoming';
  return (
    <>
      <ScreenHead title={t('My Contests')} back="/cricket-fight" />
      <Tabs
        label={t('My Contests')}
        selected={tab}
        onSelect={(id) => setParams(id === 'upcoming' ? {} : { tab: id }, { replace: true })}
        tabs={FANTASY_CONTEST_TABS.map((id) => ({ id, label: t(TAB_LABEL[id]), content: id === tab ? <ContestList tab={id} /> : null }))}
      />
    </>
  );
}

function ContestList({ tab }: { tab: FantasyContestTab }) {
  const { t } = useTranslation();
  const [load, reload] = useLoad(async () => {
    const page = await fetchContests(tab);
    syncServerClock(page.now);
    return page;
  }, [tab]);
  if (load.state === 'loading') return <Skeleton lines={3} height="96px" label={t('Loading your contests')} />;
  if (load.state === 'error') return <LoadError message={load.message} onRetry={reload} />;
  if (!load.data.items.length) {
    return (
      <EmptyState
        title={tab === 'upcoming' ? t('No upcoming contests') : tab === 'live' ? t('No live contests') : t('No completed contests yet')}
        text={t('Pick a match and post a fight, take one, or ask to be paired.')}
        action={
          <Link className="f-link f-link-fill" to="/cricket-fight">
            {t('See matches')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="f-list" aria-label={t(TAB_LABEL[tab])}>
      {load.data.items.map((c) => (
        <ContestCard key={c.id} contest={c} tab={tab} onStart={reload} />
      ))}
    </ul>
  );
}
