import type { OpsFantasyMatch } from '@khel/shared/contracts';
import { useContext, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listMatches } from '../../api/fantasy';
import { OperatorContext } from '../../app/operator';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';
import { MatchDialog } from './MatchDialog';

export const STATUS_TEXT: Record<string, string> = { upcoming: 'Upcoming', live: 'Live', completed: 'Completed', abandoned: 'Abandoned' };

/** What the settlement of a match stands at, in words (and why it needs the operator). */
export function settlementText(m: OpsFantasyMatch): string {
  if (!m.settlement) return m.status === 'completed' || m.status === 'abandoned' ? 'Not settled: settle it' : '—';
  if (m.settlement.status === 'running') return 'Settling (interrupted? settle again to finish)';
  if (m.stale_settlement) return `Settled on scores v${m.settlement.scores_version}; scores changed since: settle again`;
  return m.settlement.abandoned ? 'Refunded (abandoned)' : `Settled (scores v${m.settlement.scores_version})`;
}

/**
 * Cricket fight (issue 29): every fantasy match with its start (India time), feed, status, fights, money held and
 * settlement. Any operator opens a match (scores, status, settling); admins create and edit matches (squads, contest
 * types and commission). All of it is audited by the server.
 */
export default function FantasyMatches() {
  const admin = useContext(OperatorContext)?.role === 'admin';
  const matches = useLoad(listMatches, []);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="fantasy-title">
      <div className="bo-head">
        <h1 id="fantasy-title">Cricket fight</h1>
        {admin && <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setCreating(true)}>New match</button>}
      </div>
      {matches.loading && !matches.data && <Loading label="Loading the matches…" />}
      <ErrorNote message={matches.error} onRetry={matches.reload} />
      {matches.data &&
        (matches.data.matches.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Fantasy matches">
              <thead>
                <tr>
                  <th>Match</th>
                  <th>Start</th>
                  <th>Feed</th>
                  <th>Status</th>
                  <th className="bo-num">Open</th>
                  <th className="bo-num">Matched</th>
                  <th className="bo-num">Settled / refunded</th>
                  <th className="bo-num">Held</th>
                  <th className="bo-num">Commission</th>
                  <th>Settlement</th>
                </tr>
              </thead>
              <tbody>
                {matches.data.matches.map((m) => (
                  <tr key={m.id} aria-label={`Match ${m.team_a} v ${m.team_b}`}>
                    <td>
                      <Link to={`/fantasy/matches/${m.id}`}>{m.team_a} v {m.team_b}</Link>
                      {m.competition && <div className="bo-muted">{m.competition}</div>}
                    </td>
                    <td className="bo-time">{when(m.start_time)}</td>
                    <td>{m.feed === 'simulator' ? 'Simulator' : 'Operator'}</td>
                    <td><span className="bo-status">{STATUS_TEXT[m.status]}</span></td>
                    <td className="bo-num">{m.fights.open}</td>
                    <td className="bo-num">{m.fights.matched}</td>
                    <td className="bo-num">{m.fights.settled} / {m.fights.refunded}</td>
                    <td className="bo-num">{rupees(m.fights.held)}</td>
                    <td className="bo-num">{rupees(m.fights.commission)}</td>
                    <td>{settlementText(m)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No fantasy match yet." />
        ))}
      {creating && <MatchDialog match={null} onClose={() => setCreating(false)} onDone={(m) => navigate(`/fantasy/matches/${m.id}`)} />}
    </section>
  );
}
