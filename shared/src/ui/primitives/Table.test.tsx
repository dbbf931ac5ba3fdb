import { render, screen, within } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';
import { Table, type Column } from './Table';
import { Toast } from './Toast';

beforeAll(() => initI18n('en'));

interface Row {
  id: string;
  method: string;
  amount: string;
}
const columns: Column<Row>[] = [
  { key: 'method', header: 'Method' },
  { key: 'amount', header: 'Amount', numeric: true },
];

describe('Table', () => {
  it('has a caption, column headers and its rows; numbers right-aligned', () => {
    render(<Table caption="Deposits" columns={columns} rowKey={(r) => r.id} rows={[{ id: '1', method: 'UPI', amount: '₹1,500.00' }]} />);
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Method', 'Amount']);
    expect(within(table).getAllByRole('cell').map((c) => [c.textContent, c.className])).toEqual([
      ['UPI', ''],
      ['₹1,500.00', 'k-num'],
    ]);
    expect(screen.getByRole('region', { name: 'Deposits' }).tabIndex).toBe(0);
  });

  it('shows skeleton rows while loading and the empty state with no rows', () => {
    const { rerender } = render(<Table caption="Deposits" columns={columns} rowKey={(r) => r.id} rows={[]} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading Deposits');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<Table caption="Deposits" columns={columns} rowKey={(r) => r.id} rows={[]} emptyTitle="No deposits yet" />);
    expect(screen.getByRole('heading', { name: 'No deposits yet' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Skeleton, EmptyState and Toast', () => {
  it('a skeleton is read as its label only', () => {
    render(<Skeleton lines={3} label="Loading games" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading games');
    expect(status.querySelectorAll('.k-skel[aria-hidden="true"]')).toHaveLength(3);
  });

  it('an empty state can offer the next step', () => {
    render(<EmptyState title="No records" text="Nothing yet." action={<button type="button">Deposit now</button>} />);
    expect(screen.getByRole('heading', { name: 'No records' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeTruthy();
  });

  it('an error toast is an alert, a success toast a status; Dismiss only when it can be dismissed', () => {
    const onDismiss = jest.fn();
    render(
      <>
        <Toast type="error" message="Insufficient Balance" onDismiss={onDismiss} />
        <Toast type="success" message="Saved Successfully" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Insufficient Balance');
    expect(screen.getByRole('status').textContent).toBe('Saved Successfully');
    screen.getByRole('button', { name: 'Dismiss' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
