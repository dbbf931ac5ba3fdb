import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { auth$, initI18n, logout, toast$, type Toast } from '@khel/shared';
import { clickBet$ } from '@khel/shared/kit';
import { ClickBetBadge } from '../chrome/ClickBetBadge';
import { loadValidation } from '../forms/dtos';
import { fakeUserApi } from '../test-utils';
import { ClickBetSetting } from './SettingClickBet';

let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
afterAll(() => sub.unsubscribe());
beforeAll(async () => {
  await Promise.all([initI18n('en'), loadValidation()]);
});
beforeEach(() => (toasts = []));
afterEach(() => {
  act(() => logout());
  clickBet$.next(null);
});

/** The server's one-click setting, changed by each PUT as the API does (values and stake in rupees). */
function serve(start = { click_bet_on: false, click_bet_values: [100, 500, 1000, 5000], click_bet_stake: 100 }) {
  let setting = { ...start };
  return fakeUserApi((call) => {
    if (call.method === 'PUT') setting = { ...setting, ...(call.body as object) };
    return [200, { success: true, status: 1, message: 'One-click betting saved', data: setting }];
  });
}

const show = async () => {
  await act(async () => {
    render(
      <MemoryRouter>
        <ClickBetBadge />
        <ClickBetSetting />
      </MemoryRouter>,
    );
  });
};

describe('one-click betting setting', () => {
  it('is not shown to a visitor and reads nothing', async () => {
    const calls = serve();
    await show();
    expect(screen.queryByRole('form', { name: 'One-click betting' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('is off by default; turning it on shows the header badge with the stake; a stake is chosen with one tap', async () => {
    const calls = serve();
    act(() => auth$.next({ token: 'tok-1', user: null }));
    await show();
    const form = screen.getByRole('form', { name: 'One-click betting' });
    const box = within(form).getByLabelText('Place a bet with one tap on a price, with no bet slip') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByTestId('header-one-click')).toBeNull();
    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    expect(toasts).toEqual([{ type: 'success', message: 'One-click betting turned on' }]);
    expect(screen.getByTestId('header-one-click').textContent).toBe('1-Click ₹100.00');
    await act(async () => {
      fireEvent.click(within(form).getByLabelText('₹500.00'));
    });
    expect(screen.getByTestId('header-one-click').textContent).toBe('1-Click ₹500.00');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/click-bet', undefined],
      ['PUT', '/api/click-bet', { click_bet_on: true }],
      ['PUT', '/api/click-bet', { click_bet_stake: 500 }],
    ]);
  });

  it('checks the 4 stakes with the shared rules before saving them', async () => {
    const calls = serve();
    act(() => auth$.next({ token: 'tok-2', user: null }));
    await show();
    const form = screen.getByRole('form', { name: 'One-click betting' });
    fireEvent.change(within(form).getByLabelText('One-click stake 4'), { target: { value: '50' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save One-click Stakes' }));
    });
    expect(within(form).getByRole('alert').textContent).toBe('Stake value must be between 100 to 1Cr.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('One-click stake 4'), { target: { value: '2500' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save One-click Stakes' }));
    });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ click_bet_values: [100, 500, 1000, 2500] }]);
    expect(within(form).getByLabelText('₹2,500.00')).toBeTruthy();
  });
});
