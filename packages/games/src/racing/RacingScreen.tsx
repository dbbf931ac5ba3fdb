import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@khel/shared';
import { EmptyState, Skeleton } from '@khel/shared/kit';
import type { RacingCategory } from '@khel/shared/contracts';
import { fetchRacing } from '../api/sports';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { RACING_SPORTS } from '../sports/sports';

/** The :type of /racing-category/:type for a racing sport's code (horse-racing -> horse). */
export function racingType(code: string): string {
  return Object.entries(RACING_SPORTS).find(([, c]) => c === code)?.[0] ?? code;
}

/**
 * /racing-category/:type: category (horse, greyhound) -> venue -> race card (the venue's races by time); a race
 * opens its page with the Win and Place markets. The venue chosen is in the URL (?venue=), so a reload keeps it.
 */
export default function RacingScreen() {
  const { t } = useTranslation();
  const { type = 'horse' } = useParams();
  const code = RACING_SPORTS[type] ?? type;
  const [load, reload] = useLoad(() => fetchRacing(), []);
  const categories = load.state === 'ready' ? load.data : [];
  const category = categories.find((c) => c.code === code);
  return (
    <>
      <ScreenHead title={category ? t(category.name) : t('Racing')} />
      {categories.length > 1 && (
        <nav className="g-pills" aria-label={t('Racing')}>
          {categories.map((c) => (
            <Link key={c.id} className="g-pill" to={`/racing-category/${encodeURIComponent(racingType(c.code))}`} aria-current={c.code === code ? 'page' : undefined}>
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      {load.state === 'loading' && <Skeleton lines={4} height="48px" label={t('Loading races')} />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.state === 'ready' && <RaceCard category={category} />}
    </>
  );
}

function RaceCard({ category }: { category: RacingCategory | undefined }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const venues = (category?.venues ?? []).filter((v) => v.races.length);
  if (!venues.length) return <EmptyState title={t('No races right now')} text={t('New race cards are added every day. Please check back soon.')} />;
  const venue = venues.find((v) => v.id === params.get('venue')) ?? venues[0]!;
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
        {venue.races.map((r) => (
          <li key={r.id} className="g-row">
            <Link to={`/sports-event-detail/${encodeURIComponent(r.id)}`}>
              <span className="g-row-name">{r.name}</span>
              <span className="g-row-meta">
                {r.in_play ? <span className="g-live">{t('Off')}</span> : <time dateTime={r.start_time}>{formatDateTime(r.start_time)}</time>}
                <span>{t('Win and Place')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
