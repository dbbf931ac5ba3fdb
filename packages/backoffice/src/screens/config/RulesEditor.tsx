import DOMPurify from 'dompurify';
import { useState } from 'react';
import type { RulesByLang } from '../../api/types';

/** What the player will see: the HTML after DOMPurify, the same kind of sanitising the server does on save. */
export function SanitisedPreview({ html, label }: { html: string; label: string }) {
  return <div className="bo-preview" role="region" aria-label={label} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

/** Rules per language for one side (deposit or withdrawal): each rule an HTML textarea with its live preview. */
export function RulesEditor({ side, value, onChange }: { side: 'Deposit' | 'Withdrawal'; value: RulesByLang; onChange: (v: RulesByLang) => void }) {
  const langs = Object.keys(value).length ? Object.keys(value) : ['en'];
  const [lang, setLang] = useState(langs[0]);
  const [newLang, setNewLang] = useState('');
  const [langError, setLangError] = useState<string | null>(null);
  const rules = value[lang] ?? [];
  const setRules = (next: { description: string }[]) => onChange({ ...value, [lang]: next });
  const addLang = () => {
    const code = newLang.trim().toLowerCase();
    if (!/^[a-z]{2,3}$/.test(code)) return setLangError('A language code is 2 or 3 letters, e.g. hi');
    setLangError(null);
    if (!value[code]) onChange({ ...value, [code]: [] });
    setLang(code);
    setNewLang('');
  };
  return (
    <fieldset className="bo-fieldset">
      <legend>{side} rules</legend>
      <div className="bo-tabs" role="tablist" aria-label={`${side} rules languages`}>
        {langs.map((code) => (
          <button key={code} type="button" role="tab" aria-selected={code === lang} className={code === lang ? 'bo-on' : ''} onClick={() => setLang(code)}>
            {code}
          </button>
        ))}
        <input aria-label={`New ${side.toLowerCase()} rules language`} placeholder="add e.g. hi" value={newLang} onChange={(e) => setNewLang(e.target.value)} size={6} />
        <button type="button" className="bo-btn bo-small" onClick={addLang}>
          Add {side.toLowerCase()} language
        </button>
      </div>
      {langError && (
        <p className="bo-error" role="alert">
          {langError}
        </p>
      )}
      {!rules.length && <p className="bo-muted">No {side.toLowerCase()} rules in {lang}: players see the default rules.</p>}
      {rules.map((rule, i) => (
        <div key={i} className="bo-rule">
          <label className="bo-field">
            <span>
              {side} rule {i + 1} ({lang}, HTML)
            </span>
            <textarea rows={3} value={rule.description} onChange={(e) => setRules(rules.map((r, j) => (j === i ? { description: e.target.value } : r)))} />
          </label>
          <SanitisedPreview html={rule.description} label={`Preview of ${side.toLowerCase()} rule ${i + 1} (${lang})`} />
          <button type="button" className="bo-btn bo-small" onClick={() => setRules(rules.filter((_, j) => j !== i))}>
            Remove rule {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="bo-btn bo-small" onClick={() => setRules([...rules, { description: '' }])}>
        Add {side.toLowerCase()} rule
      </button>
    </fieldset>
  );
}
