import { useState } from 'react';
import { applySelfExclusion, applyTimeOut } from '../../api/protection';
import { FormDialog } from '../../ui/FormDialog';
import { useAction } from '../../ui/useLoad';

const TIME_OUT_DAYS = [1, 2, 3, 7, 14, 30, 42];
const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60];

/**
 * An operator applies a time-out or a self-exclusion to a player (audited by the server). There is no way back:
 * the dialog says so, and the server refuses anything that would shorten a running one.
 */
export function ApplyBreak({ player, kind, onDone, onClose }: { player: string; kind: 'time-out' | 'self-exclusion'; onDone: (message: string) => void; onClose: () => void }) {
  const choices = kind === 'time-out' ? TIME_OUT_DAYS : SELF_EXCLUSION_MONTHS;
  const [value, setValue] = useState(choices[0]!);
  const action = useAction();
  const submit = async () => {
    const res = await action.run(() => (kind === 'time-out' ? applyTimeOut(player, value) : applySelfExclusion(player, value)));
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
      <p role="note">
        {kind === 'time-out'
          ? 'The player cannot bet or deposit until it ends; withdrawals stay open. Nobody can shorten or lift it.'
          : 'The player cannot bet or deposit and receives no offers until it ends; withdrawals stay open. Nobody can shorten or lift it.'}
      </p>
    </FormDialog>
  );
}
