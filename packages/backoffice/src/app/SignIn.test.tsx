import '../test/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OPS_SESSION_KEY, OPS_TOKEN_KEY, clearSession, readSession } from '../api/session';
import { fail, fakeOps, ok } from '../test/fakeOps';
import { App } from './App';
import { SignIn } from './SignIn';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const signIn = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
};
const session = (role: 'admin' | 'agent') => ({ token: `tok-${role}`, exp: Math.floor(Date.now() / 1000) + 3600, operator: { username: role, role } });

afterEach(() => {
  clearSession();
  document.cookie = 'AUTH_TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('operator sign-in', () => {
  it('asks for both fields before calling the server', async () => {
    const calls = fakeOps(() => ok(null));
    render(<SignIn />);
    await signIn();
    expect(alerts()).toEqual(['Please enter your username', 'Please enter your password']);
    type('Username', 'admin');
    await signIn();
    expect(alerts()).toEqual(['Please enter your password']);
    expect(calls).toEqual([]);
  });

  it("shows the server's message for wrong credentials and keeps no session", async () => {
    const calls = fakeOps(() => fail(401, 'Invalid username or password'));
    render(<SignIn />);
    type('Username', ' admin ');
    type('Password', 'wrong');
    await signIn();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/ops/auth/login', { username: 'admin', password: 'wrong' }]]);
    expect(alerts()).toEqual(['Invalid username or password']);
    expect(readSession()).toBeNull();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
  });

  it("shows the server's message for any other failure, and a second submit while waiting sends nothing", async () => {
    let release!: (r: [number, unknown]) => void;
    const calls = fakeOps(() => new Promise((resolve) => (release = resolve)));
    render(<SignIn />);
    type('Username', 'admin');
    type('Password', 'Admin@1234');
    await signIn();
    expect((screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Operator sign-in' }));
    expect(calls).toHaveLength(1);
    await act(async () => release([503, { message: 'Service Unavailable' }]));
    expect(alerts()).toEqual(['Service Unavailable']);
  });

  it('keeps the operator token apart from the player token, opens the console with the admin sections, and signs out', async () => {
    document.cookie = 'AUTH_TOKEN=player-token; path=/';
    window.history.pushState({}, '', '/backoffice/audit');
    const calls = fakeOps((c) => {
      if (c.url === '/ops/auth/login') return ok(session('admin'), 'Login Successfully');
      if (c.url === '/ops/requests/counts') return ok({ pending_deposits: 3, pending_withdrawals: 1, hold: 2 });
      return ok({ items: [], total: 0, page: 1 });
    });
    render(<App />);
    type('Username', 'admin');
    type('Password', 'Admin@1234');
    await signIn();
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe('tok-admin');
    expect(JSON.parse(sessionStorage.getItem(OPS_SESSION_KEY)!).operator).toEqual({ username: 'admin', role: 'admin' });
    expect(document.cookie).toContain('AUTH_TOKEN=player-token');
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Pending deposits: 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wallet configuration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modules' })).toBeTruthy();
    const authed = calls.filter((c) => c.url !== '/ops/auth/login');
    expect(authed.length).toBeGreaterThan(0);
    for (const c of authed) expect(c.headers.Authorization).toBe('Bearer tok-admin');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/ops/auth/logout', headers: { Authorization: 'Bearer tok-admin' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });

  it('hides the admin-only sections from an agent, and a 401 later returns to sign-in', async () => {
    window.history.pushState({}, '', '/backoffice/deposits');
    let expired = false;
    fakeOps((c) => {
      if (c.url === '/ops/auth/login') return ok(session('agent'));
      if (expired) return fail(401, 'Unauthorized');
      if (c.url === '/ops/requests/counts') return ok({ pending_deposits: 0, pending_withdrawals: 0, hold: 0 });
      return ok({ items: [], total: 0, page: 1 });
    });
    render(<App />);
    type('Username', 'agent');
    type('Password', 'Agent@1234');
    await signIn();
    expect(await screen.findByText('No requests match these filters.')).toBeTruthy();
    expect(screen.getByText('agent', { selector: '.bo-who' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Wallet configuration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modules' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposits' })).toBeTruthy();
    expired = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });
});
