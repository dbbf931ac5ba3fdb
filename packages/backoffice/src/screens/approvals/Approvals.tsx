import { toastSuccess } from '@khel/shared';
import type { OpsApproval } from '@khel/shared/console-contracts';
import { useState, type FormEvent } from 'react';
import { approveApproval, listApprovals, rejectApproval } from '../../api/ops';
import { useOperator } from '../../app/operator';
import { Confirm, Dialog } from '../../ui/Dialog';
import { when } from '../../ui/format';
import { Empty, ErrorNote, Loading, Refreshing } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';

const STATUSES = [
  ['pending', 'Waiting'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['superseded', 'Replaced'],
  ['cancelled', 'Withdrawn or dropped'],
  ['all', 'All'],
] as const;

/**
 * Actions waiting for a second operator (issue 27's four-eyes): what it is, why it waits, who proposed it and when.
 * Another operator approves (the action runs at once, under their name) or rejects it with a note; the proposer may
 * withdraw their own. The server decides who may: the refusal, if any, is shown in the dialog.
 */
export default function Approvals() {
  const me = useOperator();
  const [status, setStatus] = useState<string>('pending');
  const [pages, setPages] = useState<string[]>([]);
  const before = pages[pages.length - 1];
  const list = useLoad(() => listApprovals(status, before), [status, before]);
  const [approving, setApproving] = useState<OpsApproval | null>(null);
  const [rejecting, setRejecting] = useState<OpsApproval | null>(null);
  const approve = useAction();
  const items = list.data?.items ?? [];

  const confirmApprove = async () => {
    if (!approving) return;
    const answer = await approve.run(() => approveApproval(approving.id));
    if (!answer) return;
    toastSuccess(answer.message || 'Approved');
    setApproving(null);
    list.reload();
  };

  return (
    <section aria-labelledby="approvals-title">
      <div className="bo-head">
        <h1 id="approvals-title">Approvals</h1>
        <label className="bo-inline">
          <span>Show</span>
          <select aria-label="Show approvals" value={status} onChange={(e) => (setPages([]), setStatus(e.target.value))}>
            {STATUSES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <Refreshing on={list.loading && Boolean(list.data)} />
        <button type="button" className="bo-btn bo-small" onClick={list.reload} disabled={list.loading}>
          Refresh
        </button>
      </div>
      <p className="bo-muted">
        Above a limit, an action is not done on one operator&apos;s word: it waits here until a second operator approves it. Approving runs
        it at once, exactly as proposed.
      </p>
      {list.loading && !list.data && <Loading label="Loading the approvals…" />}
      <ErrorNote message={list.error} onRetry={list.reload} />
      {!list.loading && !list.error && !items.length && <Empty text={status === 'pending' ? 'Nothing waits for a second operator.' : 'No approvals here.'} />}
      {items.length > 0 && (
        <ul className="bo-approvals" aria-label="Approvals list">
          {items.map((a) => {
            const mine = a.proposed_by === me?.username;
            return (
              <li key={a.id} className="bo-approval" aria-label={`Approval ${a.id}`}>
                <div className="bo-row">
                  <strong>{a.what}</strong>
                  <span className={`bo-pill bo-${a.status}`}>{STATUSES.find(([v]) => v === a.status)?.[1] ?? a.status}</span>
                </div>
                <p>{a.summary}</p>
                <p className="bo-muted">Why it waits: {a.reason}</p>
                <p className="bo-muted">
                  Proposed by {a.proposed_by} {when(a.proposed_at)}
                  {a.decided_by && ` · ${a.status === 'approved' ? 'approved' : 'decided'} by ${a.decided_by} ${when(a.decided_at ?? null)}`}
                  {a.note && ` · ${a.note}`}
                </p>
                {a.status === 'pending' && (
                  <div className="bo-actions">
                    {!mine && (
                      <button type="button" className="bo-btn bo-primary bo-small" onClick={() => (approve.setError(null), setApproving(a))}>
                        Approve #{a.id}
                      </button>
                    )}
                    <button type="button" className="bo-btn bo-small" onClick={() => setRejecting(a)}>
                      {mine ? `Withdraw #${a.id}` : `Reject #${a.id}`}
                    </button>
                    {mine && <small className="bo-muted">Your proposal: a second operator must approve it.</small>}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="bo-actions">
        {pages.length > 0 && (
          <button type="button" className="bo-btn bo-small" onClick={() => setPages((p) => p.slice(0, -1))}>
            Newer
          </button>
        )}
        {list.data?.next_before && (
          <button type="button" className="bo-btn bo-small" onClick={() => setPages((p) => [...p, list.data!.next_before!])}>
            Older
          </button>
        )}
      </div>
      {approving && (
        <Confirm
          title={`Approve #${approving.id}`}
          text={`${approving.summary}. It runs now, under your name, exactly as ${approving.proposed_by} proposed it.`}
          confirmLabel="Approve and run"
          busy={approve.busy}
          error={approve.error}
          onConfirm={confirmApprove}
          onClose={() => setApproving(null)}
        />
      )}
      {rejecting && <RejectDialog approval={rejecting} mine={rejecting.proposed_by === me?.username} onClose={() => setRejecting(null)} onDone={() => (setRejecting(null), list.reload())} />}
    </section>
  );
}

function RejectDialog({ approval, mine, onClose, onDone }: { approval: OpsApproval; mine: boolean; onClose: () => void; onDone: () => void }) {
  const [note, setNote] = useState('');
  const save = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return save.setError('Please enter a note: why it is rejected');
    const answer = await save.run(() => rejectApproval(approval.id, note.trim()));
    if (!answer) return;
    toastSuccess(answer.message || 'Rejected');
    onDone();
  };
  return (
    <Dialog title={`${mine ? 'Withdraw' : 'Reject'} #${approval.id}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{approval.summary}</p>
        <p className="bo-muted">Nothing of it was done, so nothing is undone.</p>
        <label className="bo-field">
          <span>Note</span>
          <textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        {save.error && (
          <p className="bo-error" role="alert">
            {save.error}
          </p>
        )}
        <div className="bo-actions">
          <button type="button" className="bo-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
            {mine ? 'Withdraw' : 'Reject'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
