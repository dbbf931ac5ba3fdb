import { WHOLE_RUPEES } from '@khel/shared';
import { AmountInput, Button, Input, Select } from '@khel/shared/kit';
import { useState } from 'react';
import { Section, State } from './Section';

const BANKS = [
  { value: 'sbi', label: 'State Bank of India' },
  { value: 'hdfc', label: 'HDFC Bank' },
  { value: 'icici', label: 'ICICI Bank', disabled: true },
];

export function Buttons() {
  return (
    <Section name="Button">
      <State label="default">
        <Button>Deposit</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Delete account</Button>
        <Button variant="ghost">Forgot password?</Button>
        <Button size="sm">Small</Button>
      </State>
      <State label="disabled">
        <Button disabled>Deposit</Button>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
      </State>
      <State label="loading">
        <Button loading>Submitting</Button>
      </State>
    </Section>
  );
}

export function Inputs() {
  const [name, setName] = useState('Asha Verma');
  return (
    <Section name="Input">
      <State label="default">
        <Input label="Account holder" value={name} onChange={(e) => setName(e.target.value)} hint="As printed on the passbook" />
      </State>
      <State label="disabled">
        <Input label="User ID" value="KH10023" disabled readOnly />
      </State>
      <State label="error">
        <Input label="IFSC code" defaultValue="SBIN12" error="Enter an 11-character IFSC code, e.g. SBIN0001234." />
      </State>
    </Section>
  );
}

export function AmountInputs() {
  const [amount, setAmount] = useState('123456.5');
  const [bad, setBad] = useState('1,000.505');
  const [whole, setWhole] = useState('');
  return (
    <Section name="AmountInput">
      <State label="default">
        <AmountInput label="Deposit amount" value={amount} onChange={(text) => setAmount(text)} hint="Min ₹100, max ₹1,00,000" />
      </State>
      <State label="disabled">
        <AmountInput label="Approved amount" value="2500" onChange={() => undefined} disabled />
      </State>
      <State label="error">
        <AmountInput label="Amount" value={bad} onChange={(text) => setBad(text)} showError />
      </State>
      <State label="whole rupees">
        <AmountInput label="Withdrawal amount" value={whole} onChange={(text) => setWhole(text)} rule={WHOLE_RUPEES} hint="Whole rupees" />
      </State>
    </Section>
  );
}

export function Selects() {
  const [bank, setBank] = useState('hdfc');
  return (
    <Section name="Select">
      <State label="default">
        <Select label="Bank" options={BANKS} value={bank} onChange={(e) => setBank(e.target.value)} />
      </State>
      <State label="disabled">
        <Select label="Payment method" options={[{ value: 'upi', label: 'UPI' }]} disabled />
      </State>
      <State label="error">
        <Select label="Payout account" placeholder="Choose an account" options={BANKS} defaultValue="" error="Choose an account to withdraw to." />
      </State>
    </Section>
  );
}
