import { useState } from 'react';
import { AmountStep } from './AmountStep';
import { PaymentStep } from './PaymentStep';

/** Deposit: amount, then payment options (then the success modal and Home), or back to the amount. */
export default function DepositScreen() {
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<'amount' | 'payment'>('amount');
  return step === 'amount' ? (
    <AmountStep amount={amount} onAmount={setAmount} onNext={() => setStep('payment')} />
  ) : (
    <PaymentStep amount={amount} onEdit={() => setStep('amount')} />
  );
}
