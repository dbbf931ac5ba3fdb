import '../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearSession } from '../api/session';
import type { PlayerView } from '../api/types';
import { fail, fakeOps, ok, signInAs, type Call } from '../test/fakeOps';
import Audit from './Audit';
import PaymentsScreen from './config/PaymentsScreen';
import Modules from './Modules';
import Players from './Players';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('player view', () => {
  const player: PlayerView = {
    id: 3,
    user_name: 'player1',
    mobile: '9876543210',
    blocked: false,
    balances: { cash: 10000, withdrawal_hold: 500, bonus: 0 },
    ledger: [{ id: 1, created_at: '2026-11-21T10:00:00Z', kind: 'deposit_approved', account: 'cash', amount: 900, balance_after: 10900 }],
    transactions: [],
    linked_players: [{ id: 9, user_name: 'player9', reason: 'same payout account' }],
  };

  it('shows balances, ledger and linked players, and blocks after a confirmation', async () => {
    signInAs('admin');
    let blocked = false;
    const calls = fakeOps((c) => {
      if (c.url === '/ops/players/3/block') return (blocked = true), ok(null, 'Player blocked');
      return ok({ ...player, blocked });
    });
    render(
      <MemoryRouter initialEntries={['/players/3']}>
        <Routes>
          <Route path="/players/:id" element={<Players />} />
        </Routes>
      </MemoryRouter>,
    );
    const view = await screen.findByRole('article', { name: 'Player player1' });
    expect(within(view).getByText('₹10,000.00')).toBeTruthy();
    expect(within(view).getByText('deposit_approved')).toBeTruthy();
    expect(within(view).getByText('₹10,900.00')).toBeTruthy();
    expect(within(view).getByRole('link', { name: 'player9' }).getAttribute('href')).toBe('/players/9');
    await click(within(view).getByRole('button', { name: 'Block player' }));
    expect(writes(calls)).toEqual([]);
    await click(within(screen.getByRole('dialog', { name: 'Block player' })).getByRole('button', { name: 'Block' }));
    expect(writes(calls)).toEqual([['POST', '/ops/players/3/block', {}]]);
    expect(await screen.findByRole('button', { name: 'Unblock player' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message for an unknown player", async () => {
    signInAs('agent');
    fakeOps(() => fail(404, 'Player not found'));
    render(
      <MemoryRouter initialEntries={['/players/999']}>
        <Routes>
          <Route path="/players/:id" element={<Players />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Player not found')).toBeTruthy();
  });
});

describe('modules', () => {
  it('swaps a module URL, shows a refused check, and rolls back after a confirmation', async () => {
    signInAs('admin');
    const history = [
      { id: 1, name: '@khel/wallet', url: '/b.js', previous_url: '/a.js', operator: 'admin', created_at: '2026-11-21T10:00:00Z', action: 'set', detail: '@khel/wallet /a.js -> /b.js' },
    ];
    const calls = fakeOps((c) => {
      if (c.url === '/ops/modules') return ok({ imports: { '@khel/wallet': '/modules/wallet/wallet.js' } });
      if (c.url === '/ops/modules/history') return ok(history);
      if (c.url === '/ops/modules/set' && (c.body as { url: string }).url.includes('broken')) return fail(400, 'refused: /broken.js does not export mount');
      return ok(null, 'Done');
    });
    render(<Modules />);
    const row = await screen.findByRole('row', { name: 'Module @khel/wallet' });
    const past = within(screen.getByRole('table', { name: 'Import map history' })).getAllByRole('row')[1];
    expect(within(past).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['admin', '@khel/wallet', '/a.js', '/b.js', '']);
    await click(within(row).getByRole('button', { name: 'Change URL of @khel/wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Change URL of @khel/wallet' });
    fireEvent.change(within(dialog).getByLabelText('New URL'), { target: { value: '/broken.js' } });
    await click(within(dialog).getByRole('button', { name: 'Swap module' }));
    expect(alerts()).toEqual(['refused: /broken.js does not export mount']);
    fireEvent.change(within(dialog).getByLabelText('New URL'), { target: { value: ' /modules/wallet/wallet.v2.js ' } });
    await click(within(dialog).getByRole('button', { name: 'Swap module' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await click(screen.getByRole('button', { name: 'Roll back last change' }));
    await click(within(screen.getByRole('dialog', { name: 'Roll back the import map' })).getByRole('button', { name: 'Roll back' }));
    expect(writes(calls)).toEqual([
      ['POST', '/ops/modules/set', { name: '@khel/wallet', url: '/broken.js' }],
      ['POST', '/ops/modules/set', { name: '@khel/wallet', url: '/modules/wallet/wallet.v2.js' }],
      ['POST', '/ops/modules/rollback', {}],
    ]);
  });
});

describe('modules: protected core modules and applying a rolled-back change again', () => {
  it('offers no change for a core module, and applies an undone change again through the same checked swap', async () => {
    signInAs('admin');
    const history = [
      { id: 2, name: '@khel/wallet', url: '/a.js', previous_url: '/b.js', operator: 'admin', created_at: '2026-11-21T11:00:00Z', action: 'rollback', detail: 'undid @khel/wallet /a.js -> /b.js', undone_at: null },
      { id: 1, name: '@khel/wallet', url: '/b.js', previous_url: '/a.js', operator: 'admin', created_at: '2026-11-21T10:00:00Z', action: 'set', detail: '@khel/wallet /a.js -> /b.js', undone_at: '2026-11-21T11:00:00Z' },
    ];
    const calls = fakeOps((c) => {
      if (c.url === '/ops/modules') return ok({ imports: { react: '/vendor/react.js', '@khel/wallet': '/a.js' }, protected: ['react'] });
      if (c.url === '/ops/modules/history') return ok(history);
      return ok(null, '@khel/wallet now loads /b.js');
    });
    render(<Modules />);
    const react = await screen.findByRole('row', { name: 'Module react' });
    expect(within(react).queryByRole('button')).toBeNull();
    expect(within(react).getByText('Protected (command line only)')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'Module @khel/wallet' })).getByRole('button', { name: 'Change URL of @khel/wallet' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Import map history' })).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').at(-1)!.textContent).toBe('Rollback');
    await click(within(rows[2]).getByRole('button', { name: 'Apply again' }));
    expect(writes(calls)).toEqual([['POST', '/ops/modules/set', { name: '@khel/wallet', url: '/b.js' }]]);
  });
});

describe('audit', () => {
  it('lists who, when, what and the changes field by field; filters and older pages go to the server', async () => {
    signInAs('agent');
    const calls = fakeOps((c) =>
      c.url === '/ops/audit/actions'
        ? ok({ actions: ['sports.settle', 'request.approve'] })
        : ok({
            items: [{ id: 9, operator: 'admin', actor_kind: 'operator', created_at: '2026-11-21T10:00:00Z', action: 'request.approve', target: 'request #7', before: { status: 'pending', amount: 500 }, after: { status: 'approve_completed', amount: 500, remark: 'UTR ok' } }],
            next_before: c.params?.before ? null : '9',
          }),
    );
    render(<Audit />);
    const table = await screen.findByRole('table', { name: 'Audit list' });
    expect(within(table).getByText('request.approve')).toBeTruthy();
    const changes = within(table).getByRole('list', { name: 'Changes of request.approve' });
    expect(within(changes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['status: pending approve_completed', 'remark: UTR ok']);
    expect(within(changes).getByRole('img', { name: 'changed to' })).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Audit filters' });
    fireEvent.change(within(filters).getByLabelText('Who'), { target: { value: 'system' } });
    fireEvent.change(within(filters).getByLabelText('Search'), { target: { value: 'market:5' } });
    await click(within(filters).getByRole('button', { name: 'Apply' }));
    await click(screen.getByRole('button', { name: 'Older' }));
    expect(calls.filter((c) => c.url === '/ops/audit').map((c) => c.params)).toEqual([{ actor: 'people' }, { actor: 'system', q: 'market:5' }, { actor: 'system', q: 'market:5', before: '9' }]);
  });
});

describe('master accounts', () => {
  it('uploads a QR through a signed URL and adds the account with it', async () => {
    signInAs('admin');
    const put = jest.fn(async () => ({ ok: true, status: 200 }));
    (globalThis as { fetch?: unknown }).fetch = put;
    const calls = fakeOps((c) => {
      if (c.url === '/ops/config/payment-methods') return ok([{ id: 2, method_name: 'UPI', name: 'PhonePe', method_type: 'upi' }]);
      if (c.url === '/ops/config/master-accounts' && c.method === 'GET') return ok([]);
      if (c.url === '/ops/uploads/signed-url') return ok({ url: 'http://localhost/wallet/uploads/qr-code/abc.png?expires=1&signature=s' });
      return ok(null, 'Master account added');
    });
    render(<PaymentsScreen />);
    const form = await screen.findByRole('form', { name: 'Add a master account' });
    const file = new File([new Uint8Array(2048)], 'qr.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(within(form).getByLabelText('QR image'), { target: { files: [file] } });
    });
    expect(put).toHaveBeenCalledWith('http://localhost/wallet/uploads/qr-code/abc.png?expires=1&signature=s', {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': 'image/png', 'x-amz-acl': 'public-read' },
    });
    await click(within(form).getByRole('button', { name: 'Add master account' }));
    expect(alerts()).toEqual(['Please enter the account holder name']);
    fireEvent.change(within(form).getByLabelText('Account holder name'), { target: { value: 'Khel Payments' } });
    fireEvent.change(within(form).getByLabelText('UPI ID'), { target: { value: 'khel@ybl' } });
    await click(within(form).getByRole('button', { name: 'Add master account' }));
    expect(writes(calls)).toEqual([
      ['POST', '/ops/uploads/signed-url', { file_type: 'image/png', file_size: 2, file_name: 'qr.png', type: 'qr-code' }],
      [
        'POST',
        '/ops/config/master-accounts',
        { method_id: 2, qr_code: 'http://localhost/wallet/uploads/qr-code/abc.png', account_holder_name: 'Khel Payments', upi_id: 'khel@ybl' },
      ],
    ]);
  });
});
