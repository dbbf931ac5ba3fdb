import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, Skeleton } from '@khel/shared/kit';
import type { EventSummary } from '../api/model';
import { fetchEvents } from '../api/sports';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { EventRow } from './EventRow';
import { competitionsOf, inPlayFirst, SPORT_TABS } from './sports';

/**
 * /sports/:type/:id and /sports/:type/:id/:league_id: the sport's events, in play first, with a filter by league
 * (competition) whose choice is the URL, so a reload keeps it.
 */
export default function SportsScreen() {
  const { t } = useTranslation();
  const { type = '', id = '', league_id: leagueId } = useParams();
  const [load, reload] = useLoad(() => fetchEvents(type), [type]);
  const tab = SPORT_TABS.find((s) => s.code === type);
  const base = `/sports/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

  return (
    <>
      <ScreenHead title={tab ? t(tab.label) : t('Sports')} />
      <nav className="g-pills" aria-label={t('Sports')}>
        {SPORT_TABS.map((s) => (
          <Link key={s.code} className="g-pill" to={s.to} aria-current={s.code === type ? 'page' : undefined}>
            {t(s.label)}
          </Link>
        ))}
      </nav>
      {load.state === 'loading' && <Skeleton lines={5} height="52px" label={t('Loading events')} />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.state === 'ready' && <EventList events={load.data} base={base} leagueId={leagueId} />}
    </>
  );
}

function EventList({ events, base, leagueId }: { events: EventSummary[]; base: string; leagueId?: string }) {
  const { t } = useTranslation();
  const leagues = competitionsOf(events);
  const shown = inPlayFirst(leagueId ? events.filter((e) => e.competitionId === leagueId) : events);
  return (
    <>
      {(leagues.length > 1 || leagueId) && (
        <nav className="g-pills" aria-label={t('Leagues')}>
          <Link className="g-pill" to={base} aria-current={!leagueId ? 'page' : undefined}>
            {t('All')}
          </Link>
          {leagues.map((l) => (
            <Link key={l.id} className="g-pill" to={`${base}/${encodeURIComponent(l.id)}`} aria-current={l.id === leagueId ? 'page' : undefined}>
              {l.name}
            </Link>
          ))}
        </nav>
      )}
      {shown.length === 0 ? (
        <EmptyState title={t('No events right now')} text={t('New matches are added every day. Please check back soon.')} />
      ) : (
        <ul className="g-list" aria-label={t('Events')}>
          {shown.map((e) => (
            <EventRow key={e.id} event={e} />
          ))}
        </ul>
      )}
    </>
  );
}
