import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { listRequests } from '../../api/ops';
import type { OpsRequest, RequestFilters } from '../../api/types';
import { onCountsChange, refreshCounts } from '../../app/Counts';
import { isDeposit, rupees, statusText, when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorNote, Loading, Refreshing } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { Decision, type DecisionKind } from './Decision';
import { DecisionButtons } from './DecisionButtons';
import { Filters } from './Filters';
import { filtersFrom, paramsFrom, type QueueKind } from './filters';
import { Flags, methodOf, Payout, Slips } from './parts';

const TITLES: Record<QueueKind, string> = { deposit: 'Deposits', withdrawal: 'Withdrawals', '': 'All requests' };

/** A queue of requests: filters in the URL, one row per request with its evidence and the decisions. */
export default function Queue({ kind }: { kind: QueueKind }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, kind);
  const key = paramsFrom(filters, kind).toString();
  const list = useLoad(() => listRequests(filters), [key]);
  const [deciding, setDeciding] = useState<{ kind: DecisionKind; request: OpsRequest } | null>(null);
  const apply = (f: RequestFilters) => setParams(paramsFrom(f, kind));
  // New, decided or expired requests change the counts: the list follows without a click.
  useEffect(() => onCountsChange(list.reload), [list.reload]);

  const items = list.data?.items ?? [];
  const showPayout = kind !== 'deposit';
  return (
    <section aria-labelledby="queue-title">
      <div className="bo-head">
        <h1 id="queue-title">{TITLES[kind]}</h1>
        <Refreshing on={list.loading && Boolean(list.data)} />
        <button type="button" className="bo-btn bo-small" onClick={list.reload} disabled={list.loading}>
          Refresh
        </button>
      </div>
      <Filters key={key} value={filters} kind={kind} onApply={apply} />
      <ErrorNote message={list.error} onRetry={list.reload} />
      {list.loading && !list.data && <Loading label="Loading requests…" />}
      {!list.loading && !list.error && !items.length && <Empty text="No requests match these filters." />}
      {items.length > 0 && (
        <div className="bo-scroll">
          <table className="bo-table" aria-busy={list.loading}>
            <thead>
              <tr>
                <th>Ref</th>
                <th>Player</th>
                <th>Type</th>
                <th>Method</th>
                <th className="bo-num">Amount</th>
                <th>UTR</th>
                <th>{kind === 'withdrawal' ? 'Payout details' : kind === 'deposit' ? 'Slips' : 'Slips / payout'}</th>
                <th>Flags</th>
                <th>Status</th>
                <th>Created</th>
                <th>Decision</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.c_a_tid} aria-label={`Request ${r.c_a_tid}`}>
                  <td>
                    <Link to={`/requests/${r.c_a_tid}`}>#{r.c_a_tid}</Link>
                  </td>
                  <td>
                    {r.player ? <Link to={`/players/${r.player.id}`}>{r.player.user_name}</Link> : r.user_name}
                    {r.player?.mobile && <div className="bo-muted">{r.player.mobile}</div>}
                  </td>
                  <td>{isDeposit(r.type) ? 'Deposit' : 'Withdrawal'}</td>
                  <td>{methodOf(r)}</td>
                  <td className="bo-num">
                    {rupees(r.amount)}
                    {r.approved_amount !== null && r.approved_amount !== undefined && r.approved_amount !== r.amount && (
                      <div className="bo-muted">approved {rupees(r.approved_amount)}</div>
                    )}
                  </td>
                  <td>{r.transaction_id ? <code className="bo-id">{r.transaction_id}</code> : '—'}</td>
                  <td>{isDeposit(r.type) ? <Slips request={r} /> : showPayout ? <Payout request={r} /> : null}</td>
                  <td>
                    <Flags request={r} />
                  </td>
                  <td>
                    <span className={`bo-status bo-s-${r.status}`}>{statusText(r.status)}</span>
                    {r.remark && <div className="bo-muted">{r.remark}</div>}
                  </td>
                  <td className="bo-time">{when(r.created_at)}</td>
                  <td>
                    <DecisionButtons request={r} onDecide={(k) => setDeciding({ kind: k, request: r })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager page={filters.page} pageSize={filters.page_size} total={list.data.total} onPage={(page) => apply({ ...filters, page })} />}
      {list.data && <p className="bo-muted">{list.data.total} request(s)</p>}
      {deciding && (
        <Decision
          kind={deciding.kind}
          request={deciding.request}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null);
            list.reload();
            refreshCounts();
          }}
        />
      )}
    </section>
  );
}
