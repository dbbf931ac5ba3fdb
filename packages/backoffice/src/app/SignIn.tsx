import { useState, type FormEvent } from 'react';
import { login } from '../api/ops';
import { saveSession } from '../api/session';
import { useAction } from '../ui/useLoad';

/** Operator sign-in: username and password against /ops/auth/login; the server's message on failure. */
export function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const { busy, error, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problems = [!username.trim() && 'Please enter your username', !password && 'Please enter your password'].filter(Boolean) as string[];
    setMissing(problems);
    if (problems.length) return;
    const session = await run(() => login(username.trim(), password));
    if (session) saveSession(session);
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
