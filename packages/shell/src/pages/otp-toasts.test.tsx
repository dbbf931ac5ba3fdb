import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, logout, toast$, type Toast } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { fakeUserApi } from '../test-utils';
import { ForgetPassword } from './ForgetPassword';

beforeAll(() => Promise.all([initI18n('en'), loadValidation()]));
afterEach(() => logout());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const inline = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

function toasts() {
  const seen: Toast[] = [];
  const sub = toast$.subscribe((t) => seen.push(t));
  return { errors: () => seen.filter((t) => t.type === 'error').map((t) => t.message), stop: () => sub.unsubscribe() };
}

const refusal = (message: string) => [400, { success: false, status: 0, statusCode: 400, message: 'Bad Request', error: message, errors: null }] as [number, unknown];

describe('OTP errors are toasts (SPEC §8), in the forgot-password form', () => {
  it('the mobile check before sending an OTP is a toast, not text under the field', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'OTP Sent Successfully', data: null }]);
    const seen = toasts();
    render(<ForgetPassword />, { wrapper: BrowserRouter });
    await click('Send OTP');
    expect(seen.errors()).toEqual(['Please Enter Mobile Number']);
    expect(inline()).toEqual([]);
    expect(screen.getByLabelText('Mobile Number').getAttribute('aria-invalid')).toBe('true');
    type('Mobile Number', '98765');
    await click('Send OTP');
    expect(seen.errors()).toEqual(['Please Enter Mobile Number', 'Mobile number must be 10 digits']);
    expect(calls).toEqual([]);
    seen.stop();
  });

  it("the OTP's own rules are toasts; the other fields keep their text", async () => {
    const calls = fakeUserApi(() => [200, {}]);
    const seen = toasts();
    render(<ForgetPassword />, { wrapper: BrowserRouter });
    type('Mobile Number', '9876543210');
    await click('Reset Password');
    expect(seen.errors()).toEqual(['Please Enter OTP']);
    expect(inline()).toEqual(['Please Enter Password', 'Please Enter Confirm Password']);
    expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true');
    type('OTP', '123');
    type('Password', 'NewPass12');
    type('Confirm Password', 'NewPass12');
    await click('Reset Password');
    expect(seen.errors()).toEqual(['Please Enter OTP', 'Please Enter 6 Digit OTP']);
    expect(inline()).toEqual([]);
    expect(calls).toEqual([]);
    seen.stop();
  });

  it("the server's OTP refusal is a toast; an expired OTP can be sent again at once", async () => {
    fakeUserApi((c) => (c.url === '/auth/send-otp' ? [200, { success: true, status: 1, message: 'OTP Sent Successfully', data: null }] : refusal('OTP Expired. Please request a new OTP.')));
    const seen = toasts();
    render(<ForgetPassword />, { wrapper: BrowserRouter });
    type('Mobile Number', '9876543210');
    await click('Send OTP');
    expect(screen.getByRole('button', { name: /Resend in 60s/ })).toBeTruthy();
    type('OTP', '123456');
    type('Password', 'NewPass12');
    type('Confirm Password', 'NewPass12');
    await click('Reset Password');
    expect(seen.errors()).toEqual(['OTP Expired. Please request a new OTP.']);
    expect(inline()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(false);
    seen.stop();
  });
});
