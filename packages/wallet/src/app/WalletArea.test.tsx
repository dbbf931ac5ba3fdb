import '../test-env';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, auth$, LOGGED_OUT, type User } from '@khel/shared';
import { collectToasts, fakeApi, ok, RouterPath, routerPath, type Call } from '../test-utils';
import { useWalletConfig } from '../common/config';
import { WalletArea } from './WalletArea';

const player = (isDemo: boolean): User => ({
  user_name: isDemo ? 'demo' : 'player1',
  balance: 0,
  expl: 0,
  bets_count: 0,
  earnBonus: 0,
  phone: null,
  last_login_at: '2026-01-01',
  isDemo,
  notificationSubscribed: false,
  notificationUnsubscribed: false,
});

function ShowMin() {
  return <p>min {useWalletConfig().deposit_range.min}</p>;
}
const toasts = collectToasts();
let calls: Call[];
const renderArea = async () => {
  render(
    <MemoryRouter initialEntries={['/deposit']}>
      <WalletArea>
        <ShowMin />
      </WalletArea>
      <RouterPath />
    </MemoryRouter>,
  );
  await act(async () => undefined);
};

afterEach(() => act(() => auth$.next(LOGGED_OUT)));

describe('wallet area', () => {
  it('loads the configuration before the screens and shows the announcement marquee', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    calls = fakeApi(api.wallet, () => new Promise((resolve) => (answer = resolve)));
    auth$.next({ token: 't', user: player(false) });
    await renderArea();
    expect(screen.queryByText(/^min/)).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => answer(ok({ deposit_range: { min: 300, max: 5000 }, announcement: { value: 'Deposits are instant today' } })));
    expect(calls[0]!.url).toBe('/client/config');
    expect(screen.getByText('min 300')).toBeTruthy();
    expect(screen.getByRole('marquee').textContent).toBe('Deposits are instant today');
  });

  it('falls back to the SPEC defaults when the configuration leaves values out', async () => {
    fakeApi(api.wallet, () => ok({}));
    auth$.next({ token: 't', user: player(false) });
    await renderArea();
    expect(screen.getByText('min 100')).toBeTruthy();
    expect(screen.queryByRole('marquee')).toBeNull();
  });

  it('sends a demo user Home with the error and loads nothing', async () => {
    calls = fakeApi(api.wallet, () => ok({}));
    auth$.next({ token: 't', user: player(true) });
    await renderArea();
    expect(toasts).toEqual([{ type: 'error', message: 'Wallet access is restricted for demo users' }]);
    expect(routerPath()).toBe('/');
    expect(calls).toHaveLength(0);
  });

  it('also when the service refuses the demo user before the user info arrived', async () => {
    fakeApi(api.wallet, () => [403, { success: false, status: 0, statusCode: 403, message: 'Wallet access is restricted for demo users', error: 'Forbidden', errors: null }]);
    auth$.next({ token: 't', user: null });
    await renderArea();
    expect(toasts).toEqual([{ type: 'error', message: 'Wallet access is restricted for demo users' }]);
    expect(routerPath()).toBe('/');
    // The user info arriving afterwards does not say it a second time.
    act(() => auth$.next({ token: 't', user: player(true) }));
    expect(toasts).toHaveLength(1);
  });
});
