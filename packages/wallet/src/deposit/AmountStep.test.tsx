import '../test-env';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { api, auth$, i18n, LOGGED_OUT, type User } from '@khel/shared';
import { collectToasts, fakeApi, ok, renderAt, routerPath } from '../test-utils';
import { addStake, AMOUNT_FORMAT_ERROR, capStake, depositAmountError, depositRangeError, quickStakes } from './amount';
import { AmountStep } from './AmountStep';
import { withDefaults } from '../common/config';

const user = (stakes?: number[]): User => ({
  user_name: 'player1',
  balance: 1000,
  expl: 0,
  bets_count: 0,
  earnBonus: 0,
  phone: null,
  last_login_at: '2026-01-01',
  isDemo: false,
  notificationSubscribed: false,
  notificationUnsubscribed: false,
  stakes,
});

function Harness({ onNext = () => undefined }: { onNext?: () => void }) {
  const [amount, setAmount] = useState('');
  return <AmountStep amount={amount} onAmount={setAmount} onNext={onNext} />;
}
const amountInput = () => screen.getByPlaceholderText('Enter Amount') as HTMLInputElement;

afterEach(() => auth$.next(LOGGED_OUT));

describe('deposit amount rules (SPEC §5)', () => {
  it('reads the amount exactly as typed and never repairs it (issue 11 point 13)', () => {
    expect(depositAmountError('100.50', 100, 50000)).toBeNull();
    expect(depositAmountError('50000', 100, 50000)).toBeNull();
    for (const typed of ['12a3', '1,000', ' 100', '100.505', '1e3', '-100', '+100', '１００', '100.']) {
      expect(depositAmountError(typed, 100, 50000)).toBe(AMOUNT_FORMAT_ERROR);
    }
    expect(depositAmountError('999999999', 100, 50000)).toBe(depositRangeError(100, 50000));
    expect(depositAmountError('99.99', 100, 50000)).toBe(depositRangeError(100, 50000));
  });
  it('adds a quick stake to a fractional amount exactly', () => {
    expect(addStake('100.50', 100, 50000)).toBe('200.5');
  });
  it('quick-add adds to the amount, capped at the max', () => {
    expect(addStake('', 500, 50000)).toBe('500');
    expect(addStake('49800', 500, 50000)).toBe('50000');
  });
  it('quick stakes are the first 4 of the player\'s stakes, else the configured list', () => {
    expect(quickStakes([10, 20, 30, 40, 50], [1, 2])).toEqual([10, 20, 30, 40]);
    expect(quickStakes(undefined, [100, 500, 1000, 5000, 10000])).toEqual([100, 500, 1000, 5000]);
  });
  it('stake inputs keep 8 digits and cap at 1 crore', () => {
    expect(capStake('123456789')).toBe('10000000');
    expect(capStake('12x')).toBe('12');
  });
});

describe('AmountStep', () => {
  it('shows the limits with ₹ and Indian grouping: the default max is "Max: ₹9,99,99,999.00" (issue 31 item 7)', () => {
    renderAt(<Harness />, { config: withDefaults(null) });
    expect(screen.getByText(/Min: /).textContent).toBe('Min: ₹100.00   Max: ₹9,99,99,999.00');
  });

  it('shows min and max, and Next stays disabled below the min', () => {
    const onNext = jest.fn();
    renderAt(<Harness onNext={onNext} />);
    expect(screen.getByText(/Min: ₹100.00/).textContent).toMatch(/Max: ₹50,000.00/);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.change(amountInput(), { target: { value: '99' } });
    expect(next.disabled).toBe(true);
    fireEvent.change(amountInput(), { target: { value: '100' } });
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('Back goes Home (through the router)', () => {
    renderAt(<Harness />, { path: '/deposit' });
    expect(routerPath()).toBe('/deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(routerPath()).toBe('/');
  });

  it('keeps a typed amount over the max as typed, says why and disables Next', () => {
    renderAt(<Harness />);
    fireEvent.change(amountInput(), { target: { value: '75000' } });
    expect(amountInput().value).toBe('75000');
    expect(screen.getByText('Deposit amount must be between 100 and 50000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amountInput(), { target: { value: '100.50' } });
    expect(amountInput().value).toBe('100.50');
    expect(screen.queryByText('Deposit amount must be between 100 and 50000')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('quick-add buttons come from the configured list (first 4), add up and are capped', () => {
    renderAt(<Harness />);
    expect(screen.queryByRole('button', { name: 'Add 10000' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add 5000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 500' }));
    expect(amountInput().value).toBe('5500');
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: 'Add 5000' }));
    expect(amountInput().value).toBe('50000');
  });

  it('uses the player\'s own stakes when they have some', () => {
    auth$.next({ token: 't', user: user([300, 700, 900, 1100, 1300]) });
    renderAt(<Harness />);
    expect(screen.getAllByRole('button', { name: /^Add / }).map((b) => b.textContent)).toEqual(['+300', '+700', '+900', '+1100']);
  });
});

describe('Edit Stake modal', () => {
  const toasts = collectToasts();

  it('refuses an empty value or one under 100 with the range message', async () => {
    const calls = fakeApi(api.user, () => ok(null));
    renderAt(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stake' }));
    fireEvent.change(screen.getByLabelText('Stake 2'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(toasts).toEqual([{ type: 'error', message: 'Stake value must be between 100 to 1Cr.' }]);
    fireEvent.change(screen.getByLabelText('Stake 2'), { target: { value: '99' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(toasts[1]).toEqual({ type: 'error', message: 'Stake value must be between 100 to 1Cr.' });
    expect(calls).toHaveLength(0);
  });

  it('caps each value at 8 characters / 1 crore and saves the 4 values', async () => {
    auth$.next({ token: 't', user: user([100, 200, 300, 400]) });
    const calls = fakeApi(api.user, () => ok(null, 'done'));
    renderAt(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stake' }));
    fireEvent.change(screen.getByLabelText('Stake 4'), { target: { value: '999999999' } });
    expect((screen.getByLabelText('Stake 4') as HTMLInputElement).value).toBe('10000000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['PUT', '/api/stakes', { stakes: [100, 200, 300, 10000000] }]]);
    expect(toasts).toEqual([{ type: 'success', message: 'Saved Successfully' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add 10000000' })).toBeTruthy();
  });
});

describe('language', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it("shows the wallet's texts in the player's language (English keys are the SPEC texts)", async () => {
    i18n.addResourceBundle('hi', 'translation', { Next: 'आगे', 'Edit Stake': 'स्टेक बदलें', 'Min:': 'न्यूनतम:' }, true, true);
    await act(async () => void (await i18n.changeLanguage('hi')));
    renderAt(<Harness />);
    expect(screen.getByRole('button', { name: 'आगे' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्टेक बदलें' })).toBeTruthy();
    expect(screen.getByText(/न्यूनतम: ₹100.00/)).toBeTruthy();
  });
});
