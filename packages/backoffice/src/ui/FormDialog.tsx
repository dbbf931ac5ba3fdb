import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './Dialog';

/** A dialog holding one form: its fields, the refusal (an alert), Cancel and the submit button ('Working…' while busy). */
export function FormDialog({ title, busy, error, submitLabel, onSubmit, onClose, children, wide }: {
  title: string;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** a wide dialog (long forms) */
  wide?: boolean;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} onClose={onClose} wide={wide}>
      <form onSubmit={submit} noValidate>
        {children}
        {error && (
          <p className="bo-error" role="alert">
            {error}
          </p>
        )}
        <div className="bo-actions">
          <button type="button" className="bo-btn" onClick={onClose}>Cancel</button>
          <button type="submit" className="bo-btn bo-primary" disabled={busy}>{busy ? 'Working…' : submitLabel}</button>
        </div>
      </form>
    </Dialog>
  );
}
