import { toastSuccess } from '@khel/shared';
import type { OpsBonusPlayer } from '@khel/shared/contracts';
import { useState, type FormEvent } from 'react';
import { getPlayerBonuses, grantBonus, runBonusSweep } from '../../api/bonus';
import { useAction } from '../../ui/useLoad';
import { numberOrText } from './bonus-form';

/** Grant a bonus to a player (audited): started at once, or offered for the player to claim. */
export function GrantForm({ onGranted }: { onGranted: (userId: string) => void }) {
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [claimable, setClaimable] = useState(false);
  const grant = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await grant.run(() => grantBonus({ user_id: userId.trim(), amount: numberOrText(amount), note, claimable }));
    if (!answer) return;
    toastSuccess(`${answer.message || 'Bonus granted'}: ₹${answer.data.amount} (${answer.data.status})`);
    setAmount('');
    setNote('');
    onGranted(userId.trim());
  };
  return (
    <form className="bo-filters" onSubmit={submit} noValidate aria-label="Grant a bonus">
      <label className="bo-field"><span>Player id</span><input value={userId} onChange={(e) => setUserId(e.target.value)} /></label>
      <label className="bo-field"><span>Amount (₹)</span><input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} /></label>
      <label className="bo-field"><span>Reason</span><input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} /></label>
      <label className="bo-check"><input type="checkbox" checked={claimable} onChange={(e) => setClaimable(e.target.checked)} /> Offer it for the player to claim</label>
      <button type="submit" className="bo-btn bo-primary" disabled={grant.busy}>Grant bonus</button>
      {grant.error && <p className="bo-error" role="alert">{grant.error}</p>}
    </form>
  );
}

/** A player's bonuses with the wagering progress. */
export function PlayerBonuses({ userId }: { userId: string }) {
  const [id, setId] = useState(userId);
  const [player, setPlayer] = useState<OpsBonusPlayer | null>(null);
  const load = useAction();
  const find = async (e?: FormEvent) => {
    e?.preventDefault();
    setPlayer((await load.run(() => getPlayerBonuses(id.trim()))) ?? null);
  };
  return (
    <>
      <form className="bo-filters" onSubmit={find} noValidate aria-label="A player's bonuses">
        <label className="bo-field"><span>Player id</span><input value={id} onChange={(e) => setId(e.target.value)} /></label>
        <button type="submit" className="bo-btn" disabled={load.busy}>Show bonuses</button>
      </form>
      {load.error && <p className="bo-error" role="alert">{load.error}</p>}
      {player && (
        <table className="bo-table" aria-label={`Bonuses of ${player.user_name}`}>
          <thead>
            <tr><th scope="col">Id</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Amount (₹)</th><th scope="col">Wagered / required (₹)</th><th scope="col">Note</th></tr>
          </thead>
          <tbody>
            {player.bonuses.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td><td>{b.kind}</td><td>{b.status}</td><td>{b.amount}</td><td>{b.wagered} / {b.wagering_required}</td><td>{b.note ?? b.method_name ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {player && player.clawbacks.length > 0 && (
        <table className="bo-table" aria-label={`Releases taken back from ${player.user_name}`}>
          <thead>
            <tr><th scope="col">Bonus</th><th scope="col">Rolled back</th><th scope="col">Taken back (₹)</th><th scope="col">Shortfall (₹)</th><th scope="col">Reason</th></tr>
          </thead>
          <tbody>
            {player.clawbacks.map((c) => (
              <tr key={`${c.bonus_id}:${c.run_id}`}>
                <td>{c.bonus_id}</td><td>{c.product} run {c.run_id}</td><td>{c.taken}</td><td>{c.shortfall}</td><td>{c.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Runs the expiry sweep now (it also runs on a timer). */
export function SweepButton() {
  const sweep = useAction();
  const run = async () => {
    const answer = await sweep.run(runBonusSweep);
    if (answer) toastSuccess(answer.message);
  };
  return (
    <p>
      <button type="button" className="bo-btn" disabled={sweep.busy} onClick={() => void run()}>Run the expiry sweep now</button>
      {sweep.error && <span className="bo-error" role="alert"> {sweep.error}</span>}
    </p>
  );
}
