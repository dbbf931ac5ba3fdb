import { Icon, toastSuccess } from '@khel/shared';
import type { OpsEventStatus } from '@khel/shared/console-contracts';
import { useContext, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getEvent, setEventStatus } from '../../api/sports';
import { OperatorContext } from '../../app/operator';
import { when } from '../../ui/format';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';
import { MarketCard } from './MarketCard';
import { NewMarketDialog } from './NewMarketDialog';
import { useSportsStyles } from './styles';

const STATUSES: OpsEventStatus[] = ['scheduled', 'live', 'finished', 'cancelled', 'abandoned'];

/**
 * One event and its markets: the event's in-play flag and status (players hear changes live), each market with
 * its prices and buttons (MarketCard), and for admins a new market.
 */
export default function SportsEvent() {
  useSportsStyles();
  const { id = '' } = useParams();
  const admin = useContext(OperatorContext)?.role === 'admin';
  const data = useLoad(() => getEvent(id), [id]);
  const [creating, setCreating] = useState(false);
  const act = useAction();
  const change = async (body: { in_play?: boolean; status?: OpsEventStatus }) => {
    const answer = await act.run(() => setEventStatus(id, body));
    if (answer) {
      toastSuccess(answer.message);
      data.reload();
    }
  };
  const e = data.data?.event;

  return (
    <section aria-labelledby="event-title">
      <p>
        <Link to="/sports">
          <Icon name="back" size={14} /> Sports events
        </Link>
      </p>
      {!data.data && data.loading && <Loading label="Loading the event…" />}
      <ErrorNote message={data.error} onRetry={data.reload} />
      {e && data.data && (
        <>
          <div className="bo-head">
            <h1 id="event-title">{e.name}</h1>
            <div className="bo-row">
              <button type="button" className="bo-btn bo-small" onClick={data.reload}>Refresh</button>
              {admin && <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setCreating(true)}>New market</button>}
            </div>
          </div>
          <p className="bo-sp-facts">
            <span>{e.sport_name} · {e.competition}</span>
            {e.venue && <span>{e.venue}</span>}
            <span>Starts {when(e.start_time)}</span>
            <span>{e.open_bets} open bets</span>
          </p>
          <div className="bo-filters" aria-label="Event state">
            <label>
              <span>Status</span>
              <select value={e.status} disabled={act.busy} onChange={(ev) => void change({ status: ev.target.value as OpsEventStatus })}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>{s}</option>
                ))}
              </select>
            </label>
            <button type="button" className="bo-btn" aria-pressed={e.in_play} disabled={act.busy} onClick={() => void change({ in_play: !e.in_play })}>
              {e.in_play ? 'In play: stop' : 'Not in play: start'}
            </button>
          </div>
          {act.error && (
            <p className="bo-error" role="alert">
              {act.error}
            </p>
          )}
          {data.data.markets.length ? (
            data.data.markets.map((m) => <MarketCard key={m.id} market={m} admin={admin} onChanged={data.reload} />)
          ) : (
            <Empty text="No markets yet." />
          )}
        </>
      )}
      {creating && <NewMarketDialog eventId={id} onClose={() => setCreating(false)} onDone={() => (setCreating(false), data.reload())} />}
    </section>
  );
}
