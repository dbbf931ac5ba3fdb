import { useState, type FormEvent } from 'react';
import type { RequestFilters } from '../../api/types';
import { STATUS_OPTIONS, type QueueKind } from './filters';

/** Status, type, dates, method and a search box; applying starts again at page 1. */
export function Filters({ value, kind, onApply }: { value: RequestFilters; kind: QueueKind; onApply: (f: RequestFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const set = <K extends keyof RequestFilters>(key: K, v: RequestFilters[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, q: draft.q.trim(), method: draft.method.trim(), page: 1 });
  };
  return (
    <form className="bo-filters" onSubmit={submit} aria-label="Filters">
      <label>
        <span>Status</span>
        <select value={draft.status} onChange={(e) => set('status', e.target.value)}>
          {STATUS_OPTIONS.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {!kind && (
        <label>
          <span>Type</span>
          <select value={draft.type} onChange={(e) => set('type', e.target.value as RequestFilters['type'])}>
            <option value="">Deposits and withdrawals</option>
            <option value="deposit">Deposits</option>
            <option value="withdrawal">Withdrawals</option>
          </select>
        </label>
      )}
      <label>
        <span>From</span>
        <input type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label>
        <span>To</span>
        <input type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
      </label>
      <label>
        <span>Method</span>
        <input value={draft.method} placeholder="e.g. UPI" onChange={(e) => set('method', e.target.value)} />
      </label>
      <label className="bo-grow">
        <span>Search</span>
        <input type="search" value={draft.q} placeholder="Player, UTR or reference" onChange={(e) => set('q', e.target.value)} />
      </label>
      <button type="submit" className="bo-btn bo-primary">
        Apply
      </button>
    </form>
  );
}
