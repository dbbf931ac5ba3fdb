import { toastSuccess } from '@khel/shared';
import type { OpsReferConfig, OpsReferConfigBody } from '@khel/shared/contracts';
import { useState } from 'react';
import { saveReferRule } from '../../api/refer';
import { useOperator } from '../../app/operator';
import { TextField } from '../../ui/TextField';
import { rupees, when } from '../../ui/format';
import { useAction } from '../../ui/useLoad';

type Form = { enabled: boolean; kind: 'fixed' | 'percent'; fixed_amount: string; percent: string; min_deposit: string; cap_per_referral: string; cap_per_referrer: string; credit_to: 'bonus' | 'cash' };

const formOf = (r: OpsReferConfig): Form => ({
  enabled: r.enabled, kind: r.kind, fixed_amount: String(r.fixed_amount), percent: String(r.percent), min_deposit: String(r.min_deposit),
  cap_per_referral: String(r.cap_per_referral), cap_per_referrer: String(r.cap_per_referrer), credit_to: r.credit_to,
});

/** Numbers as typed ('' stays text, so the server's 422 names the field). */
const num = (v: string): number | string => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

/** The reward rule: shown to every operator, edited by admins (the server audits each change). */
export function ReferRuleCard({ rule, onSaved }: { rule: OpsReferConfig; onSaved: (r: OpsReferConfig) => void }) {
  const admin = useOperator()?.role === 'admin';
  const [form, setForm] = useState<Form>(() => formOf(rule));
  const action = useAction();
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const save = async () => {
    const body = {
      enabled: form.enabled, kind: form.kind, fixed_amount: num(form.fixed_amount), percent: num(form.percent), min_deposit: num(form.min_deposit),
      cap_per_referral: num(form.cap_per_referral), cap_per_referrer: num(form.cap_per_referrer), credit_to: form.credit_to,
    } as OpsReferConfigBody;
    const saved = await action.run(() => saveReferRule(body));
    if (!saved) return;
    toastSuccess(saved.message || 'Refer rule saved');
    onSaved(saved.data);
  };
  const summary = rule.kind === 'fixed' ? `${rupees(rule.fixed_amount)} per referral` : `${rule.percent}% of the first deposit, at most ${rupees(rule.cap_per_referral)}`;
  return (
    <section className="bo-fieldset" aria-label="Reward rule">
      <h2>Reward rule</h2>
      <p data-testid="refer-rule">
        {rule.enabled ? 'On' : 'Off'}: {summary}, from a first deposit of {rupees(rule.min_deposit)} or more, into the referrer&apos;s {rule.credit_to === 'bonus' ? 'bonus wallet' : 'main wallet'}; at most {rupees(rule.cap_per_referrer)} per referrer. <span className="bo-muted">Changed {when(rule.updated_at)}</span>
      </p>
      {admin && (
        <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
          <label className="bo-check">
            <input type="checkbox" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} /> Rewards on
          </label>
          <fieldset>
            <legend>Reward</legend>
            <label><input type="radio" name="kind" checked={form.kind === 'fixed'} onChange={() => set('kind', 'fixed')} /> Fixed amount</label>{' '}
            <label><input type="radio" name="kind" checked={form.kind === 'percent'} onChange={() => set('kind', 'percent')} /> Percentage of the first deposit</label>
          </fieldset>
          {form.kind === 'fixed' ? (
            <TextField label="Fixed amount (₹)" value={form.fixed_amount} onChange={(v) => set('fixed_amount', v)} />
          ) : (
            <TextField label="Percentage" value={form.percent} onChange={(v) => set('percent', v)} hint="0 to 100" />
          )}
          <TextField label="Minimum first deposit (₹)" value={form.min_deposit} onChange={(v) => set('min_deposit', v)} />
          <TextField label="Cap per referral (₹)" value={form.cap_per_referral} onChange={(v) => set('cap_per_referral', v)} />
          <TextField label="Cap per referrer in all (₹)" value={form.cap_per_referrer} onChange={(v) => set('cap_per_referrer', v)} />
          <fieldset>
            <legend>Paid into</legend>
            <label><input type="radio" name="credit_to" checked={form.credit_to === 'bonus'} onChange={() => set('credit_to', 'bonus')} /> Bonus wallet</label>{' '}
            <label><input type="radio" name="credit_to" checked={form.credit_to === 'cash'} onChange={() => set('credit_to', 'cash')} /> Main wallet</label>
          </fieldset>
          {action.error && <p className="bo-error" role="alert">{action.error}</p>}
          <button type="submit" className="bo-btn bo-primary" disabled={action.busy}>{action.busy ? 'Working…' : 'Save rule'}</button>
        </form>
      )}
    </section>
  );
}
