import { Icon, toastSuccess } from '@khel/shared';
import type { OpsFantasyMatchDetail } from '@khel/shared/contracts';
import { useContext, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getMatch, rollback, setStatus, settle } from '../../api/fantasy';
import { OperatorContext } from '../../app/operator';
import { ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useAction, useLoad } from '../../ui/useLoad';
import { ConfirmDialog } from './ConfirmDialog';
import { settlementText, STATUS_TEXT } from './FantasyMatches';
import { FightsTable } from './FightsTable';
import { MatchDialog } from './MatchDialog';
import { PendingCorrection } from './PendingCorrection';
import { ScoresPanel } from './ScoresPanel';

type Action = 'live' | 'completed' | 'abandoned' | 'settle' | 'rollback' | 'reopen';

/** What each action does, as the confirmation says it. */
function actionText(m: OpsFantasyMatchDetail, a: Action): { title: string; text: string; action: string } {
  const name = `${m.team_a} v ${m.team_b}`;
  switch (a) {
    case 'live':
      return { title: 'Set the match live', text: `${name} is being played: teams stay locked and the scores you enter go live to the players.`, action: 'Set live' };
    case 'completed':
      return { title: 'Complete the match', text: `Complete ${name} on scores v${m.scores_version}? Its ${m.fights.matched} matched fights settle now: the higher total wins both stakes less the commission, a tie refunds.`, action: 'Complete and settle' };
    case 'abandoned':
      return { title: 'Abandon the match', text: `Abandon ${name}? Every fight, taken or not (${m.fights.matched + m.fights.open}), is refunded in full.`, action: 'Abandon and refund' };
    case 'settle':
      return { title: 'Settle', text: `Settle ${name} on its current scores (v${m.scores_version})? A settlement a crash interrupted finishes; one already done pays nothing more.`, action: 'Settle' };
    case 'rollback':
      return { title: 'Roll the settlement back', text: `Reverse settlement #${m.settlement?.run_id} of ${name}? Every payment it made is taken back by reversing entries and its fights are open to settle again. Refused if a winner no longer holds the winnings.`, action: 'Roll back' };
    case 'reopen':
      return { title: 'Reopen the match', text: `Put ${name} back in play (its result was rolled back)? It can then be completed or abandoned again.`, action: 'Reopen' };
  }
}

/**
 * One fantasy match on the console: its facts, contest types and commission, the squads' scores (entry or
 * correction), the status (live, completed: settles; abandoned: refunds), the settlement (settle again, roll back)
 * and its fights. Agents do the match's day; admins configure, correct and roll back (the server checks each).
 */
export default function FantasyMatch() {
  const { id = '' } = useParams();
  const operator = useContext(OperatorContext);
  const admin = operator?.role === 'admin';
  const match = useLoad(() => getMatch(id), [id]);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Action | null>(null);
  const act = useAction();
  const m = match.data;

  const run = async (a: Action) => {
    if (!m) return;
    const answer = await act.run<{ message: string }>(() =>
      a === 'settle' ? settle(m.id) : a === 'rollback' ? rollback(m.id, { run_id: m.settlement!.run_id }) : setStatus(m.id, { status: a === 'reopen' ? 'live' : a }),
    );
    if (!answer) return;
    toastSuccess(answer.message);
    setConfirm(null);
    match.reload();
  };

  if (!m) return match.loading ? <Loading label="Loading the match…" /> : <ErrorNote message={match.error} onRetry={match.reload} />;
  const over = m.status === 'completed' || m.status === 'abandoned';
  const can: Record<Action, boolean> = {
    live: m.feed === 'operator' && m.status === 'upcoming',
    completed: m.feed === 'operator' && m.status === 'live',
    abandoned: !over,
    settle: over && (!m.settlement || m.settlement.status === 'running' || m.stale_settlement),
    rollback: admin && !!m.settlement && m.settlement.status === 'done',
    reopen: over && !m.settlement,
  };
  const labels: Record<Action, string> = { live: 'Set live', completed: 'Complete', abandoned: 'Abandon', settle: 'Settle', rollback: 'Roll back settlement', reopen: 'Reopen' };
  const shown = confirm && actionText(m, confirm);
  return (
    <section aria-labelledby="fantasy-match-title">
      <p>
        <Link to="/fantasy">
          <Icon name="back" size={14} /> Cricket fight
        </Link>
      </p>
      <div className="bo-head">
        <h1 id="fantasy-match-title">{m.team_a} v {m.team_b}</h1>
        <span className="bo-status">{STATUS_TEXT[m.status]}</span>
        {admin && !over && <button type="button" className="bo-btn bo-small" onClick={() => setEditing(true)}>Edit</button>}
      </div>
      <ErrorNote message={match.error} onRetry={match.reload} />
      <dl className="bo-facts">
        <dt>Start</dt>
        <dd>{when(m.start_time)}{m.locked ? ' (teams locked)' : ''}</dd>
        <dt>Competition</dt>
        <dd>{[m.competition, m.venue].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Scores from</dt>
        <dd>{m.feed === 'simulator' ? `The simulator (exchange event #${m.sports_event_id})` : 'Operator entry'}</dd>
        <dt>Score</dt>
        <dd>{m.state.score ? `${m.state.score} (${m.state.overs} ov), innings ${m.state.innings}${m.state.target ? `, target ${m.state.target}` : ''}` : '—'}</dd>
        <dt>Fights</dt>
        <dd>{m.fights.open} open, {m.fights.matched} matched, {m.fights.settled} settled, {m.fights.refunded} refunded, {m.fights.cancelled} cancelled; {rupees(m.fights.held)} held</dd>
        <dt>Settlement</dt>
        <dd>{settlementText(m)}{m.settlement ? ` — #${m.settlement.run_id} by ${m.settlement.actor}, ${when(m.settlement.started_at)}` : ''}</dd>
        <dt>Commission taken</dt>
        <dd>{rupees(m.fights.commission)}</dd>
      </dl>
      <div className="bo-row" role="group" aria-label="Match actions">
        {(Object.keys(can) as Action[]).filter((a) => can[a]).map((a) => (
          <button key={a} type="button" className="bo-btn bo-small" onClick={() => (act.setError(null), setConfirm(a))}>{labels[a]}</button>
        ))}
      </div>
      <h2>Contest types</h2>
      <table className="bo-table" aria-label="Contest types">
        <thead>
          <tr>
            <th>Contest</th>
            <th className="bo-num">Stakes</th>
            <th className="bo-num">Commission</th>
            <th>Open</th>
          </tr>
        </thead>
        <tbody>
          {m.contest_types.map((c) => (
            <tr key={c.kind}>
              <td>{c.kind === 'max_run' ? 'Max Run' : 'Max Ball'}</td>
              <td className="bo-num">{rupees(c.min_stake)} – {rupees(c.max_stake)}</td>
              <td className="bo-num">{c.commission_percent} %</td>
              <td>{c.active ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {m.pending_correction && <PendingCorrection match={m} pending={m.pending_correction} me={operator?.username ?? ''} admin={admin} onDone={match.reload} />}
      <ScoresPanel key={`${m.id}:${m.scores_version}:${m.status}`} match={m} admin={admin} onChanged={match.reload} />
      <FightsTable matchId={m.id} version={`${m.scores_version}:${m.status}:${m.settlement?.run_id ?? ''}:${m.fights.open}:${m.fights.matched}`} />
      {editing && <MatchDialog match={m} onClose={() => setEditing(false)} onDone={() => (setEditing(false), match.reload())} />}
      {shown && confirm && <ConfirmDialog {...shown} busy={act.busy} error={act.error} onConfirm={() => void run(confirm)} onClose={() => setConfirm(null)} />}
    </section>
  );
}
