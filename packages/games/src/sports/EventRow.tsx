import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@khel/shared';
import type { EventSummary } from '../api/model';
import { decimalOdds } from '../common/odds';

type Runner = NonNullable<EventSummary['runners']>[number];

/**
 * The columns of an event's prices with their headings: home, draw and away as 1, X and 2 (the feed lists the draw
 * last), two runners as 1 and 2, a race's first three by name; each with Back and Lay under it.
 */
export function columns(runners: Runner[]): Array<{ r: Runner; label: string }> {
  if (runners.length === 3) return [{ r: runners[0]!, label: '1' }, { r: runners[2]!, label: 'X' }, { r: runners[1]!, label: '2' }];
  if (runners.length === 2) return [{ r: runners[0]!, label: '1' }, { r: runners[1]!, label: '2' }];
  return runners.slice(0, 3).map((r) => ({ r, label: r.name }));
}

/** One event of the list: name, competition, live badge or start time, and each runner's best back and lay. */
export function EventRow({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const shown = columns(event.runners ?? []);
  return (
    <li className="g-row">
      <Link to={`/sports-event-detail/${encodeURIComponent(event.id)}`}>
        <span className="g-row-name">{event.name}</span>
        <span className="g-row-meta">
          {event.inPlay ? <span className="g-live">{t('In-Play')}</span> : <time dateTime={event.startTime}>{formatDateTime(event.startTime)}</time>}
          <span>{event.competition}</span>
        </span>
      </Link>
      {shown.length > 0 && (
        <span className="g-best" style={{ gridTemplateColumns: `repeat(${shown.length * 2}, 40px)` }}>
          {shown.length > 1 &&
            shown.map(({ r, label }) => (
              <span key={`${r.id}h`} className="g-best-head" style={{ gridColumn: 'span 2' }}>
                {label}
              </span>
            ))}
          {shown.flatMap(({ r }) => [
            <span key={`${r.id}bh`} className="g-best-side">
              {t('Back')}
            </span>,
            <span key={`${r.id}lh`} className="g-best-side">
              {t('Lay')}
            </span>,
          ])}
          {shown.flatMap(({ r }) => {
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
