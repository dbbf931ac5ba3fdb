import { Dialog } from '../../ui/Dialog';

/** Says what an action will do before it is sent: the text, Cancel and the action's own button. */
export function ConfirmDialog({ title, text, action, busy, error, onConfirm, onClose }: {
  title: string;
  text: string;
  action: string;
  busy: boolean;
  error: string | null;
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
        <button type="button" className="bo-btn" onClick={onClose}>Cancel</button>
        <button type="button" className="bo-btn bo-primary" disabled={busy} onClick={onConfirm}>
          {busy ? 'Working…' : action}
        </button>
      </div>
    </Dialog>
  );
}
