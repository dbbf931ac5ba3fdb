import { useState, type FormEvent } from 'react';
import { login, logoutToken } from '../api/ops';
import { saveSession, type OpsSession } from '../api/session';
import { ChangePasswordForm } from '../screens/ChangePassword';
import { useAction } from '../ui/useLoad';

type SignedIn = OpsSession & { operator: OpsSession['operator'] & { must_change_password?: boolean } };

/**
 * Operator sign-in: username and password against /ops/auth/login; the server's message on failure. When an admin
 * set the password (a new operator, a reset), the operator changes it here before the console opens: the session
 * is kept only after the change (the server refuses every other call until then anyway).
 */
export function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [mustChange, setMustChange] = useState<SignedIn | null>(null);
  const { busy, error, run } = useAction();

  if (mustChange) {
    const done = () => saveSession({ ...mustChange, operator: { ...mustChange.operator, must_change_password: false } } as OpsSession);
    const leave = () => {
      void logoutToken(mustChange.token);
      setMustChange(null);
      setPassword('');
    };
    return (
      <main className="bo-signin">
        <div className="bo-card" role="region" aria-label="Choose a new password">
          <h1>Choose a new password</h1>
          <p>An admin set the password of {mustChange.operator.username}. Choose your own before you continue.</p>
          <ChangePasswordForm token={mustChange.token} onDone={done} submitLabel="Save and continue" />
          <button type="button" className="bo-btn bo-small" onClick={leave}>
            Sign out
          </button>
        </div>
      </main>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problems = [!username.trim() && 'Please enter your username', !password && 'Please enter your password'].filter(Boolean) as string[];
    setMissing(problems);
    if (problems.length) return;
    const session = (await run(() => login(username.trim(), password))) as SignedIn | undefined;
    if (session?.operator.must_change_password) setMustChange(session);
    else if (session) saveSession(session);
  };

  return (
    <main className="bo-signin">
      <form className="bo-card" onSubmit={submit} noValidate aria-label="Operator sign-in">
        <h1>Khel operator console</h1>
        <label className="bo-field">
          <span>Username</span>
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="bo-field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {[...missing, ...(error ? [error] : [])].map((text) => (
          <p key={text} className="bo-error" role="alert">
            {text}
          </p>
        ))}
        <button type="submit" className="bo-btn bo-primary bo-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
