import '../test/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { clearSession, OPS_TOKEN_KEY, readSession } from '../api/session';
import { fail, fakeOps, ok } from '../test/fakeOps';
import { App } from './App';

/** Issue 11 point 4: an operator whose password an admin set changes it before the console opens. */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const forced = { token: 'tok-new', exp: Math.floor(Date.now() / 1000) + 3600, operator: { username: 'desk.two', role: 'agent', must_change_password: true } };

afterEach(() => clearSession());

describe('forced password change after sign-in', () => {
  beforeEach(() => window.history.pushState({}, '', '/backoffice/deposits'));

  it('keeps no session until the password is changed, shows the server’s refusal, then opens the console', async () => {
    let tries = 0;
    const calls = fakeOps((c) => {
      if (c.url === '/ops/auth/login') return ok(forced, 'Signed in: you must change your password before you continue');
      if (c.url === '/ops/auth/password') {
        tries++;
        return tries === 1 ? fail(422, 'Password must mix at least three of: lowercase letters, uppercase letters, digits, symbols') : ok({}, 'Password changed');
      }
      if (c.url === '/ops/requests/counts') return ok({ pending_deposits: 0, pending_withdrawals: 0, hold: 0 });
      return ok({ items: [], total: 0, page: 1 });
    });
    render(<App />);
    type('Username', 'desk.two');
    type('Password', 'First-Kettle-Orange-8');
    await press('Sign in');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();

    await press('Save and continue');
    expect(alerts()).toEqual(['Please enter your current password', 'Please enter a new password']);
    type('Current password', 'First-Kettle-Orange-8');
    type('New password', 'lowercaseonlyletters');
    type('Repeat the new password', 'lowercaseonlyletterz');
    await press('Save and continue');
    expect(alerts()).toEqual(['The two new passwords do not match']);
    expect(calls.filter((c) => c.url === '/ops/auth/password')).toEqual([]);

    type('Repeat the new password', 'lowercaseonlyletters');
    await press('Save and continue');
    expect(alerts()).toEqual(['Password must mix at least three of: lowercase letters, uppercase letters, digits, symbols']);
    expect(readSession()).toBeNull();

    type('New password', 'Second-Kettle-Orange-9');
    type('Repeat the new password', 'Second-Kettle-Orange-9');
    await press('Save and continue');
    const change = calls.filter((c) => c.url === '/ops/auth/password');
    expect(change.at(-1)).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer tok-new' },
      body: { current_password: 'First-Kettle-Orange-8', new_password: 'Second-Kettle-Orange-9', confirm_password: 'Second-Kettle-Orange-9' },
    });
    expect(readSession()).toMatchObject({ token: 'tok-new', operator: { username: 'desk.two', must_change_password: false } });
    expect(await screen.findByRole('link', { name: 'Change password' })).toBeTruthy();
  });

  it('signing out of the step ends that session on the server and returns to sign-in', async () => {
    const calls = fakeOps((c) => (c.url === '/ops/auth/login' ? ok(forced) : ok(null)));
    render(<App />);
    type('Username', 'desk.two');
    type('Password', 'First-Kettle-Orange-8');
    await press('Sign in');
    await press('Sign out');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/ops/auth/logout', headers: { Authorization: 'Bearer tok-new' } });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(readSession()).toBeNull();
  });
});
