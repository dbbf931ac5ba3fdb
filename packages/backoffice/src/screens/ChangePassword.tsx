import { toastSuccess } from '@khel/shared';
import { useState, type FormEvent } from 'react';
import { changeOwnPassword } from '../api/ops';
import { useAction } from '../ui/useLoad';

/** The server's password rule, said before the operator types (the server checks it and names what is wrong). */
export const PASSWORD_RULE_TEXT =
  'At least 12 characters, mixing three of: lowercase, uppercase, digits, symbols; not built on a common word or your username.';

/**
 * The operator's own password change: current password, new one twice. `token` is a session the console has not
 * kept yet (the forced change right after sign-in). The server's message is shown when it refuses.
 */
export function ChangePasswordForm({ token, onDone, submitLabel = 'Change password' }: { token?: string; onDone: (message: string) => void; submitLabel?: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const { busy, error, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problems = [
      !current && 'Please enter your current password',
      !next && 'Please enter a new password',
      next && confirm !== next && 'The two new passwords do not match',
    ].filter(Boolean) as string[];
    setMissing(problems);
    if (problems.length) return;
    const message = await run(() => changeOwnPassword({ current_password: current, new_password: next, confirm_password: confirm }, token));
    if (message !== undefined) onDone(message);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <label className="bo-field">
        <span>Current password</span>
        <input name="current_password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </label>
      <label className="bo-field">
        <span>New password</span>
        <input name="new_password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </label>
      <label className="bo-field">
        <span>Repeat the new password</span>
        <input name="confirm_password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </label>
      <p>
        <small>{PASSWORD_RULE_TEXT}</small>
      </p>
      {[...missing, ...(error ? [error] : [])].map((text) => (
        <p key={text} className="bo-error" role="alert">
          {text}
        </p>
      ))}
      <button type="submit" className="bo-btn bo-primary" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

/** The console's "Change password" page, for every operator. */
export default function ChangePassword() {
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">Change password</h1>
      <p>Your other signed-in sessions end when the password changes; this one stays.</p>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <ChangePasswordForm
          onDone={(message) => {
            toastSuccess(message);
            setDone(message);
          }}
        />
      )}
    </section>
  );
}
