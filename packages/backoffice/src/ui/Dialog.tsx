import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '@khel/shared';

/** A modal dialog: labelled by its title, closed by Escape or the backdrop; opening it puts the caret in its first field. */
export function Dialog({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse shortcut; Escape (above) and the Close button are the keyboard path
    <div className="bo-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className={`bo-dialog${wide ? ' bo-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={id}>
        <header>
          <h2 id={id}>{title}</h2>
          <button type="button" className="bo-x" aria-label="Close" onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

/** Asks before an action that cannot be taken back. */
export function Confirm({ title, text, confirmLabel, busy, error, onConfirm, onClose }: {
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <div className="bo-actions">
        <button type="button" className="bo-btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="bo-btn bo-primary" disabled={busy} onClick={onConfirm}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
