import { toastSuccess } from '@khel/shared';
import type { MatkaSession, OpsMatkaDraw, OpsMatkaSettleReport } from '@khel/shared/contracts';
import { useState } from 'react';
import { declareResult } from '../../api/matka';
import { Dialog } from '../../ui/Dialog';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { ankOf, isPana, PANA_MESSAGE, resultOf } from './panas';

/** What declaring this pana makes, in words: the ank, and for the close the jodi and the full result. */
export function declareText(marketName: string, draw: OpsMatkaDraw, session: MatkaSession, pana: string): string {
  const s = draw[session];
  const bets = `${s.open_bets} open ${s.open_bets === 1 ? 'bet' : 'bets'} of this session settle now.`;
  if (session === 'open') {
    return `Declare ${pana} as the open result of ${marketName} for ${draw.draw_date}? Open ank ${ankOf(pana)}: the result reads ${resultOf(pana)}. ${bets}`;
  }
  const open = draw.open.pana!;
  return `Declare ${pana} as the close result of ${marketName} for ${draw.draw_date}? Close ank ${ankOf(pana)}, jodi ${ankOf(open)}${ankOf(pana)}: the result reads ${resultOf(open, pana)}. ${bets}`;
}

/**
 * Declaring a session's result: the pana is checked against the 220 valid panas as it is typed, then a review says
 * the ank (and for the close the jodi and full result) before anything is sent. The server settles at once.
 */
export function ResultDialog({ marketId, marketName, draw, session, onClose, onDone }: {
  marketId: string;
  marketName: string;
  draw: OpsMatkaDraw;
  session: MatkaSession;
  onClose: () => void;
  onDone: (r: OpsMatkaSettleReport) => void;
}) {
  const [pana, setPana] = useState('');
  const [review, setReview] = useState(false);
  const act = useAction();
  const value = pana.trim();
  const label = session === 'open' ? 'Open pana' : 'Close pana';
  const next = () => (isPana(value) ? setReview(true) : act.setError(PANA_MESSAGE));
  const confirm = async () => {
    const answer = await act.run(() => declareResult(marketId, { date: draw.draw_date, session, pana: value }));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone(answer.data);
  };
  const title = `Declare the ${session} result`;
  if (!review) {
    const hint = isPana(value) ? `Makes ank ${ankOf(value)}${session === 'close' && draw.open.pana ? `, jodi ${ankOf(draw.open.pana)}${ankOf(value)}` : ''}` : 'Three digits, e.g. 123';
    return (
      <FormDialog title={title} busy={act.busy} error={act.error} submitLabel="Review" onSubmit={next} onClose={onClose}>
        <TextField label={label} value={pana} onChange={(v) => setPana(v.replace(/\D/g, '').slice(0, 3))} hint={hint} />
      </FormDialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{declareText(marketName, draw, session, value)}</p>
      {act.error && (
        <p className="bo-error" role="alert">
          {act.error}
        </p>
      )}
      <div className="bo-actions">
        <button type="button" className="bo-btn" onClick={() => setReview(false)}>Back</button>
        <button type="button" className="bo-btn bo-primary" disabled={act.busy} onClick={confirm}>
          {act.busy ? 'Working…' : `Declare ${value}`}
        </button>
      </div>
    </Dialog>
  );
}
