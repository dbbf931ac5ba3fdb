import { toastSuccess } from '@khel/shared';
import type { OpsHouseBook, OpsMarket, OpsSettleReport } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { getBook, settleMarket, type SettleResult } from '../../api/sports';
import { rupees } from '../../ui/format';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';

/** What the result means in words, as the server's settlement report says it. */
export function resultText(m: OpsMarket, r: SettleResult): string {
  const name = (id: string) => m.runners.find((x) => x.id === id)?.name ?? id;
  if ('winner' in r) return `Winner: ${name(r.winner)}`;
  if ('placed' in r) return `Placed: ${r.placed.map(name).join(', ')}`;
  return `Result: ${r.value}`;
}

/** The house's P&L on this result from the live book (none for place markets, whose outcomes add up differently). */
export function houseOn(book: OpsHouseBook, r: SettleResult): number | null {
  if ('winner' in r) return book.outcomes.find((o) => o.runner_id === r.winner)?.pnl ?? 0;
  if ('value' in r) {
    // A fancy book lists the P&L at each line; a value between lines takes the line below it.
    const at = [...book.outcomes].filter((o) => (o.value ?? 0) <= r.value).pop() ?? book.outcomes[0];
    return at?.pnl ?? 0;
  }
  return null;
}

export function houseText(pnl: number | null): string {
  if (pnl === null) return '';
  if (pnl > 0) return ` The house wins ${rupees(pnl)} on this result.`;
  if (pnl < 0) return ` The house pays ${rupees(-pnl)} on this result.`;
  return ' The house breaks even on this result.';
}

/**
 * Settling: pick the result (the winner; the placed runners; the fancy value), then a confirmation that says who
 * wins, how many matched bets settle and what the house wins or pays on it (from the live book).
 */
export function SettleDialog({ market, onClose, onDone }: { market: OpsMarket; onClose: () => void; onDone: (r: OpsSettleReport) => void }) {
  const [winner, setWinner] = useState('');
  const [placed, setPlaced] = useState<string[]>([]);
  const [value, setValue] = useState('');
  const [review, setReview] = useState<{ result: SettleResult; book: OpsHouseBook } | null>(null);
  const act = useAction();

  const chosen = (): SettleResult | string => {
    if (market.kind === 'fancy') return /^\d+$/.test(value.trim()) ? { value: Number(value.trim()) } : 'Please enter the result: a whole number';
    if (market.kind === 'racing_place') {
      // exactly as many as the market places (fewer would take more from a layer than the market held)
      const count = Math.min(market.places, market.runners.length);
      return placed.length === count ? { placed } : `Please choose the ${count} placed runners`;
    }
    return winner ? { winner } : 'Please choose the winner';
  };
  const next = async () => {
    const result = chosen();
    if (typeof result === 'string') return act.setError(result);
    const book = await act.run(() => getBook(market.id));
    if (book) setReview({ result, book });
  };
  const confirm = async () => {
    if (!review) return;
    const answer = await act.run(() => settleMarket(market.id, review.result));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone(answer.data);
  };

  if (review) {
    return (
      <FormDialog title={`Settle ${market.name}`} busy={act.busy} error={act.error} submitLabel="Confirm settle" onSubmit={confirm} onClose={onClose}>
        <p>
          <strong>{resultText(market, review.result)}</strong>
        </p>
        <p>
          {review.book.bets} matched bets will be settled and paid at once.{houseText(houseOn(review.book, review.result))}
        </p>
      </FormDialog>
    );
  }
  return (
    <FormDialog title={`Settle ${market.name}`} busy={act.busy} error={act.error} submitLabel="Review" onSubmit={next} onClose={onClose}>
      {market.kind === 'fancy' ? (
        <label className="bo-field">
          <span>Result (runs)</span>
          <input inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
      ) : (
        <fieldset className="bo-fieldset">
          <legend>{market.kind === 'racing_place' ? `Placed (${Math.min(market.places, market.runners.length)})` : 'Winner'}</legend>
          {market.runners.map((r) =>
            market.kind === 'racing_place' ? (
              <label key={r.id} className="bo-check">
                <input
                  type="checkbox"
                  checked={placed.includes(r.id)}
                  disabled={!placed.includes(r.id) && placed.length >= market.places}
                  onChange={(e) => setPlaced((p) => (e.target.checked ? [...p, r.id] : p.filter((x) => x !== r.id)))}
                />{' '}
                {r.name}
              </label>
            ) : (
              <label key={r.id} className="bo-check">
                <input type="radio" name="winner" checked={winner === r.id} onChange={() => setWinner(r.id)} /> {r.name}
              </label>
            ),
          )}
        </fieldset>
      )}
    </FormDialog>
  );
}
