import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Modal, newIdempotencyKey, toastSuccess } from '@khel/shared';
import { Button } from '@khel/shared/kit';
import { cashOut, fetchCashOut } from '../api/sports';
import { amountText } from '../common/odds';
import { Signed } from '../common/ui';
import { pushBalance } from '../slip/balance';

const UNAVAILABLE = 'Cash out is not available right now';

type State = { step: 'idle' } | { step: 'quoting' } | { step: 'confirm'; amount: number; key: string } | { step: 'cashing'; amount: number; key: string } | { step: 'error'; message: string };

/**
 * Cash out a market: asks the API what the hedge at today's prices would lock in, shows that amount, and only on
 * Confirm cashes out (one Idempotency-Key per confirmation, so a double press cashes out once).
 */
export function CashOut({ marketId, onDone }: { marketId: string; onDone(): void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const message = (e: unknown) => (e instanceof ApiError && e.message ? e.message : UNAVAILABLE);

  const quote = () => {
    setState({ step: 'quoting' });
    fetchCashOut(marketId).then(
      (q) => setState(q.available ? { step: 'confirm', amount: q.amount, key: newIdempotencyKey() } : { step: 'error', message: UNAVAILABLE }),
      (e: unknown) => setState({ step: 'error', message: message(e) }),
    );
  };
  const confirm = () => {
    if (state.step !== 'confirm') return;
    setState({ ...state, step: 'cashing' });
    cashOut(marketId, state.amount, state.key).then(
      (answer) => {
        pushBalance(answer);
        toastSuccess(t('Cashed out {{amount}}', { amount: amountText(answer.amount ?? state.amount) }));
        setState({ step: 'idle' });
        onDone();
      },
      (e: unknown) => setState({ step: 'error', message: message(e) }),
    );
  };
  const close = () => state.step !== 'cashing' && setState({ step: 'idle' });
  const open = state.step === 'confirm' || state.step === 'cashing' || state.step === 'error';

  return (
    <>
      <Button size="sm" variant="secondary" loading={state.step === 'quoting'} onClick={quote}>
        {t('Cash Out')}
      </Button>
      <Modal id="games-cash-out" open={open} onClose={close} title={t('Cash Out')}>
        {state.step === 'error' ? (
          <p className="g-error" role="alert">
            {t(state.message)}
          </p>
        ) : (
          state.step !== 'idle' &&
          state.step !== 'quoting' && (
            <>
              <p>
                {t('Cash out now and get')}{' '}
                <Signed value={state.amount}>
                  <strong>{amountText(state.amount)}</strong>
                </Signed>{' '}
                {t('whatever the result.')}
              </p>
              <div className="g-actions">
                <Button variant="secondary" onClick={close} disabled={state.step === 'cashing'}>
                  {t('Cancel')}
                </Button>
                <Button onClick={confirm} loading={state.step === 'cashing'}>
                  {t('Confirm')}
                </Button>
              </div>
            </>
          )
        )}
      </Modal>
    </>
  );
}
