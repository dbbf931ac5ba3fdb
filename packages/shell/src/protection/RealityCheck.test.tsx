import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { auth$, initI18n, logout } from '@khel/shared';
import { fakeUserApi, type Call } from '../test-utils';
import { playedText, RealityCheck } from './RealityCheck';

const figures = (over: Record<string, unknown> = {}) => ({ interval_minutes: 15, session_started_at: '2026-11-23T10:00:00.000Z', played_seconds: 890, net_result: -50.5, ...over });
const ok = (data: unknown) => [200, { success: true, status: 1, message: '', data }] as [number, unknown];

let calls: Call[] = [];
beforeAll(() => initI18n('en'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  logout();
});

async function mount(reply: (call: Call) => [number, unknown]) {
  calls = fakeUserApi(reply);
  act(() => auth$.next({ token: 'tok', user: null }));
  await act(async () => {
    render(
      <MemoryRouter>
        <RealityCheck />
      </MemoryRouter>,
    );
  });
}

describe('reality check', () => {
  it('writes the time played', () => {
    expect(playedText(890)).toBe('14 min');
    expect(playedText(3900)).toBe('1 h 05 min');
  });

  it('appears at the next multiple of the interval since login with the server figures; Continue waits for the next', async () => {
    let read = 0;
    await mount((call) => (call.url === '/api/protection/reality-check' ? ok(figures(++read === 1 ? {} : { played_seconds: 900 })) : ok(null)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(9_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Reality check')).toBeTruthy();
    expect(screen.getByTestId('reality-played').textContent).toBe('You have been logged in for 15 min.');
    expect(screen.getByTestId('reality-net').textContent).toBe('Net result since you logged in: -₹50.50');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/protection/reality-check')).toHaveLength(3);
  });

  it('Log out ends the session', async () => {
    await mount((call) => (call.url === '/api/protection/reality-check' ? ok(figures({ played_seconds: 899, net_result: 20 })) : ok(null)));
    await act(async () => void jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('reality-net').textContent).toBe('Net result since you logged in: +₹20.00');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/auth/logout')).toBe(true);
    expect(auth$.value.token).toBeFalsy();
  });

  it('stays away when the player turned it off', async () => {
    await mount(() => ok(figures({ interval_minutes: 0 })));
    await act(async () => void jest.advanceTimersByTime(3_600_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
