import { useEffect, useState } from 'react';
import type { DepositStanding } from '@khel/shared/contracts';
import { fetchDepositStanding } from '../api/wallet';
import { Fallback } from '../common/ui';
import { AmountStep } from './AmountStep';
import { DepositClosed, HeadroomNote } from './DepositStandingNotice';
import { PaymentStep } from './PaymentStep';

type Standing = { state: 'loading' } | { state: 'ok'; standing: DepositStanding } | { state: 'failed' };

/**
 * Deposit: the server is asked first (protection before payment, issue 31 item 4): a player on a time-out or
 * self-exclusion, or with no room under a deposit limit, sees why and until when, and never the amount step or any
 * payment details; a deposit limit's room caps the amount before the payment step. Then amount, then payment
 * options (then the success modal and Home), or back to the amount.
 */
export default function DepositScreen() {
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<'amount' | 'payment'>('amount');
  const [standing, setStanding] = useState<Standing>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetchDepositStanding().then(
      (s) => live && setStanding({ state: 'ok', standing: s }),
      () => live && setStanding({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (standing.state === 'loading') return <Fallback />;
  if (standing.state === 'failed') return <DepositClosed standing={null} />;
  const s = standing.standing;
  if (!s.can_deposit) return <DepositClosed standing={s} />;
  return step === 'amount' ? (
    <>
      <HeadroomNote standing={s} />
      <AmountStep amount={amount} onAmount={setAmount} onNext={() => setStep('payment')} capMax={s.headroom} />
    </>
  ) : (
    <PaymentStep amount={amount} onEdit={() => setStep('amount')} />
  );
}
