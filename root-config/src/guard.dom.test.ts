import { decideMaintenanceChange, decideNavigation, tokenExpiry, type GuardInput } from './guard';

const at = (path: string, overrides: Partial<GuardInput> = {}): GuardInput => ({
  to: new URL(path, 'https://khel.test'),
  isBrowserBack: false,
  loggedIn: true,
  user: { last_login_at: '2026-11-01T10:00:00Z' },
  modal: null,
  underMaintenance: false,
  ...overrides,
});

describe('navigation guard', () => {
  it('lets an ordinary navigation through', () => {
    expect(decideNavigation(at('/deposit'))).toEqual({ kind: 'allow' });
    expect(decideNavigation(at('/login', { loggedIn: false, user: null }))).toEqual({ kind: 'allow' });
  });

  it('a logged-out visit with ?auth= logs in with that token and goes Home', () => {
    expect(decideNavigation(at('/deposit?auth=abc.def.ghi', { loggedIn: false, user: null }))).toEqual({
      kind: 'login-with-token',
      token: 'abc.def.ghi',
      then: '/',
    });
  });

  it('?auth= is ignored once logged in', () => {
    expect(decideNavigation(at('/?auth=other'))).toEqual({ kind: 'allow' });
  });

  it('cancels navigation while a modal is open', () => {
    expect(decideNavigation(at('/withdrawal', { modal: { id: 'edit-stake' } }))).toEqual({ kind: 'cancel' });
  });

  it('lets the success-submit modal navigate', () => {
    expect(decideNavigation(at('/', { modal: { id: 'deposit-success', allowNavigation: true } }))).toEqual({ kind: 'allow' });
  });

  it('browser back with a modal open reloads the page', () => {
    expect(decideNavigation(at('/', { modal: { id: 'filter' }, isBrowserBack: true }))).toEqual({ kind: 'reload' });
  });

  it('under maintenance every route goes to the maintenance page', () => {
    for (const path of ['/', '/deposit', '/login', '/change-password', '/nowhere']) {
      expect(decideNavigation(at(path, { underMaintenance: true }))).toEqual({ kind: 'redirect', to: '/maintenance' });
    }
    expect(decideNavigation(at('/maintenance', { underMaintenance: true }))).toEqual({ kind: 'allow' });
  });

  it('the maintenance page goes Home when the site is not under maintenance', () => {
    expect(decideNavigation(at('/maintenance'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('a logged-in player with no last_login_at is sent to change-password', () => {
    const fresh = { user: { last_login_at: null } };
    expect(decideNavigation(at('/', fresh))).toEqual({ kind: 'redirect', to: '/change-password' });
    expect(decideNavigation(at('/deposit', fresh))).toEqual({ kind: 'redirect', to: '/change-password' });
    expect(decideNavigation(at('/change-password', fresh))).toEqual({ kind: 'allow' });
  });

  it('waits for get-user-info before forcing change-password', () => {
    expect(decideNavigation(at('/deposit', { user: null }))).toEqual({ kind: 'allow' });
  });

  it('change-password while logged out goes Home', () => {
    expect(decideNavigation(at('/change-password', { loggedIn: false, user: null }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('never guards the operator console', () => {
    expect(decideNavigation(at('/backoffice', { underMaintenance: true, modal: { id: 'x' } }))).toEqual({ kind: 'allow' });
  });

  it('follows the maintenance window as it starts and ends', () => {
    expect(decideMaintenanceChange('/deposit', true)).toBe('/maintenance');
    expect(decideMaintenanceChange('/maintenance', true)).toBeNull();
    expect(decideMaintenanceChange('/maintenance', false)).toBe('/');
    expect(decideMaintenanceChange('/deposit', false)).toBeNull();
  });

  it('reads the expiry of an ?auth= token', () => {
    const payload = btoa(JSON.stringify({ exp: 2_000_000_000 })).replace(/=+$/, '');
    expect(tokenExpiry(`h.${payload}.s`, 1_700_000_000_000)).toBe(2_000_000_000);
    expect(tokenExpiry('garbage', 1_700_000_000_000)).toBe(1_700_000_000 + 86_400);
  });
});

describe('logged-out visits to a player page', () => {
  const out = { loggedIn: false, user: null };
  it('go to the login page with the page to come back to', () => {
    expect(decideNavigation(at('/deposit', out))).toEqual({ kind: 'redirect', to: '/login?next=%2Fdeposit' });
    expect(decideNavigation(at('/transaction-details/42?x=1', out))).toEqual({ kind: 'redirect', to: '/login?next=%2Ftransaction-details%2F42%3Fx%3D1' });
    expect(decideNavigation(at('/Withdrawal/', out))).toEqual({ kind: 'redirect', to: '/login?next=%2FWithdrawal%2F' });
  });
  it('leave public pages, sub-paths (the 404) and logged-in players alone', () => {
    for (const path of ['/', '/faq', '/login', '/sports-book', '/casino/all', '/deposit/x', '/bets']) expect(decideNavigation(at(path, out))).toEqual({ kind: 'allow' });
    expect(decideNavigation(at('/deposit'))).toEqual({ kind: 'allow' });
  });
  it('maintenance still comes first', () => {
    expect(decideNavigation(at('/deposit', { ...out, underMaintenance: true }))).toEqual({ kind: 'redirect', to: '/maintenance' });
  });
});
