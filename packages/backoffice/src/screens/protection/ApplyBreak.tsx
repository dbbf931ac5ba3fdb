import { useState } from 'react';
import { applySelfExclusion, applyTimeOut } from '../../api/protection';
import { FormDialog } from '../../ui/FormDialog';
import { useAction } from '../../ui/useLoad';

const TIME_OUT_DAYS = [1, 2, 3, 7, 14, 30, 42];
const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60];

/**
 * An operator applies a time-out or proposes a self-exclusion (a second operator confirms it) for a player, with a
 * reason; audited by the server, which refuses anything that would shorten a running break. Only an admin may put
 * an operator's break right, within 24 hours.
 */
export function ApplyBreak({ player, kind, onDone, onClose }: { player: string; kind: 'time-out' | 'self-exclusion'; onDone: (message: string) => void; onClose: () => void }) {
  const choices = kind === 'time-out' ? TIME_OUT_DAYS : SELF_EXCLUSION_MONTHS;
  const [value, setValue] = useState(choices[0]!);
  const [reason, setReason] = useState('');
  const action = useAction();
  const submit = async () => {
    if (reason.trim().length < 3) return action.setError('Please give a reason of 3 to 500 characters');
    const res = await action.run(() => (kind === 'time-out' ? applyTimeOut(player, value, reason.trim()) : applySelfExclusion(player, value, reason.trim())));
    if (res) onDone(res.message);
  };
  return (
    <FormDialog
      title={kind === 'time-out' ? 'Apply a time-out' : 'Apply a self-exclusion'}
      busy={action.busy}
      error={action.error}
      submitLabel={kind === 'time-out' ? 'Apply time-out' : 'Apply self-exclusion'}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <label className="bo-field">
        <span>{kind === 'time-out' ? 'Days' : 'Months'}</span>
        <select value={value} onChange={(e) => setValue(Number(e.target.value))}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="bo-field">
        <span>Reason</span>
        <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <p role="note">
        {kind === 'time-out'
          ? 'The player cannot bet or deposit until it ends; withdrawals stay open. Only an admin can correct a mistake, within 24 hours.'
          : 'It applies when a second operator approves it. The player then cannot bet or deposit and receives no offers until it ends; withdrawals stay open. Only an admin can correct a mistake, within 24 hours.'}
      </p>
    </FormDialog>
  );
}
