import '../test-env';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, modal$, site$, INITIAL_SITE } from '@khel/shared';
import type { Transaction } from '../api/types';
import { collectToasts, fail, fakeApi, ok, renderAt, transaction as tx, type Call } from '../test-utils';
import { defaultFrom, defaultTo, nextDay } from './dates';
import TransactionDetails from './TransactionDetails';
import TransactionsScreen, { REFRESH_SPIN_MS } from './TransactionsScreen';

const LIST = [
  tx({ c_a_tid: 1, status: 'pending' }),
  tx({ c_a_tid: 2, status: 'hold', type: 'client_withdrawal', amount: 300, hold_at: '2026-11-20T05:00:00Z', remark: 'null', transaction_image_url: '/wallet/uploads/a.png,/wallet/uploads/b.png' }),
  tx({ c_a_tid: 3, status: 'approve_completed', amount: 1000, approved_amount: 900 }),
  tx({ c_a_tid: 4, status: 'expired', type: 'manual_deposit' }),
];

const toasts = collectToasts();
let calls: Call[];
const server = (list: Transaction[] = LIST) =>
  (calls = fakeApi(api.wallet, (c) => {
    if (c.url === '/client/client-account-transaction') return ok(list);
    const one = list.find((t) => c.url === `/client/client-account-transaction/${t.c_a_tid}`);
    return one ? ok(one) : fail(404, 'Transaction not found');
  }));

afterEach(() => {
  modal$.next(null);
  jest.useRealTimers();
});

const rows = () => screen.getAllByRole('button').filter((b) => b.classList.contains('w-tx'));

describe('Transactions screen', () => {
  it('asks for the last 3 days up to today (to exclusive) and shows one row per transaction', async () => {
    server();
    renderAt(<TransactionsScreen />, { path: '/transaction' });
    await screen.findAllByText(/Request/);
    expect(calls[0]!.params).toEqual({ from: defaultFrom(), to: nextDay(defaultTo()) });
    const r = rows();
    expect(r).toHaveLength(4);
    expect(r[0]!.textContent).toContain('Client Deposit Request');
    expect(r[0]!.textContent).toContain('Pending');
    expect(r[0]!.textContent).toContain('10:00AM | 20 Nov 2026');
    expect(r[1]!.textContent).toContain('Client Withdrawal Request');
    expect(r[1]!.textContent).toContain('In Process');
    expect(r[2]!.textContent).toContain('Approved');
    expect(r[2]!.textContent).toContain('900.00');
    expect(r[3]!.textContent).toContain('Manual Deposit Request');
    // refresh only on unresolved rows
    expect(r.map((row) => Boolean(within(row).queryByLabelText('Refresh')))).toEqual([true, true, false, false]);
  });

  it("says 'No records found' for an empty list", async () => {
    server([]);
    renderAt(<TransactionsScreen />, { path: '/transaction' });
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('tap rules: pending shows the error, hold opens details, approved does nothing', async () => {
    server();
    renderAt(<TransactionsScreen />, { path: '/transaction' });
    await screen.findAllByText(/Request/);
    fireEvent.click(rows()[0]!);
    expect(toasts).toEqual([{ type: 'error', message: 'Pending Status Details Are Currently Unavailable' }]);
    fireEvent.click(rows()[2]!);
    expect(screen.queryByText('details page')).toBeNull();
    fireEvent.click(rows()[1]!);
    expect(screen.getByText('details page')).toBeTruthy();
  });

  it('the refresh icon reloads the list and spins for 2 s', async () => {
    jest.useFakeTimers();
    server();
    renderAt(<TransactionsScreen />, { path: '/transaction' });
    await act(async () => undefined);
    const refresh = within(rows()[0]!).getByLabelText('Refresh');
    await act(async () => fireEvent.click(refresh));
    expect(calls.filter((c) => c.url === '/client/client-account-transaction')).toHaveLength(2);
    expect(toasts).toEqual([]); // the tap did not reach the row
    expect(within(rows()[0]!).getByLabelText('Refresh').classList.contains('w-spinning')).toBe(true);
    act(() => jest.advanceTimersByTime(REFRESH_SPIN_MS - 1));
    expect(within(rows()[0]!).getByLabelText('Refresh').classList.contains('w-spinning')).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(within(rows()[0]!).getByLabelText('Refresh').classList.contains('w-spinning')).toBe(false);
  });

  it('the filter modal: dates default to 3 days ago and today; status and request radios filter the rows', async () => {
    server();
    renderAt(<TransactionsScreen />, { path: '/transaction' });
    await screen.findAllByText(/Request/);
    fireEvent.click(screen.getByLabelText('Filter'));
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).toBe(defaultFrom());
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe(defaultTo());
    for (const label of ['All', 'Pending', 'Approve', 'Rejected', 'Processing', 'Expired', 'Deposit', 'Withdrawal']) {
      expect(within(dialog).getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    fireEvent.click(within(dialog).getByLabelText('Processing'));
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(calls.at(-1)!.params).toEqual({ from: '2026-11-01', to: nextDay(defaultTo()) });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('In Process');
    fireEvent.click(screen.getByLabelText('Filter'));
    fireEvent.click(screen.getAllByLabelText('All')[0]!);
    fireEvent.click(within(screen.getByRole('dialog')).getByLabelText('Deposit'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Client Deposit'), expect.stringContaining('Client Deposit'), expect.stringContaining('Manual Deposit')]);
  });
});

describe('Transaction details', () => {
  const renderDetails = async (id: string) => {
    render(
      <MemoryRouter initialEntries={[`/transaction-details/${id}`]}>
        <Routes>
          <Route path="/transaction-details/:id" element={<TransactionDetails />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('Requested Amount');
  };
  afterEach(() => act(() => site$.next(INITIAL_SITE)));

  it('loads by id and shows the fields by status; Remarks - for null; images with download', async () => {
    server();
    await renderDetails('2');
    expect(calls[0]!.url).toBe('/client/client-account-transaction/2');
    expect(screen.getByText('player1')).toBeTruthy();
    expect(screen.getByText('Withdrawal Request')).toBeTruthy();
    expect(screen.getByText('Hold')).toBeTruthy();
    expect(screen.getByText('Processing Amount')).toBeTruthy();
    const value = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    expect(value('Requested Amount')).toBe('₹300.00');
    expect(value('Request Date')).toBe('10:00AM | 20 Nov 2026');
    expect(value('Action on')).toBe('10:30AM | 20 Nov 2026');
    expect(value('Reference No.')).toBe('412345678901');
    expect(value('Remarks')).toBe('-');
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['/wallet/uploads/a.png', '/wallet/uploads/b.png']);
    expect(within(dialog).getAllByRole('link', { name: 'Download' })).toHaveLength(2);
  });

  it("shows 'No Record found' without images, and the customer support link when a number is configured", async () => {
    server([tx({ c_a_tid: 5, status: 'reject_in_process', approved_amount: 0, remark: 'Wrong UTR' })]);
    site$.next({ ...INITIAL_SITE, status: 'ready', settings: { siteSetting: { social_link: { whatsappno1: '+91 98765 43210' } }, casino_url: null, bonus_data: null } });
    await renderDetails('5');
    expect(screen.getByText('Rejected Amount')).toBeTruthy();
    expect(screen.getByText('Remarks').nextElementSibling!.textContent).toBe('Wrong UTR');
    expect(screen.getByRole('link', { name: 'Customer support' }).getAttribute('href')).toBe('https://wa.me/919876543210');
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(within(screen.getByRole('dialog')).getByText('No Record found')).toBeTruthy();
  });

  it('has no support link when no number is configured', async () => {
    server();
    await renderDetails('3');
    expect(screen.getByText('Accepted Amount')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Customer support' })).toBeNull();
  });
});
