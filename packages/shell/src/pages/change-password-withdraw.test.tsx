import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { auth$, initI18n, logout } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { fakeUserApi } from '../test-utils';
import { ChangePassword } from './ChangePassword';

beforeAll(() => Promise.all([initI18n('en'), loadValidation()]));
afterEach(() => logout());

const user = { user_name: 'player1', balance: 10, expl: 0, bets_count: 0, earnBonus: 0, phone: '9876543210', last_login_at: '2026-11-01T10:00:00Z', isDemo: false, notificationSubscribed: false, notificationUnsubscribed: false };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function at(entry: string) {
  auth$.next({ token: 'tok', user });
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/change-password" element={<ChangePassword />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe("the change-password page's withdraw password pair", () => {
  it('opened from the withdrawal screen: the pair is shown at once, sent, and the player goes back there', async () => {
    const calls = fakeUserApi((c) => (c.url === '/api/get-user-info' ? [200, { success: true, status: 1, message: '', data: user }] : [200, { success: true, status: 1, message: 'Password Changed Successfully', data: null }]));
    at('/change-password?withdraw=1&next=%2Fwithdrawal');
    expect((screen.getByLabelText('Also set a withdraw password') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('The withdraw password is asked for when you add a withdrawal account.')).toBeTruthy();
    type('Current Password', 'OldPass12');
    type('New Password', 'NewPass12');
    type('Confirm Password', 'NewPass12');
    type('Withdraw Password', 'Strong@123');
    type('Confirm Withdraw Password', 'Strong@123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    });
    expect(calls[0]!.body).toEqual({ current_password: 'OldPass12', new_password: 'NewPass12', confirm_password: 'NewPass12', withdraw_password: 'Strong@123', confirm_withdraw_password: 'Strong@123' });
    expect(screen.getByTestId('where').textContent).toBe('/withdrawal');
  });

  it('opened plainly: the pair stays folded away until asked for', () => {
    at('/change-password');
    expect((screen.getByLabelText('Also set a withdraw password') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Withdraw Password')).toBeNull();
  });
});
