import { toastSuccess } from '@khel/shared';
import { OPERATOR_ROLES, ROLE_TEXT } from '@khel/shared/validation';
import { useContext, useState, type FormEvent } from 'react';
import { createOperator, listOperators, resetOperatorPassword, setOperatorDisabled, setOperatorRole } from '../api/ops';
import type { OperatorAccount } from '../api/types';
import { OperatorContext } from '../app/operator';
import { Confirm, Dialog } from '../ui/Dialog';
import { when } from '../ui/format';
import { Empty, ErrorNote, Loading } from '../ui/Status';
import { useAction, useLoad } from '../ui/useLoad';
import { PASSWORD_RULE_TEXT } from './ChangePassword';

type Role = OperatorAccount['role'];
type Pending = { kind: 'disable' | 'enable'; op: OperatorAccount } | { kind: 'role'; op: OperatorAccount; role: Role } | null;

/**
 * Operator accounts (admins): create operators of any role (viewer, agent, trader, risk, admin; what each may do is
 * said beside it) with a first password they must change, disable and enable (a disabled operator's sessions end at
 * once), change role, reset a password. The server refuses a change that would leave no active admin and says so.
 */
export default function Operators() {
  const me = useContext(OperatorContext);
  const data = useLoad(listOperators, []);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<OperatorAccount | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const action = useAction();

  const confirm = async () => {
    if (!pending) return;
    const answer = await action.run(() =>
      pending.kind === 'role' ? setOperatorRole(pending.op.id, pending.role) : setOperatorDisabled(pending.op.id, pending.kind === 'disable'),
    );
    if (!answer) return;
    toastSuccess(answer.message || 'Saved');
    setPending(null);
    data.reload();
  };
  const ask = (next: Pending) => {
    action.setError(null);
    setPending(next);
  };

  return (
    <section aria-labelledby="operators-title">
      <div className="bo-head">
        <h1 id="operators-title">Operators</h1>
        <button type="button" className="bo-btn bo-small" onClick={() => setCreating(true)}>
          New operator
        </button>
      </div>
      {data.loading && <Loading label="Loading the operators…" />}
      <ErrorNote message={data.error} onRetry={data.reload} />
      {data.data &&
        (data.data.length ? (
          <table className="bo-table" aria-label="Operators">
            <thead>
              <tr>
                <th>Username</th>
                <th>Role</th>
                <th>State</th>
                <th>Password changed</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.data.map((op) => {
                return (
                  <tr key={op.id} aria-label={`Operator ${op.username}`}>
                    <td>
                      {op.username}
                      {me?.username === op.username && <small> (you)</small>}
                    </td>
                    <td>
                      <select
                        aria-label={`Role of ${op.username}`}
                        value={op.role}
                        onChange={(e) => e.target.value !== op.role && ask({ kind: 'role', op, role: e.target.value as Role })}
                      >
                        {OPERATOR_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {r}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{op.disabled ? 'Disabled' : op.must_change_password ? 'Must change password' : 'Active'}</td>
                    <td>{when(op.password_changed_at)}</td>
                    <td className="bo-row">
                      <button type="button" className="bo-btn bo-small" onClick={() => ask({ kind: op.disabled ? 'enable' : 'disable', op })}>
                        {op.disabled ? 'Enable' : 'Disable'}
                      </button>
                      <button type="button" className="bo-btn bo-small" onClick={() => setResetting(op)}>
                        Reset password
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <Empty text="No operators." />
        ))}
      {pending && (
        <Confirm
          title={pending.kind === 'role' ? `Make ${pending.op.username} ${pending.role}` : `${pending.kind === 'disable' ? 'Disable' : 'Enable'} ${pending.op.username}`}
          text={
            pending.kind === 'role'
              ? `${pending.op.username} becomes ${pending.role} at once: ${ROLE_TEXT[pending.role]}.`
              : pending.kind === 'disable'
                ? `${pending.op.username} is signed out everywhere at once and cannot sign in until enabled.`
                : `${pending.op.username} can sign in again.`
          }
          confirmLabel={pending.kind === 'role' ? `Make ${pending.role}` : pending.kind === 'disable' ? 'Disable' : 'Enable'}
          busy={action.busy}
          error={action.error}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
      {creating && <CreateDialog onClose={() => setCreating(false)} onDone={() => (setCreating(false), data.reload())} />}
      {resetting && <ResetDialog op={resetting} onClose={() => setResetting(null)} onDone={() => (setResetting(null), data.reload())} />}
    </section>
  );
}

function Errors({ texts }: { texts: (string | null | undefined)[] }) {
  return (
    <>
      {texts.filter(Boolean).map((text) => (
        <p key={text} className="bo-error" role="alert">
          {text}
        </p>
      ))}
    </>
  );
}

function CreateDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('agent');
  const [password, setPassword] = useState('');
  const save = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return save.setError('Please enter a username');
    if (!password) return save.setError('Please enter a password');
    const answer = await save.run(() => createOperator({ username: username.trim(), role, password }));
    if (!answer) return;
    toastSuccess(answer.message || `Operator ${username.trim()} created`);
    onDone();
  };
  return (
    <Dialog title="New operator" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <label className="bo-field">
          <span>Username</span>
          <input autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="bo-field">
          <span>Role</span>
          <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <p className="bo-muted">
          <small>{ROLE_TEXT[role]}</small>
        </p>
        <label className="bo-field">
          <span>First password</span>
          <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <p className="bo-muted">
          <small>{PASSWORD_RULE_TEXT} The operator must change it at their first sign-in.</small>
        </p>
        <Errors texts={[save.error]} />
        <div className="bo-actions">
          <button type="button" className="bo-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
            {save.busy ? 'Creating…' : 'Create operator'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ResetDialog({ op, onClose, onDone }: { op: OperatorAccount; onClose: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const save = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return save.setError('Please enter a password');
    const answer = await save.run(() => resetOperatorPassword(op.id, password));
    if (!answer) return;
    toastSuccess(answer.message || `Password of ${op.username} reset`);
    onDone();
  };
  return (
    <Dialog title={`Reset password of ${op.username}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="bo-muted">{op.username} is signed out everywhere and must choose a new password at their next sign-in.</p>
        <label className="bo-field">
          <span>Temporary password</span>
          <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <p className="bo-muted">
          <small>{PASSWORD_RULE_TEXT}</small>
        </p>
        <Errors texts={[save.error]} />
        <div className="bo-actions">
          <button type="button" className="bo-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="bo-btn bo-primary" disabled={save.busy}>
            {save.busy ? 'Saving…' : 'Reset password'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
