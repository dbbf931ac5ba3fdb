import { toastSuccess } from '@khel/shared';
import type { OpsMarket } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { setMarketLimits } from '../../api/sports';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { useAction } from '../../ui/useLoad';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * An admin's price rules of a market (audited): the most one price takes, which also makes the size each price
 * shows binding (empty: the house book takes any stake within the market's stakes at its best price), and how old a
 * price may be before it is not taken.
 */
export function LimitsDialog({ market, onClose, onDone }: { market: OpsMarket; onClose: () => void; onDone: () => void }) {
  const [size, setSize] = useState(market.price_size_limit === null ? '' : String(market.price_size_limit));
  const [age, setAge] = useState(String(market.price_max_age_seconds));
  const save = useAction();

  const submit = async () => {
    const limit = size.trim();
    if (limit && !AMOUNT.test(limit)) return save.setError('The size limit must be an amount in rupees, or empty for no limit');
    if (!/^\d+$/.test(age.trim()) || Number(age) < 1 || Number(age) > 3600) return save.setError('The price age limit must be 1 to 3600 seconds');
    const answer = await save.run(() => setMarketLimits(market.id, { price_size_limit: limit ? Number(limit) : null, price_max_age_seconds: Number(age) }));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
  };

  return (
    <FormDialog title={`Limits: ${market.name}`} busy={save.busy} error={save.error} submitLabel="Save limits" onSubmit={submit} onClose={onClose}>
      <TextField
        label="Most one price takes (₹)"
        value={size}
        onChange={setSize}
        hint="A bet takes at most this at one price, and never more than the size the price shows. Empty: no limit, any stake within the market's stakes (the sizes shown are indicative)."
      />
      <TextField label="Price age limit (seconds)" value={age} onChange={setAge} hint="1 to 3600: a price older than this is not taken" />
    </FormDialog>
  );
}
