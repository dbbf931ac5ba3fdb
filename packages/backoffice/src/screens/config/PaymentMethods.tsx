import { toastSuccess } from '@khel/shared';
import { useState, type FormEvent } from 'react';
import { addPaymentMethod, setPaymentMethodActive } from '../../api/ops';
import type { PaymentMethod } from '../../api/types';
import { Confirm } from '../../ui/Dialog';
import { Empty } from '../../ui/Status';
import { useAction } from '../../ui/useLoad';

export const METHOD_TYPES = ['bank', 'upi', 'wallet', 'crypto', 'social', 'payment_gateway'];
const active = (m: { is_active?: boolean }) => m.is_active !== false;

/** The payment methods players choose from: add one, disable or enable it. */
export function PaymentMethods({ methods, onChanged }: { methods: PaymentMethod[]; onChanged: () => void }) {
  const [name, setName] = useState('');
  const [methodName, setMethodName] = useState('');
  const [type, setType] = useState('upi');
  const [forDeposit, setForDeposit] = useState(true);
  const [forWithdrawal, setForWithdrawal] = useState(false);
  const [toggling, setToggling] = useState<PaymentMethod | null>(null);
  const add = useAction();
  const toggle = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !methodName.trim()) return add.setError('Please enter the name and the method name');
    const answer = await add.run(() => addPaymentMethod({ name: name.trim(), method_name: methodName.trim(), method_type: type, for_deposit: forDeposit, for_withdrawal: forWithdrawal }));
    if (!answer) return;
    toastSuccess(answer.message || 'Payment method added');
    setName('');
    setMethodName('');
    onChanged();
  };
  const confirmToggle = async () => {
    if (!toggling) return;
    const answer = await toggle.run(() => setPaymentMethodActive(toggling.id, !active(toggling)));
    if (!answer) return;
    toastSuccess(answer.message || (active(toggling) ? 'Payment method disabled' : 'Payment method enabled'));
    setToggling(null);
    onChanged();
  };

  return (
    <section aria-labelledby="methods-title">
      <h2 id="methods-title">Payment methods</h2>
      {methods.length ? (
        <table className="bo-table">
          <thead>
            <tr>
              <th>ID</th>
              <th>Name</th>
              <th>Method name</th>
              <th>Type</th>
              <th>Used for</th>
              <th>State</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {methods.map((m) => (
              <tr key={m.id} aria-label={`Payment method ${m.name}`}>
                <td>{m.id}</td>
                <td>{m.name}</td>
                <td>{m.method_name}</td>
                <td>{m.method_type}</td>
                <td>{[m.for_deposit !== false && 'deposits', m.for_withdrawal && 'withdrawals'].filter(Boolean).join(', ') || '—'}</td>
                <td>{active(m) ? 'Active' : 'Disabled'}</td>
                <td>
                  <button type="button" className="bo-btn bo-small" onClick={() => (toggle.setError(null), setToggling(m))}>
                    {active(m) ? `Disable ${m.name}` : `Enable ${m.name}`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty text="No payment methods yet." />
      )}
      <form className="bo-filters" onSubmit={submit} noValidate aria-label="Add a payment method">
        <label>
          <span>Name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          <span>Method name</span>
          <input value={methodName} onChange={(e) => setMethodName(e.target.value)} />
        </label>
        <label>
          <span>Method type</span>
          <select value={type} onChange={(e) => setType(e.target.value)}>
            {METHOD_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={forDeposit} onChange={(e) => setForDeposit(e.target.checked)} /> For deposits
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={forWithdrawal} onChange={(e) => setForWithdrawal(e.target.checked)} /> For withdrawals
        </label>
        <button type="submit" className="bo-btn bo-primary" disabled={add.busy}>
          {add.busy ? 'Adding…' : 'Add payment method'}
        </button>
      </form>
      {add.error && (
        <p className="bo-error" role="alert">
          {add.error}
        </p>
      )}
      {toggling && (
        <Confirm
          title={active(toggling) ? 'Disable payment method' : 'Enable payment method'}
          text={active(toggling) ? `Players will no longer see ${toggling.name}.` : `Players will see ${toggling.name} again.`}
          confirmLabel={active(toggling) ? 'Disable' : 'Enable'}
          busy={toggle.busy}
          error={toggle.error}
          onConfirm={confirmToggle}
          onClose={() => setToggling(null)}
        />
      )}
    </section>
  );
}
