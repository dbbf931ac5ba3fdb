import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { fail, fakeApi, ok, renderAt } from '../test-utils';
import { NOW, summaryJson } from '../test-fixtures';
import MatchListScreen from './MatchListScreen';

const settle = () => act(async () => undefined);

describe('/cricket-fight', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse(NOW) + 5_000, doNotFake: ['queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('lists live matches with the score, upcoming ones counting down on the server clock, and Play links', async () => {
    fakeApi(api.fantasy, () =>
      ok({
        now: NOW,
        matches: [
          summaryJson({ id: '8', status: 'live', locked: true, team_a: 'Chennai Kings', team_b: 'Kolkata Riders', state: { innings: 1, score: '45/2', overs: '5.3', target: null, batting: 'a', striker: 'Pranav Iyer' } }),
          summaryJson(),
        ],
      }),
    );
    renderAt(<MatchListScreen />, { path: '/cricket-fight', route: '/cricket-fight' });
    await settle();
    const cards = within(screen.getByRole('list', { name: 'Matches' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Chennai Kings vs Kolkata Riders', 'Mumbai Strikers vs Delhi Chargers']);
    expect(within(cards[0]!).getByText('45/2')).toBeTruthy();
    expect(within(cards[0]!).getByText('On strike: Pranav Iyer')).toBeTruthy();
    // the device clock is 5 s ahead of the server's: the countdown follows the server (2 h to the start)
    expect(cards[1]!.querySelector('time')!.textContent).toBe('02:00:00');
    await act(async () => void jest.advanceTimersByTime(61_000));
    expect(cards[1]!.querySelector('time')!.textContent).toBe('01:58:59');
    expect(within(cards[1]!).getByRole('link', { name: 'Play Mumbai Strikers vs Delhi Chargers' }).getAttribute('href')).toBe('/cricket-fight/7');
    expect(within(cards[0]!).getByRole('link', { name: 'View Chennai Kings vs Kolkata Riders' })).toBeTruthy();
    expect(screen.getByText('How to play')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Contests' }).getAttribute('href')).toBe('/cricket-fight/my-contests');
  });

  it('shows the error panel with Retry, and the list after a retry; an empty list says so', async () => {
    let calls = 0;
    fakeApi(api.fantasy, () => (++calls === 1 ? fail(503, 'Service Unavailable') : ok({ now: NOW, matches: [] })));
    renderAt(<MatchListScreen />, { path: '/cricket-fight', route: '/cricket-fight' });
    await settle();
    expect(screen.getByText('Could not load this page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByText('No matches right now')).toBeTruthy();
  });
});
