import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OpsPlayerProtection } from '@khel/shared/contracts';
import { getPlayerProtection } from '../../api/protection';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';
import { useCan } from '../../app/operator';
import { ApplyBreak } from './ApplyBreak';
import { CorrectBreak } from './CorrectBreak';
import { ACTION_TEXT, KIND_TEXT, PERIOD_TEXT } from './texts';

function Standing({ p }: { p: OpsPlayerProtection }) {
  const lines = [
    p.self_excluded_until ? `Self-excluded until ${when(p.self_excluded_until)}` : null,
    p.time_out_until ? `On a time-out until ${when(p.time_out_until)}` : null,
  ].filter(Boolean);
  return (
    <dl className="bo-facts" aria-label="Standing">
      <dt>Player</dt>
      <dd>
        <Link to={`/players/${p.user_id}`}>{p.user_name}</Link>
      </dd>
      <dt>Date of birth</dt>
      <dd>{p.date_of_birth ?? 'Not given (signed up before it was asked)'}</dd>
      <dt>Betting and deposits</dt>
      <dd data-testid="standing">{lines.length ? lines.join('; ') : 'Open'}</dd>
      {p.applied_by?.self_exclusion && (
        <>
          <dt>Self-exclusion applied by</dt>
          <dd>
            {p.applied_by.self_exclusion.operator} {when(p.applied_by.self_exclusion.at)}
          </dd>
        </>
      )}
      {p.applied_by?.time_out && (
        <>
          <dt>Time-out applied by</dt>
          <dd>
            {p.applied_by.time_out.operator} {when(p.applied_by.time_out.at)}
          </dd>
        </>
      )}
      <dt>Offers</dt>
      <dd>{p.can_receive_offers ? 'Allowed' : 'Stopped'}</dd>
      <dt>Reality check</dt>
      <dd>{p.reality_check_minutes ? `Every ${p.reality_check_minutes} minutes` : 'Off'}</dd>
    </dl>
  );
}

function Limits({ p }: { p: OpsPlayerProtection }) {
  if (!p.limits.length) return <Empty text="No deposit or loss limits set." />;
  return (
    <table className="bo-table" aria-label="Limits">
      <thead>
        <tr>
          <th>Limit</th>
          <th>Window</th>
          <th className="bo-num">In force</th>
          <th className="bo-num">Counted now</th>
          <th>Waiting change</th>
          <th>Can be confirmed from</th>
        </tr>
      </thead>
      <tbody>
        {p.limits.map((l) => (
          <tr key={`${l.kind}-${l.period}`} aria-label={`${KIND_TEXT[l.kind]} limit, ${PERIOD_TEXT[l.period]}`}>
            <td>{KIND_TEXT[l.kind]}</td>
            <td>{PERIOD_TEXT[l.period]}</td>
            <td className="bo-num">{l.amount === null ? 'None' : rupees(l.amount)}</td>
            <td className="bo-num">{rupees(l.used)}</td>
            <td>{l.pending_removal ? 'Removal' : l.pending_amount !== null ? `Increase to ${rupees(l.pending_amount)}` : '—'}</td>
            <td>{when(l.confirmable_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function History({ p }: { p: OpsPlayerProtection }) {
  if (!p.history.length) return <Empty text="No protection changes yet." />;
  return (
    <table className="bo-table" aria-label="Protection history">
      <thead>
        <tr>
          <th>When</th>
          <th>What</th>
          <th>Details</th>
          <th>By</th>
        </tr>
      </thead>
      <tbody>
        {p.history.map((e) => (
          <tr key={e.id}>
            <td>{when(e.created_at)}</td>
            <td>{ACTION_TEXT[e.action] ?? e.action}</td>
            <td>
              <code>{e.detail}</code>
            </td>
            <td>{e.operator_name ?? 'Player'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Player protection for operators: one player's limits (with waiting increases), time-out, self-exclusion, date of
 * birth and the history of every change. Operators may apply a time-out or a self-exclusion (audited); nothing here
 * lowers a protection, since nobody may.
 */
export default function ProtectionScreen() {
  const [params, setParams] = useSearchParams();
  const player = params.get('player') ?? '';
  const [applying, setApplying] = useState<'time-out' | 'self-exclusion' | null>(null);
  const [correcting, setCorrecting] = useState<'time_out' | 'self_exclusion' | null>(null);
  const canCorrect = useCan('protection.correct');
  const [notice, setNotice] = useState<string | null>(null);
  const view = useLoad(async () => (player ? getPlayerProtection(player) : null), [player]);
  return (
    <section aria-labelledby="protection-title">
      <div className="bo-head">
        <h1 id="protection-title">Player protection</h1>
      </div>
      <div className="bo-filters" role="search" aria-label="Find a player">
        <label>
          <span>Player</span>
          <input
            type="search"
            defaultValue={player}
            placeholder="Id, user name or mobile"
            onKeyDown={(e) => e.key === 'Enter' && setParams(e.currentTarget.value.trim() ? { player: e.currentTarget.value.trim() } : {})}
          />
        </label>
      </div>
      {!player && <Empty text="Find a player by id, user name or mobile." />}
      {player && view.loading && <Loading label="Loading the player's protection…" />}
      <ErrorNote message={view.error} onRetry={view.reload} />
      {notice && <p role="status">{notice}</p>}
      {view.data && (
        <>
          <Standing p={view.data} />
          <div className="bo-actions">
            <button type="button" className="bo-btn" onClick={() => setApplying('time-out')}>
              Apply a time-out
            </button>
            <button type="button" className="bo-btn bo-danger" onClick={() => setApplying('self-exclusion')}>
              Apply a self-exclusion
            </button>
            {canCorrect &&
              (['time_out', 'self_exclusion'] as const).map(
                (what) =>
                  view.data!.applied_by?.[what]?.correctable_until && (
                    <button key={what} type="button" className="bo-btn" onClick={() => setCorrecting(what)}>
                      Correct the operator&apos;s {what === 'time_out' ? 'time-out' : 'self-exclusion'}
                    </button>
                  ),
              )}
          </div>
          <h2>Limits</h2>
          <Limits p={view.data} />
          <h2>History</h2>
          <History p={view.data} />
        </>
      )}
      {correcting && view.data && (
        <CorrectBreak
          player={view.data.user_id}
          what={correcting}
          applied={view.data.applied_by?.[correcting] ?? null}
          onClose={() => setCorrecting(null)}
          onDone={(message) => {
            setCorrecting(null);
            setNotice(message);
            view.reload();
          }}
        />
      )}
      {applying && view.data && (
        <ApplyBreak
          player={view.data.user_id}
          kind={applying}
          onClose={() => setApplying(null)}
          onDone={(message) => {
            setApplying(null);
            setNotice(message);
            view.reload();
          }}
        />
      )}
    </section>
  );
}
