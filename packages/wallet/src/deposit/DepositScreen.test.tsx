import '../test-env';
import { act, fireEvent, screen } from '@testing-library/react';
import { api, auth$, LOGGED_OUT } from '@khel/shared';
import { withDefaults } from '../common/config';
import { fakeApi, ok, renderAt, type Call } from '../test-utils';
import DepositScreen from './DepositScreen';

/** Protection before payment (issue 31 item 4): the deposit screen asks the server before it shows anything. */
const open = { can_deposit: true, reason: null, until: null, message: null, headroom: null, limit_period: null, limit_amount: null };
let calls: Call[];
const serve = (standing: Record<string, unknown>) => {
  calls = fakeApi(api.wallet, (c) => (c.url === '/client/deposit-standing' ? ok(standing) : ok([])));
};
const renderScreen = async () => {
  renderAt(<DepositScreen />, { config: withDefaults(null) });
  await act(async () => undefined);
};

afterEach(() => auth$.next(LOGGED_OUT));

describe('deposit screen: protection before payment', () => {
  it('a self-excluded player sees why and when it ends; no amount step, no payment details are asked for', async () => {
    serve({ ...open, can_deposit: false, reason: 'self_excluded', until: '2027-05-28T10:00:00.000Z', message: 'You are self-excluded until …' });
    await renderScreen();
    expect(screen.getByTestId('deposit-closed').textContent).toBe(
      'You are self-excluded until 03:30PM | 28 May 2027. Deposits are closed until then; withdrawals stay open.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByPlaceholderText('Enter Amount')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/client/deposit-standing']);
  });

  it('a timed-out player, and a player with no room left under a deposit limit, are told until when', async () => {
    serve({ ...open, can_deposit: false, reason: 'timed_out', until: '2026-12-01T04:30:00.000Z' });
    await renderScreen();
    expect(screen.getByTestId('deposit-closed').textContent).toBe('You are on a time-out until 10:00AM | 01 Dec 2026. Deposits are closed until then; withdrawals stay open.');
  });

  it('at the deposit limit: the limit and when it opens again, never the amount step', async () => {
    serve({ ...open, can_deposit: false, reason: 'deposit_limit', until: '2026-11-29T06:30:00.000Z', headroom: 0, limit_period: '24h', limit_amount: 5000 });
    await renderScreen();
    expect(screen.getByTestId('deposit-closed').textContent).toBe(
      'You have reached your 24-hour deposit limit of ₹5,000.00. You can deposit again from 12:00PM | 29 Nov 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('a deposit limit shows the room left and caps the amount before the payment step', async () => {
    serve({ ...open, headroom: 1500, limit_period: '7d', limit_amount: 10000 });
    await renderScreen();
    expect(screen.getByTestId('deposit-headroom').textContent).toBe('Your 7-day deposit limit of ₹10,000.00 leaves ₹1,500.00 to deposit now.');
    expect(screen.getByText(/Min: /).textContent).toBe('Min: ₹100.00   Max: ₹1,500.00');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    fireEvent.change(screen.getByPlaceholderText('Enter Amount'), { target: { value: '1501' } });
    expect(next.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Enter Amount'), { target: { value: '1500' } });
    expect(next.disabled).toBe(false);
  });

  it('when the check fails, the screen says so and shows no payment details', async () => {
    calls = fakeApi(api.wallet, () => [500, { success: false }]);
    await renderScreen();
    expect(screen.getByTestId('deposit-closed').textContent).toBe('We could not check your deposit limits. Please try again.');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
