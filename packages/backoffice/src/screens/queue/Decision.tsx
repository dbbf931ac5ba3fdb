import { paiseToRupees, parseRupees, RUPEES_2DP, toastSuccess } from '@khel/shared';
import { useId, useState, type FormEvent } from 'react';
import { approveRequest, holdRequest, rejectRequest } from '../../api/ops';
import type { OpsRequest } from '../../api/types';
import { Dialog } from '../../ui/Dialog';
import { isDeposit, rupees } from '../../ui/format';
import { useAction } from '../../ui/useLoad';

export type DecisionKind = 'approve' | 'reject' | 'hold';

export const AMOUNT_ERROR = 'Enter an amount greater than 0 with at most 2 decimals';
export const REMARK_REQUIRED = 'Please enter a remark for the player';
export const SECOND_OPERATOR_NOTE = 'Above the requested amount: the player is credited only when a second operator approves the same amount.';
export const PAID_IN_FULL_NOTE = 'A withdrawal is paid in full: approve only once this amount has been paid out to the payout account.';

/** A rupee amount as typed (the shared money parser: nothing trimmed or rounded), or null when it is not one. */
export function parseAmount(text: string): number | null {
  const r = parseRupees(text, RUPEES_2DP);
  return r.ok ? paiseToRupees(r.paise) : null;
}

function title(kind: DecisionKind, r: OpsRequest): string {
  const what = isDeposit(r.type) ? 'deposit' : 'withdrawal';
  const verb = kind === 'approve' ? 'Approve' : kind === 'reject' ? 'Reject' : 'Hold';
  return `${verb} ${what} #${r.c_a_tid}`;
}

/**
 * One decision on one request. Approve takes the approved amount (sent only when changed), reject needs a remark,
 * hold takes an optional one. Calls onDone after the server accepted it.
 */
export function Decision({ kind, request, onClose, onDone }: { kind: DecisionKind; request: OpsRequest; onClose: () => void; onDone: () => void }) {
  const proposal = request.proposed_approval ?? null;
  const [amount, setAmount] = useState(String(proposal?.amount ?? request.amount));
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const deposit = isDeposit(request.type);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let call: () => Promise<{ message?: string }>;
    if (kind === 'approve') {
      const value = deposit ? parseAmount(amount) : request.amount;
      if (value === null) return setInvalid(AMOUNT_ERROR);
      call = () => approveRequest(request.c_a_tid, value === request.amount ? undefined : value);
    } else if (kind === 'reject') {
      if (!remark.trim()) return setInvalid(REMARK_REQUIRED);
      call = () => rejectRequest(request.c_a_tid, remark.trim());
    } else {
      call = () => holdRequest(request.c_a_tid, remark.trim() || undefined);
    }
    setInvalid(null);
    const answer = await run(call);
    if (!answer) return;
    toastSuccess(answer.message || `${title(kind, request)}: done`);
    onDone();
  };

  return (
    <Dialog title={title(kind, request)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <dl className="bo-facts">
          <dt>Player</dt>
          <dd>{request.player?.user_name ?? request.user_name}</dd>
          <dt>Requested amount</dt>
          <dd>{rupees(request.amount)}</dd>
          {proposal && (
            <>
              <dt>Proposed approval</dt>
              <dd>
                {rupees(proposal.amount)} by {proposal.operator ?? 'another operator'}: approve the same amount to confirm it
              </dd>
            </>
          )}
          {request.transaction_id && (
            <>
              <dt>UTR</dt>
              <dd>{request.transaction_id}</dd>
            </>
          )}
        </dl>
        {kind === 'approve' && (
          <div className="bo-field">
            <label htmlFor={`${id}-amount`}>Approved amount</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={deposit ? amount : String(request.amount)}
              readOnly={!deposit}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={invalid ? true : undefined}
            />
            <small>
              {!deposit
                ? PAID_IN_FULL_NOTE
                : (parseAmount(amount) ?? 0) > request.amount
                  ? SECOND_OPERATOR_NOTE
                  : 'Change it when the slip shows a different amount; the player is credited this amount.'}
            </small>
          </div>
        )}
        {kind !== 'approve' && (
          <div className="bo-field">
            <label htmlFor={`${id}-remark`}>{kind === 'reject' ? 'Remark' : 'Remark (optional)'}</label>
            <textarea id={`${id}-remark`} rows={3} value={remark} onChange={(e) => setRemark(e.target.value)} aria-invalid={invalid ? true : undefined} />
            {kind === 'reject' && <small>The player sees this remark in the transaction details.</small>}
          </div>
        )}
        {[invalid, error].filter(Boolean).map((text) => (
          <p key={text} className="bo-error" role="alert">
            {text}
          </p>
        ))}
        <div className="bo-actions">
          <button type="button" className="bo-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`bo-btn ${kind === 'reject' ? 'bo-danger' : 'bo-primary'}`} disabled={busy}>
            {busy ? 'Saving…' : kind === 'approve' ? 'Confirm approve' : kind === 'reject' ? 'Confirm reject' : 'Confirm hold'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
