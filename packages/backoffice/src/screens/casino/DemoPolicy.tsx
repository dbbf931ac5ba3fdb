import { toastSuccess } from '@khel/shared';
import type { OpsCasinoDemoPolicyName } from '@khel/shared/console-contracts';
import { getDemoPolicy, setDemoPolicy } from '../../api/casino';
import { ErrorNote } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';

const CHOICES: { value: OpsCasinoDemoPolicyName; text: string }[] = [
  { value: 'barred', text: 'Barred: a demo account cannot open a casino game' },
  { value: 'play_money', text: 'Play money: a demo account plays with its demo balance' },
];

/** The operator's choice for demo players in the casino (issue 14 point 3), saved at once when changed. */
export function DemoPolicy() {
  const policy = useLoad(getDemoPolicy, []);
  const save = useAction();
  const change = async (value: OpsCasinoDemoPolicyName) => {
    const answer = await save.run(() => setDemoPolicy(value));
    if (!answer) return;
    toastSuccess(answer.message);
    policy.reload();
  };
  return (
    <fieldset className="bo-fieldset" aria-busy={save.busy}>
      <legend>Demo accounts</legend>
      <ErrorNote message={policy.error ?? save.error} />
      {policy.data &&
        CHOICES.map((c) => (
          <label key={c.value} className="bo-check">
            <input type="radio" name="casino-demo" value={c.value} checked={policy.data!.policy === c.value} disabled={save.busy} onChange={() => change(c.value)} /> {c.text}
          </label>
        ))}
    </fieldset>
  );
}
