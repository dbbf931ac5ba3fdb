import { toastSuccess } from '@khel/shared';
import type { OpsSportsCatalog } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { createCompetition, createEvent, createSport } from '../../api/sports';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { useAction } from '../../ui/useLoad';

/** The admin's create forms for the catalogue: a sport, a competition of a sport, an event of a competition. */

interface Props {
  onClose: () => void;
  onDone: () => void;
}

export function NewSportDialog({ onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [racing, setRacing] = useState(false);
  const save = useAction();
  const submit = async () => {
    if (!name.trim()) return save.setError('Please enter a name');
    const answer = await save.run(() => createSport({ code: code.trim(), name: name.trim(), is_racing: racing }));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };
  return (
    <FormDialog title="New sport" busy={save.busy} error={save.error} submitLabel="Create sport" onSubmit={submit} onClose={onClose}>
      <TextField label="Name" value={name} onChange={setName} />
      <TextField label="Code" value={code} onChange={setCode} hint="In the player's address: lowercase letters, digits and dashes (kabaddi)" />
      <label className="bo-check">
        <input type="checkbox" checked={racing} onChange={(e) => setRacing(e.target.checked)} /> Racing (race cards, win and place)
      </label>
    </FormDialog>
  );
}

export function NewCompetitionDialog({ catalog, onClose, onDone }: Props & { catalog: OpsSportsCatalog }) {
  const [sportId, setSportId] = useState(catalog.sports[0]?.id ?? '');
  const [name, setName] = useState('');
  const save = useAction();
  const submit = async () => {
    if (!name.trim()) return save.setError('Please enter a name');
    const answer = await save.run(() => createCompetition({ sport_id: sportId, name: name.trim() }));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };
  return (
    <FormDialog title="New competition" busy={save.busy} error={save.error} submitLabel="Create competition" onSubmit={submit} onClose={onClose}>
      <label className="bo-field">
        <span>Sport</span>
        <select value={sportId} onChange={(e) => setSportId(e.target.value)}>
          {catalog.sports.map((s) => (
            <option key={s.id} value={s.id}>{s.name}</option>
          ))}
        </select>
      </label>
      <TextField label="Name" value={name} onChange={setName} />
    </FormDialog>
  );
}

/** A datetime-local value ('2026-11-23T19:30') is India time: the console's clock (moment-timezone, IST). */
export const indiaTime = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : '');

export function NewEventDialog({ catalog, onClose, onDone }: Props & { catalog: OpsSportsCatalog }) {
  const competitions = catalog.sports.flatMap((s) => s.competitions.map((c) => ({ id: c.id, label: `${s.name} · ${c.name}` })));
  const [competitionId, setCompetitionId] = useState(competitions[0]?.id ?? '');
  const [name, setName] = useState('');
  const [venue, setVenue] = useState('');
  const [start, setStart] = useState('');
  const [inPlay, setInPlay] = useState(false);
  const save = useAction();
  const submit = async () => {
    if (!name.trim()) return save.setError('Please enter a name');
    if (!start) return save.setError('Please choose the start time');
    const body = { competition_id: competitionId, name: name.trim(), start_time: indiaTime(start), in_play: inPlay, ...(venue.trim() ? { venue: venue.trim() } : {}) };
    const answer = await save.run(() => createEvent(body));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };
  return (
    <FormDialog title="New event" busy={save.busy} error={save.error} submitLabel="Create event" onSubmit={submit} onClose={onClose}>
      <label className="bo-field">
        <span>Competition</span>
        <select value={competitionId} onChange={(e) => setCompetitionId(e.target.value)}>
          {competitions.map((c) => (
            <option key={c.id} value={c.id}>{c.label}</option>
          ))}
        </select>
      </label>
      <TextField label="Name" value={name} onChange={setName} hint="Mumbai Strikers v Delhi Chargers" />
      <TextField label="Venue (optional)" value={venue} onChange={setVenue} />
      <TextField label="Starts (India time)" type="datetime-local" value={start} onChange={setStart} />
      <label className="bo-check">
        <input type="checkbox" checked={inPlay} onChange={(e) => setInPlay(e.target.checked)} /> In play now
      </label>
    </FormDialog>
  );
}
