import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@khel/shared';
import type { EventSummary } from '../api/model';
import { decimalOdds } from '../common/odds';

/** One event of the list: name, competition, live badge or start time, and each runner's best back and lay. */
export function EventRow({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const runners = event.runners ?? [];
  return (
    <li className="g-row">
      <Link to={`/sports-event-detail/${encodeURIComponent(event.id)}`}>
        <span className="g-row-name">{event.name}</span>
        <span className="g-row-meta">
          {event.inPlay ? <span className="g-live">{t('In-Play')}</span> : <time dateTime={event.startTime}>{formatDateTime(event.startTime)}</time>}
          <span>{event.competition}</span>
        </span>
      </Link>
      {runners.length > 0 && (
        <span className="g-best" style={{ gridTemplateColumns: `repeat(${Math.min(runners.length, 3) * 2}, 40px)` }}>
          {runners.slice(0, 3).flatMap((r) => {
            const back = r.back[0]?.odds;
            const lay = r.lay[0]?.odds;
            return [
              <span key={`${r.id}b`} className="g-cell g-cell-back" aria-label={`${r.name} ${t('Back')} ${back ? decimalOdds(back) : '-'}`}>
                {back ? decimalOdds(back) : '-'}
              </span>,
              <span key={`${r.id}l`} className="g-cell g-cell-lay" aria-label={`${r.name} ${t('Lay')} ${lay ? decimalOdds(lay) : '-'}`}>
                {lay ? decimalOdds(lay) : '-'}
              </span>,
            ];
          })}
        </span>
      )}
    </li>
  );
}
