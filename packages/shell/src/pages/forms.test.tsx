import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { auth$, initI18n, logout, toast$, type Toast } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { fakeUserApi } from '../test-utils';
import { ChangePassword } from './ChangePassword';
import { ForgetPassword } from './ForgetPassword';
import { Login } from './Login';
import { SignUp } from './SignUp';

beforeAll(() => Promise.all([initI18n('en'), loadValidation()]));
afterEach(() => logout());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const user = { user_name: 'player1', balance: 10000, expl: 0, bets_count: 0, earnBonus: 0, phone: '9876543210', last_login_at: null, isDemo: false, notificationSubscribed: false, notificationUnsubscribed: false };

describe('login form', () => {
  it('asks for the mobile number and password', async () => {
    const calls = fakeUserApi(() => [200, {}]);
    render(<Login />, { wrapper: BrowserRouter });
    await click('Login');
    expect(alerts()).toEqual(['Please Enter Mobile Number', 'Please Enter Password']);
    type('Mobile Number', '98765');
    expect(alerts()).toEqual(['Please Enter Password']);
    await click('Login');
    expect(alerts()).toEqual(['Mobile number must be 10 digits', 'Please Enter Password']);
    expect(calls).toEqual([]);
  });

  it('keeps only digits in the mobile field, at most 10', () => {
    render(<Login />, { wrapper: BrowserRouter });
    type('Mobile Number', '98a76-5432109999');
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('9876543210');
  });

  it('logs in by user ID: validates its length, then sends type 2 and stores the session', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'Login Successfully', data: { token: 'tok', exp: 4102444800, user } }]);
    render(<Login />, { wrapper: BrowserRouter });
    fireEvent.click(screen.getByRole('tab', { name: 'User ID' }));
    type('User ID', 'abc');
    type('Password', 'Secret123');
    await click('Login');
    expect(alerts()).toEqual(['User ID must be 6 to 25 characters']);
    type('User ID', 'player1');
    await click('Login');
    expect(calls).toEqual([{ method: 'POST', url: '/auth/login', body: { type: 2, user_id: 'player1', password: 'Secret123' } }]);
    expect(auth$.value).toEqual({ token: 'tok', user });
    expect(document.cookie).toContain('AUTH_TOKEN=tok');
    expect(window.location.pathname).toBe('/');
  });

  it('shows a spinner while submitting and ignores a second submit', async () => {
    let release!: () => void;
    const calls = fakeUserApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve([400, { success: false, status: 0, statusCode: 400, message: 'Bad Request', error: 'Invalid mobile number or password', errors: null }]);
        }),
    );
    const toasts: Toast[] = [];
    const sub = toast$.subscribe((t) => toasts.push(t));
    render(<Login />, { wrapper: BrowserRouter });
    type('Mobile Number', '9876543210');
    type('Password', 'Secret123');
    const form = screen.getByRole('button', { name: 'Login' }).closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(form.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(true);
    await act(async () => release());
    sub.unsubscribe();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(toasts).toEqual([{ type: 'error', message: 'Invalid mobile number or password' }]);
  });
});

describe('sign-up form', () => {
  it('checks the mobile before sending an OTP, then sends it', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'OTP Sent Successfully', data: null }]);
    const toasts: Toast[] = [];
    const sub = toast$.subscribe((t) => toasts.push(t));
    render(<SignUp />, { wrapper: BrowserRouter });
    await click('Send OTP');
    sub.unsubscribe();
    // OTP errors are toasts (SPEC §8; otp-toasts.test.tsx)
    expect(toasts).toEqual([{ type: 'error', message: 'Please Enter Mobile Number' }]);
    expect(alerts()).toEqual([]);
    type('Mobile Number', '9876543210');
    await click('Send OTP');
    expect(calls).toEqual([{ method: 'POST', url: '/auth/send-otp', body: { mobile: '9876543210', type: 'register' } }]);
    expect(screen.getByRole('button', { name: /Resend in/ })).toBeTruthy();
  });

  it('shows each rule of the shared validators', async () => {
    const calls = fakeUserApi(() => [200, {}]);
    render(<SignUp />, { wrapper: BrowserRouter });
    await click('Sign Up');
    expect(alerts()).toEqual(['Please Enter Mobile Number', 'Please Enter Password', 'Please Enter Confirm Password', 'Please Enter Date of Birth']);
    type('Mobile Number', '9876543210');
    type('OTP', '12345');
    type('Date of Birth', `${new Date().getFullYear() - 17}-01-01`);
    type('Password', 'short1A');
    type('Confirm Password', 'x');
    type('Refer Code (optional)', 'AB-12');
    await click('Sign Up');
    expect(alerts()).toEqual(['Password must be 8 to 20 characters', 'Password Mismatched.', 'You must be 18 or older to sign up', 'Refer code must contain only letters and digits']);
    type('Password', 'alllowercase1');
    await click('Sign Up');
    expect(alerts()).toContain('Password must contain at least 1 uppercase letter, 1 lowercase letter and 1 digit');
    expect(calls).toEqual([]);
  });

  it('registers with a valid form (refer code optional) and starts the session', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'Registered Successfully', data: { token: 'tok2', exp: 4102444800, user } }]);
    render(<SignUp />, { wrapper: BrowserRouter });
    type('Mobile Number', '9876543210');
    type('OTP', '123456');
    type('Password', 'GoodPass1');
    type('Confirm Password', 'GoodPass1');
    type('Date of Birth', '1990-01-31');
    await click('Sign Up');
    expect(alerts()).toEqual([]);
    expect(calls).toEqual([{ method: 'POST', url: '/auth/register', body: { mobile: '9876543210', otp: '123456', password: 'GoodPass1', confirm_password: 'GoodPass1', date_of_birth: '1990-01-31' } }]);
    expect(auth$.value.token).toBe('tok2');
  });
});

describe('forgot-password form', () => {
  it('sends the OTP with type forgot and resets the password', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'Password Changed Successfully', data: null }]);
    render(<ForgetPassword />, { wrapper: BrowserRouter });
    type('Mobile Number', '9876543210');
    await click('Send OTP');
    type('OTP', '654321');
    type('Password', 'NewPass12');
    type('Confirm Password', 'NewPass12');
    await click('Reset Password');
    expect(calls.map((c) => c.body)).toEqual([
      { mobile: '9876543210', type: 'forgot' },
      { mobile: '9876543210', otp: '654321', password: 'NewPass12', confirm_password: 'NewPass12' },
    ]);
    expect(window.location.pathname).toBe('/login');
  });
});

describe('change-password form', () => {
  it('needs current, new and confirmation; the withdraw pair only when asked for', async () => {
    const calls = fakeUserApi((c) => (c.url === '/api/get-user-info' ? [200, { success: true, status: 1, message: '', data: user }] : [200, { success: true, status: 1, message: 'Password Changed Successfully', data: null }]));
    render(<ChangePassword />, { wrapper: BrowserRouter });
    await click('Change Password');
    expect(alerts()).toEqual(['Please Enter Current Password', 'Please Enter New Password', 'Please Enter Confirm Password']);
    type('Current Password', 'OldPass12');
    type('New Password', 'NewPass12');
    type('Confirm Password', 'NewPass12');
    fireEvent.click(screen.getByLabelText('Also set a withdraw password'));
    type('Withdraw Password', 'Weak1234');
    type('Confirm Withdraw Password', 'Other');
    await click('Change Password');
    expect(alerts()).toEqual([
      'Withdraw password must be 8 to 20 characters with an uppercase letter, a lowercase letter, a digit and a special character',
      'Confirm WithDraw Password Does Not Match With New WithDraw Password.',
    ]);
    type('Withdraw Password', 'Strong@123');
    type('Confirm Withdraw Password', 'Strong@123');
    await click('Change Password');
    expect(alerts()).toEqual([]);
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/auth/change-password',
      body: { current_password: 'OldPass12', new_password: 'NewPass12', confirm_password: 'NewPass12', withdraw_password: 'Strong@123', confirm_withdraw_password: 'Strong@123' },
    });
    expect(calls[1]!.url).toBe('/api/get-user-info');
  });
});
