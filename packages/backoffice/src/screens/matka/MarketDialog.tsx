import { toastSuccess } from '@khel/shared';
import type { MatkaBetType, OpsMatkaMarket, OpsMatkaMarketBody } from '@khel/shared/contracts';
import { useState } from 'react';
import { createMarket, updateMarket } from '../../api/matka';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_NAMES: Record<string, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
export const dayNames = (days: string[]) => (days.length === 7 ? 'Every day' : days.map((d) => DAY_NAMES[d] ?? d).join(', '));

/** The rates the issue names, with their defaults, then the sangams (the server's defaults). */
export const RATE_FIELDS: { type: MatkaBetType; label: string; fallback: number }[] = [
  { type: 'single', label: 'Single digit', fallback: 9 },
  { type: 'jodi', label: 'Jodi', fallback: 90 },
  { type: 'single_patti', label: 'Single patti', fallback: 140 },
  { type: 'double_patti', label: 'Double patti', fallback: 280 },
  { type: 'triple_patti', label: 'Triple patti', fallback: 700 },
  { type: 'half_sangam_open', label: 'Half sangam (open)', fallback: 1000 },
  { type: 'half_sangam_close', label: 'Half sangam (close)', fallback: 1000 },
  { type: 'full_sangam', label: 'Full sangam', fallback: 10000 },
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Creating or editing a matka market: name, open and close times in India time, the days it runs, the rate of
 * each bet type (defaults 9/90/140/280/700) and the stake limits. An edit sends only what changed.
 */
export function MarketDialog({ market, onClose, onDone }: { market: OpsMatkaMarket | null; onClose: () => void; onDone: () => void }) {
  const rateOf = (t: MatkaBetType, fallback: number) => String(market?.rates.find((r) => r.type === t)?.rate ?? fallback);
  const [name, setName] = useState(market?.name ?? '');
  const [open, setOpen] = useState(market?.open_time ?? '');
  const [close, setClose] = useState(market?.close_time ?? '');
  const [days, setDays] = useState<string[]>(market?.days ?? [...DAYS]);
  const [rates, setRates] = useState<Record<string, string>>(Object.fromEntries(RATE_FIELDS.map((f) => [f.type, rateOf(f.type, f.fallback)])));
  const [minStake, setMinStake] = useState(String(market?.min_stake ?? 10));
  const [maxStake, setMaxStake] = useState(String(market?.max_stake ?? 100000));
  const [active, setActive] = useState(market?.active ?? true);
  const save = useAction();

  const body = (): OpsMatkaMarketBody | string => {
    if (!name.trim()) return 'Please enter a name';
    if (!TIME.test(open) || !TIME.test(close)) return 'Please enter the open and close times as HH:mm (India time)';
    if (close <= open) return 'The close time must be after the open time';
    if (!days.length) return 'Please choose at least one day';
    for (const f of RATE_FIELDS) if (!MONEY.test(rates[f.type]!) || Number(rates[f.type]) <= 1) return `${f.label} rate must be a number more than 1`;
    if (!MONEY.test(minStake) || !MONEY.test(maxStake) || Number(minStake) <= 0) return 'Stakes must be amounts in rupees';
    if (Number(maxStake) < Number(minStake)) return 'The maximum stake cannot be less than the minimum';
    const all: OpsMatkaMarketBody = {
      name: name.trim(), open_time: open, close_time: close, days: DAYS.filter((d) => days.includes(d)),
      rates: Object.fromEntries(RATE_FIELDS.map((f) => [f.type, Number(rates[f.type])])), min_stake: Number(minStake), max_stake: Number(maxStake), active,
    };
    if (!market) return all;
    const was: OpsMatkaMarketBody = {
      name: market.name, open_time: market.open_time, close_time: market.close_time, days: market.days,
      rates: Object.fromEntries(RATE_FIELDS.map((f) => [f.type, Number(rateOf(f.type, f.fallback))])), min_stake: market.min_stake, max_stake: market.max_stake, active: market.active,
    };
    const changed = Object.fromEntries(Object.entries(all).filter(([k, v]) => JSON.stringify(was[k as keyof OpsMatkaMarketBody]) !== JSON.stringify(v)));
    return Object.keys(changed).length ? changed : 'Nothing has changed';
  };
  const submit = async () => {
    const b = body();
    if (typeof b === 'string') return save.setError(b);
    const answer = await save.run(() => (market ? updateMarket(market.id, b) : createMarket(b)));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };
  const toggleDay = (d: string) => setDays((list) => (list.includes(d) ? list.filter((x) => x !== d) : [...list, d]));

  return (
    <FormDialog title={market ? `Edit ${market.name}` : 'New matka market'} busy={save.busy} error={save.error} submitLabel={market ? 'Save' : 'Create market'} onSubmit={submit} onClose={onClose}>
      <TextField label="Name" value={name} onChange={setName} />
      <div className="bo-row">
        <TextField label="Opens (India time)" type="time" value={open} onChange={setOpen} hint="Open session and jodi bets close then" />
        <TextField label="Closes (India time)" type="time" value={close} onChange={setClose} hint="Close session bets close then" />
      </div>
      <fieldset className="bo-fieldset">
        <legend>Days</legend>
        {DAYS.map((d) => (
          <label key={d} className="bo-check">
            <input type="checkbox" checked={days.includes(d)} onChange={() => toggleDay(d)} /> {DAY_NAMES[d]}
          </label>
        ))}
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>Rates (return per rupee, stake included)</legend>
        <div className="bo-grid">
          {RATE_FIELDS.map((f) => (
            <TextField key={f.type} label={f.label} value={rates[f.type]!} onChange={(v) => setRates((r) => ({ ...r, [f.type]: v }))} />
          ))}
        </div>
      </fieldset>
      <div className="bo-row">
        <TextField label="Minimum stake (₹)" value={minStake} onChange={setMinStake} />
        <TextField label="Maximum stake (₹)" value={maxStake} onChange={setMaxStake} />
      </div>
      <label className="bo-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active (shown to players)
      </label>
    </FormDialog>
  );
}
