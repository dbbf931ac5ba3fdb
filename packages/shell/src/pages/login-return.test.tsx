import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { auth$, initI18n, logout } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { GuestOnly } from '../routing/GuestOnly';
import { fakeUserApi } from '../test-utils';
import { Login } from './Login';

beforeAll(() => Promise.all([initI18n('en'), loadValidation()]));
afterEach(() => logout());

const user = { user_name: 'player1', balance: 10, expl: 0, bets_count: 0, earnBonus: 0, phone: '9876543210', last_login_at: '2026-11-01T10:00:00Z', isDemo: false, notificationSubscribed: false, notificationUnsubscribed: false };
const loginOk = () => fakeUserApi(() => [200, { success: true, status: 1, message: 'Login Successfully', data: { token: 'tok', exp: 4102444800, user } }]);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function site(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <Login />
            </GuestOnly>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

async function logIn() {
  fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
}

describe('the login prompt from a player page', () => {
  it('says why, and after logging in returns to the page (query kept)', async () => {
    loginOk();
    site('/login?next=%2Ftransaction%3Ffrom%3D2026-11-01');
    expect(screen.getByText('Please log in to continue.')).toBeTruthy();
    await logIn();
    expect(auth$.value.token).toBe('tok');
    expect(screen.getByTestId('where').textContent).toBe('/transaction?from=2026-11-01');
  });

  it('a plain login goes Home and says nothing extra', async () => {
    loginOk();
    site('/login');
    expect(screen.queryByText('Please log in to continue.')).toBeNull();
    await logIn();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('never follows next off the site', async () => {
    loginOk();
    site('/login?next=%2F%2Fevil.example%2Fdeposit');
    expect(screen.queryByText('Please log in to continue.')).toBeNull();
    await logIn();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('a player already logged in is sent on to the page at once', () => {
    auth$.next({ token: 'tok', user });
    site('/login?next=%2Fwithdrawal');
    expect(screen.getByTestId('where').textContent).toBe('/withdrawal');
  });
});
