import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../../api/session';
import type { OpsRequest } from '../../api/types';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import { AMOUNT_ERROR, PAID_IN_FULL_NOTE, REMARK_REQUIRED, SECOND_OPERATOR_NOTE } from './Decision';
import Queue from './Queue';
import { Counts, COUNTS_POLL_MS } from '../../app/Counts';
import RequestDetail from './RequestDetail';
import { Route, Routes } from 'react-router-dom';

const deposit: OpsRequest = {
  c_a_tid: 7,
  transaction_id: '412345678901',
  type: 'client_deposit',
  status: 'pending',
  amount: 1000,
  approved_amount: null,
  created_at: '2026-11-21T10:00:00.000Z',
  remark: null,
  user_name: 'player1',
  transaction_image_url: '/wallet/uploads/slip-a.png,/wallet/uploads/slip-b.png',
  method_name: 'UPI',
  player: { id: 3, user_name: 'player1', mobile: '9876543210' },
  flags: { utr_claimed_before: true, withdrawal_before_wagering: false, linked_accounts: ['player9'] },
};
const withdrawal: OpsRequest = {
  ...deposit,
  c_a_tid: 8,
  type: 'client_withdrawal',
  transaction_id: null,
  transaction_image_url: null,
  amount: 500,
  payout: { account_holder_name: 'Ravi Kumar', account_number: '001122334455', ifsc_code: 'HDFC0001234', bank_name: 'HDFC Bank' },
  flags: { utr_claimed_before: false, withdrawal_before_wagering: true, linked_accounts: false },
};

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const decisions = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);

function serve(items: OpsRequest[], decide: (c: Call) => [number, unknown] = () => ok(null, 'Request updated')) {
  return fakeOps((c) => {
    if (c.method === 'GET' && c.url === '/ops/requests') return ok({ items, total: items.length, page: 1 });
    if (c.url === '/ops/requests/counts') return ok({ pending_deposits: 1, pending_withdrawals: 1, hold: 0 });
    return decide(c);
  });
}

async function renderQueue(kind: 'deposit' | 'withdrawal' | '', path = '/deposits') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Queue kind={kind} />
    </MemoryRouter>,
  );
  return screen.findByRole('row', { name: /^Request / });
}

beforeEach(() => signInAs('agent'));
afterEach(() => clearSession());

describe('deposit queue', () => {
  it('asks for pending deposits and shows the UTR, slips, flags and player', async () => {
    const calls = serve([deposit]);
    const row = await renderQueue('deposit');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/ops/requests', params: { status: 'pending', type: 'deposit', page: 1, page_size: 20 } });
    expect(within(row).getByText('412345678901')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'player1' }).getAttribute('href')).toBe('/players/3');
    expect(within(row).getByRole('list', { name: 'Flags' }).textContent).toBe('UTR claimed beforeLinked payout accounts');
    await click(within(row).getByRole('button', { name: 'View slip 2 of request 7' }));
    const zoom = screen.getByRole('img', { name: 'Payment slip of request 7' });
    expect(zoom.getAttribute('src')).toBe('/wallet/uploads/slip-b.png');
    await click(zoom);
    expect(zoom.className).toBe('bo-zoomed');
  });

  it('approves with a changed amount: validates it, sends approved_amount with an Idempotency-Key, then reloads', async () => {
    const calls = serve([deposit]);
    const row = await renderQueue('deposit');
    await click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit #7' });
    const amount = within(dialog).getByLabelText('Approved amount') as HTMLInputElement;
    expect(amount.value).toBe('1000');
    fireEvent.change(amount, { target: { value: '900.505' } });
    await click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    expect(alerts()).toEqual([AMOUNT_ERROR]);
    fireEvent.change(amount, { target: { value: '0' } });
    await click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    expect(alerts()).toEqual([AMOUNT_ERROR]);
    expect(decisions(calls)).toEqual([]);

    fireEvent.change(amount, { target: { value: '900.50' } });
    await click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    expect(decisions(calls)).toEqual([['/ops/requests/7/approve', { approved_amount: 900.5 }]]);
    const approve = calls.find((c) => c.url === '/ops/requests/7/approve')!;
    expect(approve.headers['Idempotency-Key']).toMatch(/.{8,}/);
    expect(approve.headers.Authorization).toBe('Bearer agent-token');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.url === '/ops/requests')).toHaveLength(2);
  });

  it('says a raise above the requested amount needs a second operator, and shows a pending proposal prefilled', async () => {
    const calls = serve([{ ...deposit, proposed_approval: { amount: 1500, operator: 'admin', at: '2026-01-01T00:00:00.000Z' } }]);
    const row = await renderQueue('deposit');
    await click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit #7' });
    expect(within(dialog).getByText('₹1,500.00 by admin: approve the same amount to confirm it')).toBeTruthy();
    const amount = within(dialog).getByLabelText('Approved amount') as HTMLInputElement;
    expect(amount.value).toBe('1500');
    expect(within(dialog).getByText(SECOND_OPERATOR_NOTE)).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    expect(decisions(calls)).toEqual([['/ops/requests/7/approve', { approved_amount: 1500 }]]);
  });

  it('approves the requested amount without sending approved_amount', async () => {
    const calls = serve([deposit]);
    const row = await renderQueue('deposit');
    await click(within(row).getByRole('button', { name: 'Approve' }));
    await click(screen.getByRole('button', { name: 'Confirm approve' }));
    expect(decisions(calls)).toEqual([['/ops/requests/7/approve', {}]]);
  });

  it('rejects only with a remark', async () => {
    const calls = serve([deposit]);
    const row = await renderQueue('deposit');
    await click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit #7' });
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: '   ' } });
    await click(within(dialog).getByRole('button', { name: 'Confirm reject' }));
    expect(alerts()).toEqual([REMARK_REQUIRED]);
    expect(decisions(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: ' UTR does not match the slip ' } });
    await click(within(dialog).getByRole('button', { name: 'Confirm reject' }));
    expect(decisions(calls)).toEqual([['/ops/requests/7/reject', { remark: 'UTR does not match the slip' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's message when a decision fails", async () => {
    serve([deposit], () => fail(409, 'This request was already decided'));
    const row = await renderQueue('deposit');
    await click(within(row).getByRole('button', { name: 'Hold' }));
    await click(screen.getByRole('button', { name: 'Confirm hold' }));
    expect(screen.getByRole('dialog', { name: 'Hold deposit #7' })).toBeTruthy();
    expect(alerts()).toEqual(['This request was already decided']);
  });
});

describe('withdrawal queue', () => {
  it('shows the payout details with copy buttons and holds with an optional remark', async () => {
    const calls = serve([withdrawal]);
    const row = await renderQueue('withdrawal', '/withdrawals');
    expect(within(row).getByText('001122334455')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copy IFSC' })).toBeTruthy();
    expect(within(row).getByRole('list', { name: 'Flags' }).textContent).toBe('Withdrawal before wagering');
    await click(within(row).getByRole('button', { name: 'Hold' }));
    await click(screen.getByRole('button', { name: 'Confirm hold' }));
    expect(decisions(calls)).toEqual([['/ops/requests/8/hold', {}]]);
  });

  it('pays out exactly the held amount: the amount cannot be changed', async () => {
    const calls = serve([withdrawal]);
    const row = await renderQueue('withdrawal', '/withdrawals');
    await click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal #8' });
    const amount = within(dialog).getByLabelText('Approved amount') as HTMLInputElement;
    expect([amount.value, amount.readOnly]).toEqual(['500', true]);
    expect(within(dialog).getByText(PAID_IN_FULL_NOTE)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Confirm approve' }));
    expect(decisions(calls)).toEqual([['/ops/requests/8/approve', {}]]);
  });

  it('applies filters and search from the form, starting again at page 1', async () => {
    const calls = serve([withdrawal]);
    await renderQueue('', '/requests?page=3');
    expect(calls[0].params).toEqual({ page: 3, page_size: 20 });
    const form = screen.getByRole('form', { name: 'Filters' });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'hold' } });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'withdrawal' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('Method'), { target: { value: ' UPI ' } });
    fireEvent.change(within(form).getByLabelText('Search'), { target: { value: ' 412345 ' } });
    await click(within(form).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('row', { name: 'Request 8' });
    expect(calls.filter((c) => c.url === '/ops/requests').at(-1)!.params).toEqual({
      status: 'hold',
      type: 'withdrawal',
      from: '2026-11-01',
      method: 'UPI',
      q: '412345',
      page: 1,
      page_size: 20,
    });
  });
});

describe('request page', () => {
  it('shows one request and decides it like the queue', async () => {
    const calls = fakeOps((c) => (c.method === 'GET' ? ok(deposit) : ok(null, 'Request on hold')));
    render(
      <MemoryRouter initialEntries={['/requests/7']}>
        <Routes>
          <Route path="/requests/:id" element={<RequestDetail />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('412345678901')).toBeTruthy();
    expect(calls[0].url).toBe('/ops/requests/7');
    await click(screen.getByRole('button', { name: 'Hold' }));
    fireEvent.change(screen.getByLabelText('Remark (optional)'), { target: { value: 'Checking with the bank' } });
    await click(screen.getByRole('button', { name: 'Confirm hold' }));
    expect(decisions(calls)).toEqual([['/ops/requests/7/hold', { remark: 'Checking with the bank' }]]);
    expect(calls.filter((c) => c.url === '/ops/requests/7')).toHaveLength(2);
  });
});

describe('queue and counts', () => {
  afterEach(() => jest.useRealTimers());

  it('a reload leaves the rows where they are: no line above them, the status beside Refresh', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    let lists = 0;
    fakeOps((c) => {
      if (c.url === '/ops/requests/counts') return ok({ pending_deposits: 1, pending_withdrawals: 0, hold: 0 });
      lists += 1;
      if (lists === 1) return ok({ items: [deposit], total: 1, page: 1 });
      return new Promise((resolve) => (answer = resolve));
    });
    const row = await renderQueue('deposit');
    const table = row.closest('table')!;
    expect(screen.getByRole('status').textContent).toBe('');
    await click(screen.getByRole('button', { name: 'Refresh' }));
    // while the reload runs, nothing is put before the table: a click aimed at a row lands on that row
    expect(screen.queryByText('Loading requests…')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Refreshing…');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('row', { name: 'Request 7' })).toBe(row);
    await act(async () => answer(ok({ items: [deposit], total: 1, page: 1 })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(table.getAttribute('aria-busy')).toBe('false');
  });

  it('reloads the list when a poll brings different counts, and pages through the results', async () => {
    jest.useFakeTimers();
    let pending = 1;
    const calls = fakeOps((c) => {
      if (c.url === '/ops/requests/counts') return ok({ pending_deposits: pending, pending_withdrawals: 0, hold: 0 });
      return ok({ items: [deposit], total: 45, page: c.params?.page });
    });
    render(
      <MemoryRouter initialEntries={['/deposits']}>
        <Counts />
        <Queue kind="deposit" />
      </MemoryRouter>,
    );
    const settle = async (ms: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    };
    await settle(0);
    const lists = () => calls.filter((c) => c.url === '/ops/requests').map((c) => c.params?.page);
    expect(lists()).toEqual([1]);
    await settle(COUNTS_POLL_MS);
    expect(lists()).toEqual([1]);
    pending = 2;
    await settle(COUNTS_POLL_MS);
    expect(lists()).toEqual([1, 1]);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Next' }));
    await settle(0);
    expect(lists()).toEqual([1, 1, 2]);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
