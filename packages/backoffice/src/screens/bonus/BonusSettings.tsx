import { toastSuccess } from '@khel/shared';
import type { OpsBonusConfig } from '@khel/shared/contracts';
import { useState, type FormEvent } from 'react';
import { saveBonusSettings } from '../../api/bonus';
import { useAction } from '../../ui/useLoad';
import { settingsBody, settingsForm, type SettingsForm } from './bonus-form';

type TextKey = Exclude<keyof SettingsForm, 'welcome_enabled'>;

/** Wagering multiple, contributions per product, expiry, and the welcome bonus: saved in one call (audited). */
export function BonusSettings({ config, onSaved }: { config: OpsBonusConfig; onSaved: (c: OpsBonusConfig) => void }) {
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(config));
  const save = useAction();
  const field = (key: TextKey, label: string) => (
    <label className="bo-field">
      <span>{label}</span>
      <input inputMode="decimal" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await save.run(() => saveBonusSettings(settingsBody(form)));
    if (!answer) return;
    toastSuccess(answer.message || 'Bonus settings saved');
    onSaved(answer.data);
    setForm(settingsForm(answer.data));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Bonus settings">
      <h2>Wagering and expiry</h2>
      <div className="bo-grid4">
        {field('wagering_multiple', 'Wagering multiple (x the bonus)')}
        {field('expiry_days', 'A locked bonus expires after (days)')}
        {field('offer_days', 'An offer can be claimed for (days)')}
      </div>
      <div className="bo-grid4">
        {field('sports_pct', 'Sports counts (%)')}
        {field('casino_pct', 'Casino counts (%)')}
        {field('matka_pct', 'Matka counts (%)')}
      </div>
      <h2>Welcome bonus (first approved deposit, claimed by the player)</h2>
      <label className="bo-check">
        <input type="checkbox" checked={form.welcome_enabled} onChange={(e) => setForm({ ...form, welcome_enabled: e.target.checked })} /> Offer the welcome bonus
      </label>
      <div className="bo-grid4">
        {field('welcome_percentage', 'Percent of the first deposit')}
        {field('welcome_min_deposit', 'Minimum deposit (₹)')}
        {field('welcome_cap', 'Most it gives (₹)')}
      </div>
      {save.error && (
        <p className="bo-error" role="alert">
          {save.error}
        </p>
      )}
      <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
        Save bonus settings
      </button>
    </form>
  );
}
