import { useId } from 'react';

/** A labelled input; its hint describes it (outside the label, so the label alone names it). */
export function TextField({ label, value, onChange, hint, type = 'text' }: { label: string; value: string; onChange: (v: string) => void; hint?: string; type?: string }) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} autoComplete="off" value={value} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.value)} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}
