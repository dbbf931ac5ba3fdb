import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@khel/shared';
import { EmptyState, Skeleton } from '@khel/shared/kit';
import type { EventSummary } from '../api/model';
import { fetchEvents } from '../api/sports';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { competitionsOf, inPlayFirst, RACING_SPORTS } from '../sports/sports';

const CATEGORIES = [
  { type: 'horse', label: 'Horse Racing' },
  { type: 'greyhound', label: 'Greyhound Racing' },
];

/**
 * /racing-category/:type: category (horse, greyhound) -> venue -> race card (the venue's races by time); a race
 * opens its page with the Win and Place markets. The venue chosen is in the URL (?venue=), so a reload keeps it.
 */
export default function RacingScreen() {
  const { t } = useTranslation();
  const { type = 'horse' } = useParams();
  const sport = RACING_SPORTS[type] ?? type;
  const [load, reload] = useLoad(() => fetchEvents(sport), [sport]);
  const category = CATEGORIES.find((c) => c.type === type);
  return (
    <>
      <ScreenHead title={category ? t(category.label) : t('Racing')} />
      <nav className="g-pills" aria-label={t('Racing')}>
        {CATEGORIES.map((c) => (
          <Link key={c.type} className="g-pill" to={`/racing-category/${c.type}`} aria-current={c.type === type ? 'page' : undefined}>
            {t(c.label)}
          </Link>
        ))}
      </nav>
      {load.state === 'loading' && <Skeleton lines={4} height="48px" label={t('Loading races')} />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.state === 'ready' && <RaceCard races={load.data} />}
    </>
  );
}

function RaceCard({ races }: { races: EventSummary[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const venues = competitionsOf(races);
  if (!venues.length) return <EmptyState title={t('No races right now')} text={t('New race cards are added every day. Please check back soon.')} />;
  const venue = venues.find((v) => v.id === params.get('venue')) ?? venues[0]!;
  const card = inPlayFirst(races.filter((r) => r.competitionId === venue.id));
  return (
    <>
      <div className="g-pills" role="group" aria-label={t('Venues')}>
        {venues.map((v) => (
          <button key={v.id} type="button" className="g-pill" aria-pressed={v.id === venue.id} onClick={() => setParams({ venue: v.id }, { replace: true })}>
            {v.name}
          </button>
        ))}
      </div>
      <ul className="g-list" aria-label={t('Race card')}>
        {card.map((r) => (
          <li key={r.id} className="g-row">
            <Link to={`/sports-event-detail/${encodeURIComponent(r.id)}`}>
              <span className="g-row-name">{r.name}</span>
              <span className="g-row-meta">
                {r.inPlay ? <span className="g-live">{t('Off')}</span> : <time dateTime={r.startTime}>{formatDateTime(r.startTime)}</time>}
                <span>{t('Win and Place')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
