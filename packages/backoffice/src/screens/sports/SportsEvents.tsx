import { useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFilterParams } from '../../ui/useFilterParams';
import { listEvents, sportsCatalog, type EventFilters } from '../../api/sports';
import { OperatorContext } from '../../app/operator';
import { Pager } from '../../ui/Pager';
import { when } from '../../ui/format';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { NewCompetitionDialog, NewEventDialog, NewSportDialog } from './CreateDialogs';
import { useSportsStyles } from './styles';

const PAGE_SIZE = 20;
const STATUSES = ['scheduled', 'live', 'finished', 'cancelled', 'abandoned'];

/**
 * Sports events (issue 13 point 6): every event, in play first, filtered by sport, status, in play and name (kept
 * in the query string); each leads to its markets. Admins create sports, competitions and events here.
 */
export default function SportsEvents() {
  useSportsStyles();
  const admin = useContext(OperatorContext)?.role === 'admin';
  const { params, set, page } = useFilterParams();
  const filters: EventFilters = {
    sport: params.get('sport') ?? '',
    status: params.get('status') ?? '',
    in_play: params.get('in_play') ?? '',
    q: params.get('q') ?? '',
    page,
  };
  const key = params.toString();
  const catalog = useLoad(sportsCatalog, []);
  const events = useLoad(() => listEvents(filters), [key]);
  const [creating, setCreating] = useState<'sport' | 'competition' | 'event' | null>(null);
  const done = () => {
    setCreating(null);
    catalog.reload();
    events.reload();
  };

  return (
    <section aria-labelledby="sports-title">
      <div className="bo-head">
        <h1 id="sports-title">Sports events</h1>
        {admin && (
          <div className="bo-row">
            <button type="button" className="bo-btn bo-small" onClick={() => setCreating('sport')}>New sport</button>
            <button type="button" className="bo-btn bo-small" onClick={() => setCreating('competition')}>New competition</button>
            <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setCreating('event')}>New event</button>
          </div>
        )}
      </div>
      <div className="bo-filters" role="search" aria-label="Event filters">
        <label>
          <span>Sport</span>
          <select value={filters.sport} onChange={(e) => set('sport', e.target.value)}>
            <option value="">All sports</option>
            {catalog.data?.sports.map((s) => (
              <option key={s.id} value={s.code}>{s.name}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Status</span>
          <select value={filters.status} onChange={(e) => set('status', e.target.value)}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          <span>In play</span>
          <select value={filters.in_play} onChange={(e) => set('in_play', e.target.value)}>
            <option value="">In play or not</option>
            <option value="true">In play</option>
            <option value="false">Not in play</option>
          </select>
        </label>
        <label className="bo-grow">
          <span>Name</span>
          <input type="search" defaultValue={filters.q} onKeyDown={(e) => e.key === 'Enter' && set('q', e.currentTarget.value.trim())} aria-label="Search events by name" />
        </label>
      </div>
      {events.loading && <Loading label="Loading the events…" />}
      <ErrorNote message={events.error} onRetry={events.reload} />
      {events.data &&
        (events.data.items.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Sports events">
              <thead>
                <tr>
                  <th>Event</th>
                  <th>Sport</th>
                  <th>Competition</th>
                  <th>Starts</th>
                  <th>Status</th>
                  <th className="bo-num">Markets open</th>
                  <th className="bo-num">Open bets</th>
                </tr>
              </thead>
              <tbody>
                {events.data.items.map((e) => (
                  <tr key={e.id} aria-label={`Event ${e.name}`}>
                    <td>
                      <Link to={`/sports/events/${e.id}`}>{e.name}</Link>
                    </td>
                    <td>{e.sport_name}</td>
                    <td>{e.competition}</td>
                    <td>{when(e.start_time)}</td>
                    <td>
                      {e.status}
                      {e.in_play && <span className="bo-sp-tag bo-sp-open"> In play</span>}
                    </td>
                    <td className="bo-num">
                      {e.open_markets} / {e.markets}
                    </td>
                    <td className="bo-num">{e.open_bets}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No events match these filters." />
        ))}
      {events.data && <Pager page={events.data.page} pageSize={PAGE_SIZE} total={events.data.total} onPage={(p) => set('page', String(p))} />}
      {creating === 'sport' && <NewSportDialog onClose={() => setCreating(null)} onDone={done} />}
      {creating === 'competition' && catalog.data && <NewCompetitionDialog catalog={catalog.data} onClose={() => setCreating(null)} onDone={done} />}
      {creating === 'event' && catalog.data && <NewEventDialog catalog={catalog.data} onClose={() => setCreating(null)} onDone={done} />}
    </section>
  );
}
