import { changedFields, showState } from './audit-diff';

describe('audit before/after', () => {
  it('keeps only the fields that changed when both states are objects', () => {
    const d = changedFields(
      { amount: 500, status: 'pending', approved_amount: null, remark: null },
      { amount: 500, status: 'approve_completed', approved_amount: 450, remark: null, ledger_transaction_id: '2' },
    );
    expect(d).toEqual({ before: { status: 'pending', approved_amount: null }, after: { status: 'approve_completed', approved_amount: 450, ledger_transaction_id: '2' } });
    expect(showState(d.after)).toBe('status: approve_completed\napproved_amount: 450\nledger_transaction_id: 2');
  });

  it('shows a creation (no before) and non-object states whole', () => {
    expect(changedFields(null, { id: 1 })).toEqual({ before: null, after: { id: 1 } });
    expect(showState(null)).toBe('—');
    expect(showState({ imports: { '@khel/wallet': '/w.js' } })).toBe('imports: {"@khel/wallet":"/w.js"}');
    expect(showState(['a'])).toBe('["a"]');
  });
});
