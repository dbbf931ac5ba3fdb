import '../test-env';
import { act, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { api, auth$, LOGGED_OUT } from '@khel/shared';
import { fakeApi, ok, renderAt, type Call } from '../test-utils';
import MyMarketScreen, { LIVE_REFRESH_MS } from './MyMarketScreen';

// The live channel, driven by the test: one subject per market topic.
const topics = new Map<string, Subject<unknown>>();
jest.mock('@khel/shared/kit', () => {
  const actual = jest.requireActual('@khel/shared/kit');
  return {
    ...actual,
    liveChannel: () => ({
      marketUpdates: (id: string) => {
        if (!topics.has(id)) topics.set(id, new Subject());
        return topics.get(id)!;
      },
    }),
  };
});

const sports = (over: Record<string, unknown> = {}) => ({
  product: 'sports', market_id: 'm1', path: '/sports-event-detail/e1', event_name: 'Mumbai Strikers v Delhi Chargers', market_name: 'Match Odds', in_play: true, open: true,
  bet_delay_seconds: 0, outcomes: [{ name: 'Mumbai Strikers', pnl: 400 }, { name: 'Delhi Chargers', pnl: -500 }], exposure: 500, bets: 1, pending: 0, cash_out: true,
  cash_out_profit: -12.5, ...over,
});
const matka = {
  product: 'matka', market_id: 's7', path: '/matka-details/3', event_name: 'Kalyan', market_name: '2026-11-28 open', in_play: false, open: true, bet_delay_seconds: 0,
  outcomes: [{ name: 'single 6', pnl: 60 }, { name: 'Any other result', pnl: -30 }], exposure: 30, bets: 2, pending: 0, cash_out: false, cash_out_profit: null,
};

let calls: Call[];
let answers: unknown[][];
beforeEach(() => {
  jest.useFakeTimers();
  topics.clear();
  auth$.next({ token: 't', user: null });
  answers = [[sports(), matka]];
  calls = fakeApi(api.sports, () => ok({ items: answers.length > 1 ? answers.shift() : answers[0] }));
});
afterEach(() => {
  act(() => auth$.next(LOGGED_OUT));
  jest.useRealTimers();
});

const show = async () => {
  renderAt(<MyMarketScreen />, { path: '/my-market', route: '/my-market' });
  await act(async () => undefined);
};

describe('My Market', () => {
  it('shows a spinner while loading, then every market with its P&L per outcome, exposure, link and cash-out', async () => {
    renderAt(<MyMarketScreen />, { path: '/my-market', route: '/my-market' });
    expect(screen.getByRole('status', { name: 'Loading your markets' })).toBeTruthy();
    await act(async () => undefined);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/my-market' });
    expect(screen.getByRole('heading', { name: 'My Market' })).toBeTruthy();
    const cricket = screen.getByRole('region', { name: 'Mumbai Strikers v Delhi Chargers · Match Odds' });
    expect(within(cricket).getByRole('link', { name: 'Mumbai Strikers v Delhi Chargers' }).getAttribute('href')).toBe('/sports-event-detail/e1');
    expect(within(cricket).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mumbai Strikers400', 'Delhi Chargers-500']);
    expect(within(cricket).getByTestId('mm-exposure').textContent).toBe('500');
    expect(within(cricket).getByTestId('mm-cash-out-value').textContent).toBe('-12.50');
    expect(within(cricket).getByRole('button', { name: 'Cash Out' })).toBeTruthy();
    const bazar = screen.getByRole('region', { name: 'Kalyan · 2026-11-28 open' });
    expect(within(bazar).getByRole('link', { name: 'Kalyan' }).getAttribute('href')).toBe('/matka-details/3');
    expect(within(bazar).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['single 660', 'Any other result-30']);
    expect(within(bazar).queryByRole('button', { name: 'Cash Out' })).toBeNull();
  });

  it('reads the figures again when the live channel moves a market shown, at most once a second', async () => {
    answers = [[sports(), matka], [sports({ cash_out_profit: 40.25 }), matka]];
    await show();
    expect([...topics.keys()]).toEqual(['m1']);
    const m1 = topics.get('m1')!;
    act(() => m1.next({ changed: {} })); // the topic's snapshot: already shown
    expect(calls).toHaveLength(1);
    act(() => {
      m1.next({ changed: {} });
      m1.next({ changed: {} });
    });
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS);
    });
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('mm-cash-out-value').textContent).toBe('40.25');
  });

  it('says so when the player has nothing at stake', async () => {
    answers = [[]];
    await show();
    expect(screen.getByText('No open markets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sports' }).getAttribute('href')).toBe('/sports/cricket/4');
  });
});
