import { useState } from 'react';
import { AUDIT_PAGE_SIZE, listAudit } from '../api/ops';
import type { AuditEntry } from '../api/types';
import { when } from '../ui/format';
import { Pager } from '../ui/Pager';
import { Empty, ErrorNote, Loading } from '../ui/Status';
import { useLoad } from '../ui/useLoad';
import { changedFields, showState } from './audit-diff';

/** Every operator action: who, when, what, and the state before and after. */
export default function Audit() {
  const [page, setPage] = useState(1);
  const list = useLoad(() => listAudit(page), [page]);
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="audit-title">
      <div className="bo-head">
        <h1 id="audit-title">Audit</h1>
        <button type="button" className="bo-btn bo-small" onClick={list.reload} disabled={list.loading}>
          Refresh
        </button>
      </div>
      {list.loading && <Loading label="Loading the audit list…" />}
      <ErrorNote message={list.error} onRetry={list.reload} />
      {!list.loading && !list.error && !items.length && <Empty text="No operator actions yet." />}
      {items.length > 0 && (
        <div className="bo-scroll">
          <table className="bo-table" aria-label="Audit list">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <AuditRow key={a.id} entry={a} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager page={page} pageSize={list.data.page_size ?? AUDIT_PAGE_SIZE} total={list.data.total} onPage={setPage} />}
    </section>
  );
}

/** One action; before and after show only the fields that changed (the full states are in the tooltips). */
function AuditRow({ entry: a }: { entry: AuditEntry }) {
  const diff = changedFields(a.before, a.after);
  return (
    <tr>
      <td>{when(a.created_at)}</td>
      <td>{a.operator}</td>
      <td>
        {a.action}
        {a.target && <div className="bo-muted">{a.target}</div>}
      </td>
      <td>
        <pre className="bo-json" title={JSON.stringify(a.before, null, 1)}>
          {showState(diff.before)}
        </pre>
      </td>
      <td>
        <pre className="bo-json" title={JSON.stringify(a.after, null, 1)}>
          {showState(diff.after)}
        </pre>
      </td>
    </tr>
  );
}
