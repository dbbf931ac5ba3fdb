import { useState } from 'react';

/** A how-to video URL per language. */
export function VideosEditor({ side, value, onChange }: { side: 'Deposit' | 'Withdrawal'; value: Record<string, string>; onChange: (v: Record<string, string>) => void }) {
  const [lang, setLang] = useState('');
  const [error, setError] = useState<string | null>(null);
  const entries = Object.entries(value ?? {});
  return (
    <fieldset className="bo-fieldset">
      <legend>{side} videos</legend>
      {entries.map(([code, url]) => (
        <div key={code} className="bo-row">
          <label className="bo-field bo-grow">
            <span>
              {side} video URL ({code})
            </span>
            <input type="url" value={url} onChange={(e) => onChange({ ...value, [code]: e.target.value })} />
          </label>
          <button
            type="button"
            className="bo-btn bo-small"
            onClick={() => onChange(Object.fromEntries(entries.filter(([c]) => c !== code)))}
          >
            Remove {code}
          </button>
        </div>
      ))}
      <div className="bo-row">
        <input aria-label={`New ${side.toLowerCase()} video language`} placeholder="language e.g. en" value={lang} size={8} onChange={(e) => setLang(e.target.value)} />
        <button
          type="button"
          className="bo-btn bo-small"
          onClick={() => {
            const code = lang.trim().toLowerCase();
            if (!/^[a-z]{2,3}$/.test(code)) return setError('A language code is 2 or 3 letters, e.g. hi');
            setError(null);
            if (!(code in (value ?? {}))) onChange({ ...value, [code]: '' });
            setLang('');
          }}
        >
          Add {side.toLowerCase()} video
        </button>
      </div>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
