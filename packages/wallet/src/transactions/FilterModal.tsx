import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Modal } from '@khel/shared';
import { normaliseRange } from './dates';
import { REQUEST_FILTERS, STATUS_FILTERS, type RequestFilter, type StatusFilter } from './status';

export interface Filters {
  from: string;
  to: string;
  status: StatusFilter;
  request: RequestFilter;
}

/** Filter: From/To dates, Filter By status, Filter By Request, Apply. */
export function FilterModal({ open, value, onApply, onClose }: { open: boolean; value: Filters; onApply: (f: Filters) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  return (
    <Modal id="transaction-filter" title={t('Filter')} open={open} onClose={onClose}>
      <div className="w-grid2">
        <label className="w-field">
          <span className="w-label">From</span>
          <input type="date" aria-label="From" value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className="w-field">
          <span className="w-label">To</span>
          <input type="date" aria-label="To" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
      </div>
      <fieldset className="w-radios">
        <legend>Filter By</legend>
        {STATUS_FILTERS.map((f) => (
          <label key={f.value}>
            <input type="radio" name="status-filter" checked={draft.status === f.value} onChange={() => setDraft({ ...draft, status: f.value })} />
            {f.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="w-radios">
        <legend>Filter By Request</legend>
        {REQUEST_FILTERS.map((f) => (
          <label key={f.value}>
            <input type="radio" name="request-filter" checked={draft.request === f.value} onChange={() => setDraft({ ...draft, request: f.value })} />
            {f.label}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="w-btn w-primary w-block"
        onClick={() => {
          onApply({ ...draft, ...normaliseRange(draft.from, draft.to) });
          onClose();
        }}
      >
        {t('Apply')}
      </button>
    </Modal>
  );
}
