import '../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clearSession } from '../api/session';
import type { OperatorAccount } from '../api/types';
import { fail, fakeOps, ok, signInAs, type Call } from '../test/fakeOps';
import ChangePassword from './ChangePassword';
import Operators from './Operators';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);
const account = (over: Partial<OperatorAccount>): OperatorAccount => ({
  id: '1',
  username: 'admin',
  role: 'admin',
  disabled: false,
  must_change_password: false,
  created_at: '2026-11-20T10:00:00Z',
  password_changed_at: null,
  ...over,
});

afterEach(() => clearSession());

describe('operators screen', () => {
  const list = () => [account({}), account({ id: '2', username: 'agent', role: 'agent' }), account({ id: '3', username: 'old', role: 'agent', disabled: true })];

  it('lists operators with their state and disables one after a confirmation', async () => {
    signInAs('admin');
    const calls = fakeOps((c) => (c.url === '/ops/operators/2/disable' ? ok(account({ id: '2', username: 'agent', role: 'agent', disabled: true }), 'Operator agent disabled: their sessions have ended') : ok({ items: list() })));
    render(<Operators />);
    const row = await screen.findByRole('row', { name: 'Operator agent' });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'Operator old' })).getByText('Disabled')).toBeTruthy();
    await click(within(row).getByRole('button', { name: 'Disable' }));
    expect(writes(calls)).toEqual([]);
    await click(within(screen.getByRole('dialog', { name: 'Disable agent' })).getByRole('button', { name: 'Disable' }));
    expect(writes(calls)).toEqual([['POST', '/ops/operators/2/disable', {}]]);
  });

  it('shows the server’s refusal to leave no active admin, and changes nothing on screen', async () => {
    signInAs('admin');
    const calls = fakeOps((c) => (c.method === 'PUT' ? fail(409, 'This would leave the site without an active admin. Make another operator admin first.') : ok({ items: list() })));
    render(<Operators />);
    const row = await screen.findByRole('row', { name: 'Operator admin' });
    fireEvent.change(within(row).getByLabelText('Role of admin'), { target: { value: 'agent' } });
    await click(within(screen.getByRole('dialog', { name: 'Make admin agent' })).getByRole('button', { name: 'Make agent' }));
    expect(writes(calls)).toEqual([['PUT', '/ops/operators/1/role', { role: 'agent' }]]);
    expect(alerts()).toEqual(['This would leave the site without an active admin. Make another operator admin first.']);
  });

  it('creates an operator, showing the server’s password rule when it refuses', async () => {
    signInAs('admin');
    let tries = 0;
    const calls = fakeOps((c) => {
      if (c.method === 'POST' && c.url === '/ops/operators') {
        tries++;
        return tries === 1 ? fail(422, 'Password must be 12 to 128 characters') : ok(account({ id: '9', username: 'desk.two', role: 'admin', must_change_password: true }), 'Operator desk.two created');
      }
      return ok({ items: list() });
    });
    render(<Operators />);
    await screen.findByRole('row', { name: 'Operator admin' });
    await click(screen.getByRole('button', { name: 'New operator' }));
    const dialog = screen.getByRole('dialog', { name: 'New operator' });
    await click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(alerts()).toEqual(['Please enter a username']);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: ' desk.two ' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.change(within(dialog).getByLabelText('First password'), { target: { value: 'short' } });
    await click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(alerts()).toEqual(['Password must be 12 to 128 characters']);
    fireEvent.change(within(dialog).getByLabelText('First password'), { target: { value: 'First-Kettle-Orange-8' } });
    await click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(writes(calls)).toEqual([
      ['POST', '/ops/operators', { username: 'desk.two', role: 'admin', password: 'short' }],
      ['POST', '/ops/operators', { username: 'desk.two', role: 'admin', password: 'First-Kettle-Orange-8' }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'New operator' })).toBeNull();
  });

  it('resets a password', async () => {
    signInAs('admin');
    const calls = fakeOps((c) => (c.method === 'POST' ? ok(account({ id: '2', username: 'agent', role: 'agent', must_change_password: true })) : ok({ items: list() })));
    render(<Operators />);
    const row = await screen.findByRole('row', { name: 'Operator agent' });
    await click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset password of agent' });
    fireEvent.change(within(dialog).getByLabelText('Temporary password'), { target: { value: 'Temporary-Kettle-31' } });
    await click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(writes(calls)).toEqual([['POST', '/ops/operators/2/reset-password', { password: 'Temporary-Kettle-31' }]]);
  });

  it('shows an agent the server’s 403', async () => {
    signInAs('agent');
    fakeOps(() => fail(403, 'Only an admin can do this'));
    render(<Operators />);
    expect(await screen.findByText('Only an admin can do this')).toBeTruthy();
  });
});

describe('own password change', () => {
  it('sends the current and new password with the session’s token and says when it is done', async () => {
    signInAs('agent');
    const calls = fakeOps(() => ok({}, 'Password changed'));
    render(<ChangePassword />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Agent@1234' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Desk-Orange-Kettle-77' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Desk-Orange-Kettle-77' } });
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(calls).toMatchObject([{ method: 'POST', url: '/ops/auth/password', headers: { Authorization: 'Bearer agent-token' } }]);
    expect(screen.getByRole('status').textContent).toBe('Password changed');
  });
});
