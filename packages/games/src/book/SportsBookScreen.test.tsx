import '../test-env';
import { act, screen, within } from '@testing-library/react';
import { api, auth$, logout } from '@khel/shared';
import type { Bet } from '../api/model';
import { betJson, fakeApi, ok, renderAt } from '../test-utils';
import SportsBookScreen from './SportsBookScreen';

const bet = (over: Partial<Bet>): Bet => ({
  id: 'b1', marketId: 'm1', runnerId: 'r1', side: 'back', oddsX100: 180, line: null, stake: 500, liability: 500, status: 'matched',
  placedAt: '2026-11-23T10:05:00Z', eventId: 'e1', eventName: 'Mumbai Strikers v Delhi Chargers', marketName: 'Match Odds', selectionName: 'Mumbai Strikers',
  ...over,
});

const show = async (loggedIn = true) => {
  if (loggedIn) auth$.next({ token: 'tok', user: null });
  renderAt(<SportsBookScreen />, { path: '/sports-book', route: '/sports-book' });
  await act(async () => undefined);
};

afterEach(() => logout());

describe('sports book', () => {
  it('logged out, asks the player to log in and asks the server nothing (never the API refusal in an error panel)', async () => {
    const calls = fakeApi(api.sports, () => ok({ items: [] }));
    await show(false);
    expect(screen.getByRole('heading', { name: 'Sports Book' })).toBeTruthy();
    expect(screen.getByText('Log in to see your open bets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fsports-book');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("lists the player's open bets by event with each event's liability and a link to it", async () => {
    const calls = fakeApi(api.sports, () =>
      ok({ items: [
        bet({}),
        bet({ id: 'b2', side: 'lay', oddsX100: 250, stake: 200, liability: 300, selectionName: 'Delhi Chargers' }),
        bet({ id: 'b3', eventId: 'e2', eventName: 'Riverside FC v Harbour United', side: 'yes', line: 80, oddsX100: 200, liability: 100, stake: 100, selectionName: '10 over runs', marketName: 'Fancy', status: 'pending' }),
      ].map(betJson) }),
    );
    await show();
    expect(calls[0]).toMatchObject({ url: '/bets', params: { open: '1' } });
    const cricket = screen.getByRole('region', { name: 'Mumbai Strikers v Delhi Chargers' });
    expect(within(cricket).getByRole('link').getAttribute('href')).toBe('/sports-event-detail/e1');
    expect(within(cricket).getByText('Liability 800')).toBeTruthy();
    expect(within(cricket).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Back Mumbai Strikers · Match OddsOdds 1.8 · Stake 500',
      'Lay Delhi Chargers · Match OddsOdds 2.5 · Stake 200',
    ]);
    const football = screen.getByRole('region', { name: 'Riverside FC v Harbour United' });
    expect(within(football).getByRole('listitem').textContent).toBe('Yes 10 over runs 80 · FancyOdds 100 · Stake 100 · Waiting');
  });

  it('says so when there are no open bets', async () => {
    fakeApi(api.sports, () => ok({ items: [] }));
    await show();
    expect(screen.getByText('You have no open bets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sports' }).getAttribute('href')).toBe('/sports/cricket/4');
  });
});
