import { toastSuccess } from '@khel/shared';
import type { OpsBonusConfig, OpsBonusMethod } from '@khel/shared/contracts';
import { useState } from 'react';
import { saveMethodBonus } from '../../api/bonus';
import { useAction } from '../../ui/useLoad';
import { numberOrText } from './bonus-form';

/** One deposit method's payment bonus, edited in its row: the percentage is the wallet's 'Get X% Bonus' badge. */
function MethodRow({ method, onSaved }: { method: OpsBonusMethod; onSaved: (c: OpsBonusConfig) => void }) {
  const [pct, setPct] = useState(String(method.percentage));
  const [min, setMin] = useState(String(method.min_deposit));
  const [max, setMax] = useState(String(method.max_bonus));
  const save = useAction();
  const submit = async () => {
    const answer = await save.run(() => saveMethodBonus(method.method_id, { percentage: numberOrText(pct), min_deposit: numberOrText(min), max_bonus: numberOrText(max) }));
    if (!answer) return;
    toastSuccess(answer.message || 'Payment bonus saved');
    onSaved(answer.data);
  };
  const label = `${method.method_name} (${method.name})`;
  return (
    <tr>
      <th scope="row">
        {label}
        {!method.active && <span className="bo-muted"> · inactive</span>}
      </th>
      <td><input aria-label={`${label} bonus %`} inputMode="decimal" value={pct} onChange={(e) => setPct(e.target.value)} /></td>
      <td><input aria-label={`${label} minimum deposit`} inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} /></td>
      <td><input aria-label={`${label} most bonus`} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} /></td>
      <td>
        <button type="button" className="bo-btn bo-small" disabled={save.busy} onClick={() => void submit()}>
          Save
        </button>
        {save.error && <span className="bo-error" role="alert"> {save.error}</span>}
      </td>
    </tr>
  );
}

export function MethodBonuses({ config, onSaved }: { config: OpsBonusConfig; onSaved: (c: OpsBonusConfig) => void }) {
  return (
    <>
      <h2>Payment bonus per deposit method</h2>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Bonus %</th>
            <th scope="col">Minimum deposit (₹)</th>
            <th scope="col">Most bonus (₹)</th>
            <th scope="col" aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {config.methods.map((m) => (
            <MethodRow key={m.method_id} method={m} onSaved={onSaved} />
          ))}
        </tbody>
      </table>
    </>
  );
}
