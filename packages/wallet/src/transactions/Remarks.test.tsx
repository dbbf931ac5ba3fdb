import '../test-env';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@khel/shared';
import { fail, fakeApi, ok, transaction as tx } from '../test-utils';
import TransactionDetails from './TransactionDetails';
import TransactionsScreen from './TransactionsScreen';

const REJECTED = tx({ c_a_tid: 5, status: 'reject_completed', type: 'client_withdrawal', amount: 700, approved_amount: 700, remark: 'Account name does not match' });
const LIST = [REJECTED, tx({ c_a_tid: 6, status: 'approve_completed', amount: 100, approved_amount: 100, remark: null })];

beforeEach(() =>
  fakeApi(api.wallet, (c) => {
    if (c.url === '/client/client-account-transaction') return ok(LIST);
    const one = LIST.find((t) => c.url === `/client/client-account-transaction/${t.c_a_tid}`);
    return one ? ok(one) : fail(404, 'Transaction not found');
  }),
);

const renderHistory = () =>
  render(
    <MemoryRouter initialEntries={['/transaction']}>
      <Routes>
        <Route path="/transaction" element={<TransactionsScreen />} />
        <Route path="/transaction-details/:id" element={<TransactionDetails />} />
      </Routes>
    </MemoryRouter>,
  );
const detailsRow = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe("a rejected request's remark (issue 16 point 4)", () => {
  it('is on its row in the list (read out with the row too); a row without one has no remark line', async () => {
    renderHistory();
    const rejected = await screen.findByRole('button', { name: 'Client Withdrawal Request Rejected, Remarks: Account name does not match' });
    expect(within(rejected).getByText('Remarks: Account name does not match')).toBeTruthy();
    const approved = screen.getByRole('button', { name: 'Client Deposit Request Approved' });
    expect(approved.textContent).not.toContain('Remarks');
  });

  it('tapping the rejected row opens its details, where Remarks shows it', async () => {
    renderHistory();
    const rejected = await screen.findByRole('button', { name: /Rejected/ });
    await act(async () => fireEvent.click(rejected));
    expect(await screen.findByText('Transaction Details')).toBeTruthy();
    expect(detailsRow('Remarks')).toBe('Account name does not match');
    expect(detailsRow('Rejected Amount')).toBe('₹700.00');
  });

  it('the details page of a rejected request opened by its address shows the remark', async () => {
    render(
      <MemoryRouter initialEntries={['/transaction-details/5']}>
        <Routes>
          <Route path="/transaction-details/:id" element={<TransactionDetails />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('Requested Amount');
    expect(detailsRow('Remarks')).toBe('Account name does not match');
  });
});
