import { toastSuccess } from '@khel/shared';
import type { OpsMarketKind, OpsNewMarketBody } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { createMarket } from '../../api/sports';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';

export const KIND_NAMES: Record<OpsMarketKind, string> = {
  match_odds: 'Match odds',
  bookmaker: 'Bookmaker',
  fancy: 'Fancy',
  racing_win: 'Racing win',
  racing_place: 'Racing place',
};

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The admin's new market on an event: kind, name, runners (one per line; a fancy line has none), stakes and limits. */
export function NewMarketDialog({ eventId, onClose, onDone }: { eventId: string; onClose: () => void; onDone: () => void }) {
  const [kind, setKind] = useState<OpsMarketKind>('match_odds');
  const [name, setName] = useState('Match Odds');
  const [runners, setRunners] = useState('');
  const [minStake, setMinStake] = useState('100');
  const [maxStake, setMaxStake] = useState('100000');
  const [delay, setDelay] = useState('0');
  const [maxProfit, setMaxProfit] = useState('');
  const [places, setPlaces] = useState('2');
  const [priceAge, setPriceAge] = useState('60');
  const [sizeLimit, setSizeLimit] = useState('');
  const save = useAction();

  const submit = async () => {
    if (!name.trim()) return save.setError('Please enter a name');
    const list = runners.split('\n').map((r) => r.trim()).filter(Boolean);
    if (kind !== 'fancy' && list.length < 2) return save.setError('Please enter at least two runners, one per line');
    if (!AMOUNT.test(minStake) || !AMOUNT.test(maxStake)) return save.setError('Stakes must be amounts in rupees');
    if (maxProfit && !AMOUNT.test(maxProfit)) return save.setError('Max profit must be an amount in rupees, or empty for no limit');
    if (!/^\d+$/.test(delay)) return save.setError('In-play delay must be whole seconds');
    if (!/^\d+$/.test(priceAge)) return save.setError('Price age limit must be whole seconds');
    if (sizeLimit && !AMOUNT.test(sizeLimit)) return save.setError('The size limit must be an amount in rupees, or empty for no limit');
    const body: OpsNewMarketBody = {
      kind,
      name: name.trim(),
      min_stake: Number(minStake),
      max_stake: Number(maxStake),
      bet_delay_seconds: Number(delay),
      max_profit: maxProfit ? Number(maxProfit) : null,
      price_max_age_seconds: Number(priceAge),
      price_size_limit: sizeLimit ? Number(sizeLimit) : null,
      ...(kind === 'fancy' ? {} : { runners: list }),
      ...(kind === 'racing_place' ? { places: Number(places) } : {}),
    };
    const answer = await save.run(() => createMarket(eventId, body));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };

  return (
    <FormDialog title="New market" busy={save.busy} error={save.error} submitLabel="Create market" onSubmit={submit} onClose={onClose}>
      <label className="bo-field">
        <span>Kind</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as OpsMarketKind)}>
          {Object.entries(KIND_NAMES).map(([k, label]) => (
            <option key={k} value={k}>{label}</option>
          ))}
        </select>
      </label>
      <TextField label="Name" value={name} onChange={setName} hint={kind === 'fancy' ? 'The line, e.g. 10 over runs MS' : undefined} />
      {kind !== 'fancy' && (
        <label className="bo-field">
          <span>Runners (one per line)</span>
          <textarea rows={4} value={runners} onChange={(e) => setRunners(e.target.value)} />
        </label>
      )}
      {kind === 'racing_place' && <TextField label="Places paid" value={places} onChange={setPlaces} />}
      <TextField label="Min stake (₹)" value={minStake} onChange={setMinStake} />
      <TextField label="Max stake (₹)" value={maxStake} onChange={setMaxStake} />
      <TextField label="In-play delay (seconds)" value={delay} onChange={setDelay} hint="0 to 30: in play, a bet is taken after this long at the price then" />
      <TextField label="Max profit per player (₹, optional)" value={maxProfit} onChange={setMaxProfit} />
      <TextField label="Price age limit (seconds)" value={priceAge} onChange={setPriceAge} hint="1 to 3600: a price older than this is not taken; hand prices are confirmed within it" />
      <TextField label="Most one price takes (₹, optional)" value={sizeLimit} onChange={setSizeLimit} hint="Empty: any stake within the stakes at the best price (house book)" />
    </FormDialog>
  );
}
