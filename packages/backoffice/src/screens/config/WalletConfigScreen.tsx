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
  const field = (key: keyof WalletForm, label: string) => (
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
    if (answer) toastSuccess(answer.message || 'Wallet configuration saved');
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
