import { toastSuccess } from '@khel/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { getControls, saveControls } from '../../api/ops';
import { when } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';

type Form = { withdrawal_limit: string; deposit_limit: string; settlement_limit: string; price_jump_percent: string; matka_result_second_operator: boolean };

/**
 * The four-eyes limits (issue 27): above each, an action waits for a second operator. Admins change them; the
 * server checks every field and audits the change (controls.update).
 */
export default function ApprovalLimits() {
  const data = useLoad(getControls, []);
  const [form, setForm] = useState<Form | null>(null);
  const save = useAction();
  useEffect(() => {
    if (data.data)
      setForm({
        withdrawal_limit: String(data.data.withdrawal_limit),
        deposit_limit: String(data.data.deposit_limit),
        settlement_limit: String(data.data.settlement_limit),
        price_jump_percent: String(data.data.price_jump_percent),
        matka_result_second_operator: data.data.matka_result_second_operator,
      });
  }, [data.data]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const num = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? v : Number(v));
    const answer = await save.run(() =>
      saveControls({
        withdrawal_limit: num(form.withdrawal_limit) as number,
        deposit_limit: num(form.deposit_limit) as number,
        settlement_limit: num(form.settlement_limit) as number,
        price_jump_percent: num(form.price_jump_percent) as number,
        matka_result_second_operator: form.matka_result_second_operator,
      }),
    );
    if (!answer) return;
    toastSuccess(answer.message || 'Approval limits saved');
    data.reload();
  };
  const field = (key: Exclude<keyof Form, 'matka_result_second_operator'>, label: string, hint: string) => (
    <label className="bo-field">
      <span>{label}</span>
      <input inputMode="decimal" value={form?.[key] ?? ''} onChange={(e) => setForm((f) => (f ? { ...f, [key]: e.target.value } : f))} />
      <small>{hint}</small>
    </label>
  );
  return (
    <section aria-labelledby="limits-title" className="bo-detail">
      <h1 id="limits-title">Approval limits</h1>
      <p className="bo-muted">Above each limit the action waits on the Approvals page until a second operator approves it.</p>
      {data.loading && <Loading label="Loading the limits…" />}
      <ErrorNote message={data.error} onRetry={data.reload} />
      {form && (
        <form onSubmit={submit} noValidate>
          {field('withdrawal_limit', 'Withdrawal limit (₹)', 'A withdrawal approved for more needs a second operator.')}
          {field('deposit_limit', 'Deposit limit (₹)', 'A deposit approved for more (or above what the player asked) needs a second operator.')}
          {field('settlement_limit', 'Settlement limit (₹)', "A sports settlement or void whose net house liability is more needs a second operator.")}
          {field('price_jump_percent', 'Price jump limit (%)', 'A hand price moving the best odds (or a fancy line) more than this needs a second operator.')}
          <label className="bo-check">
            <input
              type="checkbox"
              checked={form.matka_result_second_operator}
              onChange={(e) => setForm((f) => (f ? { ...f, matka_result_second_operator: e.target.checked } : f))}
            />
            Every matka result and void needs a second operator
          </label>
          {save.error && (
            <p className="bo-error" role="alert">
              {save.error}
            </p>
          )}
          <div className="bo-actions">
            {data.data?.updated_by && <small className="bo-muted">Last changed by {data.data.updated_by} {when(data.data.updated_at)}</small>}
            <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
              {save.busy ? 'Saving…' : 'Save limits'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
