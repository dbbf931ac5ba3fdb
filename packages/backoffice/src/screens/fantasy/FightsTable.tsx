import { FANTASY_FIGHT_STATUSES } from '@khel/shared/contracts';
import { useId, useState } from 'react';
import { listFights } from '../../api/fantasy';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';

const OUTCOME: Record<string, string> = { poster: 'Poster won', taker: 'Taker won', tie: 'Tie (refunded)', void: 'Refunded' };
const KIND: Record<string, string> = { max_run: 'Max Run', max_ball: 'Max Ball' };

/** A match's fights, newest first, by status: who posted and took each, both teams, totals and outcome. */
export function FightsTable({ matchId, version }: { matchId: string; version: string }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const id = useId();
  const fights = useLoad(() => listFights(matchId, { ...(status ? { status } : {}), page }), [matchId, status, page, version]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="bo-head">
        <h2 id={`${id}-title`}>Fights</h2>
        <label className="bo-field">
          <span>Status</span>
          <select value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">All</option>
            {FANTASY_FIGHT_STATUSES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </label>
      </div>
      {fights.loading && !fights.data && <Loading label="Loading the fights…" />}
      <ErrorNote message={fights.error} onRetry={fights.reload} />
      {fights.data &&
        (fights.data.items.length ? (
          <>
            <div className="bo-scroll">
              <table className="bo-table" aria-label="Fights">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Contest</th>
                    <th className="bo-num">Stake</th>
                    <th>Status</th>
                    <th>Poster (team)</th>
                    <th>Taker (team)</th>
                    <th className="bo-num">Totals</th>
                    <th>Outcome</th>
                    <th className="bo-num">Commission</th>
                    <th>Posted</th>
                  </tr>
                </thead>
                <tbody>
                  {fights.data.items.map((f) => (
                    <tr key={f.id} aria-label={`Fight ${f.id}`}>
                      <td><code className="bo-id">{f.id}</code></td>
                      <td>{KIND[f.kind]}, {f.size} a side{f.pairing ? ' (pair me)' : ''}</td>
                      <td className="bo-num">{rupees(f.stake)}</td>
                      <td><span className="bo-status">{f.status}</span></td>
                      <td>{f.poster}<div className="bo-muted">{f.poster_team.join(', ')}</div></td>
                      <td>{f.taker ?? '—'}<div className="bo-muted">{f.taker_team.join(', ')}</div></td>
                      <td className="bo-num">{f.poster_total ?? '—'} : {f.taker_total ?? '—'}</td>
                      <td>{f.outcome ? OUTCOME[f.outcome] : '—'}</td>
                      <td className="bo-num">{rupees(f.commission)}</td>
                      <td className="bo-time">{when(f.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={50} total={fights.data.total} onPage={setPage} />
          </>
        ) : (
          <Empty text="No fights." />
        ))}
    </section>
  );
}
