import { toastSuccess } from '@khel/shared';
import { useState } from 'react';
import type { OpsCasinoSweep } from '@khel/shared/console-contracts';
import { sweepRounds } from '../../api/casino';
import { ErrorNote } from '../../ui/Status';
import { rupees } from '../../ui/format';
import { useAction } from '../../ui/useLoad';

const ACTION: Record<string, string> = { settled: 'Paid its outcome', refunded: 'Stake refunded', marked: 'Record closed, no money' };

/**
 * The round sweep for admins (issue 26 finding 10): closes now what a crash or a silent provider left open, by the
 * providers' rules (the server runs the same sweep every minute), then lists each round closed and why.
 */
export function RoundSweep({ onSwept }: { onSwept: () => void }) {
  const sweep = useAction();
  const [result, setResult] = useState<OpsCasinoSweep | null>(null);
  const run = async () => {
    const answer = await sweep.run(sweepRounds);
    if (!answer) return;
    toastSuccess(answer.message);
    setResult(answer.data);
    onSwept();
  };
  return (
    <div className="bo-fieldset" aria-busy={sweep.busy}>
      <p className="bo-muted">
        Rounds a crash cut off are closed every minute: a built-in game's round is paid the outcome it had drawn (or, if its stake never arrived,
        closed with nothing charged); another provider's round is refunded after a day without a result.
      </p>
      <button type="button" className="bo-btn" disabled={sweep.busy} onClick={run}>
        {sweep.busy ? 'Closing…' : 'Close rounds left open now'}
      </button>
      <ErrorNote message={sweep.error} />
      {result && result.closed.length > 0 && (
        <div className="bo-scroll">
          <table className="bo-table" aria-label="Rounds closed">
            <thead>
              <tr>
                <th>Round</th>
                <th>Player</th>
                <th>Provider</th>
                <th>What happened</th>
                <th className="bo-num">Amount</th>
                <th>Why</th>
              </tr>
            </thead>
            <tbody>
              {result.closed.map((c) => (
                <tr key={`${c.provider_id}:${c.round}`}>
                  <td>{c.round}</td>
                  <td>#{c.user_id}</td>
                  <td>{c.provider_id}</td>
                  <td>{ACTION[c.action] ?? c.action}</td>
                  <td className="bo-num">{rupees(c.amount)}</td>
                  <td>{c.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && result.failed.length > 0 && (
        <p role="status">{`${result.failed.length} round${result.failed.length === 1 ? '' : 's'} could not be closed yet; the next sweep tries again (${result.failed.map((f) => `${f.provider_id} ${f.round}: ${f.error}`).join('; ')})`}</p>
      )}
    </div>
  );
}
