import '../test-env';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, modal$ } from '@khel/shared';
import { loadValidation } from '../common/validate';
import { collectToasts, fail, fakeApi, ok, type Call } from '../test-utils';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { mmss } from './useCountdown';

const toasts = collectToasts();
let calls: Call[];
let verify: () => [number, unknown];
beforeAll(() => loadValidation());
beforeEach(() => {
  verify = () => ok(null, 'Withdraw password updated successfully');
  calls = fakeApi(api.wallet, (c) => {
    if (c.url === '/client/transaction-password/send-otp') return ok({ phone: '******3210' }, 'OTP sent');
    if (c.url === '/client/transaction-password/verify-otp') return verify();
    return fail(404, 'unexpected');
  });
});
afterEach(() => {
  modal$.next(null);
  jest.useRealTimers();
});

const onClose = jest.fn();
const openModal = async () => {
  render(<ForgotPasswordModal open onClose={onClose} />);
  await act(async () => undefined);
};
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const errorOf = (label: string) => screen.getByText(label, { selector: '.w-label' }).closest('.w-field')!.querySelector('[role=alert]')?.textContent;
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));

describe('forgot withdrawal password modal', () => {
  it('formats the countdown as mm:ss', () => {
    expect(mmss(300)).toBe('05:00');
    expect(mmss(61)).toBe('01:01');
    expect(mmss(0)).toBe('00:00');
  });

  it('sends the OTP, shows the last 4 digits and the instructions, with a static backdrop', async () => {
    await openModal();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/client/transaction-password/send-otp' });
    expect(screen.getByRole('dialog', { name: 'Enter Withdrawal OTP' })).toBeTruthy();
    expect(screen.getByText('OTP sent to your mobile number ******3210')).toBeTruthy();
    expect(screen.getByText('Password must be 8 to 20 characters long.')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('.k-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts 300 s down and then offers Resend, which sends a new OTP and restarts', async () => {
    jest.useFakeTimers();
    await openModal();
    expect(screen.getByLabelText('OTP time left').textContent).toBe('05:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByLabelText('OTP time left').textContent).toBe('04:59');
    act(() => jest.advanceTimersByTime(298_000));
    expect(screen.getByLabelText('OTP time left').textContent).toBe('00:01');
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByLabelText('OTP time left')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend' })));
    expect(calls.filter((c) => c.url === '/client/transaction-password/send-otp')).toHaveLength(2);
    expect(screen.getByLabelText('OTP time left').textContent).toBe('05:00');
  });

  it('shows every reset message: OTP required and 6 digits, password required and strength, mismatch', async () => {
    await openModal();
    await submit();
    expect(errorOf('OTP')).toBe('Please Enter OTP');
    expect(errorOf('New Withdraw Password')).toBe('Please Enter Withdraw Password');
    fireEvent.change(field('OTP'), { target: { value: '12a3' } });
    expect(field('OTP').value).toBe('123');
    fireEvent.change(field('New Withdraw Password'), { target: { value: 'weakpass' } });
    fireEvent.change(field('Confirm Withdraw Password'), { target: { value: 'other' } });
    await submit();
    expect(errorOf('OTP')).toBe('Please Enter 6 Digit OTP');
    expect(errorOf('New Withdraw Password')).toBe(
      'Password must be 8 to 20 characters with at least 1 lowercase, 1 uppercase, 1 digit and 1 special character',
    );
    expect(errorOf('Confirm Withdraw Password')).toBe('Password Mismatched.');
    expect(calls.some((c) => c.url === '/client/transaction-password/verify-otp')).toBe(false);
  });

  it("an 'OTP Expired' error stops the timer and shows Resend", async () => {
    verify = () => fail(400, 'OTP Expired. Please request a new OTP');
    await openModal();
    fireEvent.change(field('OTP'), { target: { value: '123456' } });
    fireEvent.change(field('New Withdraw Password'), { target: { value: 'Secret@123' } });
    fireEvent.change(field('Confirm Withdraw Password'), { target: { value: 'Secret@123' } });
    await submit();
    expect(toasts).toContainEqual({ type: 'error', message: 'OTP Expired. Please request a new OTP' });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('success sends otp and passwords, shows the message and closes', async () => {
    await openModal();
    fireEvent.change(field('OTP'), { target: { value: '123456' } });
    fireEvent.change(field('New Withdraw Password'), { target: { value: 'Secret@123' } });
    fireEvent.change(field('Confirm Withdraw Password'), { target: { value: 'Secret@123' } });
    await submit();
    expect(calls.find((c) => c.url === '/client/transaction-password/verify-otp')?.body).toEqual({
      otp: '123456',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    });
    expect(toasts).toContainEqual({ type: 'success', message: 'Withdraw password updated successfully' });
    expect(onClose).toHaveBeenCalled();
  });
});
