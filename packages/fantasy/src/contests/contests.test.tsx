import { act, fireEvent, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { api, balance$ } from '@khel/shared';
import type { FantasyScoresUpdate } from '@khel/shared/kit';
import { fakeApi, ok, renderAt } from '../test-utils';
import { contestJson, doneJson, NOW, playerJson } from '../test-fixtures';
import ContestScreen from './ContestScreen';
import MyContestsScreen from './MyContestsScreen';

// The page's live channel, stood in for: each match's scores are a subject the test pushes to.
const topics = new Map<string, Subject<FantasyScoresUpdate>>();
jest.mock('@khel/shared/kit', () => ({
  ...jest.requireActual('@khel/shared/kit'),
  liveChannel: () => ({
    fantasyUpdates: (matchId: string) => {
      if (!topics.has(matchId)) topics.set(matchId, new Subject());
      return topics.get(matchId)!.asObservable();
    },
  }),
}));

const settle = () => act(async () => undefined);
const push = (matchId: string, scores: Array<[string, number, number, boolean]>, version: number, status = 'live') =>
  act(() => topics.get(matchId)!.next({ snapshot: false, scores: { match_id: matchId, status: status as 'live', scores_version: version, scores } }));

const liveContest = () =>
  contestJson({
    match_status: 'live', my_team: [playerJson('a', 0, { runs: 10, balls: 8 }), playerJson('a', 1)], opponent_team: [playerJson('b', 0, { runs: 4, balls: 3 }), playerJson('b', 1)],
    my_total: 10, opponent_total: 4,
  });

describe('my contests', () => {
  beforeEach(() => topics.clear());

  it('shows upcoming, live and completed parts; the live part runs the totals from the live channel', async () => {
    const calls = fakeApi(api.fantasy, (c) =>
      c.params?.tab === 'live'
        ? ok({ items: [liveContest()], total: 1, page: 1, now: NOW })
        : c.params?.tab === 'completed'
          ? ok({ items: [contestJson({ id: '40', status: 'settled', result: 'won', pnl: 90 }), contestJson({ id: '41', status: 'refunded', result: 'refunded', refund_reason: 'untaken', pnl: 0 })], total: 2, page: 1, now: NOW })
          : ok({ items: [], total: 0, page: 1, now: NOW }),
    );
    renderAt(<MyContestsScreen />, { path: '/cricket-fight/my-contests', route: '/cricket-fight/my-contests' });
    await settle();
    expect(screen.getByText('No upcoming contests')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Live' }));
    await settle();
    const card = within(screen.getByRole('listitem', { name: 'Contest #31' }));
    expect([card.getByTestId('my-total').textContent, card.getByTestId('their-total').textContent]).toEqual(['10', '4']);
    await push('7', [['a0', 22, 15, false], ['a1', 6, 4, true], ['b0', 30, 12, false], ['b1', 0, 0, false]], 5);
    expect([card.getByTestId('my-total').textContent, card.getByTestId('their-total').textContent]).toEqual(['28', '30']);
    // an older message never takes the totals back
    await push('7', [['a0', 1, 1, false]], 4);
    expect(card.getByTestId('my-total').textContent).toBe('28');
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await settle();
    const done = screen.getAllByRole('listitem');
    expect(done.map((li) => [li.querySelector('.f-result')!.textContent, li.querySelector('[data-testid=pnl]')!.textContent])).toEqual([['You won', '+₹90.00'], ['Refunded', '₹0.00']]);
    expect(calls.map((c) => c.params?.tab)).toEqual(['upcoming', 'live', 'completed']);
  });

  it("one contest: both teams' runs and balls live, then the result with the P&L once the match completes", async () => {
    let settled = false;
    fakeApi(api.fantasy, () => ok(settled ? contestJson({ ...liveContest(), match_status: 'completed', status: 'settled', result: 'lost', pnl: -100 }) : liveContest()));
    renderAt(<ContestScreen />, { path: '/cricket-fight/my-contests/31', route: '/cricket-fight/my-contests/:id' });
    await settle();
    expect(screen.getByRole('region', { name: "Opponent's team" }).textContent).toContain('4 runs, 3 balls');
    await push('7', [['a0', 12, 9, false], ['a1', 0, 1, true], ['b0', 40, 20, false], ['b1', 0, 0, false]], 9);
    expect([screen.getByTestId('my-total').textContent, screen.getByTestId('their-total').textContent]).toEqual(['12', '40']);
    expect(screen.getByRole('region', { name: 'Your team' }).textContent).toContain('12 runs, 9 balls');
    settled = true;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      await push('7', [['a0', 12, 9, false], ['b0', 40, 20, false]], 10, 'completed');
      await act(async () => void jest.advanceTimersByTime(1100));
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(screen.getByRole('status').textContent).toContain('You lost');
    expect(screen.getByTestId('pnl').textContent).toBe('-₹100.00');
  });

  it('cancels a fight nobody took before the start: the stake comes back and the wallet shows it', async () => {
    const calls = fakeApi(api.fantasy, (c) =>
      c.method === 'POST' ? ok(doneJson(contestJson({ status: 'cancelled', result: 'refunded', refund_reason: 'cancelled', pnl: 0 })), 'Fight cancelled') : ok(contestJson({ status: 'open' })),
    );
    renderAt(<ContestScreen />, { path: '/cricket-fight/my-contests/31', route: '/cricket-fight/my-contests/:id' });
    await settle();
    expect(screen.getByText('Waiting for an opponent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change team' }).getAttribute('href')).toBe('/cricket-fight/7/place-bet?edit=31');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel fight' }));
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/fights/31/cancel', body: {} });
    expect(screen.getByText('You cancelled this fight')).toBeTruthy();
    expect(balance$.value).toEqual({ bl: 900, ex: -100, bc: 1, eb: 0 });
    expect(screen.queryByRole('button', { name: 'Cancel fight' })).toBeNull();
  });
});
