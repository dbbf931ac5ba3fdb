import type { BreakAppliedBy } from '@khel/shared/contracts';
import { useState } from 'react';
import { correctBreak } from '../../api/protection';
import { FormDialog } from '../../ui/FormDialog';
import { when } from '../../ui/format';
import { useAction } from '../../ui/useLoad';

/**
 * An admin puts right an operator's time-out or self-exclusion within 24 hours of it (issue 27 L3): the end it had
 * before comes back (the player's own break, if any, stays whole). A reason is required; the server audits it.
 */
export function CorrectBreak({ player, what, applied, onDone, onClose }: {
  player: string;
  what: 'time_out' | 'self_exclusion';
  applied: BreakAppliedBy | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const action = useAction();
  const words = what === 'time_out' ? 'time-out' : 'self-exclusion';
  const submit = async () => {
    if (reason.trim().length < 3) return action.setError('Please give a reason of 3 to 500 characters');
    const res = await action.run(() => correctBreak(player, what, reason.trim()));
    if (res) onDone(res.message);
  };
  return (
    <FormDialog title={`Correct the operator's ${words}`} busy={action.busy} error={action.error} submitLabel="Correct it" onSubmit={() => void submit()} onClose={onClose}>
      {applied && (
        <p>
          Applied by {applied.operator} {when(applied.at)}; it can be corrected until {when(applied.correctable_until)}.
        </p>
      )}
      <label className="bo-field">
        <span>Reason</span>
        <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <p role="note">What the player had before it comes back; a break the player took themselves is never lifted.</p>
    </FormDialog>
  );
}
