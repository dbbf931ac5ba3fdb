import { toastSuccess } from '@khel/shared';
import { OPS_CASINO_SECTIONS, type OpsCasinoGame, type OpsCasinoGameBody, type OpsCasinoSection } from '@khel/shared/console-contracts';
import { useId, useState } from 'react';
import { updateGame } from '../../api/casino';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';

export const SECTION_NAMES: Record<OpsCasinoSection, string> = {
  live: 'Live Casino',
  slots: 'Slots',
  table: 'Table Games',
  crash: 'Crash',
  indian: 'Indian Games',
};

/** A game's place in the lobby: section, sort order and tile image (only the changed fields are sent). */
export function GameDialog({ game, onClose, onDone }: { game: OpsCasinoGame; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [section, setSection] = useState<OpsCasinoSection>(game.section);
  const [sortOrder, setSortOrder] = useState(String(game.sort_order));
  const [thumbnail, setThumbnail] = useState(game.thumbnail);
  const save = useAction();
  const submit = async () => {
    if (!/^-?\d{1,6}$/.test(sortOrder.trim())) return save.setError('Sort order must be a whole number');
    const body: OpsCasinoGameBody = {};
    if (section !== game.section) body.section = section;
    if (Number(sortOrder) !== game.sort_order) body.sort_order = Number(sortOrder);
    if (thumbnail.trim() !== game.thumbnail) body.thumbnail = thumbnail.trim();
    if (!Object.keys(body).length) return save.setError('Nothing has changed');
    const answer = await save.run(() => updateGame(game.id, body));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };
  return (
    <FormDialog title={`Edit ${game.name}`} busy={save.busy} error={save.error} submitLabel="Save" onSubmit={submit} onClose={onClose}>
      <div className="bo-field">
        <label htmlFor={id}>Section</label>
        <select id={id} value={section} onChange={(e) => setSection(e.target.value as OpsCasinoSection)}>
          {OPS_CASINO_SECTIONS.map((s) => (
            <option key={s} value={s}>{SECTION_NAMES[s]}</option>
          ))}
        </select>
      </div>
      <TextField label="Sort order" value={sortOrder} onChange={setSortOrder} hint="Lower first within its section" />
      <TextField label="Thumbnail" value={thumbnail} onChange={setThumbnail} hint="Image URL or a path on the site; empty for a generated tile" />
    </FormDialog>
  );
}
