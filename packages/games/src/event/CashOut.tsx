import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Modal, newIdempotencyKey, toastSuccess } from '@khel/shared';
import { Button } from '@khel/shared/kit';
import { cashOut, fetchCashOut } from '../api/sports';
import { amountText } from '../common/odds';
import { Signed } from '../common/ui';
import { pushBalance } from '../slip/balance';
import { DelayCountdown } from '../slip/DelayCountdown';
import { CASH_OUT_TOLERANCES, leastAccepted, readTolerance, saveTolerance, TOLERANCE_LABELS, type CashOutTolerance } from './cash-out-tolerance';

const UNAVAILABLE = 'Cash out is not available right now';
/** The API's refusal when the amount fell below what the player accepts (cash-out-bets.ts). */
const CHANGED = 'Cash out amount changed to';

type State =
  | { step: 'idle' }
  /** asking the amount: from the Cash Out button, or inside the open dialog (a retry, a new amount) */
  | { step: 'quoting'; inModal: boolean }
  /** the amount to confirm; `changed`: it is a new amount, offered again after the first one moved */
  | { step: 'confirm'; amount: number; key: string; changed: boolean }
  /** under way; in play it waits the market's delay until `until` */
  | { step: 'cashing'; amount: number; key: string; changed: boolean; until: number }
  | { step: 'error'; message: string };

export interface CashOutProps {
  marketId: string;
  /** the market takes bets now: a cash-out can start (one under way carries on whatever happens) */
  open: boolean;
  /** in play: the market's delay, which a cash-out waits before it is taken */
  delaySeconds: number;
  onDone(): void;
}

/**
 * Cash out a market: asks the API what the hedge at today's prices would lock in, shows that amount with the
 * player's tolerance (this amount or more, up to 2 % less, any amount), and only on Confirm cashes out (one
 * Idempotency-Key per confirmation, so a double press cashes out once). In play the API takes it after the
 * market's delay at the amount of that moment: within the tolerance it is taken; otherwise the new amount is
 * offered again in one tap. A market suspended meanwhile ends with the API's message in the dialog, which stays
 * open until the player closes it (the page keeps this component while the market is suspended).
 */
export function CashOut({ marketId, open, delaySeconds, onDone }: CashOutProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [tolerance, setTolerance] = useState<CashOutTolerance>(readTolerance);
  const busy = useRef(false);
  const message = (e: unknown) => (e instanceof ApiError && e.message ? e.message : UNAVAILABLE);

  const quote = (changed: boolean, inModal = true) => {
    // A new amount after a refusal is fetched while the dialog still shows the cash-out under way.
    if (!changed) setState({ step: 'quoting', inModal });
    fetchCashOut(marketId).then(
      (q) => setState(q.available ? { step: 'confirm', amount: q.amount, key: newIdempotencyKey(), changed } : { step: 'error', message: UNAVAILABLE }),
      (e: unknown) => setState({ step: 'error', message: message(e) }),
    );
  };
  const confirm = () => {
    if (state.step !== 'confirm' || busy.current) return;
    busy.current = true;
    setState({ ...state, step: 'cashing', until: Date.now() + delaySeconds * 1000 });
    cashOut(marketId, leastAccepted(state.amount, tolerance), state.key)
      .then(
        (answer) => {
          pushBalance(answer);
          toastSuccess(t('Cashed out {{amount}}', { amount: amountText(answer.amount ?? state.amount) }));
          setState({ step: 'idle' });
          onDone();
        },
        (e: unknown) => {
          const text = message(e);
          // The amount moved beyond the tolerance: the amount of now, offered again in one tap.
          if (text.startsWith(CHANGED)) quote(true);
          else setState({ step: 'error', message: text });
        },
      )
      .finally(() => {
        busy.current = false;
      });
  };
  const choose = (next: CashOutTolerance) => {
    saveTolerance(next);
    setTolerance(next);
  };
  const cashing = state.step === 'cashing';
  const close = () => !cashing && setState({ step: 'idle' });
  const shown = state.step === 'confirm' || state.step === 'cashing' || state.step === 'error' || (state.step === 'quoting' && state.inModal);

  return (
    <>
      <Button size="sm" variant="secondary" loading={state.step === 'quoting' && !state.inModal} disabled={!open && state.step === 'idle'} onClick={() => quote(false, false)}>
        {t('Cash Out')}
      </Button>
      <Modal id="games-cash-out" open={shown} onClose={close} title={t('Cash Out')}>
        {state.step === 'quoting' && (
          <p className="g-delay" role="status">
            <span className="k-btn-spin" aria-hidden="true" />
            {t('Loading')}
          </p>
        )}
        {state.step === 'error' && (
          <>
            <p className="g-error" role="alert">
              {t(state.message)}
            </p>
            <div className="g-actions">
              <Button onClick={() => quote(false)} disabled={!open}>
                {t('Retry')}
              </Button>
            </div>
          </>
        )}
        {(state.step === 'confirm' || state.step === 'cashing') && (
          <>
            {state.changed && (
              <p className="g-error" role="alert">
                {t('The amount changed while your cash-out waited.')}
              </p>
            )}
            <p>
              {t('Cash out now and get')}{' '}
              <Signed value={state.amount}>
                <strong>{amountText(state.amount)}</strong>
              </Signed>{' '}
              {t('whatever the result.')}
            </p>
            <div className="g-seg" role="group" aria-label={t('If the amount changes')}>
              {CASH_OUT_TOLERANCES.map((c) => (
                <button key={c} type="button" aria-pressed={tolerance === c} disabled={cashing} onClick={() => choose(c)}>
                  {t(TOLERANCE_LABELS[c])}
                </button>
              ))}
            </div>
            {cashing && delaySeconds > 0 && (
              <DelayCountdown
                until={state.until}
                text={(left) => (left > 0 ? t('Your cash-out is taken in {{seconds}} s', { seconds: left }) : t('Checking your cash-out'))}
              />
            )}
            <div className="g-actions">
              <Button variant="secondary" onClick={close} disabled={cashing}>
                {t('Cancel')}
              </Button>
              <Button onClick={confirm} loading={cashing}>
                {state.changed ? t('Cash out for {{amount}}', { amount: amountText(state.amount) }) : t('Confirm')}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
