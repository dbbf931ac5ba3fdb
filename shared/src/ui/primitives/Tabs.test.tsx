import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

function Harness() {
  const [tab, setTab] = useState('deposit');
  return (
    <Tabs
      label="Transactions"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'deposit', label: 'Deposit', content: 'deposits here' },
        { id: 'bonus', label: 'Bonus', content: 'bonus here', disabled: true },
        { id: 'withdraw', label: 'Withdrawal', content: 'withdrawals here' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('selects by click, and by arrows/Home/End skipping disabled tabs, with one tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Transactions' })).toBeTruthy();
    const deposit = screen.getByRole('tab', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Deposit' }).textContent).toBe('deposits here');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.keyDown(deposit, { key: 'ArrowRight' });
    const withdraw = screen.getByRole('tab', { name: 'Withdrawal' });
    expect(document.activeElement).toBe(withdraw);
    expect(screen.getByRole('tabpanel', { name: 'Withdrawal' }).textContent).toBe('withdrawals here');
    fireEvent.keyDown(withdraw, { key: 'ArrowRight' }); // wraps
    expect(document.activeElement).toBe(deposit);
    fireEvent.keyDown(deposit, { key: 'End' });
    expect(withdraw.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(withdraw, { key: 'Home' });
    expect(deposit.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawal' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('withdrawals here');
  });
});
