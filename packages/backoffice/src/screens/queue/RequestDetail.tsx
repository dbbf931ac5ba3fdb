import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getRequest } from '../../api/ops';
import { refreshCounts } from '../../app/Counts';
import { isDeposit, rupees, statusText, when } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { Decision, type DecisionKind } from './Decision';
import { DecisionButtons } from './DecisionButtons';
import { Flags, methodOf, Payout, Slips } from './parts';

/** One request on its own page (a link from a player or the audit list), with the same decisions as the queue. */
export default function RequestDetail() {
  const { id } = useParams();
  const request = useLoad(() => getRequest(Number(id)), [id]);
  const [deciding, setDeciding] = useState<DecisionKind | null>(null);
  const r = request.data;
  return (
    <section aria-labelledby="request-title">
      <h1 id="request-title">Request #{id}</h1>
      {request.loading && !r && <Loading label="Loading request…" />}
      <ErrorNote message={request.error} onRetry={request.reload} />
      {r && (
        <>
          <dl className="bo-facts bo-detail">
            <dt>Type</dt>
            <dd>{isDeposit(r.type) ? 'Deposit' : 'Withdrawal'}</dd>
            <dt>Player</dt>
            <dd>{r.player ? <Link to={`/players/${r.player.id}`}>{r.player.user_name}</Link> : r.user_name}</dd>
            <dt>Method</dt>
            <dd>{methodOf(r)}</dd>
            <dt>Amount</dt>
            <dd>{rupees(r.amount)}</dd>
            <dt>Approved amount</dt>
            <dd>{rupees(r.approved_amount)}</dd>
            {r.proposed_approval && (
              <>
                <dt>Proposed approval</dt>
                <dd>
                  {rupees(r.proposed_approval.amount)} by {r.proposed_approval.operator ?? 'another operator'}, waiting for a second operator
                </dd>
              </>
            )}
            <dt>UTR</dt>
            <dd>{r.transaction_id ?? '—'}</dd>
            <dt>Status</dt>
            <dd>{statusText(r.status)}</dd>
            <dt>Remark</dt>
            <dd>{r.remark ?? '—'}</dd>
            <dt>Created</dt>
            <dd>{when(r.created_at)}</dd>
            <dt>Decided</dt>
            <dd>{when(r.action_at)}</dd>
            <dt>Flags</dt>
            <dd>
              <Flags request={r} />
            </dd>
            <dt>{isDeposit(r.type) ? 'Slips' : 'Payout details'}</dt>
            <dd>{isDeposit(r.type) ? <Slips request={r} /> : <Payout request={r} />}</dd>
          </dl>
          <DecisionButtons request={r} onDecide={setDeciding} />
          {deciding && (
            <Decision
              kind={deciding}
              request={r}
              onClose={() => setDeciding(null)}
              onDone={() => {
                setDeciding(null);
                request.reload();
                refreshCounts();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
