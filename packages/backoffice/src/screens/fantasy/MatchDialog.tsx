import { toastSuccess } from '@khel/shared';
import type { FantasyKind, OpsFantasyContestTypeBody, OpsFantasyMatchBody, OpsFantasyMatchDetail } from '@khel/shared/contracts';
import { useId, useState } from 'react';
import { createMatch, updateMatch } from '../../api/fantasy';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { fromIstInput, istInput } from '../../ui/format';
import { useAction } from '../../ui/useLoad';
import { parseSquad, squadText } from './squad-text';

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const KINDS: Array<{ kind: FantasyKind; label: string }> = [
  { kind: 'max_run', label: 'Max Run' },
  { kind: 'max_ball', label: 'Max Ball' },
];

/**
 * Creating a match (teams, competition, venue, start in India time, feed, both squads with roles, the contest
 * types' stakes and commission) or editing one: before the start its start time and squads; any time its contest
 * types (new fights take the new terms; posted fights keep theirs). An edit sends only what changed.
 */
export function MatchDialog({ match, onClose, onDone }: { match: OpsFantasyMatchDetail | null; onClose: () => void; onDone: (m: OpsFantasyMatchDetail) => void }) {
  const started = !!match && (match.locked || match.status !== 'upcoming');
  const [teamA, setTeamA] = useState(match?.team_a ?? '');
  const [teamB, setTeamB] = useState(match?.team_b ?? '');
  const [competition, setCompetition] = useState(match?.competition ?? '');
  const [venue, setVenue] = useState(match?.venue ?? '');
  const [start, setStart] = useState(istInput(match?.start_time));
  const [feed, setFeed] = useState<'simulator' | 'operator'>(match?.feed ?? 'operator');
  const [squadA, setSquadA] = useState(match ? squadText(match.players, 'a') : '');
  const [squadB, setSquadB] = useState(match ? squadText(match.players, 'b') : '');
  const typeOf = (kind: FantasyKind) => match?.contest_types.find((c) => c.kind === kind);
  const [types, setTypes] = useState(() =>
    Object.fromEntries(KINDS.map(({ kind }) => {
      const c = typeOf(kind);
      return [kind, { min: String(c?.min_stake ?? 10), max: String(c?.max_stake ?? 10_000_000), pct: String(c?.commission_percent ?? 5), active: c?.active ?? true }];
    })) as Record<FantasyKind, { min: string; max: string; pct: string; active: boolean }>,
  );
  const save = useAction();
  const ids = { feed: useId(), a: useId(), b: useId() };

  const body = (): OpsFantasyMatchBody | string => {
    const contest_types: OpsFantasyContestTypeBody[] = [];
    for (const { kind, label } of KINDS) {
      const t = types[kind];
      if (!MONEY.test(t.min) || !MONEY.test(t.max) || Number(t.min) < 10 || Number(t.max) > 10_000_000 || Number(t.min) > Number(t.max)) return `${label}: stakes from 10 to 1,00,00,000 rupees, the minimum at most the maximum`;
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(t.pct) || Number(t.pct) > 50) return `${label}: the commission is 0 to 50 %`;
      contest_types.push({ kind, min_stake: Number(t.min), max_stake: Number(t.max), commission_percent: Number(t.pct), active: t.active });
    }
    if (started) return { contest_types };
    const a = parseSquad(squadA, 'a', match?.players);
    if (typeof a === 'string') return a;
    const b = parseSquad(squadB, 'b', match?.players);
    if (typeof b === 'string') return b;
    const at = fromIstInput(start);
    if (!at) return 'Please enter the start (India time)';
    if (match) return { competition: competition.trim(), venue: venue.trim(), start_time: at, players: [...a, ...b], contest_types };
    if (!teamA.trim() || !teamB.trim()) return 'Please enter both teams';
    return { team_a: teamA.trim(), team_b: teamB.trim(), competition: competition.trim(), venue: venue.trim(), start_time: at, feed, players: [...a, ...b], contest_types };
  };
  const submit = async () => {
    const b = body();
    if (typeof b === 'string') return save.setError(b);
    const answer = await save.run(() => (match ? updateMatch(match.id, b) : createMatch(b)));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone(answer.data);
  };
  return (
    <FormDialog title={match ? `Edit ${match.team_a} v ${match.team_b}` : 'New fantasy match'} busy={save.busy} error={save.error} submitLabel={match ? 'Save' : 'Create match'} onSubmit={submit} onClose={onClose} wide>
      {!match && (
        <div className="bo-row">
          <TextField label="Team A (bats first in the simulator)" value={teamA} onChange={setTeamA} />
          <TextField label="Team B" value={teamB} onChange={setTeamB} />
        </div>
      )}
      {!started && (
        <>
          <div className="bo-row">
            <TextField label="Competition" value={competition} onChange={setCompetition} />
            <TextField label="Venue" value={venue} onChange={setVenue} />
          </div>
          <TextField label="Start (India time)" type="datetime-local" value={start} onChange={setStart} hint="Teams lock at this moment; untaken fights are refunded." />
          {!match && (
            <div className="bo-field">
              <label htmlFor={ids.feed}>Scores from</label>
              <select id={ids.feed} value={feed} onChange={(e) => setFeed(e.target.value as 'simulator' | 'operator')}>
                <option value="operator">Operator entry (this console)</option>
                <option value="simulator">The cricket simulator (also moves its exchange markets)</option>
              </select>
            </div>
          )}
          <div className="bo-row">
            <div className="bo-field">
              <label htmlFor={ids.a}>Squad of team A</label>
              <textarea id={ids.a} rows={8} value={squadA} onChange={(e) => setSquadA(e.target.value)} aria-describedby={`${ids.a}-hint`} />
              <small id={`${ids.a}-hint`}>One player a line, in batting order: Name, role</small>
            </div>
            <div className="bo-field">
              <label htmlFor={ids.b}>Squad of team B</label>
              <textarea id={ids.b} rows={8} value={squadB} onChange={(e) => setSquadB(e.target.value)} />
            </div>
          </div>
        </>
      )}
      {KINDS.map(({ kind, label }) => (
        <fieldset key={kind} className="bo-fieldset">
          <legend>{label}</legend>
          <div className="bo-row">
            <TextField label={`${label} minimum stake (₹)`} value={types[kind].min} onChange={(v) => setTypes({ ...types, [kind]: { ...types[kind], min: v } })} />
            <TextField label={`${label} maximum stake (₹)`} value={types[kind].max} onChange={(v) => setTypes({ ...types, [kind]: { ...types[kind], max: v } })} />
            <TextField label={`${label} commission (% of the pot)`} value={types[kind].pct} onChange={(v) => setTypes({ ...types, [kind]: { ...types[kind], pct: v } })} />
          </div>
          <label className="bo-check">
            <input type="checkbox" checked={types[kind].active} onChange={(e) => setTypes({ ...types, [kind]: { ...types[kind], active: e.target.checked } })} />
            {label} open for new fights
          </label>
        </fieldset>
      ))}
    </FormDialog>
  );
}
