import { toastSuccess } from '@khel/shared';
import type { OpsFantasyMatchDetail, OpsFantasyPendingCorrection } from '@khel/shared/contracts';
import { correctScores } from '../../api/fantasy';
import { rupees, when } from '../../ui/format';
import { useAction } from '../../ui/useLoad';

/**
 * A correction above the limit waiting for a second admin: what it changes, who proposed it and why, what it moves.
 * Another admin confirms it by sending the same correction; the proposer sees it waiting.
 */
export function PendingCorrection({ match, pending, me, admin, onDone }: { match: OpsFantasyMatchDetail; pending: OpsFantasyPendingCorrection; me: string; admin: boolean; onDone: () => void }) {
  const act = useAction();
  const nameOf = (id: string) => match.players.find((p) => p.id === id)?.name ?? id;
  const confirm = async () => {
    const scores = pending.scores.map((l) => ({ player_id: l.player_id, runs: l.runs, balls: l.balls, ...(l.out === null ? {} : { out: l.out }) }));
    const answer = await act.run(() => correctScores(match.id, { scores, reason: pending.reason }));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };
  return (
    <section className="bo-detail" aria-label="Pending correction">
      <h2>Correction waiting for a second admin</h2>
      <p>
        {pending.proposed_by} proposed it {when(pending.proposed_at)} (scores v{pending.scores_version}): it moves {rupees(pending.moves)}. Reason: {pending.reason}
      </p>
      <ul>
        {pending.scores.map((l) => (
          <li key={l.player_id}>{nameOf(l.player_id)}: {l.runs} runs, {l.balls} balls{l.out ? ', out' : ''}</li>
        ))}
      </ul>
      {act.error && (
        <p className="bo-error" role="alert">
          {act.error}
        </p>
      )}
      {admin && pending.proposed_by !== me ? (
        <button type="button" className="bo-btn bo-primary" disabled={act.busy} onClick={() => void confirm()}>
          {act.busy ? 'Working…' : 'Confirm correction and settle again'}
        </button>
      ) : (
        <p className="bo-muted">{pending.proposed_by === me ? 'Another admin must confirm your proposal.' : 'An admin confirms it.'}</p>
      )}
    </section>
  );
}
