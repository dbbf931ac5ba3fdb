import { toastSuccess } from '@khel/shared';
import { MATKA_SESSIONS, type MatkaSession, type OpsMatkaDraw, type OpsMatkaSession } from '@khel/shared/contracts';
import { useState } from 'react';
import { getDraw, resumeSettlement, rollbackSession, voidSession } from '../../api/matka';
import { Confirm } from '../../ui/Dialog';
import { ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useAction, useLoad } from '../../ui/useLoad';
import { ResultDialog } from './ResultDialog';

const STATUS: Record<string, string> = { open: 'Open', declared: 'Declared', void: 'Void' };
export const sessionStatus = (s: OpsMatkaSession) =>
  s.run_status === 'running' ? `${STATUS[s.status] ?? s.status}, settling` : s.status === 'declared' ? `Declared ${s.pana}` : (STATUS[s.status] ?? s.status);
const signed = (n: number) => (n < 0 ? `−${rupees(-n)}` : rupees(n));

type Pending = { kind: 'declare' | 'void' | 'resume' | 'rollback'; session: MatkaSession } | null;

/**
 * One draw of a market (a date): each session's status, pana, bets, stakes and the house's P&L, and the day's work on
 * it: declare the open then the close result, void a session, resume a settlement a crash interrupted, and (admins)
 * roll a settlement back. Every action asks first.
 */
export function DrawPanel({ marketId, marketName, date, admin, onChanged }: { marketId: string; marketName: string; date: string; admin: boolean; onChanged: () => void }) {
  const draw = useLoad(() => getDraw(marketId, date), [marketId, date]);
  const [pending, setPending] = useState<Pending>(null);
  const act = useAction();
  const done = () => {
    setPending(null);
    draw.reload();
    onChanged();
  };
  const run = async () => {
    if (!pending || !draw.data) return;
    const { kind, session } = pending;
    const s = draw.data[session];
    const body = { date, session };
    const answer = await act.run((): Promise<{ message: string }> =>
      kind === 'void' ? voidSession(marketId, body) : kind === 'resume' ? resumeSettlement(marketId, body) : rollbackSession(marketId, { ...body, run_id: s.run_id! }),
    );
    if (!answer) return;
    toastSuccess(answer.message);
    done();
  };
  const confirmText = (d: OpsMatkaDraw, p: NonNullable<Pending>): { title: string; text: string; label: string } => {
    const s = d[p.session];
    if (p.kind === 'void') return { title: `Void the ${p.session} session?`, text: `Every bet of the ${p.session} session of ${marketName} on ${date} is refunded (${s.bets} bets, ${rupees(s.stake)} staked).`, label: 'Void session' };
    if (p.kind === 'resume') return { title: 'Resume the settlement?', text: `The ${p.session} settlement of ${marketName} on ${date} stopped before its end; the stored result is settled again and no bet is paid twice.`, label: 'Resume settlement' };
    return { title: `Roll back the ${p.session} settlement?`, text: `Every payment of the ${p.session} settlement of ${marketName} on ${date} is taken back and its bets are open again, so a new result can be declared.`, label: 'Roll back' };
  };

  if (draw.loading && !draw.data) return <Loading label="Loading the draw…" />;
  if (!draw.data) return <ErrorNote message={draw.error} onRetry={draw.reload} />;
  const d = draw.data;
  const confirm = pending && pending.kind !== 'declare' ? confirmText(d, pending) : null;
  return (
    <div className="bo-card" aria-label={`Draw of ${marketName} on ${date}`}>
      <p>
        Result <strong>{d.result}</strong>
      </p>
      <ErrorNote message={draw.error} onRetry={draw.reload} />
      <div className="bo-scroll">
        <table className="bo-table" aria-label="Sessions">
          <thead>
            <tr>
              <th>Session</th>
              <th>Status</th>
              <th>Bets close</th>
              <th className="bo-num">Bets</th>
              <th className="bo-num">Open bets</th>
              <th className="bo-num">Staked</th>
              <th className="bo-num">House P&amp;L</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {MATKA_SESSIONS.map((name) => {
              const s = d[name];
              const canDeclare = s.status === 'open' && (name === 'open' || d.open.status === 'declared');
              return (
                <tr key={name} aria-label={`${name === 'open' ? 'Open' : 'Close'} session`}>
                  <td>{name === 'open' ? 'Open' : 'Close'}</td>
                  <td>{sessionStatus(s)}</td>
                  <td>{when(s.closes_at)}</td>
                  <td className="bo-num">{s.bets}</td>
                  <td className="bo-num">{s.open_bets}</td>
                  <td className="bo-num">{rupees(s.stake)}</td>
                  <td className="bo-num">{signed(s.house_pnl)}</td>
                  <td>
                    <div className="bo-row">
                      {canDeclare && <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setPending({ kind: 'declare', session: name })}>Declare result</button>}
                      {s.status === 'open' && <button type="button" className="bo-btn bo-small" onClick={() => setPending({ kind: 'void', session: name })}>Void</button>}
                      {s.run_status === 'running' && <button type="button" className="bo-btn bo-small" onClick={() => setPending({ kind: 'resume', session: name })}>Resume settlement</button>}
                      {admin && s.run_id && s.run_status === 'done' && (
                        <button type="button" className="bo-btn bo-small bo-danger" onClick={() => setPending({ kind: 'rollback', session: name })}>Roll back</button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pending?.kind === 'declare' && (
        <ResultDialog marketId={marketId} marketName={marketName} draw={d} session={pending.session} onClose={() => setPending(null)} onDone={done} />
      )}
      {confirm && <Confirm title={confirm.title} text={confirm.text} confirmLabel={confirm.label} busy={act.busy} error={act.error} onConfirm={run} onClose={() => setPending(null)} />}
    </div>
  );
}
