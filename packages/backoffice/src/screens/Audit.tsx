import { Icon } from '@khel/shared';
import { auditChanges, type AuditEntry } from '@khel/shared/console-contracts';
import { useState, type FormEvent } from 'react';
import { auditActions, downloadAuditCsv, listAudit, type AuditFilters } from '../api/ops';
import { when } from '../ui/format';
import { Empty, ErrorNote, Loading } from '../ui/Status';
import { useAction, useLoad } from '../ui/useLoad';

const ACTORS = [
  ['people', 'Operators and players'],
  ['operator', 'Operators'],
  ['player', 'Players'],
  ['system', 'System (feed, expiry)'],
  ['all', 'Everyone'],
] as const;
const EMPTY: AuditFilters = { actor: 'people', operator: '', action: '', target: '', from: '', to: '', q: '' };

/**
 * Every action: who (operator, player or the system), when, what, on what, and what changed, field by field. The
 * filters are the server's (the system's feed rows are left out unless asked for); pages go back in time by
 * keyset; Export CSV downloads what the filters select.
 */
export default function Audit() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [pages, setPages] = useState<string[]>([]);
  const before = pages[pages.length - 1];
  const list = useLoad(() => listAudit(filters, before), [filters, before]);
  const actions = useLoad(auditActions, []);
  const exporting = useAction();
  const items = list.data?.items ?? [];
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setPages([]);
    setFilters({ ...draft });
  };
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <section aria-labelledby="audit-title">
      <div className="bo-head">
        <h1 id="audit-title">Audit</h1>
        <div className="bo-row">
          <button type="button" className="bo-btn bo-small" onClick={() => void exporting.run(() => downloadAuditCsv(filters))} disabled={exporting.busy}>
            {exporting.busy ? 'Exporting…' : 'Export CSV'}
          </button>
          <button type="button" className="bo-btn bo-small" onClick={list.reload} disabled={list.loading}>
            Refresh
          </button>
        </div>
      </div>
      <form className="bo-filters" onSubmit={apply} aria-label="Audit filters">
        <label>
          <span>Who</span>
          <select value={draft.actor} onChange={set('actor')}>
            {ACTORS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Operator</span>
          <input value={draft.operator} onChange={set('operator')} placeholder="user name" />
        </label>
        <label>
          <span>Action</span>
          <select value={draft.action} onChange={set('action')}>
            <option value="">Any</option>
            {[...new Set((actions.data ?? []).map((a) => `${a.split('.')[0]}.`))].sort().map((prefix) => (
              <option key={prefix} value={prefix}>
                {prefix}* (all)
              </option>
            ))}
            {(actions.data ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Target</span>
          <input value={draft.target} onChange={set('target')} placeholder="request #12, market:5" />
        </label>
        <label>
          <span>From</span>
          <input type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label>
          <span>To</span>
          <input type="date" value={draft.to} onChange={set('to')} />
        </label>
        <label className="bo-grow">
          <span>Search</span>
          <input type="search" value={draft.q} onChange={set('q')} placeholder="words in the action, target or states" />
        </label>
        <button type="submit" className="bo-btn bo-primary">
          Apply
        </button>
        <button type="button" className="bo-btn" onClick={() => (setDraft(EMPTY), setPages([]), setFilters(EMPTY))}>
          Clear
        </button>
      </form>
      {exporting.error && (
        <p className="bo-error" role="alert">
          {exporting.error}
        </p>
      )}
      {list.loading && <Loading label="Loading the audit list…" />}
      <ErrorNote message={list.error} onRetry={list.reload} />
      {!list.loading && !list.error && !items.length && <Empty text="No actions match these filters." />}
      {items.length > 0 && (
        <div className="bo-scroll">
          <table className="bo-table" aria-label="Audit list">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Changes</th>
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
    </section>
  );
}

/** One action; its changes field by field (before struck through, after), in full: nothing clipped. */
function AuditRow({ entry: a }: { entry: AuditEntry }) {
  const changes = auditChanges(a.before, a.after);
  return (
    <tr>
      <td className="bo-time">{when(a.created_at)}</td>
      <td>
        {a.operator}
        {a.actor_kind && a.actor_kind !== 'operator' && <div className="bo-muted">{a.actor_kind}</div>}
      </td>
      <td>
        {a.action}
        {a.target && <div className="bo-muted">{a.target}</div>}
      </td>
      <td>
        {changes.length ? (
          <ul className="bo-changes" aria-label={`Changes of ${a.action}`}>
            {changes.map((c) => (
              <li key={c.field}>
                <b>{c.field}</b>:{' '}
                {c.before !== '—' && (
                  <>
                    <del>{c.before}</del> <Icon name="forward" size={12} label="changed to" />
                  </>
                )}
                <ins>{c.after}</ins>
              </li>
            ))}
          </ul>
        ) : (
          <span className="bo-muted">—</span>
        )}
      </td>
    </tr>
  );
}
