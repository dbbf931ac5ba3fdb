import { toastSuccess } from '@khel/shared';
import type { OpsFantasyMatchDetail } from '@khel/shared/contracts';
import { useState } from 'react';
import { correctScores, enterScores } from '../../api/fantasy';
import { TextField } from '../../ui/TextField';
import { useAction } from '../../ui/useLoad';

type Row = { runs: string; balls: string; out: boolean };
const ROLE: Record<string, string> = { keeper: 'WK', batter: 'BAT', all_rounder: 'AR', bowler: 'BOWL' };

/**
 * The squads' scores (runs, balls faced, out). An operator-fed match being played takes the operator's entries
 * (pushed live to the players); a completed match takes an admin's correction with its reason, which settles the
 * match again (its settlement reversed first). Only changed players are sent. Read-only otherwise (the simulator's
 * match while it plays, an agent on a completed match).
 */
export function ScoresPanel({ match, admin, onChanged }: { match: OpsFantasyMatchDetail; admin: boolean; onChanged: () => void }) {
  const over = match.status === 'completed' || match.status === 'abandoned';
  const mode: 'enter' | 'correct' | null = !over && match.feed === 'operator' && match.locked ? 'enter' : match.status === 'completed' && admin ? 'correct' : null;
  const initial = () => Object.fromEntries(match.players.map((p) => [p.id, { runs: String(p.runs), balls: String(p.balls), out: p.out }])) as Record<string, Row>;
  const [rows, setRows] = useState<Record<string, Row>>(initial);
  const [reason, setReason] = useState('');
  const act = useAction();
  const set = (id: string, change: Partial<Row>) => setRows({ ...rows, [id]: { ...rows[id]!, ...change } });

  const submit = async () => {
    const changed = match.players.filter((p) => {
      const r = rows[p.id]!;
      return r.runs !== String(p.runs) || r.balls !== String(p.balls) || r.out !== p.out;
    });
    if (!changed.length) return act.setError('Nothing changed');
    const bad = changed.find((p) => !/^\d{1,4}$/.test(rows[p.id]!.runs) || !/^\d{1,4}$/.test(rows[p.id]!.balls));
    if (bad) return act.setError(`${bad.name}: runs and balls are whole numbers`);
    if (mode === 'correct' && !reason.trim()) return act.setError('Say why the scores change (kept in the audit)');
    const scores = changed.map((p) => ({ player_id: p.id, runs: Number(rows[p.id]!.runs), balls: Number(rows[p.id]!.balls), out: rows[p.id]!.out }));
    const answer = await act.run<{ message: string }>(() => (mode === 'correct' ? correctScores(match.id, { scores, reason: reason.trim() }) : enterScores(match.id, { scores })));
    if (!answer) return;
    toastSuccess(answer.message);
    setReason('');
    onChanged();
  };

  return (
    <section aria-labelledby="fantasy-scores">
      <div className="bo-head">
        <h2 id="fantasy-scores">Scores (v{match.scores_version})</h2>
        {mode === 'correct' && <span className="bo-muted">A correction settles the match again: its settlement is reversed first.</span>}
      </div>
      <div className="bo-scroll">
        <table className="bo-table" aria-label="Scores">
          <thead>
            <tr>
              <th>Team</th>
              <th>Player</th>
              <th>Role</th>
              <th className="bo-num">Runs</th>
              <th className="bo-num">Balls</th>
              <th>Out</th>
            </tr>
          </thead>
          <tbody>
            {match.players.map((p) => (
              <tr key={p.id} aria-label={`Player ${p.name}`}>
                <td>{p.team === 'a' ? match.team_a : match.team_b}</td>
                <td>{p.name}</td>
                <td>{ROLE[p.role]}</td>
                {mode ? (
                  <>
                    <td className="bo-num">
                      <input aria-label={`Runs of ${p.name}`} inputMode="numeric" size={4} value={rows[p.id]!.runs} onChange={(e) => set(p.id, { runs: e.target.value.trim() })} />
                    </td>
                    <td className="bo-num">
                      <input aria-label={`Balls of ${p.name}`} inputMode="numeric" size={4} value={rows[p.id]!.balls} onChange={(e) => set(p.id, { balls: e.target.value.trim() })} />
                    </td>
                    <td>
                      <input type="checkbox" aria-label={`${p.name} out`} checked={rows[p.id]!.out} onChange={(e) => set(p.id, { out: e.target.checked })} />
                    </td>
                  </>
                ) : (
                  <>
                    <td className="bo-num">{p.runs}</td>
                    <td className="bo-num">{p.balls}</td>
                    <td>{p.out ? 'out' : ''}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mode && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {mode === 'correct' && <TextField label="Reason for the correction" value={reason} onChange={setReason} />}
          {act.error && (
            <p className="bo-error" role="alert">
              {act.error}
            </p>
          )}
          <div className="bo-actions">
            <button type="button" className="bo-btn" onClick={() => setRows(initial())}>Reset</button>
            <button type="submit" className="bo-btn bo-primary" disabled={act.busy}>
              {act.busy ? 'Working…' : mode === 'correct' ? 'Correct and settle again' : 'Save scores'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
