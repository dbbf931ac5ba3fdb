import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { WHOLE_RUPEES, type AmountRule } from '../../money/parse';
import { AmountInput, amountMessage } from './AmountInput';

function Form({ rule, showError, onPaise }: { rule?: AmountRule; showError?: boolean; onPaise?: (p: bigint | undefined) => void }) {
  const [text, setText] = useState('');
  return (
    <AmountInput
      label="Amount"
      hint="Min ₹100"
      value={text}
      rule={rule}
      showError={showError}
      onChange={(t, p) => {
        setText(t);
        onPaise?.(p);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('gives the money parser’s paise and shows a good amount with Indian grouping beside the hint', () => {
    const seen: (bigint | undefined)[] = [];
    render(<Form onPaise={(p) => seen.push(p)} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '123456.5' } });
    expect(seen).toEqual([12345650n]);
    expect(screen.getByTestId('amount-display').textContent).toBe('₹1,23,456.50');
    expect(input.getAttribute('aria-describedby')).toMatch(/-hint$/);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('₹1,23,456.50 · Min ₹100');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses what the parser refuses, with a clear message once the field is left', () => {
    const seen: (bigint | undefined)[] = [];
    render(<Form onPaise={(p) => seen.push(p)} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '1,000.505' } });
    expect(seen).toEqual([undefined]);
    expect(screen.queryByRole('alert')).toBeNull(); // not while typing
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Enter rupees in digits only, with at most 2 decimals, e.g. 1500.50.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount above ₹0.');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull(); // an empty field is not scolded until submit
  });

  it('takes whole rupees only under WHOLE_RUPEES, and says blank after a submit', () => {
    render(<Form rule={WHOLE_RUPEES} showError />);
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount.');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12.5' } });
    expect(screen.getByRole('alert').textContent).toBe(amountMessage('format', WHOLE_RUPEES));
    expect(amountMessage('format', WHOLE_RUPEES)).toBe('Enter whole rupees in digits only, e.g. 1500.');
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('numeric');
  });

  it('shows a form’s own error instead of the parser’s', () => {
    render(<AmountInput label="Amount" value="50" error="Minimum deposit is ₹100" onChange={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Minimum deposit is ₹100');
  });
});
