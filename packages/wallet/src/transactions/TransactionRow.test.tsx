import '../test-env';
import { render, screen } from '@testing-library/react';
import { initI18n, loadDateFormat } from '@khel/shared';
import type { Transaction } from '../api/types';
import { TransactionRow } from './TransactionRow';

// the date format (moment) loaded before: a row that loads it itself re-renders after its test
beforeAll(() => Promise.all([initI18n('en'), loadDateFormat()]));

const tx = (status: string) => ({ c_a_tid: 1, type: 'deposit', status, amount: 500, created_at: '2026-11-01T10:00:00Z' }) as unknown as Transaction;

describe('TransactionRow icons', () => {
  it.each([
    ['pending', 'pending'],
    ['approve_completed', 'success'],
    ['reject_completed', 'failed'],
    ['cancelled', 'dot'],
  ])('a %s row shows the %s icon, no text glyph', (status, icon) => {
    const { container } = render(<ul><TransactionRow tx={tx(status)} spinning={false} onTap={() => undefined} onRefresh={() => undefined} /></ul>);
    expect(container.querySelector(`.w-dot svg[data-icon="${icon}"]`)).not.toBeNull();
    expect(container.querySelector('.w-dot')!.textContent).toBe('');
  });

  it('an unresolved row has a Refresh button drawn with the refresh icon', () => {
    render(<ul><TransactionRow tx={tx('pending')} spinning={false} onTap={() => undefined} onRefresh={() => undefined} /></ul>);
    expect(screen.getByRole('button', { name: 'Refresh' }).querySelector('svg[data-icon="refresh"]')).not.toBeNull();
  });
});
