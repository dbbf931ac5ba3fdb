import { toastSuccess } from '@khel/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { getWalletConfig, saveWalletConfig } from '../../api/ops';
import type { WalletConfig } from '../../api/types';
import { ErrorNote, Loading } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';
import { RulesEditor } from './RulesEditor';
import { VideosEditor } from './VideosEditor';
import { applyForm, formOf, formProblem, type WalletForm } from './wallet-form';

const EMPTY_RULES = { deposit: {}, withdrawal: {} };

/** Ranges, stake buttons, rules per language (HTML with a sanitised preview) and videos, saved in one PUT. */
export default function WalletConfigScreen() {
  const loaded = useLoad(getWalletConfig, []);
  return (
    <section aria-labelledby="wallet-config-title">
      <h1 id="wallet-config-title">Wallet configuration</h1>
      {loaded.loading && <Loading label="Loading wallet configuration…" />}
      <ErrorNote message={loaded.error} onRetry={loaded.reload} />
      {loaded.data && <Editor initial={loaded.data} />}
    </section>
  );
}

function Editor({ initial }: { initial: WalletConfig }) {
  const [config, setConfig] = useState<WalletConfig>({ ...initial, rules: { ...EMPTY_RULES, ...initial.rules } });
  const [form, setForm] = useState<WalletForm>(() => formOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction();
  useEffect(() => setProblem(null), [form]);
  const field = (key: Exclude<keyof WalletForm, 'bankOnly'>, label: string) => (
    <label className="bo-field">
      <span>{label}</span>
      <input inputMode="decimal" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = formProblem(form);
    setProblem(p);
    if (p) return;
    const answer = await save.run(() => saveWalletConfig(applyForm(config, form)));
    if (!answer) return;
    toastSuccess(answer.message || 'Wallet configuration saved');
    // Show what was stored: the server sanitises the rules HTML on save.
    if (answer.data) {
      setConfig({ ...answer.data, rules: { ...EMPTY_RULES, ...answer.data.rules } });
      setForm(formOf(answer.data));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Wallet configuration">
      <div className="bo-grid4">
        {field('depositMin', 'Deposit minimum')}
        {field('depositMax', 'Deposit maximum')}
        {field('withdrawalMin', 'Withdrawal minimum')}
        {field('withdrawalMax', 'Withdrawal maximum')}
      </div>
      {field('stakes', 'Stake buttons (comma-separated)')}
      <div className="bo-grid4">
        {field('expiryMinutes', 'Pending requests expire after (minutes)')}
        <label className="bo-check">
          <input type="checkbox" checked={form.bankOnly} onChange={(e) => setForm({ ...form, bankOnly: e.target.checked })} /> Withdrawals to bank accounts only
        </label>
      </div>
      <label className="bo-field">
        <span>Wallet announcement</span>
        <textarea rows={2} value={form.announcement} onChange={(e) => setForm({ ...form, announcement: e.target.value })} />
      </label>
      <RulesEditor side="Deposit" value={config.rules.deposit ?? {}} onChange={(deposit) => setConfig({ ...config, rules: { ...config.rules, deposit } })} />
      <RulesEditor
        side="Withdrawal"
        value={config.rules.withdrawal ?? {}}
        onChange={(withdrawal) => setConfig({ ...config, rules: { ...config.rules, withdrawal } })}
      />
      <VideosEditor side="Deposit" value={config.deposit_video ?? {}} onChange={(deposit_video) => setConfig({ ...config, deposit_video })} />
      <VideosEditor side="Withdrawal" value={config.withdrawal_video ?? {}} onChange={(withdrawal_video) => setConfig({ ...config, withdrawal_video })} />
      {[problem, save.error].filter(Boolean).map((text) => (
        <p key={text} className="bo-error" role="alert">
          {text}
        </p>
      ))}
      <div className="bo-actions">
        <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
          {save.busy ? 'Saving…' : 'Save wallet configuration'}
        </button>
      </div>
    </form>
  );
}
